import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/feedback';
import { paths } from '@/config/paths';
import { TitledPage } from '@/components/titled-page';

export default function NotFoundRoute() {
  const { t } = useTranslation('layout');
  return (
    <TitledPage as="section" title={t('notFound.title')} className="page--narrow not-found">
      <EmptyState
        title={t('notFound.empty')}
        action={<ButtonLink to={paths.landing.getHref()}>{t('notFound.browse')}</ButtonLink>}
      >
        {t('notFound.detail')}
      </EmptyState>
    </TitledPage>
  );
}
