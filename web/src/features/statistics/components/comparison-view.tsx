import { type Bank, CITIES, STATISTICS_CATEGORY_BUTTONS, type UserCard } from '@deals/shared';
import { Suspense, lazy, useMemo } from 'react';
import { Spinner } from '@/components/spinner';
import type { AnalyticsByBank, CardCount } from '../api/statistics-api';
import { distributionFigure, distributionSummary } from '../utils/figures';
import { type BankRow, bestCardPerCategory, ownCardsByBank, toBankRow } from '../utils/rows';

const DistributionChart = lazy(() => import('./distribution-chart'));

export const INSIGHT_TEXT =
  'Banks with higher Food & Lifestyle deals typically offer better savings on daily expenses.';

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
  return (
    <li>
      <button
        type="button"
        className={`bank-row${ownCount > 0 ? ' bank-row--own' : ''}`}
        onClick={onSelect}
        aria-label={`${row.bankName}: Total Offers Available ${row.offersCount}, ${row.uniqueLocations} unique locations, ${row.branchTotal} branches${ownCount > 0 ? `, you hold ${ownCount} of its cards` : ''}`}
      >
        <img className="bank-row__logo" src={row.bankImage} alt="" width={48} height={48} />
        <span className="bank-row__text">
          <span className="bank-row__name">{row.bankName}</span>
          <span className="bank-row__stats">
            <span>
              Total Offers Available: <strong>{row.offersCount}</strong>
            </span>
            <span>
              Unique locations: <strong>{row.uniqueLocations}</strong>
            </span>
            <span>
              Branches: <strong>{row.branchTotal}</strong>
            </span>
          </span>
          {ownCount > 0 ? (
            <span className="chip bank-row__own">
              {ownCount === 1 ? 'You hold 1 card' : `You hold ${ownCount} cards`}
            </span>
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
  if (userCards.length === 0) return null;
  const categories = STATISTICS_CATEGORY_BUTTONS.map((button) => button.category);
  const best = cardCounts ? bestCardPerCategory(cardCounts, categories) : null;
  return (
    <section className="card stack best-cards" aria-labelledby="best-cards-heading">
      <h2 id="best-cards-heading">Your best card per category in {city}</h2>
      {failed ? (
        <p className="muted">Your card comparison is not available right now.</p>
      ) : !best ? (
        <p className="muted">Counting the deals on your cards...</p>
      ) : (
        <dl className="best-cards__list">
          {STATISTICS_CATEGORY_BUTTONS.map(({ label, category }) => {
            const winner = best[category];
            return (
              <div key={category} className="best-cards__item">
                <dt>{label}</dt>
                <dd>
                  {winner ? (
                    <>
                      <strong>{winner.cardName}</strong>{' '}
                      <span className="muted">
                        ({winner.bankName},{' '}
                        {winner.count === 1 ? '1 deal' : `${winner.count} deals`})
                      </span>
                    </>
                  ) : (
                    <span className="muted">None of your cards has deals here yet</span>
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
  const figure = useMemo(() => distributionFigure(distribution), [distribution]);
  const own = ownCardsByBank(userCards, banks);
  const fellBack = banks
    .filter((bank) => analytics[bank.id] && analytics[bank.id]?.city !== city)
    .map((bank) => bank.bankName);
  return (
    <div className="stack statistics-level">
      <header className="statistics-header">
        <h1>Compare Bank Cards</h1>
        <p className="muted">Choose the best card based on your preference</p>
      </header>
      <div className="field statistics-city">
        <label className="field__label" htmlFor="statistics-city">
          City
        </label>
        <select
          id="statistics-city"
          className="field__input select"
          value={city}
          onChange={(event) => onCityChange(event.target.value)}
        >
          {CITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <BestCards
        city={city}
        userCards={userCards}
        cardCounts={cardCounts}
        failed={cardCountsFailed}
      />
      <section className="stack" aria-labelledby="bank-comparison-heading">
        <h2 id="bank-comparison-heading">Bank Analytics Comparison</h2>
        {fellBack.length > 0 ? (
          <p className="muted">
            No {city} figures yet for {fellBack.join(', ')}; showing Lahore.
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="muted">No banks to compare yet.</p>
        ) : (
          <ul className="plain-list bank-rows">
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
        <h2 id="distribution-heading">Deals Distribution by Bank</h2>
        <figure
          className="distribution-chart"
          data-testid="distribution-chart"
          data-groups={banks.length}
        >
          <div className="distribution-chart__canvas">
            <Suspense
              fallback={
                <div className="distribution-chart__loading">
                  <Spinner label="Loading chart" />
                </div>
              }
            >
              <DistributionChart figure={figure} />
            </Suspense>
          </div>
          <figcaption className="visually-hidden">
            <ul>
              {distributionSummary(distribution).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <p className="insight-box" role="note">
          {INSIGHT_TEXT}
        </p>
      </section>
    </div>
  );
}
