import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetBankSchema, datasetDealSchema } from './dataset.js';
import { normalizeDeal } from './normalize.js';
import { parseBank } from './parsers.js';
import { normalizePlace } from './places.js';
import { isSafeImageUrl, MAX_IMAGE_URL_LENGTH, safeImageUrl } from './safe-url.js';

const PLACEHOLDER = '/placeholder.svg';

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:text/html,<script>alert(1)</script>',
  'http://cdn.example.com/a.png',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  '\\\\evil.example\\a.png',
  ' https://cdn.example.com/a.png',
  'https://cdn.example.com/a.png ',
  'https://cdn.example.com/a\u00a0b.png',
  'java\tscript:alert(1)',
  'https://cdn.example.com/a.png\n',
  '/a\u0000b.png',
  'https://cdn.example.com/\u0085a.png',
  'https://cdn.example.com/\u200ba.png',
  'https://user:pass@cdn.example.com/a.png',
  'https://',
  'https:/cdn.example.com/a.png',
  'cdn.example.com/a.png',
  'a.png',
  '',
  `/${'a'.repeat(MAX_IMAGE_URL_LENGTH)}`,
];

describe('safeImageUrl', () => {
  it('keeps https: URLs and own absolute paths', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'HTTPS://cdn.example.com/a.png?w=400#x',
      '/demo/placeholder-deal.svg',
      '/',
      '/icons/icon%20512.png',
      '/cards/HBL Debit.png',
      'https://cdn.example.com/a b.png',
    ]) {
      expect(safeImageUrl(url, PLACEHOLDER), url).toBe(url);
      expect(isSafeImageUrl(url), url).toBe(true);
    }
  });

  it('gives the placeholder for every other scheme, host trick, whitespace or control character', () => {
    for (const url of UNSAFE) {
      expect(safeImageUrl(url, PLACEHOLDER), JSON.stringify(url)).toBe(PLACEHOLDER);
    }
    for (const value of [undefined, null, 42, {}, ['https://a.example/x.png']]) {
      expect(safeImageUrl(value, PLACEHOLDER)).toBe(PLACEHOLDER);
    }
  });

  it('only ever answers with an https: URL, an own path or the placeholder', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...UNSAFE)), (value) => {
        const out = safeImageUrl(value, PLACEHOLDER);
        expect(
          out === PLACEHOLDER || /^https:\/\/[^/\\]/i.test(out) || /^\/(?![/\\])/.test(out),
        ).toBe(true);
      }),
    );
  });
});

describe('pictures where data enters', () => {
  it('the normalisers replace an unsafe deal, place or bank picture with the placeholder', () => {
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1' };
    const deal = normalizeDeal(
      {
        image_url: 'javascript:alert(1)',
        icon_url: 'data:image/svg+xml,<svg onload=alert(1)>',
        offers: [
          { title: 'x', card_type: [{ cardName: 'Gold', cardImage: '//evil.example/c.png' }] },
        ],
      },
      ids,
    );
    expect(deal.imageUrl).toBe('/demo/placeholder-deal.svg');
    expect(deal.iconUrl).toBe('/demo/placeholder-deal.svg');
    expect(deal.offers[0]?.cardTypes[0]).toEqual({ cardName: 'Gold', cardImage: '' });
    expect(
      normalizeDeal(
        { image_url: 'https://cdn.example.com/a.png', icon_url: 'http://x.example/i.png' },
        ids,
      ),
    ).toMatchObject({
      imageUrl: 'https://cdn.example.com/a.png',
      iconUrl: 'https://cdn.example.com/a.png',
    });

    const place = normalizePlace({
      title: 'Cafe',
      imageUrl: 'javascript:alert(1)',
      banks: [{ bankId: 'Hbl', deals: [{ dealId: 'd1', imageUrl: 'http://x.example/a.png' }] }],
    });
    expect(place.imageUrl).toBe('/demo/placeholder-deal.svg');
    expect(place.iconUrl).toBe('/demo/placeholder-deal.svg');
    expect(place.banks[0]?.deals[0]?.imageUrl).toBe('/demo/placeholder-deal.svg');

    const bank = parseBank(
      {
        bankImage: 'javascript:alert(1)',
        cardImage: 'data:,x',
        cards: { gold: { cardName: 'Gold', cardImage: 'java\nscript:alert(1)' } },
      },
      'Hbl',
    );
    expect(bank.bankImage).toBe('/demo/banks/hbl.webp');
    expect(bank.cardImage).toBe('/demo/cards/default-card.svg');
    expect(bank.cards[0]?.cardImage).toBe('/demo/cards/default-card.svg');
  });

  it('the import schema refuses an unsafe picture address and keeps a safe one', () => {
    const deal = (raw: Record<string, unknown>) =>
      datasetDealSchema.safeParse({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1', data: raw });
    expect(deal({ image_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(deal({ icon_url: '//evil.example/a.png' }).success).toBe(false);
    expect(deal({ image_url: 'http://cdn.example.com/a.png' }).success).toBe(false);
    expect(
      deal({ image_url: 'https://cdn.example.com/a.png', icon_url: '/demo/a.svg' }).success,
    ).toBe(true);
    expect(deal({ image_url: '' }).success).toBe(true);
    const bank = (extra: Record<string, unknown>) =>
      datasetBankSchema.safeParse({ id: 'Hbl', bankName: 'HBL', ...extra });
    expect(bank({ bankImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(bank({ cards: [{ id: 'gold', cardName: 'Gold', cardImage: 'data:,x' }] }).success).toBe(
      false,
    );
    expect(bank({ bankImage: '/demo/banks/hbl.svg' }).success).toBe(true);
  });
});
