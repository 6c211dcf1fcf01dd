import { act, renderHook } from '@testing-library/react';
import { MESSAGES } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { useMessage } from '@/lib/i18n/use-message';
import {
  changePasswordErrorMessage,
  deleteAccountErrorMessage,
  loginErrorMessage,
  useAuthMessage,
} from './auth-errors';
import { writeFailureSentence } from './firebase/write-errors';
import { FAVOURITE_FAILED_MESSAGE } from './favourites/use-favourites';
import { OfflineResultError } from './firebase/list-queries';
import { TimeoutError } from './with-timeout';

const err = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('lib error sentences in Urdu', () => {
  it('translates a mapped sentence and keeps English as the mappers return it', async () => {
    const { result } = renderHook(() => useAuthMessage());
    const text = loginErrorMessage(err('auth/network-request-failed'));
    expect(result.current(text)).toBe(text);
    await act(() => loadLanguage('ur'));
    expect(result.current(text)).toBe(
      'سرور تک رسائی نہیں ہو سکی۔ اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
    );
    expect(result.current(loginErrorMessage(err('auth/invalid-credential')))).toBe(
      'ای میل یا پاس ورڈ غلط ہے۔ دوبارہ کوشش کریں۔',
    );
  });

  it('translates both parts of a wrapped sentence', async () => {
    const { result } = renderHook(() => useAuthMessage());
    const update = changePasswordErrorMessage(err('auth/weak-password'));
    const remove = deleteAccountErrorMessage(err('auth/wrong-password'));
    expect(result.current(update)).toBe(
      'Error updating password: Choose a stronger password: at least 6 characters.',
    );
    expect(result.current(remove)).toBe('Failed to delete account: The password is incorrect.');
    await act(() => loadLanguage('ur'));
    expect(result.current(update)).toBe(
      'پاس ورڈ بدلنے میں خرابی: مضبوط پاس ورڈ چنیں: کم از کم 6 حروف۔',
    );
    expect(result.current(remove)).toBe('اکاؤنٹ ڈیلیٹ نہیں ہو سکا: پاس ورڈ غلط ہے۔');
    // A provider's own words inside the wrapper stay as they came.
    expect(result.current(deleteAccountErrorMessage(new Error('Firebase: quota exceeded')))).toBe(
      'اکاؤنٹ ڈیلیٹ نہیں ہو سکا: quota exceeded',
    );
  });

  it('has every write, favourite and loading sentence of lib in the messages namespace', async () => {
    const { result } = renderHook(() => useMessage());
    await act(() => loadLanguage('ur'));
    const codes = ['permission-denied', 'unauthenticated', 'not-found', 'aborted'];
    const english = [
      ...codes.flatMap((code) => [
        writeFailureSentence(code, 'review') ?? '',
        writeFailureSentence(code, 'favourite') ?? '',
      ]),
      FAVOURITE_FAILED_MESSAGE,
      MESSAGES.signInToFavourite,
      new OfflineResultError().message,
      new TimeoutError().message,
    ];
    for (const text of english) expect(result.current(text)).toMatch(/[\u0600-\u06ff]/u);
  });
});
