/**
 * What a deal write will do to its place, computed before the write (the admin form's place tile
 * preview) and checked after it (the admin page's fan-out confirmation). Uses the same rules as
 * the functions that keep Places: a deal contributes its listed summary (places.ts) under the place
 * key of its title, with the derived fields it will carry once written.
 */
import type { DealRef } from './ids.js';
import { deriveDealFields } from './normalize.js';
import {
  applyPlaceDelta,
  listedPlaceSummaryOf,
  normalizePlace,
  placeDocId,
  placeSummaryOf,
  type PlaceDoc,
} from './places.js';

/** The place of a deal as it will be after writing `deal` (raw content, possibly with stored fields). */
export interface PlacePreview {
  /** The place key of the deal's title. */
  readonly key: string;
  /** Places document id: `${cityId}_${key}`. */
  readonly docId: string;
  /** Whether the deal will be listed (current); an unlisted deal is on no place. */
  readonly listed: boolean;
  /** The place document after the write; null when no current deal is left there. */
  readonly place: PlaceDoc | null;
}

/** A deal to preview; `deal` is as it will be stored (the form's record over the stored functions-owned fields). */
export interface PlacePreviewInput extends DealRef {
  /** Today in Pakistan (ISO date): a deal past its last valid day is not listed. */
  readonly today: string;
  /** The stored place document of the deal's key, when known (null or undefined: none yet). */
  readonly current?: unknown;
}

/**
 * The place a deal belongs to after it is written: the stored place (when given) with this deal's
 * old summary replaced by its new one, as the deal trigger applies it. Without a stored place the
 * preview is the place this deal alone makes. Never throws.
 */
export function previewPlaceAfterWrite(input: PlacePreviewInput): PlacePreview {
  const { bankId, cityId, dealId, today } = input;
  const raw = input.deal !== null && typeof input.deal === 'object' ? input.deal : {};
  const stored = { ...raw, ...deriveDealFields(raw, { bankId, cityId, today }) };
  const ref = { bankId, cityId, dealId, deal: stored };
  const { key } = placeSummaryOf(ref);
  const next = listedPlaceSummaryOf(ref);
  return {
    key,
    docId: placeDocId(cityId, key),
    listed: next !== null,
    place: applyPlaceDelta(input.current ?? null, cityId, key, { bankId, dealId }, next),
  };
}

/** How a stored place document stands towards one deal. */
export type PlaceDealState =
  /** No place document: no current deal is left there. */
  | { readonly state: 'missing' }
  /** The place lists the deal with this title and discount. */
  | {
      readonly state: 'lists';
      readonly place: PlaceDoc;
      readonly title: string;
      readonly discount: string;
    }
  /** The place exists without this deal. */
  | { readonly state: 'without'; readonly place: PlaceDoc };

/** Whether a stored place (raw document or null) lists the deal `bankId`/`dealId`. Never throws. */
export function placeDealState(
  raw: unknown,
  ids: {
    readonly bankId: string;
    readonly dealId: string;
    readonly cityId?: string;
    readonly placeKey?: string;
  },
): PlaceDealState {
  if (raw === null || raw === undefined) return { state: 'missing' };
  const place = normalizePlace(raw, {
    ...(ids.cityId !== undefined ? { cityId: ids.cityId } : {}),
    ...(ids.placeKey !== undefined ? { placeKey: ids.placeKey } : {}),
  });
  for (const bank of place.banks)
    for (const d of bank.deals)
      if (d.bankId === ids.bankId && d.dealId === ids.dealId)
        return { state: 'lists', place, title: d.title, discount: d.discount };
  return { state: 'without', place };
}
