import type { RankedBrand } from '@deals/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { type BrandSearchState, brandSearch$ } from '@/lib/brands/brand-search-pipeline';
import { searchBrands } from '@/lib/brands/brands-query';
import { getFirebase } from '@/lib/firebase';

const searchIndex = (term: string): Promise<RankedBrand[]> => searchBrands(getFirebase().db, term);

/** Feeds the input into the brand search pipeline and exposes its latest state. */
export function useBrandSearch(initialTerm = '') {
  const input$ = useMemo(() => new BehaviorSubject<string>(initialTerm), [initialTerm]);
  const [state, setState] = useState<BrandSearchState>({ status: 'idle' });
  useEffect(() => {
    const subscription = brandSearch$(input$, searchIndex).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [input$]);
  const push = useCallback((value: string) => input$.next(value), [input$]);
  return { state, push };
}
