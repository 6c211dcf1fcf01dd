import { useCallback, useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { type BrandSearchState, brandSearch$ } from '@/lib/brands/brand-search-pipeline';
import { useSearchBrands } from '@/lib/brands/brands-api';

/** Feeds the input into the brand search pipeline and exposes its latest state. */
export function useBrandSearch(initialTerm = '') {
  const input$ = useMemo(() => new BehaviorSubject<string>(initialTerm), [initialTerm]);
  const search = useSearchBrands();
  const [state, setState] = useState<BrandSearchState>({ status: 'idle' });
  useEffect(() => {
    const subscription = brandSearch$(input$, search).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [input$, search]);
  const push = useCallback((value: string) => input$.next(value), [input$]);
  return { state, push };
}
