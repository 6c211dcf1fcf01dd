import {
  type AppNotification,
  notificationText,
  parseNotification,
  parseUserDoc,
} from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useSetAlertCityMutation,
} from '@/lib/notifications/notifications-api';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import NotificationsRoute from './notifications-route';
import { readBackTo } from '@/features/deal/components/deal-page';

vi.mock('@/lib/notifications/notifications-api', () => ({
  useGetNotificationsQuery: vi.fn(),
  useMarkNotificationsReadMutation: vi.fn(),
  useSetAlertCityMutation: vi.fn(),
}));
vi.mock('@/lib/user/user-doc-api', () => ({ useGetUserDocQuery: vi.fn() }));

type Hook<T extends (...args: never[]) => unknown> = ReturnType<T>;

const member = aMember();
const setAlertCity = vi.fn();
const markRead = vi.fn();

/** What the list hook returns for these notifications. */
const listed = (items: AppNotification[]) =>
  ({ data: items, isLoading: false, isError: false }) as unknown as Hook<
    typeof useGetNotificationsQuery
  >;

const newDeal = parseNotification(
  {
    kind: 'card-deal',
    title: 'New deal: Zinger Hub',
    body: '20% off with your HBL Gold Credit Card',
    bankId: 'Hbl',
    cityId: 'Lahore',
    dealId: 'food-zinger-hub',
    createdAt: Date.UTC(2026, 10, 23, 12, 0),
    read: false,
  },
  'n1',
);

beforeEach(() => {
  setAlertCity.mockReset();
  markRead.mockReset();
  vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([]));
  vi.mocked(useMarkNotificationsReadMutation).mockReturnValue([
    markRead,
    { isLoading: false },
  ] as unknown as Hook<typeof useMarkNotificationsReadMutation>);
  vi.mocked(useSetAlertCityMutation).mockReturnValue([
    setAlertCity,
    { isLoading: false },
  ] as unknown as Hook<typeof useSetAlertCityMutation>);
  vi.mocked(useGetUserDocQuery).mockReturnValue({
    data: parseUserDoc({ AlertCity: 'Lahore' }, member.uid),
    isLoading: false,
  } as unknown as Hook<typeof useGetUserDocQuery>);
});

const renderPage = () =>
  renderWithProviders(<NotificationsRoute />, {
    route: paths.notifications.getHref(),
    preloadedState: signedIn(member),
  });

