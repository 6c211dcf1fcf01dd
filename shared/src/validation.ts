/**
 * Form validation with the messages people see. Each validator returns the message to show, or
 * null when the input is acceptable; the contact form returns one message per field.
 */
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  DEFAULT_USER_NAME,
  MIN_PASSWORD_LENGTH,
  REVIEW_COMMENT_MAX,
  USER_NAME_MAX,
} from './constants.js';
import { MESSAGES } from './messages.js';
import { hasVisibleText, textLength } from './text.js';

const blank = (s: string | null | undefined): boolean => (s ?? '').trim() === '';

/** True for a name that contains a number in any script, newlines and all (the rules use `\p{N}` with `(?s)`). */
export function hasDigits(s: string): boolean {
  return /\p{N}/u.test(s);
}

/** A user or review author name the rules accept: visible text, at most USER_NAME_MAX characters. */
export function isValidUserName(name: unknown): name is string {
  return typeof name === 'string' && hasVisibleText(name) && textLength(name) <= USER_NAME_MAX;
}

/**
 * The name a new profile stores: trimmed, cut to USER_NAME_MAX characters, or the default 'User'
 * when nothing visible is left. A provider's display name (Google's) can be an emoji alone or
 * longer than the rules allow, and must not make the profile's first write fail.
 */
export function storableUserName(name: string | null | undefined): string {
  const cut = Array.from((name ?? '').trim())
    .slice(0, USER_NAME_MAX)
    .join('')
    .trim();
  return hasVisibleText(cut) ? cut : DEFAULT_USER_NAME;
}

/** The longest name before the @ that mail servers take (RFC 5321). */
const EMAIL_LOCAL_MAX = 64;
/** What may stand before the @, dots apart: letters and digits in any script and RFC 5322's symbols. */
const EMAIL_LOCAL_CHARS = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
/** One label of a domain name: letters and digits, hyphens inside, at most 63 characters. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
/** A top-level domain: letters only (com, pk, پاکستان), or an IDN's ASCII form (xn--…). */
const TOP_LEVEL_DOMAIN = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * Why an e-mail address (trimmed) could never receive mail, as the message to show, or null when
 * it reads as a deliverable address: one @, a name before it and a full domain after it (at least
 * two labels, the last one letters, such as gmail.com), no spaces, and no dot first, last, doubled
 * or beside the @. The one e-mail check of every form (sign-up, contact, the emulated Google
 * chooser) and of the contact function: `name@gmail`, `name 123@gmail.com` and `name@gmail..com`
 * are refused, since an account made with one can never be verified. An empty address is the
 * caller's to report (each form has its own text for it).
 */
export function emailProblem(email: string): string | null {
  const address = email.trim();
  if (/\s/u.test(address)) return MESSAGES.emailHasSpaces;
  const at = address.split('@');
  if (at.length === 1) return MESSAGES.emailNeedsAt;
  if (at.length > 2) return MESSAGES.emailNotDeliverable;
  const [local = '', domain = ''] = at;
  if (local === '' || textLength(address) > CONTACT_EMAIL_MAX) return MESSAGES.emailNotDeliverable;
  if (
    local.startsWith('.') ||
    local.endsWith('.') ||
    domain.startsWith('.') ||
    domain.endsWith('.') ||
    address.includes('..')
  )
    return MESSAGES.emailMisplacedDot;
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (domain === '' || labels.length < 2 || !TOP_LEVEL_DOMAIN.test(tld))
    return MESSAGES.emailNeedsDomain;
  if (
    textLength(local) > EMAIL_LOCAL_MAX ||
    !EMAIL_LOCAL_CHARS.test(local) ||
    !labels.every((label) => DOMAIN_LABEL.test(label))
  )
    return MESSAGES.emailNotDeliverable;
  return null;
}

/** True for an address emailProblem accepts. */
export function isValidEmail(email: string): boolean {
  return emailProblem(email) === null;
}

/**
 * Why a member's name could not be stored, as firestore.rules' validName() judges the profile's
 * Name (trimmed, as sign-up stores it): it needs a letter or digit in any script and at most
 * USER_NAME_MAX characters. Null when the rules would accept it; an empty name is the caller's.
 */
export function userNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!hasVisibleText(trimmed)) return MESSAGES.userNameNoText;
  if (textLength(trimmed) > USER_NAME_MAX) return MESSAGES.userNameTooLong;
  return null;
}

/**
 * Sign-up: name, e-mail and password all required, a name the profile can store as typed
 * (what isValidUserName and firestore.rules accept) and an address that can receive the
 * verification e-mail, checked before the account is created. The first problem is returned.
 */
export function validateSignUp(form: {
  name?: string | null;
  email?: string | null;
  password?: string | null;
}): string | null {
  if (blank(form.name) || blank(form.email) || blank(form.password)) return MESSAGES.fillAllFields;
  return userNameProblem(form.name ?? '') ?? emailProblem(form.email ?? '');
}

