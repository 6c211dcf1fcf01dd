/**
 * "Near me" on a grid: the user's position, asked for only when they press the button (the
 * browser shows its permission prompt then), and the grid's way back to its normal order.
 */
import type { LatLng } from '@deals/shared';
import { useCallback, useRef, useState } from 'react';

/**
 * off: the normal order. locating: waiting for the browser. on: a position is known.
 * denied: the user or the browser refused location. unavailable: no geolocation, no fix, or
 * no answer in time.
 */
export type NearMeStatus = 'off' | 'locating' | 'on' | 'denied' | 'unavailable';

/** True while "near me" is the chosen order: on, or waiting for the position to turn on. */
export function isNearMeChosen(status: NearMeStatus): boolean {
  return status === 'on' || status === 'locating';
}

export interface NearMe {
  status: NearMeStatus;
  /** Set while status is 'on'. */
  position: LatLng | null;
  /** Asks for the position (again after a refusal, in case the user allowed it meanwhile). */
  start: () => void;
  /** Back to the normal order. */
  stop: () => void;
}

/** A fresh enough fix for a list sorted by distance; the prompt may take the user a while. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 60_000, timeout: 15_000 };

/** Positions are rounded to 4 decimals (about 10 m), so moving a few metres reuses the answer. */
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * `initial`: the position a restored grid was sorted by (a return from a detail page), so the
 * grid comes back nearest first without asking the browser again.
 */
export function useNearMe(initial: LatLng | null = null): NearMe {
  const [status, setStatus] = useState<NearMeStatus>(initial ? 'on' : 'off');
  const [position, setPosition] = useState<LatLng | null>(initial);
  // The latest request's number, bumped by start and stop: the browser cannot be told to drop a
  // request, so an answer to an older one (after the user chose another order, or asked again)
  // arrives late and is ignored.
  const request = useRef(0);
  const start = useCallback(() => {
    request.current += 1;
    const asked = request.current;
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (asked !== request.current) return;
        setPosition({
          latitude: round4(pos.coords.latitude),
          longitude: round4(pos.coords.longitude),
        });
        setStatus('on');
      },
      (error) => {
        if (asked !== request.current) return;
        setPosition(null);
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      OPTIONS,
    );
  }, []);
  const stop = useCallback(() => {
    request.current += 1;
    setStatus('off');
    setPosition(null);
  }, []);
  return { status, position, start, stop };
}
