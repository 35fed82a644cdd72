/** Date labels every product shows. No Intl (the mini-program's JS engine formats differently): plain strings. */
import { getLocale } from '../i18n/index'

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '11月23日' / 'Nov 23' of a 'YYYY-MM-DD'. */
export function monthDayLabel(date: string): string {
  const m = Number(date.slice(5, 7))
  const d = Number(date.slice(8, 10))
  return getLocale() === 'en-US' ? `${MONTHS_EN[m - 1] ?? ''} ${d}` : `${m}月${d}日`
}
