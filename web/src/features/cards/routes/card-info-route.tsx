import { usePageTitle } from '@/lib/use-page-title';
import { CardSetupPage } from '../components/card-setup-page';

export default function CardInfoRoute() {
  usePageTitle('My Cards');
  return <CardSetupPage afterSignUp={false} />;
}
