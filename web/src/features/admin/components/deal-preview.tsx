import type { Deal, PlacePreview } from '@deals/shared';
import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/react';
import { DealCard } from '@/components/deal-card';
import { PlaceTile } from '@/components/place-tile/place-tile';
import { i18n } from '@/lib/i18n/i18n';
import { useNames } from '@/lib/i18n/names';

/** The place tile preview and what is known of the stored place it joins. */
export interface PlacePreviewState extends PlacePreview {
  /** looking: the stored place of the title is being read; joins: it exists; new: it does not. */
  stored: 'looking' | 'joins' | 'new' | 'unknown';
}

type AdminT = TFunction<'admin'>;

/**
 * The sentence under the place tile preview. `city` is the city's display name; `t` the admin
 * texts of the language to say it in (the current one unless given).
 */
export function placePreviewNote(
  preview: PlacePreviewState,
  city: string,
  t: AdminT = i18n.getFixedT(null, 'admin'),
): string {
  if (!preview.listed)
    return preview.place ? t('preview.notCurrentOthers') : t('preview.notCurrentNone');
  switch (preview.stored) {
    case 'joins':
      return t('preview.joins', { place: preview.place?.title ?? '', city });
    case 'new':
      return t('preview.new', { city });
    case 'unknown':
      return t('preview.unknown', { city });
    default:
      return t('preview.looking', { city });
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
  const { t } = useTranslation('admin');
  const names = useNames();
  return (
    <aside className="admin-preview" aria-label={t('preview.heading')}>
      <h3>{t('preview.heading')}</h3>
      <p className="admin-form__hint">{t('preview.hint')}</p>
      <div className="admin-preview__items">
        <section className="admin-preview__item" aria-label={t('preview.dealCardLabel')}>
          <h4 className="admin-preview__label">{t('preview.dealCard')}</h4>
          {deal ? <DealCard deal={deal} onOpen={() => undefined} headingLevel="h3" /> : null}
        </section>
        <section className="admin-preview__item" aria-label={t('preview.placeTileLabel')}>
          <h4 className="admin-preview__label">{t('preview.placeTile')}</h4>
          {place?.place ? <PlaceTile place={place.place} onOpen={() => undefined} /> : null}
          {place ? (
            <p className="admin-form__hint">{placePreviewNote(place, names.city(cityId), t)}</p>
          ) : null}
        </section>
      </div>
    </aside>
  );
}
