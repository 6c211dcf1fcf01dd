import {
  type BrandBankSummary,
  type BrandIndexEntry,
  SPECIAL_OFFER,
  stripUpTo,
} from '@deals/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { dealHref } from '@/components/deal-card';
import { useBankNames } from '@/lib/banks/bank-names-api';
import './brand-search.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Banks of a brand, best discount first, the order brand search ranks them in. */
export function sortedBanks(entry: BrandIndexEntry): BrandBankSummary[] {
  return Object.values(entry.banks).sort(
    (a, b) =>
      (b.bestDiscountPercent ?? -1) - (a.bestDiscountPercent ?? -1) || b.dealCount - a.dealCount,
  );
}

function BankCard({
  bank,
  bankName,
  member,
}: {
  bank: BrandBankSummary;
  bankName: string;
  member: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li className="brand-bank">
      <button
        type="button"
        className="brand-bank__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="brand-bank__name">{bankName}</span>
        <span className="brand-bank__count">{plural(bank.dealCount, 'deal')}</span>
        <span className="brand-bank__discount">
          {stripUpTo(bank.bestDiscount || SPECIAL_OFFER)}
        </span>
        <span className="brand-bank__hint">Tap to see cards</span>
      </button>
      {expanded ? (
        <ul className="brand-bank__deals" id={panelId}>
          {bank.deals.map((deal) => {
            const href = dealHref(
              { bankId: bank.bankId, dealId: deal.dealId, cityId: deal.cityId },
              member,
            );
            return (
              <li key={`${deal.cityId}-${deal.dealId}`} className="brand-deal">
                <p className="brand-deal__title">
                  {href ? <Link to={href}>{deal.title}</Link> : deal.title}
                  <span className="brand-deal__city"> · {deal.cityId}</span>
                </p>
                <p className="brand-deal__discount">{deal.discount || SPECIAL_OFFER}</p>
                <ul className="brand-deal__cards" aria-label="Cards">
                  {deal.cardNames.map((card) => (
                    <li key={card} className="chip">
                      {card}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** Brand detail: the brand, how many banks offer it, one expandable card per bank. */
export function BrandDetail({
  entry,
  onBack,
  member,
}: {
  entry: BrandIndexEntry;
  onBack: () => void;
  member: boolean;
}) {
  const banks = sortedBanks(entry);
  const nameOf = useBankNames(banks.map((bank) => bank.bankId));
  return (
    <section className="brand-detail" aria-labelledby="brand-detail-title">
      <button type="button" className="btn btn--ghost btn--sm brand-detail__back" onClick={onBack}>
        <span aria-hidden="true">←</span> <span>Back</span>
      </button>
      <header className="brand-detail__header">
        {entry.imageUrl ? (
          <img className="brand-detail__image" src={entry.imageUrl} alt="" />
        ) : null}
        <div>
          <h3 id="brand-detail-title" className="brand-detail__name">
            {entry.name}
          </h3>
          <p className="muted">Available deals across {banks.length} bank(s)</p>
        </div>
      </header>
      <ul className="brand-detail__banks">
        {banks.map((bank) => (
          <BankCard key={bank.bankId} bank={bank} bankName={nameOf(bank.bankId)} member={member} />
        ))}
      </ul>
    </section>
  );
}
