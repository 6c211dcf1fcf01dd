import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import { logOut } from '@/lib/session/session-api';
import { Navbar } from './navbar';

vi.mock('@/lib/session/session-api', () => ({ logOut: vi.fn() }));

const member = aMember({ displayName: 'Ayesha Noor Khan' });

function renderNavbar() {
  return renderWithProviders(<Navbar user={member} />, {
    route: paths.home.getHref(),
    preloadedState: signedIn(member),
    routes: [
      { path: paths.settings.path, element: <h1>Settings page</h1> },
      { path: paths.landing.path, element: <h1>Landing page</h1> },
    ],
  });
}

describe('navbar', () => {
  beforeEach(() => {
    vi.mocked(logOut).mockReset();
    vi.mocked(logOut).mockResolvedValue();
  });

  it('links Home, My Cards, Statistics, About and Settings', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/HomePageLoggedIn',
    );
    expect(within(nav).getByRole('link', { name: 'My Cards' })).toHaveAttribute(
      'href',
      '/CardInfoPage',
    );
    expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/StatisticsPage',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/AboutSection',
    );
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/SettingsPage',
    );
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
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
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
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps the mobile menu open behind the logout confirmation, so No returns to Logout', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const logout = screen.getByRole('button', { name: 'Logout' });
    await user.click(logout);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
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
