import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  alertPlaceId,
  cardAlertKey,
  notificationId,
  notificationText,
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
      details: null,
    });
  });
  it('keeps the deal words beside the English sentences, and reads them back', () => {
    const content = notificationText(
      'favourite-expiring',
      { title: 'Kababjees', discount: '15% off', validUntil: '2026-11-30' },
      'UBL',
    );
    expect(content).toEqual({
      title: 'Kababjees ends soon',
      body: 'Your favourite deal (15% off) ends on 2026-11-30.',
      details: { deal: 'Kababjees', discount: '15% off', bank: 'UBL', until: '2026-11-30' },
    });
    expect(
      notificationText(
        'card-new',
        { title: 'Zinger', discount: '20% off', validUntil: '2026-12-01' },
        'HBL',
      ).details,
    ).toEqual({ deal: 'Zinger', discount: '20% off', bank: 'HBL', until: '' });
    expect(parseNotification({ kind: 'favourite-expiring', ...content }, 'n2').details).toEqual(
      content.details,
    );
    // A damaged record (a word missing) reads as an older one: its stored sentences are shown.
    expect(
      parseNotification({ details: { deal: 'Kababjees', discount: 15, bank: '' } }, 'n3').details,
    ).toBeNull();
  });
});
