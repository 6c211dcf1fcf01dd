/**
 * Days as people in Pakistan live them: Pakistan Standard Time (UTC+5, no daylight saving time).
 * A module of its own so that the pages which only need today's date (every deal card, for its
 * freshness and till lines) do not download the savings calculator with it.
 */

/** Pakistan Standard Time's offset from UTC, in ms. */
const PKT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Today's ISO date (YYYY-MM-DD) in Pakistan for an instant (epoch ms). */
export function pakistanDate(nowMs: number): string {
  return new Date(nowMs + PKT_OFFSET_MS).toISOString().slice(0, 10);
}
