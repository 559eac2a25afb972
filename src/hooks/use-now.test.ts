import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { startClockAt, useNow } from './use-now';

const T0 = Date.UTC(2026, 10, 24, 21, 30, 30); // half a minute past 21:30 UTC

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks at each minute boundary, on one timer shared by every subscriber', () => {
    const { result: nowA, unmount: unmountA } = renderHook(() => useNow());
    const { result: nowB, unmount: unmountB } = renderHook(() => useNow());
    expect(nowA.current).toBe(T0);
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(29_999));
    expect(nowA.current).toBe(T0);
    act(() => vi.advanceTimersByTime(1));
    expect(nowA.current).toBe(Date.UTC(2026, 10, 24, 21, 31));
    expect(nowB.current).toBe(Date.UTC(2026, 10, 24, 21, 31));

    // Three more minutes land on the boundaries, without drift.
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(nowA.current).toBe(Date.UTC(2026, 10, 24, 21, 34));
    expect(vi.getTimerCount()).toBe(1);
    unmountA();
    unmountB();
  });

  it('stops its timer when nothing listens, and starts fresh for the next subscriber', () => {
    const { unmount: unmountA } = renderHook(() => useNow());
    unmountA();
    expect(vi.getTimerCount()).toBe(0);

    vi.setSystemTime(T0 + 10 * 60_000);
    const { result: nowB, unmount: unmountB } = renderHook(() => useNow());
    expect(nowB.current).toBe(T0 + 10 * 60_000);
    unmountB();
  });

  it('re-reads the clock when the page becomes visible (a phone waking up, its timers frozen)', () => {
    const { result: nowA, unmount: unmountA } = renderHook(() => useNow());
    vi.setSystemTime(T0 + 7 * 60_000); // time passed, no timer ran
    expect(nowA.current).toBe(T0);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(nowA.current).toBe(T0 + 7 * 60_000);
    unmountA();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('ignores the page being hidden', () => {
    const { result: nowA, unmount: unmountA } = renderHook(() => useNow());
    vi.setSystemTime(T0 + 2 * 60_000);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(nowA.current).toBe(T0);
    unmountA();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it("starts at a server-rendered page's time while that is still this minute, not an older one", () => {
    startClockAt(T0 - 20_000);
    const { result: nowA, unmount: unmountA } = renderHook(() => useNow());
    expect(nowA.current).toBe(T0 - 20_000);
    unmountA();
    // Drawn before this minute (a cached page): the device's own time.
    vi.setSystemTime(T0 + 60_000);
    startClockAt(T0 - 20_000);
    const { result: nowB, unmount: unmountB } = renderHook(() => useNow());
    expect(nowB.current).toBe(T0 + 60_000);
    unmountB();
  });
});
