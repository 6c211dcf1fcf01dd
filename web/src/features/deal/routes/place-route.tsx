import '../deal.css';
import { PlacePage } from '../components/place-page';

/** /place/{cityId}/{placeKey}: members (app/routes/place-access sends guests to /guest-place/...). */
export default function PlaceRoute() {
  return <PlacePage audience="member" />;
}
