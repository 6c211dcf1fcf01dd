/**
 * Banks/{bankId}/Cities/{cityId}: the cities a bank has deals in. A city document only names the
 * city; it is written with the first deal of a bank there. Needs the Firestore SDK: fetched on
 * first use (see lib/firebase).
 */
import { cityEntity } from '@deals/shared';
import {
  type Firestore,
  type WriteBatch,
  collection,
  doc,
  getDocs,
  setDoc,
} from 'firebase/firestore';

/** Which bank's city. */
export interface CityRef {
  bankId: string;
  cityId: string;
}

/** The ids of a bank's cities. */
export async function fetchCityIds(db: Firestore, bankId: string): Promise<string[]> {
  const snap = await getDocs(collection(db, cityEntity.path({ bankId })));
  return snap.docs.map((d) => d.id);
}

const cityData = (cityId: string) => ({ name: cityId });

/** Makes sure the bank's city document exists (a merge: it never overwrites what is there). */
export async function ensureCity(db: Firestore, ref: CityRef): Promise<void> {
  await setDoc(doc(db, cityEntity.docPath(ref)), cityData(ref.cityId), { merge: true });
}

/** The same, as part of a batch that writes the city's first deal. */
export function ensureCityIn(batch: WriteBatch, db: Firestore, ref: CityRef): void {
  batch.set(doc(db, cityEntity.docPath(ref)), cityData(ref.cityId), { merge: true });
}
