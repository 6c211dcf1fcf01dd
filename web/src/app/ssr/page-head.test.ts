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

  it("counts a place's banks and shows a picture previews can draw (not SVG)", () => {
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
      { kind: 'place', ref: { cityId: 'Karachi', placeKey: 'biryani-bay' }, place },
      origin,
      texts,
    );
    expect(head.title).toBe('Biryani Bay: 30% off');
    expect(head.description).toBe('Offers at Biryani Bay in Karachi from 3 banks, up to 30% off.');
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
