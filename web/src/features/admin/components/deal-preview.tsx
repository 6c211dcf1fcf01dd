import type { Deal, PlacePreview } from '@deals/shared';
import { DealCard } from '@/components/deal-card';
import { PlaceTile } from '@/components/place-tile/place-tile';

/** The place tile preview and what is known of the stored place it joins. */
export interface PlacePreviewState extends PlacePreview {
  /** looking: the stored place of the title is being read; joins: it exists; new: it does not. */
  stored: 'looking' | 'joins' | 'new' | 'unknown';
}

/** The sentence under the place tile preview. */
export function placePreviewNote(preview: PlacePreviewState, cityId: string): string {
  if (!preview.listed)
    return preview.place
      ? 'This deal is not current (its last valid day has passed), so the place shows only its other deals.'
      : 'This deal is not current (its last valid day has passed), so no place tile shows it.';
  switch (preview.stored) {
    case 'joins':
      return `${preview.place?.title ?? ''} in ${cityId}: its other current deals with this one.`;
    case 'new':
      return `A new place: no current deal in ${cityId} has this title yet.`;
    case 'unknown':
      return `Could not read the place in ${cityId}: the tile shows this deal alone.`;
    default:
      return `Looking up this place in ${cityId}…`;
  }
}

/**
 * The form's live preview: the deal card and the place tile as members will see them. The tile is
 * the stored place of the deal's title with this deal written into it (previewPlaceAfterWrite).
 */
export function DealPreview({
  deal,
  place,
  cityId,
}: {
  deal: Deal | null;
  place: PlacePreviewState | null;
  cityId: string;
}) {
  return (
    <aside className="admin-preview" aria-label="Preview">
      <h3>Preview</h3>
      <p className="admin-form__hint">
        As members will see it; fields with errors are left out until they are fixed.
      </p>
      <div className="admin-preview__items">
        <section className="admin-preview__item" aria-label="Deal card preview">
          <h4 className="admin-preview__label">Deal card</h4>
          {deal ? <DealCard deal={deal} onOpen={() => undefined} headingLevel="h3" /> : null}
        </section>
        <section className="admin-preview__item" aria-label="Place tile preview">
          <h4 className="admin-preview__label">Place tile</h4>
          {place?.place ? <PlaceTile place={place.place} onOpen={() => undefined} /> : null}
          {place ? <p className="admin-form__hint">{placePreviewNote(place, cityId)}</p> : null}
        </section>
      </div>
    </aside>
  );
}
