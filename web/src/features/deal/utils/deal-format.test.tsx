import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { useDealFormat } from './deal-format';

const format = () => renderHook(() => useDealFormat()).result.current;

describe('deal dates', () => {
  it('writes a stored day as that day, with the month named', () => {
    expect(format().date('2026-12-05')).toBe('5 Dec 2026');
  });

  it("writes a moment as Pakistan's calendar day, wherever the reader's clock is set", () => {
    // Pakistan is five hours ahead of UTC all year: 19:00 UTC is midnight there.
    expect(format().date(Date.UTC(2026, 0, 31, 18, 59))).toBe('31 Jan 2026');
    expect(format().date(Date.UTC(2026, 0, 31, 19, 0))).toBe('1 Feb 2026');
    expect(format().date('2026-09-08T19:05:00.000Z')).toBe('9 Sep 2026');
  });

  it('keeps a text that is no date as written, and nothing as nothing', () => {
    expect(format().date('end of season')).toBe('end of season');
    expect(format().date(null)).toBe('');
  });

  it('names the month in Urdu for an Urdu reader', async () => {
    await act(() => loadLanguage('ur'));
    expect(format().date('2026-12-05')).toBe('5 دسمبر 2026');
  });
});
