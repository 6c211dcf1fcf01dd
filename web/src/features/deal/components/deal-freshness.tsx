import {
  type Deal,
  dealTerms,
  formatDay,
  formatPkr,
  freshnessOn,
  freshnessText,
} from '@deals/shared';

/**
 * When the deal applies, honestly: valid today or on which days, expired with its date, the cap
 * per transaction, the minimum bill and when the terms were last verified.
 */
export function DealFreshness({ deal, today }: { deal: Deal; today: string }) {
  const fresh = freshnessOn(dealTerms(deal), today);
  const tone = fresh.state === 'today' ? 'ok' : fresh.state === 'expired' ? 'bad' : 'warn';
  return (
    <ul className="deal-terms-facts plain-list row" aria-label="When this deal applies">
      <li className={`fact fact--${tone}`} data-testid="deal-freshness">
        {freshnessText(fresh)}
      </li>
      {deal.capPkr !== null ? <li className="fact">max {formatPkr(deal.capPkr)} off</li> : null}
      {deal.minBillPkr !== null ? (
        <li className="fact">Minimum bill {formatPkr(deal.minBillPkr)}</li>
      ) : null}
      {deal.verifiedOn ? (
        <li className="fact fact--quiet">Verified on {formatDay(deal.verifiedOn)}</li>
      ) : null}
    </ul>
  );
}
