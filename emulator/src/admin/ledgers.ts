/**
 * The DealLedger document the importer and the rebuild write beside each deal, built from
 * shared's ledger contract (the same names, admin content and trending inputs functions/ records),
 * so that running triggers recognise imported data as already counted.
 */
import {
  adminContent,
  countedContentOf,
  countedPlaceOf,
  listedPlaceSummaryOf,
  millisOf,
  trendingInputs,
  trendingScore,
  type TrendingInput,
} from '@deals/shared';

type Data = Record<string, unknown>;

/** The trending inputs of a stored deal, as the fan-out records them. */
export function trendingInputsOf(stored: Data): Omit<TrendingInput, 'now'> {
  return trendingInputs(stored, millisOf(stored['updatedAt']));
}

/** The trending key of a stored deal, as the fan-out computes it (`now` for a missing updatedAt). */
export function trendingScoreOf(stored: Data, now: number): number {
  return trendingScore({ ...trendingInputsOf(stored), now });
}

/**
 * The DealLedger document of a stored deal at its path: what was counted of its content, its
 * trending inputs, and the summary counted in its place (null when the deal is not listed), as
 * planFanout records them.
 */
export function dealLedger(
  stored: Data,
  ids: { bankId: string; cityId: string; dealId: string },
): Data {
  return {
    ...countedContentOf(adminContent(stored)),
    updatedAt: stored['updatedAt'] ?? null,
    trendingInputs: trendingInputsOf(stored),
    place: countedPlaceOf(listedPlaceSummaryOf({ ...ids, deal: stored })),
  };
}
