import { dedupeBranches } from '@deals/shared';
import { type TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState } from '@/components/feedback';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import type { BranchesNavigationState } from '../utils/navigation-state';
import { usePageTitle } from '@/lib/use-page-title';
import { useGeolocation } from '../utils/use-geolocation';
import { BranchList, LocationPrompt } from './branch-list';
import { BackButton, DealErrorView, useFailureReason, useRouteDeal } from './deal-page';

function readState(state: unknown): Partial<BranchesNavigationState> {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  return {
    ...(typeof raw.restaurantName === 'string' ? { restaurantName: raw.restaurantName } : {}),
    ...(typeof raw.branchCount === 'number' ? { branchCount: raw.branchCount } : {}),
  };
}

/**
 * The tab title: "{name} branches" once the place is known; "Branches" until then, rather than
 * the fallback heading with "branches" appended ("Branches branches").
 */
export function branchesPageTitle(
  name: string | undefined,
  notFound: boolean,
  t: TFunction<'deal'>,
): string {
  if (name) return t('branchesPage.titleNamed', { name });
  return notFound ? t('dealPage.notFound') : t('branchesPage.title');
}

/** The branches page: every branch of a deal, nearest first when the location is known. */
export function BranchesPage() {
  const { t } = useTranslation('deal');
  const reason = useFailureReason();
  const location = useLocation();
  const navigate = useNavigate();
  const hint = readState(location.state);
  const geolocation = useGeolocation();
  const { params, data: deal, isLoading, error } = useRouteDeal();
  const known = deal?.title ?? hint.restaurantName;
  const name = known ?? t('branchesPage.title');
  usePageTitle(branchesPageTitle(known, deal === null, t));

  // Back to the deal it came from; after a cold load there is no history entry, so go to the deal.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else if (params) void navigate(paths.deal.getHref(params));
    else void navigate(paths.landingAlias.getHref());
  };

  if (params === null)
    return <DealErrorView message={t('dealPage.missingParams')} onBack={goBack} />;
  if (error) {
    return (
      <DealErrorView
        message={t('branchesPage.loadFailed', { reason: reason(error) })}
        onBack={goBack}
      />
    );
  }
  const count = deal ? dedupeBranches(deal.branches).length : hint.branchCount;
  return (
    <section className="page page--medium stack">
      <BackButton onClick={goBack} />
      <header>
        <h1>{name}</h1>
        {count !== undefined ? <p className="muted">{t('branchesPage.count', { count })}</p> : null}
      </header>
      {isLoading || deal === undefined ? (
        <PageSpinner label={t('branchesPage.loading')} />
      ) : deal === null ? (
        <ErrorState title={t('dealPage.notFound')} />
      ) : (
        <>
          {deal.branches.length > 0 ? <LocationPrompt geolocation={geolocation} /> : null}
          <BranchList branches={deal.branches} origin={geolocation.position} />
        </>
      )}
    </section>
  );
}
