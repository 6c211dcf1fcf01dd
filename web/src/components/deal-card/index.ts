export {
  DealCard,
  DealCardSkeleton,
  type DealCardFavourite,
  type DealCardProps,
} from './deal-card';
export { DealGrid, type DealGridProps, dealItemKey } from './deal-grid';
export { HeartRating } from './heart-rating';
export {
  type DealNavigationState,
  type OpenDealOptions,
  dealHref,
  dealPageHref,
  dealNavigationState,
  useOpenDeal,
} from './open-deal';
