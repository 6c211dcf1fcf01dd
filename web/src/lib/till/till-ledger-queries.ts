/**
 * A deal's TillLedger (Banks/{b}/Cities/{c}/Deals/{d}/TillLedger/{uid_day}): each member's
 * "did it work at the till?" answer, which only admins read. Needs the Firestore SDK: fetched on
 * first use by ./till-ledger-api (see lib/firebase).
 */
import { TILL_WINDOW_DAYS, addDaysIso, pakistanDate, tillLedgerEntity } from '@deals/shared';
import { type Firestore, collection, getDocs, query, where } from 'firebase/firestore';
import type { DealRouteParams } from '@/config/paths';

/** The branches and cards a deal's reports of the last 30 days name, with how many name each. */
export interface ReportNames {
  branches: { name: string; count: number }[];
  cards: { name: string; count: number }[];
}

/** Names with how many times each was given, most given first, then alphabetically. */
export const tally = (names: readonly string[]): { name: string; count: number }[] =>
  [...names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

/** What the "did not work" answers of the window name, counted. */
export async function fetchReportNames(db: Firestore, deal: DealRouteParams): Promise<ReportNames> {
  const since = addDaysIso(pakistanDate(Date.now()), 1 - TILL_WINDOW_DAYS);
  const snap = await getDocs(
    query(collection(db, tillLedgerEntity.path(deal)), where('day', '>=', since)),
  );
  const reports = snap.docs.map((d) => d.data()).filter((v) => v['worked'] === false);
  const named = (key: string) =>
    reports
      .map((v): unknown => v[key])
      .filter((n): n is string => typeof n === 'string' && n !== '');
  return { branches: tally(named('branch')), cards: tally(named('card')) };
}
