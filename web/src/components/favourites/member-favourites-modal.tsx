import { useFavourites } from '@/lib/favourites/use-favourites';
import { FavouritesModal } from './favourites-modal';

/**
 * "Your Favorite Deals" for the signed-in member: their saved deals, live from their user
 * document, and Remove. The grids load it when it is first opened, with what it reads.
 */
export function MemberFavouritesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { favourites, removeEntry, isLoading } = useFavourites();
  return (
    <FavouritesModal
      open={open}
      onClose={onClose}
      favourites={favourites}
      loading={isLoading}
      onRemove={removeEntry}
    />
  );
}
