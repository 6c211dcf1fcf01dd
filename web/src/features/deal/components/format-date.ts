const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A date for people: "5 Dec 2026". Stored texts that are not dates are shown as written. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? DATE_FORMAT.format(time) : String(value);
}
