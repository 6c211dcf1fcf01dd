export {
  DealCard,
  DealCardSkeleton,
  type DealCardFavourite,
  type DealCardProps,
} from './deal-card';
export { DealGrid, type DealGridProps } from './deal-grid';
export { HeartRating } from './heart-rating';
export {
  type DealNavigationState,
  type OpenDealOptions,
  dealHref,
  dealPageHref,
  dealNavigationState,
  useOpenDeal,
} from './open-deal';
