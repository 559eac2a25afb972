import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useNearMeStore } from '@/stores/near-me-store';
import { useListingFilters } from './use-listing-filters';
import { NEAR_ME_MESSAGES, useNearMe } from './use-near-me';

// navigator.geolocation and navigator.permissions are the browser's: stand-ins answer for them.
type Success = PositionCallback;
type Failure = PositionErrorCallback;
let pending: { ok: Success; fail?: Failure | null; options?: PositionOptions }[] = [];
const getCurrentPosition = vi.fn((ok: Success, fail?: Failure | null, options?: PositionOptions) => void pending.push({ ok, fail, options }));
let permission: PermissionState = 'prompt';

const fix = (lat: number, lng: number) => ({ coords: { latitude: lat, longitude: lng, accuracy: 20 }, timestamp: Date.now() }) as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'no' }) as GeolocationPositionError;

function define(name: 'geolocation' | 'permissions', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

beforeEach(() => {
  pending = [];
  getCurrentPosition.mockClear();
  permission = 'prompt';
  useNearMeStore.setState({ position: null });
  define('geolocation', { getCurrentPosition });
  define('permissions', { query: vi.fn(async () => ({ state: permission })) });
});
afterEach(() => {
  define('geolocation', undefined);
  define('permissions', undefined);
});

function setup(route = '/listings') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const filters = useListingFilters();
      return { filters, near: useNearMe(filters), search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useNearMe', () => {
  it('asks for the position only when tapped, shows it is busy, then sorts by distance', async () => {
    const { result } = setup('/listings?sort=rating&open=1');
    await act(async () => undefined);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    act(() => result.current.near.toggle());
    expect(result.current.near.locating).toBe(true);
    expect(pending[0].options).toMatchObject({ timeout: expect.any(Number), maximumAge: 300_000 });
    act(() => pending[0].ok(fix(45.52, -122.68)));
    expect(result.current.near).toMatchObject({ locating: false, applied: true, message: null, position: { lat: 45.52, lng: -122.68 } });
    expect(result.current.search).toBe('?sort=nearest&open=1&near=1');
    // The position stays in memory for the session, nowhere else.
    expect(useNearMeStore.getState().position).toMatchObject({ lat: 45.52, lng: -122.68 });
    expect(localStorage.length).toBe(0);
  });

  it('turning it off drops near, the limit and the Nearest order', async () => {
    useNearMeStore.setState({ position: { lat: 1, lng: 2, at: Date.now() } });
    const { result } = setup('/listings?near=1&within=5km&sort=nearest&q=x');
    expect(result.current.near.applied).toBe(true);
    act(() => result.current.near.toggle());
    expect(result.current.search).toBe('?q=x');
    expect(result.current.near.applied).toBe(false);
  });

  it('on a refusal says so and leaves the URL as it was', () => {
    const { result } = setup('/listings?sort=rating');
    act(() => result.current.near.toggle());
    act(() => pending[0].fail!(failure(1)));
    expect(result.current.near.message).toBe(NEAR_ME_MESSAGES.denied);
    expect(result.current.near.message).toMatch(/^Location permission was denied\./);
    expect(result.current.near.applied).toBe(false);
    expect(result.current.search).toBe('?sort=rating');
  });

  it.each([2, 3])('with no fix (code %i) says so and leaves the URL as it was', (code) => {
    const { result } = setup('/listings');
    act(() => result.current.near.toggle());
    act(() => pending[0].fail!(failure(code)));
    expect(result.current.near.message).toBe(NEAR_ME_MESSAGES.unavailable);
    expect(result.current.search).toBe('');
  });

  it('says so where the browser has no geolocation', () => {
    define('geolocation', undefined);
    const { result } = setup('/listings');
    act(() => result.current.near.toggle());
    expect(result.current.near.message).toBe(NEAR_ME_MESSAGES.unsupported);
  });

  it('a page opened with near=1 re-reads the position silently when already allowed', async () => {
    permission = 'granted';
    const { result } = setup('/listings?near=1&sort=nearest');
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
    act(() => pending[0].ok(fix(45.5, -122.6)));
    expect(result.current.near.applied).toBe(true);
    expect(result.current.search).toBe('?near=1&sort=nearest');
  });

  it.each(['prompt', 'denied'] as const)('a page opened with near=1 does not ask when the permission is %s', async (state) => {
    permission = state;
    const { result } = setup('/listings?near=1&sort=nearest');
    await act(async () => undefined);
    await act(async () => undefined);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(result.current.near).toMatchObject({ applied: false, locating: false, message: null, position: null });
  });

  it('ignores an answer that arrives after the page is gone', () => {
    const { result, unmount } = setup('/listings');
    act(() => result.current.near.toggle());
    unmount();
    pending[0].ok(fix(45.5, -122.6));
    expect(useNearMeStore.getState().position).toBeNull();
  });
});
