import { describe, expect, it } from 'vitest';
import { FAVOURITE_FAILED_MESSAGE, favouriteFailureMessage } from '@/lib/favourites/use-favourites';
import { writeFailureSentence } from './write-errors';

describe('write failures in words', () => {
  it('explains a rules refusal of a favourite without the rule’s text', () => {
    expect(
      favouriteFailureMessage({ code: 'permission-denied', message: "false for 'update' @ L170" }),
    ).toBe(
      'Could not update your favorites: this change was not accepted for your account. Reload the page and try again.',
    );
  });

  it('keeps the connection message for offline and unknown failures', () => {
    expect(favouriteFailureMessage({ code: 'unavailable', message: 'offline' })).toBe(
      FAVOURITE_FAILED_MESSAGE,
    );
    expect(favouriteFailureMessage(new Error('boom'))).toBe(FAVOURITE_FAILED_MESSAGE);
  });

  it('has a sentence for every code a write reports and none for others', () => {
    for (const code of [
      'permission-denied',
      'unauthenticated',
      'not-found',
      'already-exists',
      'failed-precondition',
      'aborted',
      'resource-exhausted',
      'invalid-argument',
      'unavailable',
      'deadline-exceeded',
      'internal',
    ]) {
      expect(writeFailureSentence(code, 'review')).toMatch(/\.$/);
    }
    expect(writeFailureSentence('auth/whatever', 'review')).toBeNull();
  });
});
