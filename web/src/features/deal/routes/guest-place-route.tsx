import '../deal.css';
import { PlacePage } from '../components/place-page';

/** /guest-place/{cityId}/{placeKey}: guests (members are sent to /place/...). */
export default function GuestPlaceRoute() {
  return <PlacePage audience="guest" />;
}
