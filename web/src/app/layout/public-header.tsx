import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/button';
import { LanguageSwitch } from '@/components/language-switch';
import type { SessionUser } from '@/lib/session/auth-slice';
import { leaveSession } from '@/lib/session/leave';
import { BrandMark, PRODUCT_NAME } from './brand-logo';

/**
 * The landing header: a logo that reloads the page, Signup and Login. While the session is
 * still being restored the buttons stay hidden, so a member does not see them flash; without
 * JavaScript (the session is never restored) the server-rendered page shows them. Someone
 * signed in whose e-mail is not verified yet sees who they are and a way out instead.
 */
export function PublicHeader({
  showActions = true,
  user = null,
}: {
  showActions?: boolean;
  user?: SessionUser | null;
}) {
  const { t } = useTranslation('layout');
  return (
    <header className="site-header">
      <nav className="site-header__inner" aria-label={t('navbar.label')}>
        {/* A real page load: the logo reloads the page. */}
        <a className="site-header__brand" href={paths.landing.getHref()}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </a>
        <LanguageSwitch />
        {user ? <SignedInActions user={user} /> : null}
        {!user && showActions ? <GuestActions /> : null}
        {/* Hidden while the session is restored, which needs JavaScript: the server-rendered page
            keeps them for a browser without it (React renders no <noscript> content in the
            browser, so hydration and the member's header are unchanged). */}
        {!user && !showActions ? (
          <noscript>
            <GuestActions />
          </noscript>
        ) : null}
      </nav>
    </header>
  );
}

/** Signup and Login. */
function GuestActions() {
  const { t } = useTranslation('layout');
  return (
    <div className="site-header__actions">
      <ButtonLink to={paths.signup.getHref()} variant="secondary" size="sm">
        {t('publicHeader.signup')}
      </ButtonLink>
      <ButtonLink to={paths.login.getHref()} size="sm">
        {t('publicHeader.login')}
      </ButtonLink>
    </div>
  );
}

function SignedInActions({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    try {
      await leaveSession(
        dispatch,
        async () => (await import('@/lib/session/session-api')).logOut(dispatch),
        () => navigate(paths.landing.getHref()),
      );
    } finally {
      setLeaving(false);
    }
  };
  return (
    <div className="site-header__actions">
      <span className="site-header__who">{user.displayName?.trim() || user.email}</span>
      <Button variant="secondary" size="sm" loading={leaving} onClick={() => void logOut()}>
        {t('publicHeader.logout')}
      </Button>
    </div>
  );
}
