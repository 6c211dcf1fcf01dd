import { dealEntity, parseFavouriteId, parseUserDoc } from '@deals/shared';

/**
 * Deal document paths a user document favourites. Entries hold the favourite id
 * `{bankId}-{cityId}-{dealId}` (the web app passes the deal id as the last part); the older
 * forms without a city cannot be resolved to a deal and are skipped.
 */
export function favouriteDealPaths(raw: unknown, uid: string): Set<string> {
  const out = new Set<string>();
  if (raw === null || raw === undefined) return out;
  for (const entry of parseUserDoc(raw, uid).UserFavouriteDeals) {
    const parsed = parseFavouriteId(entry.dealId) ?? shortFavouriteId(entry.dealId);
    if (parsed && !/[/]/.test(`${parsed.bankId}${parsed.cityId}${parsed.dealPart}`)) {
      out.add(
        dealEntity.docPath({
          bankId: parsed.bankId,
          cityId: parsed.cityId,
          dealId: parsed.dealPart,
        }),
      );
    }
  }
  return out;
}

// parseFavouriteId keeps the "at least 5 parts" rule for opening links; counting also needs
// ids whose deal part has no dashes, e.g. `Hbl-Lahore-d1`.
function shortFavouriteId(id: string): { bankId: string; cityId: string; dealPart: string } | null {
  const [bankId, cityId, ...rest] = id.split('-');
  const dealPart = rest.join('-');
  return bankId && cityId && dealPart ? { bankId, cityId, dealPart } : null;
}

/** Deal paths whose favourite state differs between two versions of a user document. */
export function changedFavourites(
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): string[] {
  const changed = [...before].filter((p) => !after.has(p));
  for (const p of after) if (!before.has(p)) changed.push(p);
  return changed.sort();
}
