/** Time helpers. Replies show China time (UTC+8, no daylight saving) whatever the server's zone. */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** `date` plus `ms` milliseconds. */
export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms)
}

/** Minutes to milliseconds. */
export const minutes = (n: number): number => n * 60 * 1000

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export function formatChinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** 'YYYY-MM-DD' in China time. */
export function chinaDate(date: Date): string {
  return formatChinaTime(date).slice(0, 10)
}

/** 'YYYY-MM-DD' of the China-time day `days` after `date`'s. */
export function chinaDatePlusDays(date: Date, days: number): string {
  return chinaDate(new Date(date.getTime() + days * 24 * 60 * 60 * 1000))
}

/** Midnight of `date`'s China-time day, as an instant. */
export function chinaStartOfDay(date: Date): Date {
  return new Date(`${chinaDate(date)}T00:00:00+08:00`)
}
