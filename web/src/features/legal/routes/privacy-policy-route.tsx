import { useTranslation } from '@/lib/i18n/react';
import { LegalPage } from '../components/legal-page';

/** What we store, point by point (`privacy.store.<name>`). */
const STORED = ['account', 'cards', 'favourites', 'messages'] as const;
/** The sections after it: each a `privacy.<name>Heading` and its `privacy.<name>`. */
const SECTIONS = ['location', 'device', 'delete'] as const;

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('privacy.title')}
      sections={[
        {
          heading: t('privacy.storeHeading'),
          body: STORED.map((name) => t(`privacy.store.${name}`)),
        },
        ...SECTIONS.map((name) => ({
          heading: t(`privacy.${name}Heading`),
          body: t(`privacy.${name}`),
        })),
      ]}
    />
  );
}
