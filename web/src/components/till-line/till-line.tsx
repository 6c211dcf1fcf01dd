import {
  daysBetween,
  TILL_REASONS,
  tillSummary,
  type TillAggregate,
  type TillReason,
} from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import './till-line.css';

/** What a deal's till counts say in one line, as of `today` (Pakistan date). */
export type TillLineContent =
  | { readonly kind: 'none' }
  | { readonly kind: 'worked'; readonly count: number; readonly daysAgo: number | null }
  | { readonly kind: 'reports'; readonly count: number; readonly reason: TillReason };

/**
 * Reports that outnumber confirmations in the last 30 days speak first, by their most named
 * reason ("3 members say it has ended"); otherwise confirmations ("Worked for 12 members this
 * month · last 2 days ago"); nothing without answers.
 */
export function tillLineContent(till: TillAggregate | undefined, today: string): TillLineContent {
  if (!till) return { kind: 'none' };
  const s = tillSummary(till, today);
  if (s.reports > 0 && (s.reports > s.confirmations || till.reported)) {
    const reason = TILL_REASONS.reduce<TillReason>(
      (best, r) => (s.reportsByReason[r] > s.reportsByReason[best] ? r : best),
      'ended',
    );
    return { kind: 'reports', count: s.reportsByReason[reason], reason };
  }
  if (s.confirmations > 0)
    return {
      kind: 'worked',
      count: s.confirmations,
      daysAgo: s.lastConfirmed === null ? null : daysBetween(s.lastConfirmed, today),
    };
  return { kind: 'none' };
}

/** The line's text in the reader's language. */
export function useTillLineText(): (content: TillLineContent) => string {
  const { t } = useTranslation('common');
  return (content) => {
    if (content.kind === 'none') return '';
    if (content.kind === 'reports')
      return t(`till.says.${content.reason}`, { count: content.count });
    const worked = t('till.worked', { count: content.count });
    if (content.daysAgo === null) return worked;
    const last =
      content.daysAgo === 0 ? t('till.lastToday') : t('till.lastDays', { count: content.daysAgo });
    return `${worked} · ${last}`;
  };
}

/**
 * "Worked for N members this month · last X days ago", "N members say it has ended", and the
 * "Reported not working" mark, on deal cards and the deal page. Renders nothing without answers.
 */
export function TillLine({
  till,
  today,
  className = '',
}: {
  till: TillAggregate | undefined;
  today: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const say = useTillLineText();
  const content = tillLineContent(till, today);
  if (content.kind === 'none' && !till?.reported) return null;
  return (
    <p className={`till-line till-line--${content.kind} ${className}`.trim()}>
      {till?.reported ? <strong className="till-line__mark">{t('till.reported')}</strong> : null}
      {content.kind === 'none' ? null : <span>{say(content)}</span>}
    </p>
  );
}
