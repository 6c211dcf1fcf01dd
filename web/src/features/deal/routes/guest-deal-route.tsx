import '../deal.css';
import { DealPage } from '../components/deal-page';

/** /guest-deal/{bankId}/{dealId}/{cityId}: guests (members are redirected to /deal/...). */
export default function GuestDealRoute() {
  return <DealPage audience="guest" />;
}
