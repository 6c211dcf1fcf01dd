/**
 * Reads of Banks/{bankId}/Analytics/{cityId}, which functions keep per bank and city. Needs the
 * Firestore SDK: fetched on first use by ./analytics-api (see lib/firebase).
 */
import { type AnalyticsDoc, DEFAULT_CITY, analyticsEntity, parseAnalytics } from '@deals/shared';
import { type Firestore, doc, getDoc } from 'firebase/firestore';
import type { Observable } from 'rxjs';
import { liveDoc$ } from '@/lib/firebase/live-doc';
import { plainData } from '@/lib/firebase/plain-data';

/** Which bank's Analytics for which city. */
export interface AnalyticsRef {
  bankId: string;
  cityId: string;
}

/** A bank's Analytics and the city they are of (Lahore's when the city asked for had none). */
export interface BankAnalytics {
  analytics: AnalyticsDoc | null;
  city: string;
}

/** The city's Analytics of a bank; if it has none and the city is not Lahore, Lahore's. */
export async function fetchAnalytics(
  db: Firestore,
  { bankId, cityId }: AnalyticsRef,
): Promise<BankAnalytics> {
  const snap = await getDoc(doc(db, analyticsEntity.docPath({ bankId, cityId })));
  if (snap.exists()) return { analytics: parseAnalytics(snap.data()), city: cityId };
  if (cityId !== DEFAULT_CITY) {
    const fallback = await getDoc(
      doc(db, analyticsEntity.docPath({ bankId, cityId: DEFAULT_CITY })),
    );
    if (fallback.exists())
      return { analytics: parseAnalytics(fallback.data()), city: DEFAULT_CITY };
  }
  return { analytics: null, city: cityId };
}

/** The stored Analytics document as plain data, live (null while there is none). */
export const analyticsDocument$ = (
  db: Firestore,
  ref: AnalyticsRef,
): Observable<Record<string, unknown> | null> =>
  liveDoc$(doc(db, analyticsEntity.docPath(ref)), plainData);
