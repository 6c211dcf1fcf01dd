/** The member's notifications page and the city their new-deal alerts are about. */
export const notifications = {
  pageTitle: 'Notifications',
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  markAllError: 'Could not mark them read. Please try again.',
  markReadError: 'Could not mark it read. Please try again.',
  loading: 'Loading notifications',
  loadError: {
    title: 'Could not load your notifications',
    body: 'Check your connection and try again.',
    retry: 'Retry',
  },
  empty: {
    title: 'No notifications yet',
    body: 'You hear here when a new deal appears for one of your cards in your city, when a place you follow gets a new or better deal, and three days before a favourite ends.',
  },
  // A notification in the reader's language, from the deal's words stored with it (the functions
  // store these same English sentences as its title and body).
  text: {
    'place-new': { title: 'New deal at {{deal}}', body: '{{discount}} with {{bank}} cards.' },
    'place-better': {
      title: 'Better deal at {{deal}}',
      body: 'Now {{discount}} with {{bank}} cards.',
    },
    'card-new': { title: 'New deal for your {{bank}} card: {{deal}}', body: '{{discount}}' },
    'favourite-expiring': {
      title: '{{deal}} ends soon',
      body: 'Your favourite deal ({{discount}}) ends on {{until}}.',
      bodyNoDate: 'Your favourite deal ({{discount}}) ends on its last day.',
    },
    'deal-reported': {
      title: 'Reported not working: {{deal}}',
      body: "Members say this {{bank}} deal ({{discount}}) did not work at the till. See the admin page's queue.",
    },
  },
  unread: 'Unread: ',
  markRead: 'Mark read',
  markReadLabel: 'Mark read: “{{title}}”',
  alertCity: {
    label: 'New deals for my cards in',
    saveError: 'Could not save the city. Please try again.',
    saved: 'You will hear about new deals in {{city}}.',
  },
} as const;
