import { dedupeBranches } from '@deals/shared';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackArrow } from '@/components/back-arrow';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/feedback';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import type { BranchesNavigationState } from '../utils/navigation-state';
import { useDealDetailQuery } from '@/lib/deals/deal-detail-api';
import { useMessage } from '@/lib/i18n/use-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useGeolocation } from '../utils/use-geolocation';
import { BranchList, LocationPrompt } from './branch-list';
import { DealErrorView, useDealParams } from './deal-page';

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
  const { t } = useTranslation(['deal', 'common']);
  const message = useMessage();
  const arrow = useBackArrow();
  const params = useDealParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hint = readState(location.state);
  const geolocation = useGeolocation();
  const {
    data: deal,
    isLoading,
    error,
  } = useDealDetailQuery(params ?? { bankId: '', dealId: '', cityId: '' }, {
    skip: params === null,
  });
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
        message={t('branchesPage.loadFailed', {
          reason: 'message' in error ? message(String(error.message)) : t('dealPage.unknownError'),
        })}
        onBack={goBack}
      />
    );
  }
  const count = deal ? dedupeBranches(deal.branches).length : hint.branchCount;
  return (
    <section className="page page--medium stack">
      <div>
        <Button variant="ghost" size="sm" onClick={goBack}>
          {`${arrow} ${t('common:back')}`}
        </Button>
      </div>
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
          <LocationPrompt geolocation={geolocation} />
          <BranchList branches={deal.branches} origin={geolocation.position} />
        </>
      )}
    </section>
  );
}
