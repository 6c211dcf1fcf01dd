import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  alertPlaceId,
  cardAlertKey,
  notificationId,
  parseNotification,
  planDealAlerts,
  userCardAlertKeys,
} from './alerts.js';

const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'zinger' };
const deal = (discount: string, extra: Record<string, unknown> = {}) => ({
  title: 'Zinger Hub',
  discount,
  offers: [{ card_type: [{ cardName: 'HBL Gold' }] }],
  ...extra,
});
const today = '2026-06-01';

describe('planDealAlerts', () => {
  it('announces a new active deal to its place and its card holders', () => {
    expect(planDealAlerts(null, deal('20% off'), ids, today)).toMatchObject({
      place: 'new',
      cards: true,
      placeId: 'Lahore_zinger-hub',
      cardKeys: ['hbl|hbl gold'],
    });
  });
  it('treats a deal back from expiry as new', () => {
    const expired = deal('20% off', { valid_till: '2026-05-01' });
    expect(planDealAlerts(expired, deal('20% off'), ids, today)?.place).toBe('new');
  });
  it('announces a higher percentage to the place only', () => {
    expect(planDealAlerts(deal('20% off'), deal('30% off'), ids, today)).toMatchObject({
      place: 'better',
      cards: false,
    });
  });
  it('stays silent for other edits, lower percentages, expired and deleted deals', () => {
    expect(
      planDealAlerts(deal('20% off'), deal('20% off', { description: 'x' }), ids, today),
    ).toBeNull();
    expect(planDealAlerts(deal('30% off'), deal('20% off'), ids, today)).toBeNull();
    expect(
      planDealAlerts(null, deal('20% off', { valid_till: '2026-05-01' }), ids, today),
    ).toBeNull();
    expect(planDealAlerts(deal('20% off'), null, ids, today)).toBeNull();
  });
});

describe('ids and keys', () => {
  it('names the same event the same way, and a better deal by its percentage', () => {
    expect(notificationId.place('new', ids, 20)).toBe(notificationId.place('new', ids, 30));
    expect(notificationId.place('better', ids, 30)).toBe('place-better-Hbl-Lahore-zinger-30');
    expect(notificationId.expiring(ids, '2026-06-04')).toBe(
      'expiring-Hbl-Lahore-zinger-2026-06-04',
    );
  });
  it('matches a member’s card to a deal’s card whatever the bank spelling', () => {
    expect(cardAlertKey('HBL', ' HBL Gold ')).toBe(cardAlertKey('Hbl', 'hbl gold'));
    expect(
      userCardAlertKeys({ UserCards: [{ bank: 'HBL', cardName: 'HBL Gold' }, 'junk'] }),
    ).toEqual(['hbl|hbl gold']);
    expect(userCardAlertKeys({ UserCards: 'junk' })).toEqual([]);
  });
  it('places a deal where places.ts does: city and brand key', () => {
    expect(alertPlaceId('Karachi', 'Café Aylanto')).toBe('Karachi_cafe-aylanto');
  });
  it('adds days across month ends', () => {
    expect(addDaysIso('2026-01-30', 3)).toBe('2026-02-02');
  });
  it('reads a malformed notification with defaults', () => {
    expect(parseNotification({ kind: 'odd', read: 'yes' }, 'n1')).toMatchObject({
      id: 'n1',
      kind: 'card-new',
      title: 'Deal update',
      read: false,
      createdAt: 0,
    });
  });
});
