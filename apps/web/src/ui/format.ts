import dayjs from 'dayjs';

/** "1 order" or "3 orders". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-CA')} ${count === 1 ? singular : plural}`;
}

/** MMM DD, YYYY */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('MMM DD, YYYY') : '');
/** MMM DD, YYYY HH:mm */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dayjs(value).format('MMM DD, YYYY HH:mm') : '');
/** DD MMM, YYYY */
export const formatExpiry = (value: string | Date | null | undefined) => (value ? dayjs(value).format('DD MMM, YYYY') : '');
/** Amounts always to 2 decimals. */
export const formatMoney = (value: number) => value.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
