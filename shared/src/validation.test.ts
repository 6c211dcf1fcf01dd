import { describe, expect, it } from 'vitest';
import {
  deselectBank,
  isContactValid,
  validateCardSelection,
  validateChangePassword,
  validateContact,
  validateLogin,
  validateReset,
  validateReview,
  validateSignUp,
} from './index.js';

describe('form validation', () => {
  it('requires all sign-up fields', () => {
    expect(validateSignUp({ name: 'A', email: 'a@b.co', password: '' })).toBe(
      'Please fill in all fields',
    );
    expect(validateSignUp({ name: ' ', email: 'a@b.co', password: 'x' })).toBe(
      'Please fill in all fields',
    );
    expect(validateSignUp({ name: 'A', email: 'a@b.co', password: 'secret' })).toBeNull();
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

  it('validates the contact form with SPEC’s messages', () => {
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
});
