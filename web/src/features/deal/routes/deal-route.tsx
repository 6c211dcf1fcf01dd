import '../deal.css';
import { DealPage } from '../components/deal-page';

/** /deal/{bankId}/{dealId}/{cityId}: members only (app/routes/deal-access redirects guests). */
export default function DealRoute() {
  return <DealPage audience="member" />;
}
