import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe({ unsupported }: { unsupported?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { unsupported });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without IntersectionObserver answers what the caller chose', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    render(<Probe unsupported />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true once the element comes within a screen and the browser was idle', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    vi.stubGlobal('requestIdleCallback', (go: () => void) => setTimeout(go, 0));
    render(<Probe />);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(await screen.findByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
