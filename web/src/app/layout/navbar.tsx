import { initials } from '@deals/shared';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import type { SessionUser } from '@/lib/session/auth-slice';
import { Button } from '@/components/button';
import { LanguageSwitch } from '@/components/language-switch';
import { Modal } from '@/components/modal';
import { useMemberLanguage } from '@/lib/i18n/use-language';
import { paths } from '@/config/paths';
import { BrandMark, PRODUCT_NAME } from './brand-logo';
import { NotificationBell } from './notification-bell';

const LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.cardInfo.getHref(), label: 'My Cards' },
  { to: paths.statistics.getHref(), label: 'Statistics' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.settings.getHref(), label: 'Settings' },
] as const;

/** The member navbar, with its logout confirmation and a mobile menu. */
export function Navbar({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  const name = user.displayName?.trim() || 'User';
  useMemberLanguage(user.uid);

  // Any navigation closes the mobile menu.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const confirmLogout = async () => {
    setLeaving(true);
    try {
      // Loaded on demand: the navbar is on every page, the identity SDK need not be.
      const { logOut } = await import('@/lib/session/session-api');
      await logOut(dispatch);
      setConfirmOpen(false);
      await navigate(paths.landing.getHref());
    } finally {
      setLeaving(false);
    }
  };

  return (
    <header className="site-header site-header--member">
      <nav className="site-header__inner" aria-label="Main">
        <Link className="site-header__brand" to={paths.home.getHref()}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <LanguageSwitch />
        <NotificationBell uid={user.uid} />
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="navbar__toggle-bars" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id="navbar-menu" className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="navbar__link" to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user.isAdmin === true ? (
              <li>
                <NavLink className="navbar__link" to={paths.admin.getHref()}>
                  Admin
                </NavLink>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className="navbar__link navbar__logout"
                onClick={() => setConfirmOpen(true)}
              >
                Logout
              </button>
            </li>
          </ul>
          <Link
            className="navbar__profile"
            to={paths.settings.getHref()}
            aria-label={`${name}, profile and settings`}
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
      <Modal
        open={confirmOpen}
        title="Confirm Logout"
        role="alertdialog"
        size="sm"
        onClose={() => setConfirmOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)} disabled={leaving}>
              No
            </Button>
            <Button variant="danger" onClick={() => void confirmLogout()} loading={leaving}>
              Yes, Logout
            </Button>
          </>
        }
      >
        <p>Are you sure you want to logout?</p>
      </Modal>
    </header>
  );
}
