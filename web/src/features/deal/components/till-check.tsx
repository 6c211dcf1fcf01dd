import type { Deal } from '@deals/shared';
import { useAppSelector } from '@/app/hooks';
import { TillLine } from '@/components/till-line/till-line';
import type { DealRouteParams } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/react';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { MemberTillForm } from './member-forms';
import './till-check.css';

/**
 * "Did this deal work for you?" after the offers: everyone sees the counts; a member answers,
 * once per Pakistan day (a later answer that day replaces it).
 */
export function TillCheckSection({
  deal,
  params,
  isMember,
  today,
}: {
  deal: Deal;
  params: DealRouteParams;
  isMember: boolean;
  today: string;
}) {
  const { t } = useTranslation('deal');
  const user = useAppSelector(selectSessionUser);
  const uid = isMember && user ? user.uid : null;
  return (
    <section className="deal-section till-check" aria-labelledby="deal-till-heading">
      <h2 id="deal-till-heading">{t('till.title')}</h2>
      <TillLine till={deal.till} today={today} />
      {uid ? (
        <MemberTillForm deal={deal} params={params} uid={uid} />
      ) : (
        <p className="till-check__guest">{t('till.membersOnly')}</p>
      )}
    </section>
  );
}
