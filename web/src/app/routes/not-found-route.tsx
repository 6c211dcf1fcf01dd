import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/feedback';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundRoute() {
  const { t } = useTranslation('layout');
  usePageTitle(t('notFound.title'));
  return (
    <section className="page page--narrow not-found">
      <h1>{t('notFound.title')}</h1>
      <EmptyState
        title={t('notFound.empty')}
        action={<ButtonLink to={paths.landing.getHref()}>{t('notFound.browse')}</ButtonLink>}
      >
        {t('notFound.detail')}
      </EmptyState>
    </section>
  );
}
