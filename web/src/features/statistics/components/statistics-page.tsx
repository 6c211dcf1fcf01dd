import {
  type Bank,
  CITIES,
  type Category,
  DEFAULT_CITY,
  STATISTICS_CATEGORY_BUTTONS,
  STATISTICS_DEFAULT_CATEGORY,
  type UserCard,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { ErrorState, RetryButton, StateAction } from '@/components/feedback';
import { useGetAnalyticsByBankQuery } from '@/lib/analytics/analytics-api';
import { useGetBanksQuery } from '@/lib/banks/banks-api';
import {
  useGetCardCategoryCountsQuery,
  useGetCardCategoryDealsQuery,
} from '@/lib/deals/card-category-api';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { useMessage } from '@/lib/i18n/use-message';
import { useOnline, useRecoverOnReconnect } from '@/lib/network/connection';
import type { ApiError } from '@/lib/rtk/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { cardRows, findCardRow, ownCardsByBank } from '../utils/rows';
import { BankView } from './bank-view';
import { CardView } from './card-view';
import { ComparisonView } from './comparison-view';

const NO_CARDS: readonly UserCard[] = [];
const CATEGORIES = STATISTICS_CATEGORY_BUTTONS.map((button) => button.category);
/** Bounds the count queries behind "your best card per category" (4 per card). */
const MAX_COMPARED_CARDS = 12;

const selectUser = (state: RootState) => state.auth.user;

/**
 * The level lives in the URL (?city, ?bank, ?card, ?category) so that browser back unwinds
 * card → bank → comparison like the page's back buttons, and a deal opened from the card view
 * returns to that card view.
 */
function useStatisticsLocation() {
  const [params, setParams] = useSearchParams();
  const cityParam = params.get('city');
  const city =
    cityParam && (CITIES as readonly string[]).includes(cityParam) ? cityParam : DEFAULT_CITY;
  const categoryParam = params.get('category');
  const category: Category =
    CATEGORIES.find((c) => c === categoryParam) ?? STATISTICS_DEFAULT_CATEGORY;
  const bank = params.get('bank');
  const card = params.get('card');
  const go = (
    next: { city?: string; bank?: string | null; card?: string | null; category?: Category | null },
    replace = false,
  ) => {
    const merged = {
      city: next.city ?? city,
      bank: next.bank === undefined ? bank : next.bank,
      card: next.card === undefined ? card : next.card,
      category: next.category === undefined ? (card ? category : null) : next.category,
    };
    const search = new URLSearchParams();
    if (merged.city !== DEFAULT_CITY) search.set('city', merged.city);
    if (merged.bank) search.set('bank', merged.bank);
    if (merged.bank && merged.card) search.set('card', merged.card);
    if (
      merged.bank &&
      merged.card &&
      merged.category &&
      merged.category !== STATISTICS_DEFAULT_CATEGORY
    ) {
      search.set('category', merged.category);
    }
    setParams(search, { replace });
  };
  return { city, category, bank, card, go };
}

function Loading({ text }: { text: string }) {
  return (
    <div className="statistics-loading" role="status">
      <span className="spinner" aria-hidden="true">
        <span className="spinner__ring" />
      </span>
      <span>{text}</span>
    </div>
  );
}

function NotFound({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation('statistics');
  return (
    <ErrorState
      title={title}
      action={<StateAction onClick={onBack}>{t('page.goBack')}</StateAction>}
    />
  );
}

/** /StatisticsPage: comparison, bank and card levels in one route. */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const message = useMessage();
  const { city, category, bank: bankId, card: cardId, go } = useStatisticsLocation();
  const user = useAppSelector(selectUser);
  const banksQuery = useGetBanksQuery(undefined);
  const banks = banksQuery.data;
  const bankIds = useMemo(() => (banks ?? []).map((b) => b.id), [banks]);
  const analyticsQuery = useGetAnalyticsByBankQuery(banks ? { bankIds, cityId: city } : skipToken);
  const userDocQuery = useGetUserDocQuery(user?.uid ?? skipToken);
  const userCards = userDocQuery.data?.UserCards ?? NO_CARDS;
  const favourites = useFavourites();

  const bank: Bank | undefined = bankId ? banks?.find((b) => b.id === bankId) : undefined;
  const analytics = analyticsQuery.data;
  const rows = useMemo(
    () => (bank ? cardRows(bank, analytics?.[bank.id]?.analytics ?? null) : []),
    [bank, analytics],
  );
  const card = bank && cardId ? findCardRow(rows, cardId) : undefined;

  const dealsQuery = useGetCardCategoryDealsQuery(
    bank && card
      ? { bankId: bank.id, cityId: city, cardName: card.originalCardName, category }
      : skipToken,
  );

  const comparedCards = useMemo(
    () =>
      ownCardsByBank(userCards, banks ?? [])
        .slice(0, MAX_COMPARED_CARDS)
        .map(({ bank: b, cardName }) => ({ bankId: b.id, bankName: b.bankName, cardName })),
    [userCards, banks],
  );
  const countsQuery = useGetCardCategoryCountsQuery(
    !bankId && comparedCards.length > 0
      ? { cityId: city, cards: comparedCards, categories: CATEGORIES }
      : skipToken,
  );

  // Offline, a read fails with the SDK's own words; the page says what happens instead, and reads
  // again by itself once the connection is back.
  const online = useOnline();
  const errorText = (error: Partial<ApiError> | undefined): string | null =>
    !online || error?.code === 'unavailable'
      ? t('page.offlineHint')
      : error?.message
        ? message(error.message)
        : t('page.unknownError');
  const overviewFailed = Boolean(banksQuery.error ?? analyticsQuery.error);
  useRecoverOnReconnect(
    overviewFailed && !banksQuery.isFetching && !analyticsQuery.isFetching,
    () => void (banksQuery.error ? banksQuery.refetch() : analyticsQuery.refetch()),
  );
  useRecoverOnReconnect(
    Boolean(dealsQuery.error) && !dealsQuery.isFetching,
    () => void dealsQuery.refetch(),
  );
  useRecoverOnReconnect(
    Boolean(countsQuery.error) && !countsQuery.isFetching,
    () => void countsQuery.refetch(),
  );

  const title = card
    ? card.displayName
    : bank
      ? t('page.bankCards', { bank: bank.bankName })
      : t('page.title');
  usePageTitle(title);

  let content;
  if (overviewFailed) {
    content = (
      <ErrorState
        title={t('page.loadFailed')}
        action={<RetryButton onClick={() => window.location.reload()} />}
      >
        {errorText(banksQuery.error ?? analyticsQuery.error)}
      </ErrorState>
    );
  } else if (!banks || !analytics || analyticsQuery.isFetching) {
    content = <Loading text={t('page.loading')} />;
  } else if (bankId && !bank) {
    content = (
      <NotFound title={t('page.bankNotFound')} onBack={() => go({ bank: null, card: null })} />
    );
  } else if (bank && cardId && !card) {
    content = <NotFound title={t('page.cardNotFound')} onBack={() => go({ card: null })} />;
  } else if (bank && card) {
    content = (
      <CardView
        bank={bank}
        card={card}
        category={category}
        onCategoryChange={(next) => go({ category: next }, true)}
        onBack={() => go({ card: null, category: null })}
        deals={dealsQuery.data}
        loading={dealsQuery.isFetching}
        error={dealsQuery.error ? errorText(dealsQuery.error) : null}
        onRetry={() => void dealsQuery.refetch()}
        isFavourite={favourites.isFavourite}
        onToggleFavourite={favourites.toggle}
      />
    );
  } else if (bank) {
    content = (
      <BankView
        bank={bank}
        rows={rows}
        city={city}
        userCards={userCards}
        onBack={() => go({ bank: null, card: null })}
        onSelectCard={(id) => go({ card: id, category: STATISTICS_DEFAULT_CATEGORY })}
      />
    );
  } else {
    content = (
      <ComparisonView
        banks={banks}
        analytics={analytics}
        city={city}
        onCityChange={(next) => go({ city: next }, true)}
        onSelectBank={(id) => go({ bank: id, card: null })}
        userCards={userCards}
        cardCounts={countsQuery.data}
        cardCountsFailed={Boolean(countsQuery.error)}
      />
    );
  }

  return <section className="page statistics-page">{content}</section>;
}
