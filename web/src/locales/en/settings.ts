/** The settings page: profile, language, password, favourites and account deletion. */
export const settings = {
  pageTitle: 'Settings',
  title: 'Settings',
  profile: {
    title: 'Profile',
    name: 'Name',
    email: 'Email',
    /** Shown for an account that never gave a name. */
    defaultName: 'User',
    contact: 'Contact Us',
    deleteAccount: 'Delete Account',
  },
  changePassword: {
    title: 'Change Password',
    google: 'You sign in with Google, so there is no password to change here.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Update Password',
  },
  favourites: {
    title: 'Your Favorite Deals',
    loading: 'Loading your favourites',
    empty:
      "You don't have any favorite deals yet. Browse deals and click the heart icon to add favorites.",
    specialOffer: 'Special Offer',
    added: 'Added {{date}}',
    remove: 'Remove',
    removeLabel: 'Remove {{title}}',
  },
  deleteAccount: {
    title: 'Delete Account',
    warning:
      'This permanently deletes your account, your saved cards and your favourite deals. This cannot be undone.',
    password: 'Password',
    enterPassword: 'Please enter your password to confirm',
    cancel: 'Cancel',
    submit: 'Delete Account',
    done: 'Your account has been deleted.',
  },
} as const;
