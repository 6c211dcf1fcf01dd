import { describe, expect, it } from 'vitest';
import { DocumentPattern } from './path-pattern.js';

describe('DocumentPattern', () => {
  const deal = new DocumentPattern('Banks/{bankId}/Cities/{cityId}/Deals/{dealId}');

  it('captures one segment per wildcard', () => {
    expect(deal.match('Banks/Hbl/Cities/Lahore/Deals/d1')).toEqual({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'd1',
    });
  });

  it('rejects deeper, shallower and differently named paths', () => {
    expect(deal.match('Banks/Hbl/Cities/Lahore/Deals/d1/Reviews/r1')).toBeUndefined();
    expect(deal.match('Banks/Hbl/Cities/Lahore')).toBeUndefined();
    expect(deal.match('Banks/Hbl/Towns/Lahore/Deals/d1')).toBeUndefined();
  });

  it('lets a trailing {x=**} take the rest of the path', () => {
    expect(new DocumentPattern('Logs/{rest=**}').match('Logs/a/b/c')).toEqual({ rest: 'a/b/c' });
  });

  it('matches literal documents', () => {
    expect(new DocumentPattern('Config/main').match('Config/main')).toEqual({});
    expect(new DocumentPattern('Config/main').match('Config/other')).toBeUndefined();
  });
});
