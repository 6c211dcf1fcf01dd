import { useTranslation } from '@/lib/i18n/react';
import { LegalPage } from '../components/legal-page';

/** The sections of the terms, in order: each a `terms.<name>Heading` and its `terms.<name>`. */
const SECTIONS = ['deals', 'account', 'reviews', 'liability'] as const;

export default function TermsRoute() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={SECTIONS.map((name) => ({
        heading: t(`terms.${name}Heading`),
        body: t(`terms.${name}`),
      }))}
    />
  );
}
