import { useTranslation } from '@/lib/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

export default function TermsRoute() {
  const { t } = useTranslation('legal');
  usePageTitle(t('terms.title'));
  return (
    <article className="page page--medium legal">
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro')}</p>
      <h2>{t('terms.dealsHeading')}</h2>
      <p>{t('terms.deals')}</p>
      <h2>{t('terms.accountHeading')}</h2>
      <p>{t('terms.account')}</p>
      <h2>{t('terms.reviewsHeading')}</h2>
      <p>{t('terms.reviews')}</p>
      <h2>{t('terms.liabilityHeading')}</h2>
      <p>{t('terms.liability')}</p>
    </article>
  );
}