/**
 * Login: e-mail and password required; after the provider signs in, an unverified e-mail is
 * refused (pass emailVerified then). Empty fields get sign-up's texts.
 */
export function validateLogin(form: {
  email?: string | null;
  password?: string | null;
  emailVerified?: boolean;
}): string | null {
  if (blank(form.email) || blank(form.password)) return MESSAGES.fillAllFields;
  if (form.emailVerified === false) return MESSAGES.verifyEmail;
  return null;
}

/** Password reset: the e-mail is required. */
export function validateReset(form: { email?: string | null }): string | null {
  return blank(form.email) ? MESSAGES.enterEmail : null;
}

/** Change password, checked in order: the first failing check is the one shown. */
export function validateChangePassword(form: {
  isLoggedIn: boolean;
  currentPassword?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}): string | null {
  if (!form.isLoggedIn) return MESSAGES.mustBeLoggedIn;
  if (blank(form.currentPassword)) return MESSAGES.enterCurrentPassword;
  return validateNewPassword(form.newPassword, form.confirmPassword);
}

/**
 * A new password (change or reset), checked in order: long enough, not only spaces (the log-in
 * form takes such a password for an empty one, which would lock the member out), and confirmed.
 */
export function validateNewPassword(
  password: string | null | undefined,
  confirm: string | null | undefined,
): string | null {
  if ((password ?? '').length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (blank(password)) return MESSAGES.passwordOnlySpaces;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  return null;
}

/** Outcome of the card setup check: a blocking error, or a confirmation to ask, or neither. */
export interface CardSelectionCheck {
  readonly error: string | null;
  readonly confirm: string | null;
}

/**
 * Card setup: at least one bank (error); zero cards asks for confirmation.
 * selectedCards maps bank to its chosen card names.
 */
export function validateCardSelection(
  selectedBanks: readonly string[],
  selectedCards: Readonly<Record<string, readonly string[]>>,
): CardSelectionCheck {
  if (selectedBanks.length === 0) return { error: MESSAGES.selectBank, confirm: null };
  const cards = selectedBanks.reduce((n, b) => n + (selectedCards[b]?.length ?? 0), 0);
  return { error: null, confirm: cards === 0 ? MESSAGES.confirmNoCards : null };
}

/** Deselecting a bank also drops its cards. */
export function deselectBank(
  selectedBanks: readonly string[],
  selectedCards: Readonly<Record<string, readonly string[]>>,
  bank: string,
): { selectedBanks: string[]; selectedCards: Record<string, readonly string[]> } {
  const { [bank]: _dropped, ...rest } = selectedCards;
  return { selectedBanks: selectedBanks.filter((b) => b !== bank), selectedCards: rest };
}

/** Per-field contact form errors; empty when valid. */
export interface ContactErrors {
  name?: string;
  email?: string;
  message?: string;
}

/** Contact form rules: name, e-mail and message, each with its minimum. */
export function validateContact(form: {
  name?: string | null;
  email?: string | null;
  message?: string | null;
}): ContactErrors {
  const errors: ContactErrors = {};
  const name = (form.name ?? '').trim();
  const email = (form.email ?? '').trim();
  const message = (form.message ?? '').trim();
  if (name === '') errors.name = MESSAGES.nameRequired;
  else if (textLength(name) < CONTACT_NAME_MIN) errors.name = MESSAGES.nameTooShort;
  else if (textLength(name) > CONTACT_NAME_MAX) errors.name = MESSAGES.nameTooLong;
  else if (hasDigits(name)) errors.name = MESSAGES.nameHasDigits;
  else if (!/\p{L}/u.test(name)) errors.name = MESSAGES.nameNoLetters;
  if (email === '') errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.emailInvalid;
  if (message === '') errors.message = MESSAGES.messageRequired;
  else if (textLength(message) < CONTACT_MESSAGE_MIN) errors.message = MESSAGES.messageTooShort;
  else if (textLength(message) > CONTACT_MESSAGE_MAX) errors.message = MESSAGES.messageTooLong;
  else if (!hasVisibleText(message)) errors.message = MESSAGES.messageNoText;
  return errors;
}

/** True when a contact form has no errors. */
export function isContactValid(errors: ContactErrors): boolean {
  return errors.name === undefined && errors.email === undefined && errors.message === undefined;
}

/**
 * Review text, as it will be sent (trimmed): empty or whitespace-only is not sent; it
 * needs a letter or digit and at most REVIEW_COMMENT_MAX characters, the checks the rules and the
 * scoring function repeat. Returns null when sendable.
 */
export function validateReview(text: string | null | undefined): string | null {
  if (blank(text)) return MESSAGES.reviewEmpty;
  const comment = (text ?? '').trim();
  if (!hasVisibleText(comment)) return MESSAGES.reviewNoText;
  if (textLength(comment) > REVIEW_COMMENT_MAX) return MESSAGES.reviewTooLong;
  return null;
}
