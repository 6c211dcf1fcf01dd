import { renderHook, act } from '@testing-library/react';
import { MESSAGES } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n';
import { useMessage } from './use-message';

describe('useMessage', () => {
  it('shows a validator’s English message in the current language', async () => {
    const { result } = renderHook(() => useMessage());
    expect(result.current(MESSAGES.emailInvalid)).toBe('Invalid email address');
    await act(() => loadLanguage('ur'));
    expect(result.current(MESSAGES.emailInvalid)).toBe('ای میل پتا درست نہیں');
  });

  it('shows a text it does not know as it came', async () => {
    const { result } = renderHook(() => useMessage());
    await act(() => loadLanguage('ur'));
    expect(result.current('quota exceeded on server')).toBe('quota exceeded on server');
  });
});
