import { HomePage } from '../components/home-page';

/** `/HomePageLoggedIn` (SPEC §2), behind the member guard. */
export default function HomeRoute() {
  return <HomePage />;
}
