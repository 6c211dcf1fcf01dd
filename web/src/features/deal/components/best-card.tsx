import {
  type Deal,
  formatDay,
  formatPkr,
  rankCardsForBill,
  reasonText,
  weekdayOf,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useBankNames } from '@/lib/banks/bank-names-api';
import { selectIsMember, selectSessionUser } from '@/lib/session/auth-slice';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { usePlaceDealsQuery } from '../api/place-deals-api';

/** Days a person can plan for: today and the next six. */
const DAYS_AHEAD = 7;

/** ISO dates from `today` on, one per day. */
function nextDays(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: DAYS_AHEAD }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

const dayLabel = (day: string, index: number): string =>
  index === 0
    ? `Today (${weekdayOf(day)})`
    : index === 1
      ? `Tomorrow (${weekdayOf(day)})`
      : `${weekdayOf(day)} ${formatDay(day, false)}`;

/** Digits only: people type "5,000" or "Rs 5000". */
const parseBill = (text: string): number => Number(text.replace(/[^\d]/g, '')) || 0;

/**
 * "Best card for this bill": every card with a deal at this place in this city (this deal's bank
 * and the others'), ranked by the rupees it saves on the bill entered, on the chosen day, with the
 * reason a card does not apply. Members see their own cards first and may switch to all cards.
 * On a deal page `deal` is that deal; on a place page only the `place` (city and title) is given.
 */
export function BestCardForBill({
  deal,
  place: at,
  today,
}: {
  deal?: Deal;
  place?: { cityId: string; title: string };
  today: string;
}) {
  const id = useId();
  const isMember = useAppSelector(selectIsMember);
  const user = useAppSelector(selectSessionUser);
  const userDoc = useGetUserDocQuery(isMember && user ? user.uid : skipToken);
  const where = at ?? { cityId: deal?.cityId ?? '', title: deal?.title ?? '' };
  const place = usePlaceDealsQuery(where);
  const [billText, setBillText] = useState('');
  const [day, setDay] = useState(today);
  const [showAll, setShowAll] = useState(false);

  // This deal as the page shows it (live) wins over the one-shot copy of the place query.
  const deals = useMemo(
    () =>
      deal ? [deal, ...(place.data ?? []).filter((d) => d.id !== deal.id)] : (place.data ?? []),
    [deal, place.data],
  );
  const own = useMemo(
    () => new Set((userDoc.data?.UserCards ?? []).map((card) => card.cardName.toLowerCase())),
    [userDoc.data],
  );
  const bill = parseBill(billText);
  const ranked = useMemo(() => rankCardsForBill(deals, bill, day, own), [deals, bill, day, own]);
  const bankName = useBankNames(deals.map((d) => d.bankId));
  const hasOwn = ranked.some((row) => row.own);
  const shown = isMember && hasOwn && !showAll ? ranked.filter((row) => row.own) : ranked;
  const dealHref = isMember ? paths.deal.getHref : paths.guestDeal.getHref;

  return (
    <section className="deal-section best-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Best card for this bill</h2>
      <div className="best-card__inputs row">
        <label className="field">
          <span className="field__label">Your bill (PKR)</span>
          <input
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 5,000"
            value={billText}
            onChange={(event) => setBillText(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Day</span>
          <select
            className="field__input"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          >
            {nextDays(today).map((option, index) => (
              <option key={option} value={option}>
                {dayLabel(option, index)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isMember && hasOwn ? (
        <label className="best-card__switch">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
          />{' '}
          Show all cards, not only mine
        </label>
      ) : null}
      {isMember && !hasOwn && userDoc.data ? (
        <p className="muted">None of your cards has a deal here; showing every card that does.</p>
      ) : null}
      {!isMember ? (
        <p className="muted">
          <Link to={paths.signup.getHref()}>Sign up and add your cards</Link> to see them first.
        </p>
      ) : null}
      {bill <= 0 ? (
        <p className="muted">Enter your bill to see what each card saves.</p>
      ) : (
        <ol className="best-card__list plain-list" aria-label="Cards ranked for this bill">
          {shown.map((row) => (
            <li
              key={`${row.bankId}-${row.cardName}`}
              className={`best-card__row${row.saving.applies ? '' : ' best-card__row--out'}`}
            >
              <div className="best-card__card">
                <strong>{row.cardName}</strong>
                <span className="muted">
                  {bankName(row.bankId)}
                  {row.dealId !== deal?.dealId || row.bankId !== deal.bankId ? (
                    <>
                      {' · '}
                      <Link
                        to={dealHref({
                          bankId: row.bankId,
                          dealId: row.dealId,
                          cityId: row.cityId,
                        })}
                      >
                        see deal
                      </Link>
                    </>
                  ) : null}
                </span>
                {row.own ? <span className="chip chip--own">Your card</span> : null}
              </div>
              <div className="best-card__result">
                {row.saving.applies ? (
                  <>
                    Save <strong>{formatPkr(row.saving.savedPkr)}</strong>
                    {row.saving.capped ? <span className="muted"> (cap reached)</span> : null}
                  </>
                ) : (
                  <span>Doesn’t apply: {reasonText(row.saving.reason)}</span>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
