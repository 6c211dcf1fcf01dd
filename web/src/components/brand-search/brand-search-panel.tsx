import {
  BRAND_SEARCH_MIN_CHARS,
  type BrandIndexEntry,
  PLACEHOLDER_DEAL_IMAGE,
  type RankedBrand,
} from '@deals/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import {
  type RecentSearch,
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
} from '@/lib/brands/recent-searches';
import { SUGGESTED_BRAND_COUNT, popularBrandsApi } from '@/lib/brands/popular-brands';
import { brandSearch } from '@/locales/en/brandSearch';
import { FallbackImage } from '../fallback-image';
import { SearchInput } from '../deal-filters/deal-search-box';
import { BrandDetail } from './brand-detail';
import { useBrandSearch } from './use-brand-search';
import './brand-search.css';

/** The panel's English texts (the locales hold both languages). */
export const BRAND_SEARCH_TEXTS = brandSearch.panel;

export interface BrandSearchPanelProps {
  /** Term to start with (a deal search with no results opens brand search prefilled). */
  initialTerm?: string;
  member: boolean;
  /** Puts the cursor in the search field when the panel appears (in the modal). */
  autoFocus?: boolean;
  /** Level of the panel's headings: h3 under the modal's title, h2 under a page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** The brand search body: input, recent searches, results and the brand detail view. */
export function BrandSearchPanel({
  initialTerm = '',
  member,
  autoFocus = false,
  headingLevel: Heading = 'h3',
}: BrandSearchPanelProps) {
  const { t } = useTranslation('brandSearch');
  const inputId = useId();
  const [value, setValue] = useState(initialTerm);
  const [recent, setRecent] = useState<RecentSearch[]>(readRecentSearches);
  const [selected, setSelected] = useState<BrandIndexEntry | null>(null);
  // Back from a brand, focus returns to the search field (the detail and its Back button are gone).
  const [cameBack, setCameBack] = useState(false);
  const { state, push } = useBrandSearch(initialTerm);
  // Real examples from the brand index once it answers; none until then or when it cannot.
  const examples = popularBrandsApi.useGetPopularBrandNamesQuery(SUGGESTED_BRAND_COUNT).data ?? [];
  const placeholder =
    examples.length > 0
      ? t('panel.placeholderNamed', { names: examples.join(', ') })
      : t('panel.placeholder');
  const term = value.trim();

  const change = (next: string) => {
    setValue(next);
    push(next);
  };
  const choose = (ranked: RankedBrand) => {
    setRecent(
      addRecentSearch({
        query: term,
        brandName: ranked.entry.name,
        brandImage: ranked.entry.imageUrl,
        cachedResults: ranked.entry,
      }),
    );
    setSelected(ranked.entry);
  };
  const reopen = (search: RecentSearch) => {
    if (search.cachedResults) setSelected(search.cachedResults);
    else change(search.query);
  };

  if (selected)
    return (
      <BrandDetail
        entry={selected}
        member={member}
        onBack={() => {
          setSelected(null);
          setCameBack(true);
        }}
        headingLevel={Heading}
        focusOnOpen
      />
    );

  let body;
  if (term.length < BRAND_SEARCH_MIN_CHARS) {
    body = (
      <section className="brand-search__recent" aria-labelledby={`${inputId}-recent`}>
        <div className="brand-search__recent-head">
          <Heading id={`${inputId}-recent`}>{t('panel.recent')}</Heading>
          {recent.length > 0 ? (
            <button
              type="button"
              className="btn btn--link btn--sm"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            >
              {t('panel.clearAll')}
            </button>
          ) : null}
        </div>
        {recent.length === 0 ? (
          <p className="muted">{t('panel.noRecent')}</p>
        ) : (
          <ul className="brand-search__list">
            {recent.map((search) => (
              <li key={`${search.brandName}-${search.timestamp}`}>
                <button
                  type="button"
                  className="brand-search__result"
                  onClick={() => reopen(search)}
                >
                  <span className="brand-search__name">{search.brandName}</span>
                  <span className="muted">{search.query}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  } else if (state.status === 'error' && state.term === term) {
    body = (
      <p role="alert" className="brand-search__error">
        {t('panel.error')}
      </p>
    );
  } else if (state.status === 'empty' && state.term === term) {
    body = <p className="muted">{t('panel.empty')}</p>;
  } else if (state.status === 'results' && state.term === term) {
    body = (
      <ul className="brand-search__list" aria-label={t('panel.brands')}>
        {state.results.map((ranked) => (
          <li key={ranked.entry.key}>
            <button type="button" className="brand-search__result" onClick={() => choose(ranked)}>
              {ranked.entry.imageUrl ? (
                <FallbackImage
                  src={ranked.entry.imageUrl}
                  placeholder={PLACEHOLDER_DEAL_IMAGE}
                  className="brand-search__thumb"
                />
              ) : null}
              <span className="brand-search__name">{ranked.entry.name}</span>
              <span className="muted">
                {t('panel.availableIn', { count: ranked.banks.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <p role="status" className="muted">
        {t('panel.loading')}
      </p>
    );
  }

  return (
    <div className="brand-search">
      <div className="brand-search__bar">
        <SearchInput
          label={t('panel.inputLabel')}
          value={value}
          onChange={change}
          placeholder={placeholder}
          inputClassName="brand-search__input"
          clearLabel={t('panel.clear')}
          clearAsCross
          // The modal opens in order to type a brand.
          autoFocus={autoFocus || cameBack}
        />
      </div>
      <div className="brand-search__body" aria-live="polite">
        {body}
      </div>
    </div>
  );
}
