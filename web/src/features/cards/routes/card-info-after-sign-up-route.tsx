import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { CardSetupPage } from '../components/card-setup-page';

export default function CardInfoAfterSignUpRoute() {
  const { t } = useTranslation('cards');
  usePageTitle(t('pageTitle.afterSignUp'));
  return <CardSetupPage afterSignUp />;
}
