import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useUrlParams } from './use-url-params';

function setup(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(() => ({ url: useUrlParams(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useUrlParams', () => {
  it('builds each change on the one before, even with no render in between', () => {
    const { result } = setup('/x?a=1');
    const [, change] = result.current.url;
    act(() => {
      change((next) => next.set('b', '2'));
      change((next) => next.set('c', '3'), { replace: true });
    });
    expect(result.current.location.search).toBe('?a=1&b=2&c=3');
    expect(result.current.url[0].get('b')).toBe('2');
  });

  it('starts from the URL again after Back', () => {
    const { result } = setup('/x');
    act(() => result.current.url[1]((next) => next.set('a', '1')));
    act(() => result.current.url[1]((next) => next.set('b', '2')));
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?a=1');
    act(() => result.current.url[1]((next) => next.set('c', '3')));
    expect(result.current.location.search).toBe('?a=1&c=3');
  });
});
