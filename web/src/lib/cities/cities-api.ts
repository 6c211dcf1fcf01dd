/**
 * The City entity (Banks/{bankId}/Cities/{cityId}): the cities a bank has deals in, as the admin
 * page lists them, and the write that makes sure one exists. Firestore is fetched on first use.
 */
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { callsOf, queryFnsOf } from '@/lib/rtk/api-error';
import type { CityRef } from './city-queries';

const cities = () => Promise.all([import('./city-queries'), loadFirebase()]);
const cityQuery = queryFnsOf(cities);

export const citiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The ids of a bank's cities. */
    getCities: build.query<string[], string>({
      queryFn: cityQuery((queries, db, bankId) => queries.fetchCityIds(db, bankId)),
    }),
  }),
});

export const { useGetCitiesQuery } = citiesApi;

/** Makes sure each named city document exists (the import writes them before their deals). */
export const ensureCities = callsOf(cities)(async (
  queries,
  db,
  refs: readonly CityRef[],
): Promise<void> => {
  for (const ref of refs) await queries.ensureCity(db, ref);
});
