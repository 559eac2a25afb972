import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { viewOriginState } from '@/lib/usage';

const usage = vi.hoisted(() => ({ recordListingEvent: vi.fn() }));
vi.mock('@/lib/usage', async (importOriginal) => ({ ...(await importOriginal<object>()), ...usage }));

const { useCountView } = await import('./use-count-view');

function opened(state: unknown) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[{ pathname: '/listing/l-1', state }]}>{children}</MemoryRouter>;
}

describe('useCountView', () => {
  it('counts one view per mount, and the Near me / Open now origin from the link state', () => {
    usage.recordListingEvent.mockClear();
    const { rerender } = renderHook(({ id }) => useCountView(id), {
      initialProps: { id: 'l-1' as string | undefined },
      wrapper: opened(viewOriginState({ nearMe: true, openNow: true })),
    });
    rerender({ id: 'l-1' });
    expect(usage.recordListingEvent.mock.calls).toEqual([
      ['view', 'l-1'],
      ['view_near_me', 'l-1'],
      ['view_open_now', 'l-1'],
    ]);
  });

  it('counts a plain view without origin, and nothing before the public listing is known', () => {
    usage.recordListingEvent.mockClear();
    const { rerender } = renderHook(({ id }) => useCountView(id), { initialProps: { id: undefined as string | undefined }, wrapper: opened(null) });
    expect(usage.recordListingEvent).not.toHaveBeenCalled();
    rerender({ id: 'l-2' });
    expect(usage.recordListingEvent.mock.calls).toEqual([['view', 'l-2']]);
  });
});
