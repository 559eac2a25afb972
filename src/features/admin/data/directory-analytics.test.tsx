import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useToastStore } from '@/stores/toast-store';
import { useDirectoryAnalytics } from './directory-analytics';

const call = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('./call-admin', () => ({ callAdmin: (...args: unknown[]) => call.fn(...args) }));

afterEach(() => call.fn.mockReset());

describe('useDirectoryAnalytics', () => {
  it('calls directoryAnalytics and hands over the figures', async () => {
    call.fn.mockResolvedValue({ asOf: 1 });
    const { result } = renderHook(() => useDirectoryAnalytics());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ asOf: 1 }));
    expect(call.fn).toHaveBeenCalledWith('directoryAnalytics', {});
    expect(result.current).toMatchObject({ loading: false, error: null });
  });

  it('toasts a failure, keeps its message, and loads again on retry', async () => {
    call.fn.mockRejectedValueOnce(new Error('Only admins can do this.')).mockResolvedValueOnce({ asOf: 2 });
    const { result } = renderHook(() => useDirectoryAnalytics());
    await waitFor(() => expect(result.current.error).toBe('Only admins can do this.'));
    expect(JSON.stringify(useToastStore.getState())).toContain('Analytics could not be loaded');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ asOf: 2 }));
    expect(result.current.error).toBeNull();
  });
});
