import { usePageTitle } from '@/lib/use-page-title';
import { CardSetupPage } from '../components/card-setup-page';

export default function CardInfoAfterSignUpRoute() {
  usePageTitle('Set up your cards');
  return <CardSetupPage afterSignUp />;
}
