import {
  type Deal,
  MAX_BILL_PKR,
  parseBill,
  rankCardsForBill,
  refusedReportsOf,
  weekdayOf,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { SelectControl, TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useBankNames } from '@/lib/banks/bank-names-api';
import { selectIsMember, selectSessionUser } from '@/lib/session/auth-slice';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { usePlaceDealsQuery } from '../api/place-deals-api';
import { useDealFormat } from '../utils/deal-format';
import { DisclosureButton } from '@/components/disclosure-button';
import { LinkedText } from '@/components/linked-text';

/** Rows shown before "Show all N cards": a place many banks serve lists dozens of cards. */
export const BEST_CARD_ROWS_SHOWN = 8;

/** Days a person can plan for: today and the next six. */
const DAYS_AHEAD = 7;

/** ISO dates from `today` on, one per day. */
function nextDays(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: DAYS_AHEAD }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

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
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  const dayLabel = (day: string, index: number): string => {
    const weekday = format.weekday(weekdayOf(day));
    return index === 0
      ? t('bestCard.today', { weekday })
      : index === 1
        ? t('bestCard.tomorrow', { weekday })
        : t('bestCard.later', { weekday, date: format.day(day, false) });
  };
  const id = useId();
  const isMember = useAppSelector(selectIsMember);
  const user = useAppSelector(selectSessionUser);
  const userDoc = useGetUserDocQuery(isMember && user ? user.uid : skipToken);
  const where = at ?? { cityId: deal?.cityId ?? '', title: deal?.title ?? '' };
  // A guest sees nothing of the place's other deals until a bill is entered, so they are read
  // when the calculator is first used (a field focused or touched), not as the page opens: the
  // page then starts without the Firestore SDK (about 140 KB) and a visitor who only looks costs
  // no read. A member's own cards are ranked before any bill, so theirs are read at once.
  const [used, setUsed] = useState(false);
  const place = usePlaceDealsQuery(isMember || used ? where : skipToken);
  const [billText, setBillText] = useState('');
  const billField = useRef<HTMLInputElement>(null);
  // Typing a bill is a use, also one typed on the server's page before it was live (its focus
  // then had no listener), which counts as typed.
  const enterBill = (text: string) => {
    setBillText(text);
    setUsed(true);
  };
  useTypedBeforeHydration(billField, billText, enterBill);
  const [day, setDay] = useState(today);
  const [showAll, setShowAll] = useState(false);
  const [expanded, setExpanded] = useState(false);

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
  const billInput = parseBill(billText);
  const bill = billInput.kind === 'amount' ? billInput.pkr : 0;
  const billError =
    billInput.kind === 'invalid'
      ? t('bestCard.billInvalid')
      : billInput.kind === 'tooLarge'
        ? t('bestCard.billTooLarge', { amount: format.pkr(MAX_BILL_PKR) })
        : undefined;
  const ranked = useMemo(
    () => rankCardsForBill(deals, bill, day, own, (d, card) => refusedReportsOf(d, card, today)),
    [deals, bill, day, own, today],
  );
  const bankName = useBankNames(deals.map((d) => d.bankId));
  const hasOwn = ranked.some((row) => row.own);
  const eligible = isMember && hasOwn && !showAll ? ranked.filter((row) => row.own) : ranked;
  const shown = expanded ? eligible : eligible.slice(0, BEST_CARD_ROWS_SHOWN);
  const listId = `${id}-list`;
  const dealHref = isMember ? paths.deal.getHref : paths.guestDeal.getHref;

  return (
    <section
      className="deal-section best-card"
      aria-labelledby={`${id}-title`}
      onFocus={() => setUsed(true)}
      onPointerDown={() => setUsed(true)}
    >
      <h2 id={`${id}-title`}>{t('bestCard.title')}</h2>
      <div className="best-card__inputs row">
        <TextField
          label={t('bestCard.bill')}
          error={billError}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('bestCard.billPlaceholder')}
          ref={billField}
          value={billText}
          onChange={(event) => enterBill(event.target.value)}
        />
        <SelectControl
          label={t('bestCard.day')}
          value={day}
          options={nextDays(today).map((option, index) => ({
            value: option,
            label: dayLabel(option, index),
          }))}
          onValue={setDay}
        />
      </div>
      {isMember && hasOwn ? (
        <label className="best-card__switch">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
          />{' '}
          {t('bestCard.showAll')}
        </label>
      ) : null}
      {isMember && !hasOwn && userDoc.data ? (
        <p className="muted">{t('bestCard.noneOwn')}</p>
      ) : null}
      {!isMember ? (
        <p className="muted">
          <LinkedText t={t} i18nKey="bestCard.signUp" links={{ signup: paths.signup.getHref() }} />
        </p>
      ) : null}
      {billInput.kind === 'empty' ? (
        <p className="muted">{t('bestCard.enterBill')}</p>
      ) : bill <= 0 ? null : (
        <ol id={listId} className="plain-list stack stack--tight" aria-label={t('bestCard.ranked')}>
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
                        {t('bestCard.seeDeal')}
                      </Link>
                    </>
                  ) : null}
                </span>
                {row.own ? <span className="chip chip--own">{t('bestCard.yourCard')}</span> : null}
              </div>
              <div className="best-card__result">
                {row.saving.applies ? (
                  <>
                    <Trans
                      t={t}
                      i18nKey="bestCard.save"
                      values={{ amount: format.pkr(row.saving.savedPkr) }}
                      components={{ strong: <strong /> }}
                    />
                    {row.saving.capped ? (
                      <span className="muted">{t('bestCard.capReached')}</span>
                    ) : null}
                  </>
                ) : (
                  <span>
                    {t('bestCard.doesNotApply', { reason: format.reason(row.saving.reason) })}
                  </span>
                )}
                {row.refusedReports > 0 ? (
                  <span className="best-card__refused">
                    {t('bestCard.refused', { count: row.refusedReports })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {bill > 0 && eligible.length > BEST_CARD_ROWS_SHOWN ? (
        <DisclosureButton
          className="btn btn--link btn--sm"
          expanded={expanded}
          onExpandedChange={setExpanded}
          controls={listId}
        >
          {expanded
            ? t('bestCard.showTop', { count: BEST_CARD_ROWS_SHOWN })
            : t('bestCard.showEvery', { count: eligible.length })}
        </DisclosureButton>
      ) : null}
    </section>
  );
}
