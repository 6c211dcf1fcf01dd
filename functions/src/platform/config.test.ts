import { afterEach, describe, expect, it } from 'vitest';
import {
  alertPageSize,
  analyzeRateLimit,
  analyzeRateWindowMs,
  MAX_ALERT_PAGE_SIZE,
  publicOrigin,
} from './config.js';

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

describe('publicOrigin', () => {
  afterEach(() => {
    delete process.env.PUBLIC_ORIGIN;
  });

  it('is PUBLIC_ORIGIN when it is an http(s) origin', () => {
    process.env.PUBLIC_ORIGIN = 'https://Deals.Example/';
    expect(publicOrigin()).toBe('https://deals.example');
  });

  it.each(['', 'javascript:alert(1)', 'https://a.example/path', 'deals.example'])(
    'falls back to the project’s Hosting domain for %j',
    (setting) => {
      process.env.PUBLIC_ORIGIN = setting;
      expect(publicOrigin()).toMatch(/^https:\/\/[a-z0-9-]+\.web\.app$/);
    },
  );
});

describe('analyze rate limit settings', () => {
  afterEach(() => {
    delete process.env.ANALYZE_RATE_LIMIT;
    delete process.env.ANALYZE_RATE_WINDOW_SECONDS;
  });

  it('default to 60 calls a minute and read their settings', () => {
    expect(analyzeRateLimit()).toBe(60);
    expect(analyzeRateWindowMs()).toBe(60_000);
    process.env.ANALYZE_RATE_LIMIT = '5';
    process.env.ANALYZE_RATE_WINDOW_SECONDS = '600';
    expect(analyzeRateLimit()).toBe(5);
    expect(analyzeRateWindowMs()).toBe(600_000);
  });
});
