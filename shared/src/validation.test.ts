import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_MESSAGE_MAX,
  REVIEW_COMMENT_MAX,
  contactMessageSchema,
  deselectBank,
  emailProblem,
  hasVisibleText,
  isValidEmail,
  isValidUserName,
  parseContactMessage,
  textLength,
  isContactValid,
  validateCardSelection,
  validateChangePassword,
  validateContact,
  validateLogin,
  validateReset,
  validateReview,
  validateSignUp,
  storableUserName,
} from './index.js';

/** A sign-up form that passes. */
const signUp = { name: 'A', email: 'a@b.co', password: 'secret' };

describe('form validation', () => {
  it('requires all sign-up fields', () => {
    expect(validateSignUp({ ...signUp, password: '' })).toBe('Please fill in all fields');
    expect(validateSignUp({ ...signUp, name: ' ', password: 'x' })).toBe(
      'Please fill in all fields',
    );
    expect(validateSignUp(signUp)).toBeNull();
  });

  it('refuses a sign-up name the profile could not store, before any account exists', () => {
    expect(validateSignUp({ ...signUp, name: '!!! ...' })).toBe(
      'Your name needs at least one letter or number',
    );
    expect(validateSignUp({ ...signUp, name: '\u200b🙂' })).toBe(
      'Your name needs at least one letter or number',
    );
    expect(validateSignUp({ ...signUp, name: 'ب'.repeat(101) })).toBe(
      'Your name can be at most 100 characters',
    );
    // Counted in characters as the rules count them, and trimmed as it is stored.
    expect(validateSignUp({ ...signUp, name: ` ${'😀'.repeat(99)}A ` })).toBeNull();
    expect(validateSignUp({ ...signUp, name: 'علی 2' })).toBeNull();
  });

  it('refuses a sign-up address that could never be verified, saying what is wrong with it', () => {
    const problem = (email: string) => validateSignUp({ ...signUp, email });
    expect(problem('name 123@gmail.com')).toBe(
      'An email address has no spaces. Check yours, such as name@gmail.com.',
    );
    expect(problem('name.gmail.com')).toBe(
      'An email address has an @ between the name and the domain, such as name@gmail.com.',
    );
    for (const email of ['name@gmail', 'name@', 'name@gmail.c', 'name@gmail.123'])
      expect(problem(email), email).toBe(
        'Add the whole domain after the @, with its ending, such as gmail.com or company.com.pk.',
      );
    for (const email of [
      'name@gmail..com',
      '.name@gmail.com',
      'name.@gmail.com',
      'na..me@gmail.com',
      'name@.gmail.com',
      'name@gmail.com.',
    ])
      expect(problem(email), email).toBe(
        'An email address cannot start or end with a dot, or have two dots together or beside the @.',
      );
    for (const email of ['a@b@c.com', '@gmail.com', 'name@-gmail.com', 'na(me)@gmail.com'])
      expect(problem(email), email).toBe(
        'This email address could never receive mail. Check it, such as name@gmail.com.',
      );
    // Spaces around the address are not part of it; the name is checked first.
    expect(problem('  muhammad.abdullah.khan5606@gmail.com ')).toBeNull();
    expect(validateSignUp({ ...signUp, name: '!!!', email: 'x@y' })).toBe(
      'Your name needs at least one letter or number',
    );
  });

  it('accepts the addresses people really have, with one validator for every form', () => {
    for (const email of [
      'a@b.co',
      'ayesha.khan+deals@gmail.com',
      "o'brien@company.com.pk",
      'x_y-z@mail-server.example.org',
      'علی@مثال.پاکستان',
      'name@example.xn--mgbai9azgqp6j',
    ])
      expect(emailProblem(email), email).toBeNull();
    for (const email of ['name@gmail', 'name 123@gmail.com', 'name@gmail..com', 'foo@bar']) {
      expect(isValidEmail(email), email).toBe(false);
      expect(validateContact({ name: 'Ali', email, message: 'Hello there team' }).email).toBe(
        'Invalid email address',
      );
    }
    expect(isValidEmail(`${'a'.repeat(65)}@gmail.com`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(250)}.com`)).toBe(false);
  });

  it('stores a provider name the rules accept, whatever the provider sent', () => {
    expect(storableUserName('  Ayesha Khan ')).toBe('Ayesha Khan');
    expect(storableUserName('🙂')).toBe('User');
    expect(storableUserName(null)).toBe('User');
    expect(storableUserName('A'.repeat(150))).toBe('A'.repeat(100));
    expect(storableUserName(`${'😀'.repeat(100)}B`)).toBe('User');
    for (const name of ['x', ' y ', '🙂', 'ب'.repeat(300), `${'z'.repeat(99)} 😀😀`])
      expect(isValidUserName(storableUserName(name))).toBe(true);
  });

  it('refuses login with an unverified e-mail', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x', emailVerified: false })).toBe(
      'Please verify your email before logging in. Check your inbox for a verification link.',
    );
    expect(validateLogin({ email: 'a@b.co', password: 'x', emailVerified: true })).toBeNull();
    expect(validateLogin({ email: '', password: 'x' })).toBe('Please fill in all fields');
  });

  it('requires the e-mail for a password reset', () => {
    expect(validateReset({ email: '' })).toBe('Please enter your email address');
    expect(validateReset({ email: 'a@b.co' })).toBeNull();
  });

  it('checks a password change in order', () => {
    const ok = {
      isLoggedIn: true,
      currentPassword: 'old',
      newPassword: 'secret',
      confirmPassword: 'secret',
    };
    expect(validateChangePassword({ ...ok, isLoggedIn: false })).toBe(
      'You must be logged in to change your password',
    );
    expect(validateChangePassword({ ...ok, currentPassword: '' })).toBe(
      'Please enter your current password',
    );
    expect(validateChangePassword({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'New password must be at least 6 characters',
    );
    expect(validateChangePassword({ ...ok, confirmPassword: 'secreT' })).toBe(
      'New passwords do not match',
    );
    // Six spaces: the log-in form would take them for no password at all.
    expect(
      validateChangePassword({ ...ok, newPassword: '      ', confirmPassword: '      ' }),
    ).toBe('New password must not be only spaces');
    expect(
      validateChangePassword({ ...ok, newPassword: ' secret ', confirmPassword: ' secret ' }),
    ).toBeNull();
    expect(validateChangePassword(ok)).toBeNull();
  });

  it('needs a bank for card setup and confirms when no card is chosen', () => {
    expect(validateCardSelection([], {})).toEqual({
      error: 'Please select at least one bank before continuing',
      confirm: null,
    });
    expect(validateCardSelection(['Hbl'], { Hbl: [] })).toEqual({
      error: null,
      confirm: "You haven't selected any cards. Do you want to proceed anyway?",
    });
    expect(validateCardSelection(['Hbl'], { Hbl: ['HBL Gold Credit Card'] })).toEqual({
      error: null,
      confirm: null,
    });
  });

  it('drops a bank’s cards when the bank is deselected', () => {
    expect(deselectBank(['Hbl', 'Mcb'], { Hbl: ['a'], Mcb: ['b'] }, 'Hbl')).toEqual({
      selectedBanks: ['Mcb'],
      selectedCards: { Mcb: ['b'] },
    });
  });

  it('validates the contact form with its messages', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateContact({ name: 'A', email: 'nope', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(
      validateContact({ name: 'Ali 2', email: 'ali@example.pk', message: 'Hello there team' }).name,
    ).toBe('Name should not contain numbers');
    const good = validateContact({
      name: 'Ali',
      email: 'ali@example.pk',
      message: 'Hello there team',
    });
    expect(good).toEqual({});
    expect(isContactValid(good)).toBe(true);
  });

  it('does not send empty or whitespace-only reviews', () => {
    expect(validateReview('   ')).not.toBeNull();
    expect(validateReview('')).not.toBeNull();
    expect(validateReview('Great food')).toBeNull();
  });

  it('refuses a review of zero-width spaces or punctuation only', () => {
    expect(validateReview('\u200b\u200b\u200b\u200b')).toBe(
      'Your review needs at least one letter or number.',
    );
    expect(validateReview('!!! ...')).toBe('Your review needs at least one letter or number.');
    expect(validateReview('بہت اچھا')).toBeNull();
    expect(validateReview('10/10')).toBeNull();
  });

  it('counts a review’s length in code points, so 2000 emoji fit and 2001 do not', () => {
    expect(validateReview('a' + '😀'.repeat(REVIEW_COMMENT_MAX - 1))).toBeNull();
    expect(validateReview('a' + '😀'.repeat(REVIEW_COMMENT_MAX))).toBe(
      'Your review is too long: at most 2000 characters.',
    );
    expect(textLength('😀é')).toBe(2);
  });

  it('finds digits after a newline in a contact name', () => {
    expect(
      validateContact({ name: 'Ali\n0300 1234567', email: 'a@b.co', message: 'Hello there team' })
        .name,
    ).toBe('Name should not contain numbers');
    expect(
      validateContact({ name: 'Ali ۳', email: 'a@b.co', message: 'Hello there team' }).name,
    ).toBe('Name should not contain numbers');
  });

  it('refuses a contact message of spaces or a name without letters', () => {
    expect(validateContact({ name: 'Ali', email: 'a@b.co', message: ' '.repeat(12) }).message).toBe(
      'Message is required',
    );
    expect(
      validateContact({ name: 'Ali', email: 'a@b.co', message: '\u200b'.repeat(12) }).message,
    ).toBe('Message must contain at least one letter or number');
    expect(
      validateContact({ name: '-- --', email: 'a@b.co', message: 'Hello there team' }).name,
    ).toBe('Name must contain at least one letter');
    expect(
      validateContact({
        name: 'Ali',
        email: 'a@b.co',
        message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1),
      }).message,
    ).toBe('Message must be at most 5000 characters');
  });

  it('accepts only names with visible text up to 100 characters', () => {
    expect(isValidUserName('Ayesha')).toBe(true);
    expect(isValidUserName('   ')).toBe(false);
    expect(isValidUserName('\u200b')).toBe(false);
    expect(isValidUserName('a'.repeat(101))).toBe(false);
    expect(isValidUserName(42)).toBe(false);
  });

  it('never calls whitespace-only text visible', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '\n', '\t', '\u200b', '\u00a0', '\u3000')),
        (parts) => {
          expect(hasVisibleText(parts.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('the contact message schema', () => {
  it('trims and accepts a valid message', () => {
    expect(
      contactMessageSchema.parse({
        name: ' Ali ',
        email: 'a@b.co ',
        message: ' Hello there team ',
      }),
    ).toEqual({ name: 'Ali', email: 'a@b.co', message: 'Hello there team' });
  });

  it('gives the form’s messages per field', () => {
    const result = parseContactMessage({ name: 'Ali\n1', email: 'x', message: 'short' });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name: 'Name should not contain numbers',
        email: 'Invalid email address',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('refuses unknown fields and non-objects', () => {
    expect(
      parseContactMessage({ name: 'Ali', email: 'a@b.co', message: 'Hello there team', x: 1 }),
    ).toMatchObject({ ok: false, error: 'Unknown field: send only name, email and message' });
    expect(parseContactMessage('hi')).toMatchObject({ ok: false });
    expect(parseContactMessage({ name: 'Ali', email: 'a@b.co' })).toMatchObject({
      ok: false,
      errors: { message: 'message is required' },
    });
  });
});
