/**
 * Brand search as an RxJS pipeline: input is trimmed, debounced 600 ms, and below 2
 * characters shows recent searches instead of querying. A newer term cancels an older request
 * (switchMap), so a slow answer never overwrites a newer one.
 */
import { BRAND_SEARCH_DEBOUNCE_MS, BRAND_SEARCH_MIN_CHARS, type RankedBrand } from '@deals/shared';
import {
  type Observable,
  type SchedulerLike,
  asyncScheduler,
  catchError,
  debounceTime,
  distinctUntilChanged,
  from,
  map,
  of,
  startWith,
  switchMap,
} from 'rxjs';

export type BrandSearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'error'; term: string }
  | { status: 'empty'; term: string }
  | { status: 'results'; term: string; results: RankedBrand[] };

export function brandSearch$(
  input$: Observable<string>,
  search: (term: string) => Promise<RankedBrand[]>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<BrandSearchState> {
  return input$.pipe(
    map((raw) => raw.trim()),
    debounceTime(BRAND_SEARCH_DEBOUNCE_MS, scheduler),
    distinctUntilChanged(),
    switchMap((term): Observable<BrandSearchState> => {
      if (term.length < BRAND_SEARCH_MIN_CHARS) return of({ status: 'idle' });
      return from(search(term)).pipe(
        map((results): BrandSearchState =>
          results.length === 0 ? { status: 'empty', term } : { status: 'results', term, results },
        ),
        catchError((error: unknown) => {
          console.error('Brand search failed', error);
          return of<BrandSearchState>({ status: 'error', term });
        }),
        startWith<BrandSearchState>({ status: 'loading', term }),
      );
    }),
  );
}
