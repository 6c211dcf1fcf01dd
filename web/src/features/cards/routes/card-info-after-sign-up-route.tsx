import { useTranslation } from '@/lib/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { CardSetupPage } from '../components/card-setup-page';

export default function CardInfoAfterSignUpRoute() {
  const { t } = useTranslation('cards');
  usePageTitle(t('pageTitle.afterSignUp'));
  return <CardSetupPage afterSignUp />;
}
