/** The contact form. */
export const contact = {
  pageTitle: 'Contact Us',
  title: 'Contact Us',
  intro:
    'A deal that looks wrong, a bank we should add, or an idea for the app? Write to us and we will reply by e-mail.',
  fields: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
  },
  submit: 'Send Message',
  thankYou:
    "Thank you for reaching out! We've received your message and will get back to you soon.",
  sendFailed: 'Your message could not be sent. Please try again.',
  /**
   * The server words its limit in English with the exact numbers; in another language the form
   * says it with these, and the wait the server gave.
   */
  rateLimited: 'Too many messages. Please try again later.',
  rateLimitedFor_one: 'Too many messages. Please try again in {{count}} minute.',
  rateLimitedFor_other: 'Too many messages. Please try again in {{count}} minutes.',
} as const;
