import { afterEach, describe, expect, it } from 'vitest';
import { alertPageSize, MAX_ALERT_PAGE_SIZE } from './config.js';

describe('alertPageSize', () => {
  afterEach(() => {
    delete process.env.ALERT_PAGE_SIZE;
  });

  it('reads 500 recipients at a time when ALERT_PAGE_SIZE is not set', () => {
    expect(alertPageSize()).toBe(500);
  });

  it('takes a whole number from ALERT_PAGE_SIZE', () => {
    process.env.ALERT_PAGE_SIZE = '7';
    expect(alertPageSize()).toBe(7);
  });

  it('cuts a setting above the maximum to the maximum, so paging still bounds memory', () => {
    process.env.ALERT_PAGE_SIZE = '1000000';
    expect(alertPageSize()).toBe(MAX_ALERT_PAGE_SIZE);
  });

  it.each(['0', '-3', 'many'])('falls back to 500 for %s', (setting) => {
    process.env.ALERT_PAGE_SIZE = setting;
    expect(alertPageSize()).toBe(500);
  });
});
