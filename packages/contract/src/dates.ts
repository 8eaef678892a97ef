/**
 * Whole calendar months from `from` to `to` (both YYYY-MM-DD), counting a month only once its day
 * is reached: 2026-01-31 to 2026-02-28 is 0 months, to 2026-03-01 is 1.
 */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** Today as YYYY-MM-DD in the programme's own time zone (Toronto). */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}

/** Whether a lot's expiry leaves at least `months` of shelf life from `on` (default today). */
export function meetsMinimumExpiry(expiry: string, months: number, on = today()): boolean {
  return monthsBetween(on, expiry) >= months;
}

/** A lot past its expiry: expiring before `on` (default today); a lot is still good on its expiry day. */
export function isExpired(expiry: string, on = today()): boolean {
  return expiry < on;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/* ---------- dates as people read them, by language ---------- */

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A value as a local Date: a bare YYYY-MM-DD is that calendar day (not midnight UTC). */
function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type DateInput = string | Date | null | undefined;
const frDate = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', year: 'numeric' });
const frTime = new Intl.DateTimeFormat('fr-CA', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The spec's `MMM DD, YYYY` in English (Nov 02, 2026); `2 nov. 2026` in French. */
export function formatDate(value: DateInput, language: string = 'en'): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  if (language === 'fr') return frDate.format(date);
  return `${EN_MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/** `MMM DD, YYYY HH:mm` in English; `2 nov. 2026, 14 h 05` in French. */
export function formatDateTime(value: DateInput, language: string = 'en'): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  if (language === 'fr') return `${frDate.format(date)}, ${frTime.format(date)}`;
  return `${formatDate(date, 'en')} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A lot's expiry: the spec's `DD MMM, YYYY` in English (02 Nov, 2026); `2 nov. 2026` in French. */
export function formatExpiry(value: DateInput, language: string = 'en'): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  if (language === 'fr') return frDate.format(date);
  return `${pad(date.getDate())} ${EN_MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
}
