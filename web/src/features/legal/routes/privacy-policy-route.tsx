import { useTranslation } from '@/lib/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('legal');
  usePageTitle(t('privacy.title'));
  return (
    <article className="page page--medium legal">
      <h1>{t('privacy.title')}</h1>
      <h2>{t('privacy.storeHeading')}</h2>
      <ul>
        <li>{t('privacy.store.account')}</li>
        <li>{t('privacy.store.cards')}</li>
        <li>{t('privacy.store.favourites')}</li>
        <li>{t('privacy.store.messages')}</li>
      </ul>
      <h2>{t('privacy.locationHeading')}</h2>
      <p>{t('privacy.location')}</p>
      <h2>{t('privacy.deviceHeading')}</h2>
      <p>{t('privacy.device')}</p>
      <h2>{t('privacy.deleteHeading')}</h2>
      <p>{t('privacy.delete')}</p>
    </article>
  );
}
