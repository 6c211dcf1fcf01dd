import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CITIES,
  buildBrandIndex,
  computeAnalytics,
  dedupeBranches,
  isValidDealId,
  placesFromDeals,
  normalizeDeal,
  validateDataset,
  favouriteId,
} from '../index.js';
import { CITY_BOUNDS, demoImageFiles, generateDemoDataset } from './index.js';
import { readableDate, titleForDays } from './generate.js';

const dataset = generateDemoDataset();
const valid = validateDataset(dataset);
const deals = valid.deals.map((d) => normalizeDeal(d.data, d));

describe('demo dataset', () => {
  it('is deterministic for a seed and differs for another', () => {
    expect(JSON.stringify(generateDemoDataset())).toBe(JSON.stringify(dataset));
    expect(JSON.stringify(generateDemoDataset(7))).not.toBe(JSON.stringify(dataset));
  });

  it('never contradicts itself: titles agree with the valid days, terms date as the page does, no deal ends before it starts', () => {
    let weekendTitles = 0;
    for (const d of dataset.deals) {
      const raw = d.data as {
        valid_days?: unknown;
        offers?: { title?: string }[];
        terms_and_conditions?: string;
      };
      const days = Array.isArray(raw.valid_days) ? (raw.valid_days as string[]) : null;
      for (const offer of Array.isArray(raw.offers) ? raw.offers : []) {
        const title = offer.title ?? '';
        if (/weekend/i.test(title)) weekendTitles += 1;
        if (days && /weekend/i.test(title))
          expect(
            days.some((day) => day === 'Sat' || day === 'Sun'),
            `${d.dealId}: ${title}`,
          ).toBe(true);
        if (days && /weekday/i.test(title))
          expect(
            days.some((day) => !['Sat', 'Sun'].includes(day)),
            `${d.dealId}: ${title}`,
          ).toBe(true);
      }
      expect(raw.terms_and_conditions ?? '', d.dealId).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const { valid_from: from, valid_till: till } = d.data as Record<string, unknown>;
      if (typeof from === 'string' && typeof till === 'string')
        expect(from <= till, `${d.dealId}: ${from} → ${till}`).toBe(true);
    }
    expect(weekendTitles).toBeGreaterThan(0);
  });

  it('writes dates in terms as the deal page shows them', () => {
    expect(readableDate('2027-02-06')).toBe('6 Feb 2027');
    expect(titleForDays('Weekend family deal', ['Mon', 'Tue'])).toBe('Family deal');
    expect(titleForDays('Weekday lunch offer', ['Sat', 'Sun'])).toBe('Lunch offer');
    expect(titleForDays('Weekend family deal', ['Fri', 'Sat', 'Sun'])).toBe('Weekend family deal');
  });

  it('has at least 16 banks with 3 to 8 cards each', () => {
    expect(valid.banks.length).toBeGreaterThanOrEqual(16);
    for (const b of valid.banks) {
      expect(b.cards.length).toBeGreaterThanOrEqual(3);
      expect(b.cards.length).toBeLessThanOrEqual(8);
    }
    expect(valid.banks.map((b) => b.bankName)).toEqual(
      expect.arrayContaining([
        'HBL',
        'MCB',
        'Bank Alfalah',
        'Meezan Bank',
        'UBL',
        'Standard Chartered',
        'Bank of Punjab',
      ]),
    );
  });

  it('has at least 1,200 valid deals in every city and category', () => {
    expect(valid.deals.length).toBeGreaterThanOrEqual(1200);
    for (const c of CITIES) expect(deals.filter((d) => d.cityId === c).length).toBeGreaterThan(300);
    for (const c of CATEGORIES)
      expect(deals.filter((d) => d.categoryId === c).length).toBeGreaterThan(50);
  });

  it('rejects exactly its deliberately malformed records', () => {
    expect(valid.rejected).toHaveLength(dataset.malformedCount);
    expect(valid.rejected.length).toBeGreaterThanOrEqual(5);
  });

  it('names real cards of the deal’s bank in every offer', () => {
    const cardsOf = new Map(
      valid.banks.map((b) => [b.id, new Set(b.cards.map((c) => c.cardName))]),
    );
    for (const d of deals) {
      expect(d.offers.length).toBeGreaterThan(0);
      for (const name of d.cardNames) expect(cardsOf.get(d.bankId)?.has(name)).toBe(true);
    }
  });

  it('has offers naming more than four cards and deals repeating a branch address', () => {
    const wide = deals.filter((d) => d.offers.some((o) => o.cardTypes.length > 4));
    expect(wide.length).toBeGreaterThan(20);
    const repeated = deals.filter((d) => dedupeBranches(d.branches).length < d.branches.length);
    expect(repeated.length).toBeGreaterThan(20);
  });

  it('shows several banks per place: far fewer places than deals in each city', () => {
    const places = placesFromDeals(valid.deals.map((d) => ({ ...d, deal: d.data })));
    for (const city of CITIES) {
      const here = [...places.values()].filter((p) => p.cityId === city);
      const dealsHere = deals.filter((d) => d.cityId === city).length;
      expect(here.length).toBeLessThan(dealsHere / 3);
      expect(here.some((p) => p.bankCount >= 4)).toBe(true);
    }
  });

  it('places every branch inside its city', () => {
    for (const d of deals) {
      const box = CITY_BOUNDS[d.cityId]!;
      expect(d.branches.length).toBeGreaterThan(0);
      for (const b of d.branches) {
        expect(b.latitude).toBeGreaterThan(box.minLat);
        expect(b.latitude).toBeLessThan(box.maxLat);
        expect(b.longitude).toBeGreaterThan(box.minLng);
        expect(b.longitude).toBeLessThan(box.maxLng);
        expect(b.fullAddress).toContain(d.cityId);
      }
    }
  });

  it('carries the comparison details and realistic discounts', () => {
    const withCap = deals.filter((d) => d.capPkr !== null).length;
    const withMin = deals.filter((d) => d.minBillPkr !== null).length;
    expect(withCap).toBeGreaterThan(300);
    expect(withMin).toBeGreaterThan(200);
    expect(deals.every((d) => d.validTill && d.validFrom && d.verifiedOn)).toBe(true);
    expect(deals.filter((d) => d.discountPercent !== null).length).toBeGreaterThan(1100);
    expect(deals.some((d) => d.discount === 'Up to 25% off')).toBe(true);
  });

  it('mixes in legacy shapes so the normaliser is exercised', () => {
    const raws = valid.deals.map((d) => d.data as Record<string, unknown>);
    const isMap = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
    expect(raws.filter((r) => isMap(r['offers'])).length).toBeGreaterThan(20);
    expect(raws.filter((r) => r['branches'] !== undefined).length).toBeGreaterThan(50);
    expect(raws.filter((r) => r['card_name'] !== undefined).length).toBeGreaterThan(20);
    expect(raws.filter((r) => Array.isArray(r['comments'])).length).toBeGreaterThan(30);
    expect(raws.filter((r) => r['category_id'] === 'Health & Beauty').length).toBeGreaterThan(0);
  });

  it('has at most one comment per reviewer on each deal', () => {
    for (const d of valid.deals) {
      const comments = (d.data as { comments?: { userName?: string }[] }).comments ?? [];
      const names = comments.map((c) => c.userName);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('spreads brands over several banks and cities', () => {
    const index = buildBrandIndex(valid.deals.map((d) => ({ ...d, deal: d.data })));
    const multiBank = [...index.values()].filter((e) => e.bankCount >= 3);
    expect(multiBank.length).toBeGreaterThan(60);
  });

  it('gives openable favourite ids', () => {
    for (const d of deals)
      expect(isValidDealId(favouriteId(d.bankId, d.cityId, d.dealId))).toBe(true);
  });

  it('computes analytics for every bank and city', () => {
    const a = computeAnalytics(
      valid.deals.filter((d) => d.bankId === 'Hbl' && d.cityId === 'Lahore').map((d) => d.data),
    );
    expect(a.total_deals_scraped).toBeGreaterThan(20);
    expect(a.unique_locations_count).toBeGreaterThan(10);
  });

  it('references only images it generates', () => {
    const files = new Set(
      demoImageFiles(dataset).flatMap((f) => [
        `/${f.path}`,
        ...(f.raster ? [`/${f.raster.path}`] : []),
      ]),
    );
    const refs = new Set<string>();
    for (const b of valid.banks) {
      refs.add(b.bankImage);
      b.cards.forEach((c) => refs.add(c.cardImage));
    }
    for (const d of deals) {
      refs.add(d.imageUrl);
      refs.add(d.iconUrl);
      d.offers.forEach((o) => o.cardTypes.forEach((c) => refs.add(c.cardImage)));
    }
    refs.delete('');
    for (const r of refs) expect(files.has(r), r).toBe(true);
  });

  it('draws bank logos at their SVG size and brand pictures at twice theirs, as WebP beside the SVG', () => {
    const files = demoImageFiles(dataset);
    const hbl = files.find((f) => f.path === 'demo/banks/hbl.svg');
    expect(hbl?.raster).toEqual({ path: 'demo/banks/hbl.webp', width: 128, height: 128 });
    const brand = files.find((f) => f.path.startsWith('demo/brands/'));
    expect(brand?.raster).toEqual({
      path: brand?.path.replace(/\.svg$/, '.webp'),
      width: 960,
      height: 640,
    });
    expect(files.find((f) => f.path === 'demo/placeholder-deal.svg')?.raster).toBeUndefined();
  });

  it('writes well-formed SVG', () => {
    for (const f of demoImageFiles(dataset)) {
      expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(f.svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(f.svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    }
  });
});
