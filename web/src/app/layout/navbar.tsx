import { initials } from '@deals/shared';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import type { SessionUser } from '@/lib/session/auth-slice';
import { LanguageSwitch } from '@/components/language-switch';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMemberLanguage } from '@/lib/i18n/use-member-language';
import { leaveSession } from '@/lib/session/leave';
import { paths } from '@/config/paths';
import { BrandMark, PRODUCT_NAME } from './brand-logo';
import { NotificationBell } from './notification-bell';
import { DisclosureButton } from '@/components/disclosure-button';
import { MemberStyles } from '@/styles/member-styles';

/** The menu's links; `label` is the key of their text in the layout namespace. */
const LINKS = [
  { to: paths.home.getHref(), label: 'navbar.home' },
  { to: paths.cardInfo.getHref(), label: 'navbar.myCards' },
  { to: paths.statistics.getHref(), label: 'navbar.statistics' },
  { to: paths.about.getHref(), label: 'navbar.about' },
  { to: paths.settings.getHref(), label: 'navbar.settings' },
] as const;

/** The member navbar, with its logout confirmation and a mobile menu. */
export function Navbar({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  const name = user.displayName?.trim() || t('navbar.defaultName');
  useMemberLanguage(user.uid);

  // Any navigation closes the mobile menu.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  // The open phone menu is left like any disclosure: Escape closes it and puts focus back on its
  // button; tabbing out of the navigation closes it too, rather than leave it over the page. Focus
  // moving into the logout confirmation keeps it, so that focus can come back to Logout.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen && !confirmOpen && next !== null && !event.currentTarget.contains(next))
      setMenuOpen(false);
  };

  const confirmLogout = async () => {
    setLeaving(true);
    try {
      await leaveSession(
        dispatch,
        async () => {
          // Loaded on demand: the navbar is on every page, the identity SDK need not be.
          const { logOut } = await import('@/lib/session/session-api');
          await logOut(dispatch);
          setConfirmOpen(false);
        },
        () => navigate(paths.landing.getHref()),
      );
    } finally {
      setLeaving(false);
    }
  };

  return (
    <header className="site-header site-header--member">
      <MemberStyles />
      <nav
        className="site-header__inner"
        aria-label={t('navbar.label')}
        onKeyDown={onNavKeyDown}
        onBlur={onNavBlur}
      >
        <Link className="site-header__brand" to={paths.home.getHref()}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <LanguageSwitch />
        <NotificationBell uid={user.uid} />
        <DisclosureButton
          ref={toggleRef}
          className="navbar__toggle"
          expanded={menuOpen}
          onExpandedChange={setMenuOpen}
          controls="navbar-menu"
        >
          <span aria-hidden="true" className="navbar__toggle-bars" />
          <span className="visually-hidden">
            {menuOpen ? t('navbar.closeMenu') : t('navbar.openMenu')}
          </span>
        </DisclosureButton>
        <div id="navbar-menu" className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="navbar__link" to={link.to}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {user.isAdmin === true ? (
              <li>
                <NavLink className="navbar__link" to={paths.admin.getHref()}>
                  {t('navbar.admin')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className="navbar__link navbar__logout"
                onClick={() => setConfirmOpen(true)}
              >
                {t('navbar.logout')}
              </button>
            </li>
          </ul>
          <Link
            className="navbar__profile"
            to={paths.settings.getHref()}
            aria-label={t('navbar.profile', { name })}
          >
            <span className="avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <span className="navbar__name" aria-hidden="true">
              {name}
            </span>
          </Link>
        </div>
      </nav>
      <ConfirmDialog
        open={confirmOpen}
        title={t('navbar.confirmTitle')}
        cancelLabel={t('navbar.no')}
        confirmLabel={t('navbar.yes')}
        danger
        busy={leaving}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirmLogout()}
      >
        <p>{t('navbar.confirmText')}</p>
      </ConfirmDialog>
    </header>
  );
}
