import { useLocation } from 'react-router-dom';
import { LandingPage } from '../components/landing-page';

/**
 * `/` and `/LandingPage`. The page starts afresh for each history entry: the browser's
 * Back from a deal first lands on the old entry and is then replaced by one carrying
 * `fromDealDetail`, and only a fresh start reads that flag and restores the saved state.
 */
export default function LandingRoute() {
  const { key } = useLocation();
  return <LandingPage key={key} />;
}
