/**
 * User-facing texts that validators and screens share, in a module of their own: the first page
 * shows some of them (the layout's messages), and importing them must not bring every validator
 * into its bundle.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  REVIEW_COMMENT_MAX,
  USER_NAME_MAX,
} from './constants.js';

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  verifyEmail:
    'Please verify your email before logging in. Check your inbox for a verification link.',
  enterEmail: 'Please enter your email address',
  mustBeLoggedIn: 'You must be logged in to change your password',
  enterCurrentPassword: 'Please enter your current password',
  passwordTooShort: 'New password must be at least 6 characters',
  passwordOnlySpaces: 'New password must not be only spaces',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordUpdated: 'Password updated successfully',
  selectBank: 'Please select at least one bank before continuing',
  confirmNoCards: "You haven't selected any cards. Do you want to proceed anyway?",
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameHasDigits: 'Name should not contain numbers',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailHasSpaces: 'An email address has no spaces. Check yours, such as name@gmail.com.',
  emailNeedsAt:
    'An email address has an @ between the name and the domain, such as name@gmail.com.',
  emailNeedsDomain:
    'Add the whole domain after the @, with its ending, such as gmail.com or company.com.pk.',
  emailMisplacedDot:
    'An email address cannot start or end with a dot, or have two dots together or beside the @.',
  emailNotDeliverable:
    'This email address could never receive mail. Check it, such as name@gmail.com.',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  nameNoLetters: 'Name must contain at least one letter',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  messageNoText: 'Message must contain at least one letter or number',
  reviewEmpty: 'Please write a review before submitting',
  reviewNoText: 'Your review needs at least one letter or number.',
  reviewTooLong: `Your review is too long: at most ${REVIEW_COMMENT_MAX} characters.`,
  invalidCredentials: 'Invalid email or password. Please try again.',
  tooManyRequests: 'Too many failed login attempts. Please try again later.',
  noAccount: 'No account found with this email address.',
  wrongCurrentPassword: 'Current password is incorrect',
  signInToFavourite: 'Please sign up or log in to save favorites!',
  linkCopied: 'Link copied to clipboard!',
  userNameNoText: 'Your name needs at least one letter or number',
  userNameTooLong: `Your name can be at most ${USER_NAME_MAX} characters`,
} as const;
