import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { aMember, headingRoute, renderWithProviders, signedIn } from '@/testing/render';
import { logOut } from '@/lib/session/session-api';
import { Navbar } from './navbar';

// Logging out succeeds; each test counts its own calls.
vi.mock('@/lib/session/session-api', () => ({ logOut: vi.fn(() => Promise.resolve()) }));

const member = aMember({ displayName: 'Ayesha Noor Khan' });

/** The main navigation's links and where each goes. */
const MAIN_LINKS = {
  Home: '/HomePageLoggedIn',
  'My Cards': '/CardInfoPage',
  Statistics: '/StatisticsPage',
  About: '/AboutSection',
  Settings: '/SettingsPage',
};

function renderNavbar() {
  return renderWithProviders(<Navbar user={member} />, {
    route: paths.home.getHref(),
    preloadedState: signedIn(member),
    routes: [
      headingRoute('Settings page', paths.settings.path),
      headingRoute('Landing page', paths.landing.path),
    ],
  });
}

/** Checks the mobile menu is open or closed, as its toggle's name and aria-expanded say; returns the toggle. */
function expectMenuOpen(open: boolean): HTMLElement {
  const toggle = screen.getByRole('button', { name: open ? 'Close menu' : 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', String(open));
  return toggle;
}

describe('navbar', () => {
  beforeEach(() => {
    vi.mocked(logOut).mockClear();
  });

  it('links Home, My Cards, Statistics, About and Settings', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of Object.entries(MAIN_LINKS)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows at most two initials and the name, and the profile opens Settings', async () => {
    const { user } = renderNavbar();
    expect(screen.getByText('AN')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Noor Khan')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ayesha Noor Khan, profile and settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = renderNavbar();
    await user.click(expectMenuOpen(false));
    expectMenuOpen(true);
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(expectMenuOpen(false)).toHaveFocus();
  });

  it('closes the mobile menu when focus leaves the navigation, not while it moves inside', async () => {
    const { user } = renderWithProviders(
      <>
        <Navbar user={member} />
        <button type="button">On the page</button>
      </>,
      { route: paths.home.getHref(), preloadedState: signedIn(member) },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('button', { name: 'Logout' }).focus();
    await user.tab();
    expect(
      screen.getByRole('link', { name: 'Ayesha Noor Khan, profile and settings' }),
    ).toHaveFocus();
    expectMenuOpen(true);
    await user.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expectMenuOpen(false);
  });

  it('keeps the mobile menu open behind the logout confirmation, so No returns to Logout', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const logout = screen.getByRole('button', { name: 'Logout' });
    await user.click(logout);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expectMenuOpen(true);
    expect(logout).toHaveFocus();
  });

  it('asks Confirm Logout and stays on No', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('logs out on Yes, Logout and goes to the landing page', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Logout' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
