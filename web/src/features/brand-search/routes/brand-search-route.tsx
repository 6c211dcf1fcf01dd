import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from 'react-router-dom';
import { BrandSearchPanel } from '@/components/brand-search/brand-search-panel';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { usePageTitle } from '@/lib/use-page-title';

/** `/brand-search`: the brand search as a page; `?q=` prefills it. */
export default function BrandSearchRoute() {
  const { t } = useTranslation('brandSearch');
  usePageTitle(t('routes.searchTitle'));
  const [params] = useSearchParams();
  const { uid } = useFavourites();
  return (
    <section className="page page--medium" aria-labelledby="brand-search-title">
      <h1 id="brand-search-title">{t('routes.searchHeading')}</h1>
      <BrandSearchPanel
        initialTerm={params.get('q') ?? ''}
        member={uid !== null}
        headingLevel="h2"
      />
    </section>
  );
}
