import { useTranslation } from '@/lib/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { CardSetupPage } from '../components/card-setup-page';

export default function CardInfoRoute() {
  const { t } = useTranslation('cards');
  usePageTitle(t('pageTitle.mine'));
  return <CardSetupPage afterSignUp={false} />;
}
