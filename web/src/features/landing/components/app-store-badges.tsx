import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { installApp, useInstallState } from '@/lib/pwa/install';

/**
 * Store badges drawn inline (nothing is fetched), each a link to its store (the app is offered
 * in two app stores). They open in a new tab so the deals being browsed stay put.
 */

/** Where the badges lead: the Google Play and App Store web storefronts. */
export const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps',
  appStore: 'https://www.apple.com/app-store/',
} as const;

/** The stores' own names, drawn on the badges in every language. */
const STORE_NAMES = { appStore: 'App Store', googlePlay: 'Google Play' } as const;

/**
 * A store badge: a black rounded frame, the store's logo (`logo`, drawn in the 48-unit square at
 * the left) and two lines of words. Drawn left to right in every language: the logo first, the
 * words after it.
 */
function StoreBadge({ logo, line, name }: { logo: ReactNode; line: string; name: string }) {
  return (
    <svg
      viewBox="0 0 160 48"
      width="160"
      height="48"
      aria-hidden="true"
      focusable="false"
      direction="ltr"
    >
      <rect width="160" height="48" rx="9" fill="#000" />
      <rect x="0.5" y="0.5" width="159" height="47" rx="8.5" fill="none" stroke="#a6a6a6" />
      {logo}
      {/* The space keeps the two lines two words apart in the badge's text, as they are drawn. */}
      <text x="48" y="20" fill="#fff" fontSize="9" fontFamily="inherit">
        {`${line} `}
      </text>
      <text x="48" y="36" fill="#fff" fontSize="16" fontWeight="600" fontFamily="inherit">
        {name}
      </text>
    </svg>
  );
}

const APPLE_LOGO = (
  <path
    fill="#fff"
    d="M33.2 24.9c0-3.1 2.5-4.6 2.6-4.7-1.4-2.1-3.7-2.4-4.5-2.4-1.9-.2-3.7 1.1-4.7 1.1-1 0-2.5-1.1-4.1-1-2.1 0-4 1.2-5.1 3.1-2.2 3.8-.6 9.4 1.6 12.5 1 1.5 2.3 3.2 3.9 3.1 1.6-.1 2.2-1 4.1-1 1.9 0 2.4 1 4.1 1 1.7 0 2.8-1.5 3.8-3 1.2-1.7 1.7-3.4 1.7-3.5-.1 0-3.4-1.3-3.4-5.2zM30.1 15.7c.9-1.1 1.5-2.5 1.3-4-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.4-1.3 3.9 1.4.1 2.8-.7 3.7-1.8z"
  />
);

const GOOGLE_PLAY_LOGO = (
  <>
    <path fill="#00d7fe" d="M14 11.5v25c0 .5.3.9.6 1.1L27.3 24 14.6 10.4c-.3.2-.6.6-.6 1.1z" />
    <path fill="#ffce00" d="M31.5 28.2 27.3 24l4.2-4.2 5 2.9c1.4.8 1.4 2.1 0 2.9l-5 2.6z" />
    <path fill="#ff3a44" d="M31.5 28.2 27.3 24 14.6 37.6c.5.5 1.2.5 2.1.1l14.8-9.5z" />
    <path fill="#00f076" d="M31.5 19.8 16.7 10.3c-.9-.5-1.6-.4-2.1.1L27.3 24l4.2-4.2z" />
  </>
);

/** The two stores, in the order their badges stand. */
const STORES = [
  { store: 'appStore', logo: APPLE_LOGO },
  { store: 'googlePlay', logo: GOOGLE_PLAY_LOGO },
] as const;

function StoreLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('landing');
  return (
    <a
      className="store-badges__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The badge is drawn, not written: its words are the link's name, and the new tab is announced.
      aria-label={t('badges.newTab', { label })}
    >
      {children}
    </a>
  );
}

/**
 * "Install the app" where the browser can install this web app (Chrome, Edge, Samsung Internet
 * on Android), nothing once it is installed, and the store badges everywhere else.
 */
export function AppStoreBadges() {
  const { t } = useTranslation('landing');
  const { canInstall, installed } = useInstallState();
  if (installed) return null;
  if (canInstall)
    return (
      <div className="store-badges">
        <Button onClick={() => void installApp()}>{t('badges.install')}</Button>
      </div>
    );
  return (
    <ul className="store-badges plain-list" aria-label={t('badges.mobileApp')}>
      {STORES.map(({ store, logo }) => (
        <li key={store}>
          <StoreLink href={STORE_LINKS[store]} label={t(`badges.${store}`)}>
            <StoreBadge logo={logo} line={t(`badges.${store}Line`)} name={STORE_NAMES[store]} />
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}
