import {
  type Bank,
  CITIES,
  DEFAULT_CITY,
  STATISTICS_CATEGORY_BUTTONS,
  type UserCard,
} from '@deals/shared';
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Spinner } from '@/components/spinner';
import { SelectField } from '@/components/text-field';
import { useNames } from '@/lib/i18n/names';
import type { AnalyticsByBank } from '@/lib/analytics/analytics-api';
import type { CardCount } from '@/lib/deals/card-category-api';
import { type SeriesLabel, distributionFigure, distributionSummary } from '../utils/figures';
import { type BankRow, bestCardPerCategory, ownCardsByBank, toBankRow } from '../utils/rows';

const DistributionChart = lazy(() => import('./distribution-chart'));

interface ComparisonViewProps {
  banks: readonly Bank[];
  analytics: AnalyticsByBank;
  city: string;
  onCityChange: (city: string) => void;
  onSelectBank: (bankId: string) => void;
  /** The member's cards (empty for none). */
  userCards: readonly UserCard[];
  /** Deal counts of the member's cards per category in the city; undefined while loading. */
  cardCounts: readonly CardCount[] | undefined;
  cardCountsFailed: boolean;
}

function BankRowButton({
  row,
  ownCount,
  onSelect,
}: {
  row: BankRow;
  ownCount: number;
  onSelect: () => void;
}) {
  const { t } = useTranslation('statistics');
  // Counts are shown as stored, as digits without grouping, in both languages. The row is named by
  // its words as they read; the spaces between its parts (not drawn between flex items) keep them
  // apart in that name.
  return (
    <li>
      <button
        type="button"
        className={`bank-row${ownCount > 0 ? ' bank-row--own' : ''}`}
        onClick={onSelect}
      >
        <img className="bank-row__logo" src={row.bankImage} alt="" width={48} height={48} />
        <span className="bank-row__text">
          <span className="bank-row__name">{row.bankName}</span>{' '}
          <span className="bank-row__stats">
            <span>
              {t('bankRow.offers')} <strong>{row.offersCount}</strong>
            </span>{' '}
            <span>
              {t('bankRow.locations')} <strong>{row.uniqueLocations}</strong>
            </span>{' '}
            <span>
              {t('bankRow.branches')} <strong>{row.branchTotal}</strong>
            </span>
          </span>{' '}
          {ownCount > 0 ? (
            <span className="chip bank-row__own">{t('bankRow.youHold', { count: ownCount })}</span>
          ) : null}
        </span>
        <span className="bank-row__chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}

function BestCards({
  city,
  userCards,
  cardCounts,
  failed,
}: {
  city: string;
  userCards: readonly UserCard[];
  cardCounts: readonly CardCount[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('statistics');
  const names = useNames();
  if (userCards.length === 0) return null;
  const categories = STATISTICS_CATEGORY_BUTTONS.map((button) => button.category);
  const best = cardCounts ? bestCardPerCategory(cardCounts, categories) : null;
  return (
    <section className="card stack best-cards" aria-labelledby="best-cards-heading">
      <h2 id="best-cards-heading">{t('bestCards.heading', { city: names.city(city) })}</h2>
      {failed ? (
        <p className="muted">{t('bestCards.failed')}</p>
      ) : !best ? (
        <p className="muted">{t('bestCards.counting')}</p>
      ) : (
        <dl className="best-cards__list">
          {STATISTICS_CATEGORY_BUTTONS.map(({ category }) => {
            const winner = best[category];
            return (
              <div key={category} className="best-cards__item">
                <dt>{t(`categoryButton.${category}`)}</dt>
                <dd>
                  {winner ? (
                    <>
                      <strong>{winner.cardName}</strong>{' '}
                      <span className="muted">
                        {t('bestCards.winner', { bank: winner.bankName, count: winner.count })}
                      </span>
                    </>
                  ) : (
                    <span className="muted">{t('bestCards.none')}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/** Level 1: bank rows, the distribution chart and the insight box. */
export function ComparisonView({
  banks,
  analytics,
  city,
  onCityChange,
  onSelectBank,
  userCards,
  cardCounts,
  cardCountsFailed,
}: ComparisonViewProps) {
  const { t } = useTranslation('statistics');
  const names = useNames();
  const seriesLabel = useCallback<SeriesLabel>((series) => t(`series.${series.category}`), [t]);
  const rows = useMemo(
    () => banks.map((bank) => toBankRow(bank, analytics[bank.id]?.analytics ?? null)),
    [banks, analytics],
  );
  const distribution = useMemo(
    () =>
      banks.map((bank) => ({
        bankName: bank.bankName,
        analytics: analytics[bank.id]?.analytics ?? null,
      })),
    [banks, analytics],
  );
  const figure = useMemo(
    () => distributionFigure(distribution, seriesLabel),
    [distribution, seriesLabel],
  );
  const own = ownCardsByBank(userCards, banks);
  const fellBack = banks
    .filter((bank) => analytics[bank.id] && analytics[bank.id]?.city !== city)
    .map((bank) => bank.bankName);
  return (
    <div className="stack statistics-level">
      <header className="statistics-header">
        <h1>{t('page.title')}</h1>
        <p className="muted">{t('comparison.subtitle')}</p>
      </header>
      <SelectField
        className="statistics-city"
        label={t('comparison.city')}
        value={city}
        options={CITIES.map((name) => ({ value: name, label: names.city(name) }))}
        onValue={onCityChange}
      />
      <BestCards
        city={city}
        userCards={userCards}
        cardCounts={cardCounts}
        failed={cardCountsFailed}
      />
      <section className="stack" aria-labelledby="bank-comparison-heading">
        <h2 id="bank-comparison-heading">{t('comparison.heading')}</h2>
        {fellBack.length > 0 ? (
          <p className="muted">
            {t('comparison.fellBack', {
              city: names.city(city),
              banks: fellBack.join(t('page.separator')),
              fallback: names.city(DEFAULT_CITY),
            })}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="muted">{t('comparison.noBanks')}</p>
        ) : (
          <ul className="plain-list stack stack--snug">
            {rows.map((row) => (
              <BankRowButton
                key={row.bankID}
                row={row}
                ownCount={own.filter((card) => card.bank.id === row.bankID).length}
                onSelect={() => onSelectBank(row.bankID)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="distribution-heading">
        <h2 id="distribution-heading">{t('comparison.distributionHeading')}</h2>
        <figure
          className="distribution-chart"
          data-testid="distribution-chart"
          data-groups={banks.length}
        >
          <div className="distribution-chart__canvas">
            <Suspense
              fallback={
                <div className="distribution-chart__loading">
                  <Spinner label={t('comparison.loadingChart')} />
                </div>
              }
            >
              <DistributionChart figure={figure} />
            </Suspense>
          </div>
          <figcaption className="visually-hidden">
            <ul>
              {distributionSummary(distribution, seriesLabel, t('page.separator')).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <p className="insight-box" role="note">
          {t('comparison.insight')}
        </p>
      </section>
    </div>
  );
}
