import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useBankBadges } from '@/lib/banks/bank-names-api';
import { retryWhenOnline } from '@/components/retry-image';
import './bank-badge.css';

/**
 * A logo that fails to load is hidden: the bank's name stays, next to it or as the label. One that
 * failed offline is shown and tried again when the connection returns.
 */
const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  image.hidden = true;
  const src = image.getAttribute('src');
  if (src) {
    retryWhenOnline(image, src, () => {
      image.hidden = false;
    });
  }
};

/**
 * A bank as people read it: its logo and display name (from the Banks document, never the stored
 * id). The logo is decorative; the name is the text.
 */
export function BankBadge({ bankId, className = '' }: { bankId: string; className?: string }) {
  const badgeOf = useBankBadges([bankId]);
  const { name, logo } = badgeOf(bankId);
  return (
    <span className={`bank-badge ${className}`.trim()} data-testid="bank-badge">
      <img
        className="bank-badge__logo"
        src={logo}
        alt=""
        width={20}
        height={20}
        // Offscreen logos wait; and a server render does not preload every logo of the page.
        loading="lazy"
        onError={hideBroken}
      />
      <span className="bank-badge__name">{name}</span>
    </span>
  );
}

/**
 * Small logos of several banks, in the given order, at most `max` of them and "+N" for the rest.
 * Each logo is named by its bank for screen readers. `read: false` reads no Banks documents (a
 * grid's tiles: each page must cost one read per tile); the ids are then spelt out as names.
 */
export function BankLogos({
  bankIds,
  max = 5,
  read = true,
}: {
  bankIds: readonly string[];
  max?: number;
  read?: boolean;
}) {
  const { t } = useTranslation('common');
  const badgeOf = useBankBadges(bankIds, { read });
  const shown = bankIds.slice(0, max);
  const rest = bankIds.length - shown.length;
  return (
    <ul className="bank-logos plain-list" aria-label={t('bankLogos.label')}>
      {shown.map((bankId) => {
        const { name, logo } = badgeOf(bankId);
        return (
          <li key={bankId} className="bank-logos__item">
            <img
              className="bank-logos__logo"
              src={logo}
              alt={name}
              title={name}
              width={24}
              height={24}
              // Offscreen logos wait; and a server render does not preload every logo of a grid.
              loading="lazy"
              onError={hideBroken}
            />
          </li>
        );
      })}
      {rest > 0 ? (
        <li className="bank-logos__more" aria-label={t('bankLogos.more', { count: rest })}>
          +{rest}
        </li>
      ) : null}
    </ul>
  );
}