describe('notifications page', () => {
  it('links each notification to its deal: a plain click marks it read and opens the deal here', async () => {
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([newDeal]));
    markRead.mockResolvedValue({ data: null });
    const { user, router } = renderWithProviders(<NotificationsRoute />, {
      route: paths.notifications.getHref(),
      preloadedState: signedIn(member),
      routes: [{ path: '/deal/:bankId/:dealId/:cityId', element: <p>Deal page</p> }],
    });
    const link = screen.getByRole('link', { name: /^Unread: New deal: Zinger Hub/ });
    expect(link).toHaveAttribute('href', '/deal/Hbl/food-zinger-hub/Lahore');
    await user.click(link);
    expect(markRead).toHaveBeenCalledWith({ uid: member.uid, ids: ['n1'] });
    expect(await screen.findByText('Deal page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deal/Hbl/food-zinger-hub/Lahore');
    // The deal's Back comes back to this list (deal-page's readBackTo takes it).
    expect(readBackTo(router.state.location.state)).toBe('/notifications');
  });

  it('keeps focus on the page when Mark read or Mark all as read goes away', async () => {
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([newDeal]));
    markRead.mockResolvedValue({ data: null });
    const { user } = renderPage();
    // Its name starts with what it shows (WCAG 2.5.3, label in name), then says which one.
    const button = screen.getByRole('button', { name: /^Mark read: .*Zinger Hub/ });
    expect(button).toHaveTextContent('Mark read');
    await user.click(button);
    expect(screen.getByRole('link', { name: /^Unread: New deal: Zinger Hub/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('opens the deal at once while marking it read still waits for the server (offline)', async () => {
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([newDeal]));
    markRead.mockReturnValue(new Promise(() => undefined));
    const { user, router } = renderWithProviders(<NotificationsRoute />, {
      route: paths.notifications.getHref(),
      preloadedState: signedIn(member),
      routes: [{ path: '/deal/:bankId/:dealId/:cityId', element: <p>Deal page</p> }],
    });
    await user.click(screen.getByRole('link', { name: /^Unread: New deal: Zinger Hub/ }));
    expect(markRead).toHaveBeenCalledWith({ uid: member.uid, ids: ['n1'] });
    expect(await screen.findByText('Deal page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deal/Hbl/food-zinger-hub/Lahore');
  });

  it('says so when a notification that opens nothing could not be marked read', async () => {
    const nowhere = parseNotification(
      { kind: 'card-deal', title: 'Welcome', body: 'Hello', createdAt: 1, read: false },
      'n2',
    );
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([nowhere]));
    markRead.mockResolvedValue({ error: { message: 'permission-denied' } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: /^Unread: Welcome/ }));
    expect(markRead).toHaveBeenCalledWith({ uid: member.uid, ids: ['n2'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark it read. Please try again.',
    );
  });

  it('says when marking all read failed, until nothing is unread any more', async () => {
    // The list as a live listener gives it: a value that changes under the page.
    let current = listed([newDeal]);
    const listeners = new Set<() => void>();
    vi.mocked(useGetNotificationsQuery).mockImplementation(() =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => current,
      ),
    );
    markRead.mockResolvedValue({ error: { message: 'unavailable' } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark them read. Please try again.',
    );
    // Then it shows as read (opened here, or marked on another device).
    act(() => {
      current = listed([{ ...newDeal, read: true }]);
      for (const listener of listeners) listener();
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a notification read when Ctrl-click opens it in a new tab, and stays on the list', async () => {
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([newDeal]));
    markRead.mockResolvedValue({ data: null });
    const { user, router } = renderPage();
    const link = screen.getByRole('link', { name: /^Unread: New deal: Zinger Hub/ });
    // The browser opens the tab; jsdom cannot, so the default is stopped after the app's handler.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stop);
    expect(markRead).toHaveBeenCalledWith({ uid: member.uid, ids: ['n1'] });
    expect(router.state.location.pathname).toBe(paths.notifications.getHref());
  });

  it('names the alert city and confirms a change in English', async () => {
    setAlertCity.mockResolvedValue({ data: null });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New deals for my cards in'), 'Karachi');
    expect(setAlertCity).toHaveBeenCalledWith({ uid: member.uid, city: 'Karachi' });
    expect(await screen.findByText('You will hear about new deals in Karachi.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows the list, the empty state and the alert city in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    vi.mocked(useGetNotificationsQuery).mockReturnValue(listed([newDeal]));
    setAlertCity.mockResolvedValue({ error: { message: 'offline' } });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'اطلاعات', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('اطلاعات · Card Deals');
    expect(screen.getByRole('button', { name: 'سب کو پڑھا ہوا نشان زد کریں' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    // A notification stored before its details were kept shows the functions' English.
    expect(item).toHaveTextContent('نہ پڑھی گئی: New deal: Zinger Hub');
    expect(item).toHaveTextContent(/23 نومبر، 2026/);
    expect(
      within(item).getByRole('button', { name: '“New deal: Zinger Hub” کو پڑھا ہوا نشان زد کریں' }),
    ).toBeInTheDocument();

    const city = screen.getByLabelText('میرے کارڈز پر نئی ڈیلز، اس شہر میں');
    expect(within(city).getByRole('option', { name: 'کراچی' })).toHaveValue('Karachi');
    await user.selectOptions(city, 'Karachi');
    expect(setAlertCity).toHaveBeenCalledWith({ uid: member.uid, city: 'Karachi' });
    expect(
      await screen.findByText('شہر محفوظ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔'),
    ).toHaveAttribute('role', 'status');
  });

  it("says a notification in the reader's language from the deal's words stored with it", async () => {
    const stored = (kind: string, details: Record<string, string>) =>
      parseNotification(
        {
          kind,
          ...notificationText(
            kind as AppNotification['kind'],
            {
              title: details.deal ?? '',
              discount: details.discount ?? '',
              validUntil: details.until,
            },
            details.bank ?? '',
          ),
          read: true,
        },
        kind,
      );
    vi.mocked(useGetNotificationsQuery).mockReturnValue(
      listed([
        stored('card-new', { deal: 'Zinger Hub', discount: '20% off', bank: 'HBL' }),
        stored('favourite-expiring', { deal: 'Kababjees', discount: '15% off', bank: 'UBL' }),
      ]),
    );
    renderPage();
    const [cardNew, expiring] = screen.getAllByRole('listitem');
    expect(cardNew).toHaveTextContent('New deal for your HBL card: Zinger Hub20% off');
    expect(expiring).toHaveTextContent(
      'Kababjees ends soonYour favourite deal (15% off) ends on its last day.',
    );

    await act(() => loadLanguage('ur'));
    // Each of the deal's English words stands apart (U+2068 … U+2069), so that "20% off" keeps its
    // order inside the right-to-left sentence.
    const own = (text: string) => `\u2068${text}\u2069`;
    expect(cardNew).toHaveTextContent(
      `آپ کے ${own('HBL')} کارڈ کے لیے نئی ڈیل: ${own('Zinger Hub')}`,
    );
    expect(cardNew).toHaveTextContent(`رعایت: ${own('20% off')}`);
    expect(expiring).toHaveTextContent(`${own('Kababjees')} جلد ختم ہو رہی ہے`);
    expect(expiring).toHaveTextContent(
      `آپ کی پسندیدہ ڈیل (${own('15% off')}) اپنے آخری دن ختم ہو رہی ہے۔`,
    );
  });

  it('says there is nothing yet in Urdu, and confirms the city in its Urdu name', async () => {
    await act(() => loadLanguage('ur'));
    setAlertCity.mockResolvedValue({ data: null });
    const { user } = renderPage();
    expect(screen.getByText('ابھی کوئی اطلاع نہیں')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText('میرے کارڈز پر نئی ڈیلز، اس شہر میں'),
      'Karachi',
    );
    expect(await screen.findByText('آپ کو کراچی میں نئی ڈیلز کی اطلاع ملے گی۔')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
