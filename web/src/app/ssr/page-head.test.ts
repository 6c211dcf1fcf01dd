import { normalizeDeal, normalizePlace } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { pageHead, renderHead } from './page-head';

const texts = {
  t: i18n.getFixedT('en', 'deal'),
  cityName: (id: string) => i18n.getFixedT('en', 'common')(`city.${id}`, { defaultValue: id }),
};
const origin = 'https://deals.example';
const params = { bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' };

describe('pageHead', () => {
  it("names a deal's title, discount and bank, with its picture and public address", () => {
    const deal = normalizeDeal(
      { title: 'Cafe "Aylanto"', discount: '20% off', image_url: 'https://img.example/a.jpg' },
      params,
    );
    const head = pageHead(
      { kind: 'deal', params, deal, banks: [{ id: 'Hbl', bankName: 'HBL', bankImage: '' }] },
      origin,
      texts,
    );
    expect(head).toEqual({
      title: 'Cafe "Aylanto": 20% off with HBL',
      description: '20% off at Cafe "Aylanto" in Lahore with HBL cards.',
      canonicalUrl: 'https://deals.example/guest-deal/Hbl/food-1/Lahore',
      imageUrl: 'https://img.example/a.jpg',
      type: 'article',
    });
    const html = renderHead(head, 'Card Deals');
    expect(html).toContain(
      '<meta property="og:title" content="Cafe &quot;Aylanto&quot;: 20% off with HBL" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://deals.example/guest-deal/Hbl/food-1/Lahore" />',
    );
  });

  it("counts a place's banks and shows the place's own picture, made absolute", () => {
    const place = normalizePlace(
      {
        title: 'Biryani Bay',
        imageUrl: '/demo/brands/biryani-bay.svg',
        bestDiscount: '30% off',
        bankCount: 3,
      },
      { cityId: 'Karachi', placeKey: 'biryani-bay' },
    );
    const head = pageHead(
      { kind: 'place', ref: { cityId: 'Karachi', placeKey: 'biryani-bay' }, place, banks: [] },
      origin,
      texts,
    );
    expect(head.title).toBe('Biryani Bay: 30% off');
    expect(head.description).toBe('Offers at Biryani Bay in Karachi from 3 banks, up to 30% off.');
    expect(head.imageUrl).toBe('https://deals.example/demo/brands/biryani-bay.svg');
  });

  it("shows a deal's own picture (an own path made absolute against the public origin)", () => {
    const deal = normalizeDeal(
      { title: 'Biryani Bay', discount: '30% off', image_url: '/demo/brands/biryani-bay.svg' },
      params,
    );
    const head = pageHead({ kind: 'deal', params, deal, banks: [] }, origin, texts);
    expect(head.imageUrl).toBe('https://deals.example/demo/brands/biryani-bay.svg');
    const html = renderHead(head, 'Card Deals');
    expect(html).toContain(
      '<meta property="og:image" content="https://deals.example/demo/brands/biryani-bay.svg" />',
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://deals.example/demo/brands/biryani-bay.svg" />',
    );
    expect(html).not.toContain('icon-512');
  });

  it("shows a place's best deal's picture first, then its own, then the site's icon", () => {
    const ref = { cityId: 'Lahore', placeKey: 'cafe' };
    const deal = (dealId: string, imageUrl?: string) => ({
      dealId,
      title: 'Cafe',
      discount: '20% off',
      ...(imageUrl === undefined ? {} : { imageUrl }),
    });
    const placeWith = (best: string | undefined, own: string | undefined) =>
      normalizePlace(
        {
          title: 'Cafe',
          ...(own === undefined ? {} : { imageUrl: own }),
          bestBankId: 'Hbl',
          banks: [
            { bankId: 'Ubl', bestDealId: 'u1', deals: [deal('u1', 'https://img.example/ubl.jpg')] },
            {
              bankId: 'Hbl',
              bestDealId: 'h2',
              deals: [deal('h1', 'https://img.example/h1.jpg'), deal('h2', best)],
            },
          ],
        },
        ref,
      );
    const image = (best: string | undefined, own: string | undefined) =>
      pageHead({ kind: 'place', ref, place: placeWith(best, own), banks: [] }, origin, texts)
        .imageUrl;
    expect(image('https://img.example/best.jpg', 'https://img.example/own.jpg')).toBe(
      'https://img.example/best.jpg',
    );
    expect(image('/demo/brands/cafe.svg', undefined)).toBe(
      'https://deals.example/demo/brands/cafe.svg',
    );
    // The best deal has no picture (the placeholder), or an unsafe one: the place's own.
    expect(image(undefined, 'https://img.example/own.jpg')).toBe('https://img.example/own.jpg');
    expect(image('javascript:alert(1)', '/demo/brands/cafe.svg')).toBe(
      'https://deals.example/demo/brands/cafe.svg',
    );
    // Neither has one: the site's icon.
    expect(image(undefined, undefined)).toBe('https://deals.example/icons/icon-512.png');
    expect(image('data:image/png;base64,AAAA', 'http://img.example/a.jpg')).toBe(
      'https://deals.example/icons/icon-512.png',
    );
  });

  it("gives a deal without a picture of its own (the placeholder) the site's icon", () => {
    const deal = normalizeDeal({ title: 'Cafe', discount: '20% off' }, params);
    const head = pageHead({ kind: 'deal', params, deal, banks: [] }, origin, texts);
    expect(head.imageUrl).toBe('https://deals.example/icons/icon-512.png');
  });

  it('gives a missing deal the site preview at its own address', () => {
    const head = pageHead({ kind: 'deal', params, deal: null, banks: [] }, origin, texts);
    expect(head.title).toBe('Card Deals: bank card discounts in Pakistan');
    expect(head.canonicalUrl).toBe('https://deals.example/guest-deal/Hbl/food-1/Lahore');
  });
  it('never puts an unsafe picture address in og:image or twitter:image', () => {
    const site = 'https://deals.example/icons/icon-512.png';
    const deal = normalizeDeal({ title: 'Cafe', discount: '20% off' }, params);
    const place = normalizePlace({ title: 'Cafe' }, { cityId: 'Lahore', placeKey: 'cafe' });
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://img.example/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
    ]) {
      // Seeds are built from normalised data; the head checks again in case one is not.
      const dealHead = pageHead(
        { kind: 'deal', params, deal: { ...deal, imageUrl }, banks: [] },
        origin,
        texts,
      );
      const placeHead = pageHead(
        {
          kind: 'place',
          ref: { cityId: 'Lahore', placeKey: 'cafe' },
          place: { ...place, imageUrl },
          banks: [],
        },
        origin,
        texts,
      );
      for (const head of [dealHead, placeHead]) {
        expect(head.imageUrl, imageUrl).toBe(site);
        const html = renderHead(head, 'Card Deals');
        expect(html).toContain(`<meta property="og:image" content="${site}" />`);
        expect(html).toContain(`<meta name="twitter:image" content="${site}" />`);
        expect(html).not.toMatch(/javascript:|data:|evil/);
      }
    }
  });
});
