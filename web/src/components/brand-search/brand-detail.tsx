import {
  type BrandBankSummary,
  type BrandIndexEntry,
  PLACEHOLDER_DEAL_IMAGE,
  SPECIAL_OFFER,
  stripUpTo,
} from '@deals/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'react-router-dom';
import { useBackArrow } from '@/components/back-arrow';
import { dealHref } from '@/components/deal-card';
import { useBankNames } from '@/lib/banks/bank-names-api';
import { FallbackImage } from '../fallback-image';
import { useNames } from '@/lib/i18n/names';
import './brand-search.css';
import { DisclosureButton } from '../disclosure-button';

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
  const { t } = useTranslation(['brandSearch', 'common']);
  const names = useNames();
  const [expanded, setExpanded] = useState(false);
  const best = stripUpTo(bank.bestDiscount || SPECIAL_OFFER);
  const panelId = useId();
  return (
    <li className="brand-bank">
      <DisclosureButton
        className="brand-bank__toggle"
        expanded={expanded}
        onExpandedChange={setExpanded}
        controls={panelId}
      >
        <span className="brand-bank__name">{bankName}</span>
        <span className="brand-bank__count">{t('detail.deals', { count: bank.dealCount })}</span>
        <span className="brand-bank__discount">
          {best === SPECIAL_OFFER ? t('common:specialOffer') : best}
        </span>
        <span className="brand-bank__hint">{t('detail.tapHint')}</span>
      </DisclosureButton>
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
                  <span className="brand-deal__city"> · {names.city(deal.cityId)}</span>
                </p>
                <p className="brand-deal__discount">{deal.discount || t('common:specialOffer')}</p>
                <ul className="brand-deal__cards" aria-label={t('detail.cards')}>
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
  headingLevel: Heading = 'h3',
  focusOnOpen = false,
}: {
  entry: BrandIndexEntry;
  onBack: () => void;
  member: boolean;
  /** The brand name's heading level, to fit the page's outline (h1 on its own page). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Chosen from a list that is now gone: focus goes to the brand's name, read out first. */
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation(['brandSearch', 'common']);
  const arrow = useBackArrow();
  const banks = sortedBanks(entry);
  const nameOf = useBankNames(banks.map((bank) => bank.bankId));
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) title.current?.focus();
  }, [focusOnOpen]);
  return (
    <section className="brand-detail stack stack--snug" aria-labelledby="brand-detail-title">
      <button type="button" className="btn btn--ghost btn--sm brand-detail__back" onClick={onBack}>
        <span aria-hidden="true">{arrow}</span> <span>{t('common:back')}</span>
      </button>
      <header className="brand-detail__header">
        {entry.imageUrl ? (
          <FallbackImage
            className="brand-detail__image"
            src={entry.imageUrl}
            placeholder={PLACEHOLDER_DEAL_IMAGE}
          />
        ) : null}
        <div>
          <Heading ref={title} id="brand-detail-title" className="brand-detail__name" tabIndex={-1}>
            {entry.name}
          </Heading>
          <p className="muted">{t('detail.availableAcross', { count: banks.length })}</p>
        </div>
      </header>
      <ul className="brand-detail__banks stack stack--tight">
        {banks.map((bank) => (
          <BankCard key={bank.bankId} bank={bank} bankName={nameOf(bank.bankId)} member={member} />
        ))}
      </ul>
    </section>
  );
}
