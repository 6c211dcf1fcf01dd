import { MAX_CARD_TAGS, type OfferCard } from '@deals/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import './card-tags.css';
import { DisclosureButton } from '../disclosure-button';

/** Distinct card names, first spelling kept; offers often repeat a card with other casing. */
export function distinctCardNames(cards: readonly Pick<OfferCard, 'cardName'>[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { cardName } of cards) {
    const name = cardName.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** At most 4 distinct card tags per offer, then a "+N more" button that shows the rest. */
export function CardTags({
  cards,
  label,
  compact = false,
}: {
  cards: readonly Pick<OfferCard, 'cardName'>[];
  label?: string;
  /** Smaller tags, for cards and tiles. */
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const names = distinctCardNames(cards);
  if (names.length === 0) return null;
  const hidden = names.length - MAX_CARD_TAGS;
  const shown = expanded ? names : names.slice(0, MAX_CARD_TAGS);
  return (
    <div className={`card-tags${compact ? ' card-tags--compact' : ''}`}>
      <ul
        id={listId}
        className="card-tags__list plain-list"
        aria-label={label ?? t('cardTags.label')}
      >
        {shown.map((name) => (
          <li key={name} className="chip card-tags__tag">
            {name}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <DisclosureButton
          className="btn btn--link btn--sm card-tags__more"
          expanded={expanded}
          onExpandedChange={setExpanded}
          controls={listId}
        >
          {expanded ? t('cardTags.fewer') : t('cardTags.more', { count: hidden })}
        </DisclosureButton>
      ) : null}
    </div>
  );
}
