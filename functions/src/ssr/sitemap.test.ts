import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { dealEntity, placeEntity } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  DISALLOWED_PATHS,
  PUBLIC_STATIC_PATHS,
  readSitemapPages,
  robotsTxt,
  sitemapXml,
} from './sitemap.js';

const ORIGIN = 'https://deals.example';

/** Whether robots.txt lets a crawler fetch `path`: the longest matching rule wins (RFC 9309). */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!match?.[2] || !path.startsWith(match[2])) continue;
    if (match[2].length > best.length)
      best = { length: match[2].length, allow: match[1] === 'Allow' };
  }
  return best.allow;
}

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN);

  it('allows the public pages and the guest place and deal pages', () => {
    for (const path of [
      ...PUBLIC_STATIC_PATHS,
      '/login',
      '/signup',
      '/brand-detail?brand=kfc',
      '/guest-place/Lahore/kfc',
      '/guest-deal/Hbl/food-1/Lahore',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it('disallows the member-only and admin pages', () => {
    for (const path of [
      '/HomePageLoggedIn',
      '/CardInfoPage',
      '/CardInfoPageAfterSignUp',
      '/StatisticsPage',
      '/SettingsPage',
      '/notifications',
      '/admin',
      '/deal/Hbl/food-1/Lahore',
      '/place/Lahore/kfc',
      '/branches/Hbl/food-1/Lahore',
      '/verify-email?oobCode=x',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
    expect(DISALLOWED_PATHS).not.toContain('/');
  });

  it('names every crawler and points at the absolute sitemap', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain('\nSitemap: https://deals.example/sitemap.xml\n');
  });
});

describe('sitemapXml', () => {
  it('lists the static public pages, then each guest place and deal, absolute and escaped', () => {
    const xml = sitemapXml(ORIGIN, {
      places: [
        { cityId: 'Lahore', placeKey: 'kfc' },
        { cityId: 'Karachi', placeKey: 'tom & jerry' },
      ],
      deals: [
        { bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' },
        { bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://deals.example/',
      'https://deals.example/brand-search',
      'https://deals.example/AboutSection',
      'https://deals.example/ContactForm',
      'https://deals.example/privacy-policy',
      'https://deals.example/terms',
      'https://deals.example/guest-place/Lahore/kfc',
      'https://deals.example/guest-place/Karachi/tom%20%26%20jerry',
      'https://deals.example/guest-deal/Hbl/food-1/Lahore',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('https://x.example', {
      places: [{ cityId: 'Lahore', placeKey: "o'<b>" }],
      deals: [],
    });
    expect(xml).toContain('<loc>https://x.example/guest-place/Lahore/o&apos;%3Cb%3E</loc>');
  });
});

describe('readSitemapPages', () => {
  it('reads active places and deals within the limits, ids from the document paths', async () => {
    const doc = (path: string, active?: boolean) => ({
      id: path.split('/').at(-1),
      ref: { path },
      get: (field: string) => (field === 'active' ? active : undefined),
    });
    const limit = vi.fn();
    const query = (docs: unknown[]) => ({
      select: () => ({
        limit: (n: number) => {
          limit(n);
          return { get: () => Promise.resolve({ docs }) };
        },
      }),
    });
    const db = {
      collection: (name: string) => {
        expect(name).toBe(placeEntity.path());
        return query([
          doc(placeEntity.docPath({ placeId: 'Lahore_kfc' }), true),
          doc(placeEntity.docPath({ placeId: 'Lahore_closed' }), false),
          doc(placeEntity.docPath({ placeId: 'Karachi_tom_and_jerry' })),
          doc(placeEntity.docPath({ placeId: 'broken' })),
        ]);
      },
      collectionGroup: (name: string) => {
        expect(name).toBe(dealEntity.collectionId);
        return query([
          doc(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-1' }), true),
          doc(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'ended' }), false),
          doc(`Other/x/${dealEntity.collectionId}/y`),
        ]);
      },
    } as unknown as Firestore;
    expect(await readSitemapPages(db, { places: 10, deals: 20 })).toEqual({
      places: [
        { cityId: 'Lahore', placeKey: 'kfc' },
        { cityId: 'Karachi', placeKey: 'tom_and_jerry' },
      ],
      deals: [{ bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' }],
    });
    expect(limit.mock.calls).toEqual([[10], [20]]);
  });
});

describe("firebase.json's rewrites", () => {
  const config = JSON.parse(
    readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'),
  ) as {
    hosting: {
      rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
    };
  };
  const sources = config.hosting.rewrites.map((rewrite) => rewrite.source);

  it('send /robots.txt and /sitemap.xml to the ssr function, before the app shell', () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const index = sources.indexOf(path);
      expect(index, path).toBeGreaterThanOrEqual(0);
      expect(config.hosting.rewrites[index]?.function?.functionId).toBe('ssr');
      expect(index).toBeLessThan(sources.indexOf('**'));
    }
  });

  it('keep the /login and /signup pages and end with the app shell', () => {
    expect(config.hosting.rewrites.find((r) => r.source === '/login')?.destination).toBe(
      '/login.html',
    );
    expect(config.hosting.rewrites.find((r) => r.source === '/signup')?.destination).toBe(
      '/signup.html',
    );
    expect(sources.at(-1)).toBe('**');
  });
});
