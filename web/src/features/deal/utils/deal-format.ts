/**
 * The deal pages' dates, days, amounts, distances and reasons in the interface language. The
 * rules are shared's (savings.ts, geo.ts): "12 Nov 2026", "Fri-Sun" for three or more consecutive
 * days else "Mon, Wed", "PKR 3,000", "1.2 km"; only the words and numerals change with the
 * language.
 */
import {
  type Freshness,
  type NotApplying,
  WEEKDAY_NAMES,
  dayGroups,
  type Weekday,
  formatKm,
  formatPkr,
  formatRating,
  pakistanDate,
} from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { useFormat } from '@/lib/i18n/format';
import { deal as english } from '@/locales/en/deal';

type Month = keyof typeof english.months;
const MONTHS = Object.keys(english.months) as Month[];

const isWeekday = (day: string): day is Weekday =>
  (WEEKDAY_NAMES as readonly string[]).includes(day);

/** A stored calendar day ("2026-12-05"), shown as that day wherever the reader is. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DealFormat {
  weekday: (day: string) => string;
  day: (isoDate: string, withYear?: boolean) => string;
  days: (days: readonly string[]) => string;
  pkr: (amount: number) => string;
  km: (km: number) => string;
  rating: (rating: number | null | undefined) => string;
  date: (value: string | number | null | undefined) => string;
  reason: (reason: NotApplying) => string;
  freshness: (fresh: Freshness) => string;
}

export function useDealFormat(): DealFormat {
  const { t, i18n } = useTranslation(['deal', 'common']);
  const format = useFormat();
  const english = i18n.language === 'en';
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

  const weekday = (day: string) => (isWeekday(day) ? t(`weekdays.${day}`) : day);
  const day = (isoDate: string, withYear = true) => {
    const [year, month, date] = isoDate.split('-').map(Number);
    const name = MONTHS[(month ?? 1) - 1];
    const parts = {
      day: String(date ?? ''),
      month: name ? t(`months.${name}`) : '',
      year: String(year ?? ''),
    };
    return withYear ? t('dates.dayMonthYear', parts) : t('dates.dayMonth', parts);
  };
  const days = (list: readonly string[]) => {
    const groups = dayGroups(list);
    if (groups === null) return '';
    if (groups.kind === 'range')
      return t('dates.dayRange', { first: weekday(groups.first), last: weekday(groups.last) });
    return groups.days.map(weekday).join(t('dates.listSeparator'));
  };
  const pkr = (amount: number) =>
    english ? formatPkr(amount) : t('common:pkr', { amount: format.number(Math.round(amount)) });
  const km = (value: number) =>
    english
      ? formatKm(value)
      : t('common:distance.km', { value: format.number(value, oneDecimal) });
  const rating = (value: number | null | undefined) =>
    formatRating(value) === 'N/A' ? t('reviews.notRated') : format.number(value ?? 0, oneDecimal);
  const date = (value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'string' && ISO_DAY.test(value)) return day(value);
    const time = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(time)) return String(value);
    // Pakistan's calendar day, as the deals' own days are: the same on the server that renders a
    // guest's page and in every browser, wherever its clock is set. Written with the language's
    // month names, not an Intl.DateTimeFormat (a page's first costs over 100 ms on a slow phone).
    return day(pakistanDate(time));
  };
  const reason = (why: NotApplying) => {
    switch (why.kind) {
      case 'expired':
        return t('reasons.expired', { date: day(why.date, false) });
      case 'notYet':
        return t('reasons.notYet', { date: day(why.date, false) });
      case 'day':
        return t('reasons.day', { days: days(why.days) });
      case 'minBill':
        return t('reasons.minBill', { amount: pkr(why.minBillPkr) });
      case 'noPercent':
        return t('reasons.noPercent');
    }
  };
  const freshness = (fresh: Freshness) => {
    switch (fresh.state) {
      case 'expired':
        return t('freshness.expired', { date: day(fresh.date) });
      case 'notYet':
        return t('freshness.notYet', { date: day(fresh.date) });
      case 'today':
        return t('freshness.today');
      case 'notToday':
        return t('freshness.notToday', { days: days(fresh.days) });
    }
  };
  return { weekday, day, days, pkr, km, rating, date, reason, freshness };
}
