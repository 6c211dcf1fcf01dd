import { type Deal, dealTerms, freshnessOn } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { useDealFormat } from '../utils/deal-format';

/**
 * When the deal applies, honestly: valid today or on which days, expired with its date, the cap
 * per transaction, the minimum bill and when the terms were last verified.
 */
export function DealFreshness({ deal, today }: { deal: Deal; today: string }) {
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  const fresh = freshnessOn(dealTerms(deal), today);
  const tone = fresh.state === 'today' ? 'ok' : fresh.state === 'expired' ? 'bad' : 'warn';
  return (
    <ul className="deal-terms-facts plain-list row" aria-label={t('freshness.label')}>
      <li className={`fact fact--${tone}`} data-testid="deal-freshness">
        {format.freshness(fresh)}
      </li>
      {deal.capPkr !== null ? (
        <li className="fact">{t('freshness.cap', { amount: format.pkr(deal.capPkr) })}</li>
      ) : null}
      {deal.minBillPkr !== null ? (
        <li className="fact">{t('freshness.minBill', { amount: format.pkr(deal.minBillPkr) })}</li>
      ) : null}
      {deal.verifiedOn ? (
        <li className="fact fact--quiet">
          {t('freshness.verified', { date: format.day(deal.verifiedOn) })}
        </li>
      ) : null}
    </ul>
  );
}
