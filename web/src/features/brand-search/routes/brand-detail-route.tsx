import type { BrandIndexEntry } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BrandDetail } from '@/components/brand-search/brand-detail';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetBrandQuery } from '@/lib/brands/brands-api';

function stateBrand(state: unknown): BrandIndexEntry | null {
  const brand = (state as { brand?: unknown } | null)?.brand;
  return typeof brand === 'object' && brand !== null && 'banks' in brand
    ? (brand as BrandIndexEntry)
    : null;
}

/** `/brand-detail`: a brand from navigation state, or `?brand={key}` read from the index. */
export default function BrandDetailRoute() {
  const { t } = useTranslation(['brandSearch', 'common']);
  usePageTitle(t('routes.detailTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { uid } = useFavourites();
  const fromState = stateBrand(location.state);
  const key = params.get('brand');
  const query = useGetBrandQuery(fromState || !key ? skipToken : key);
  const entry = fromState ?? query.data ?? null;
  const back = () => void navigate(paths.brandSearch.getHref());

  let body;
  if (entry)
    body = <BrandDetail entry={entry} member={uid !== null} onBack={back} headingLevel="h1" />;
  else if (query.isLoading) body = <SkeletonList rows={3} label={t('routes.loadingBrand')} />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={t('panel.error')}
        action={<Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else {
    body = (
      <EmptyState
        title={t('panel.empty')}
        action={<Button onClick={back}>{t('routes.searchHeading')}</Button>}
      />
    );
  }
  return (
    <section className="page page--medium" aria-label={t('routes.detailTitle')}>
      {body}
    </section>
  );
}
