import { useLocation } from 'react-router-dom';
import { HomePage } from '../components/home-page';

/**
 * `/HomePageLoggedIn`, behind the member guard. The page starts afresh for each history
 * entry: the browser's Back from a deal first lands on the old entry and is then replaced by one
 * carrying `fromDealDetail`, and only a fresh start reads that flag and restores the saved state.
 */
export default function HomeRoute() {
  const { key } = useLocation();
  return <HomePage key={key} />;
}
