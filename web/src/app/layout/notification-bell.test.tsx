import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useGetUnreadCountQuery } from '@/lib/notifications/notifications-api';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import { Navbar } from './navbar';

vi.mock('@/lib/notifications/notifications-api', () => ({
  UNREAD_CAP: 100,
  useGetUnreadCountQuery: vi.fn(() => ({ data: 0 })),
}));

/** What the hook returns for an unread count; the bell reads only `data`. */
const unread = (n: number) => ({ data: n }) as unknown as ReturnType<typeof useGetUnreadCountQuery>;

function renderNavbar(isAdmin: boolean) {
  const user = aMember({ displayName: 'Ayesha', ...(isAdmin ? { isAdmin: true } : {}) });
  return renderWithProviders(<Navbar user={user} />, {
    route: paths.home.getHref(),
    preloadedState: signedIn(user),
  });
}

describe('navbar alerts and admin', () => {
  it('shows the unread count on the bell, which links to the notifications', () => {
    vi.mocked(useGetUnreadCountQuery).mockReturnValue(unread(3));
    renderNavbar(false);
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('caps the count at 99+ and shows no badge when all are read', () => {
    vi.mocked(useGetUnreadCountQuery).mockReturnValue(unread(100));
    const { unmount } = renderNavbar(false);
    expect(screen.getByRole('link', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    unmount();
    vi.mocked(useGetUnreadCountQuery).mockReturnValue(unread(0));
    renderNavbar(false);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });

  it('links the admin page only for admins', () => {
    const { unmount } = renderNavbar(false);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
    renderNavbar(true);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
