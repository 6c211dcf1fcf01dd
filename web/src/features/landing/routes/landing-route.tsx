import { LandingPage } from '../components/landing-page';

/** `/` and `/LandingPage` (SPEC §2). */
export default function LandingRoute() {
  return <LandingPage />;
}
