import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearMe } from './use-near-me';

/** A browser whose geolocation keeps each request's callbacks for the test to answer later. */
function pendingGeolocation() {
  const requests: { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }[] = [];
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    requests.push({ ok, fail });
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return requests;
}

const at = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

const denied = { code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('useNearMe', () => {
  it('turns on with the rounded position the browser answers', () => {
    const requests = pendingGeolocation();
    const { result } = renderHook(() => useNearMe());
    act(() => result.current.start());
    expect(result.current.status).toBe('locating');
    act(() => requests[0]?.ok(at(31.520412, 74.358749)));
    expect(result.current.status).toBe('on');
    expect(result.current.position).toEqual({ latitude: 31.5204, longitude: 74.3587 });
  });

  it('ignores a position that arrives after the user chose another order', () => {
    const requests = pendingGeolocation();
    const { result } = renderHook(() => useNearMe());
    act(() => result.current.start());
    act(() => result.current.stop());
    act(() => requests[0]?.ok(at(31.5204, 74.3587)));
    expect(result.current.status).toBe('off');
    expect(result.current.position).toBeNull();
  });

  it('ignores a late refusal too, and an answer to a request asked again since', () => {
    const requests = pendingGeolocation();
    const { result } = renderHook(() => useNearMe());
    act(() => result.current.start());
    act(() => result.current.stop());
    act(() => requests[0]?.fail?.(denied));
    expect(result.current.status).toBe('off');
    act(() => result.current.start());
    act(() => result.current.start());
    act(() => requests[1]?.ok(at(24.86, 67.0)));
    expect(result.current.status).toBe('locating');
    act(() => requests[2]?.ok(at(31.5204, 74.3587)));
    expect(result.current.status).toBe('on');
    expect(result.current.position).toEqual({ latitude: 31.5204, longitude: 74.3587 });
  });
});
