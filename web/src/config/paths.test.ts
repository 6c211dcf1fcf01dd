import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

/** The parameters `path` reads from `href`, decoded as the router hands them to a page. */
const paramsOf = (path: string, href: string) =>
  Object.fromEntries(
    Object.entries(matchPath(path, href)?.params ?? {}).map(([name, value]) => [
      name,
      decodeURIComponent(value ?? ''),
    ]),
  );

describe('paths', () => {
  it('give every route without parameters its own address as its link', () => {
    expect(paths.statistics.getHref()).toBe('/StatisticsPage');
    const parameterless = Object.entries(paths).filter(([, route]) => !route.path.includes(':'));
    expect(parameterless.length).toBe(20);
    for (const [name, route] of parameterless as [
      string,
      { path: string; getHref: () => string },
    ][])
      expect(matchPath(route.path, route.getHref()), name).not.toBeNull();
  });

  it('link a deal and a place so that their route reads the same parameters back, encoded', () => {
    const deal = { bankId: 'HBL', dealId: 'a/b c', cityId: 'lahore' };
    expect(paths.guestDeal.getHref(deal)).toBe('/guest-deal/HBL/a%2Fb%20c/lahore');
    for (const route of [paths.deal, paths.guestDeal, paths.branches])
      expect(paramsOf(route.path, route.getHref(deal))).toEqual(deal);
    const place = { cityId: 'karachi', placeKey: 'kfc' };
    expect(paths.place.getHref(place)).toBe('/place/karachi/kfc');
    for (const route of [paths.place, paths.guestPlace])
      expect(paramsOf(route.path, route.getHref(place))).toEqual(place);
  });
});
