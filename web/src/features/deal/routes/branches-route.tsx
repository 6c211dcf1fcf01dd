import '../deal.css';
import { BranchesPage } from '../components/branches-page';

/** /branches/{bankId}/{dealId}/{cityId}, open to everyone. */
export default function BranchesRoute() {
  return <BranchesPage />;
}
