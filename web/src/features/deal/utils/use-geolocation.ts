/**
 * The user's position for branch distances (prompt, granted or denied;
 * 5 s time-out for the branch list). Asked for automatically only when the browser has
 * already granted it; otherwise the page offers a button, so nobody gets a prompt unasked.
 */
import { GEO_TIMEOUT_BRANCHES_MS, type LatLng } from '@deals/shared';
import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export type GeolocationStatus =
  'unknown' | 'prompt' | 'locating' | 'granted' | 'denied' | 'unavailable' | 'error';

export interface GeolocationState {
  status: GeolocationStatus;
  position: LatLng | null;
  /** Asks the browser for the position (shows its permission prompt when needed). */
  request: () => void;
}

const OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: GEO_TIMEOUT_BRANCHES_MS,
};

export function useGeolocation(): GeolocationState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  // Older browsers have geolocation without the Permissions API: then the user is simply asked.
  const permissions =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator.permissions as Permissions | undefined);
  const canQuery = typeof permissions?.query === 'function';
  const [status, setStatus] = useState<GeolocationStatus>(
    !supported ? 'unavailable' : canQuery ? 'unknown' : 'prompt',
  );
  // The server has no navigator: while its markup hydrates, the status is what it rendered.
  const hydrated = useHydrated();
  const [position, setPosition] = useState<LatLng | null>(null);

  const request = useCallback(() => {
    if (!supported) return;
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setPosition({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
        setStatus('granted');
      },
      (error) => {
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'error');
      },
      OPTIONS,
    );
  }, [supported]);

  useEffect(() => {
    if (!supported || !permissions || !canQuery) return undefined;
    let cancelled = false;
    let permission: PermissionStatus | undefined;
    const onChange = () => {
      if (!permission || cancelled) return;
      if (permission.state === 'granted') request();
      else setStatus(permission.state === 'denied' ? 'denied' : 'prompt');
    };
    permissions.query({ name: 'geolocation' }).then(
      (result) => {
        if (cancelled) return;
        permission = result;
        result.addEventListener('change', onChange);
        onChange();
      },
      () => {
        if (!cancelled) setStatus('prompt');
      },
    );
    return () => {
      cancelled = true;
      permission?.removeEventListener('change', onChange);
    };
  }, [supported, permissions, canQuery, request]);

  return { status: hydrated ? status : 'unknown', position, request };
}
