/**
 * Times shown to the user are China's wall clock (the server's). A phone set to another zone
 * would read them as its own, so there they say "Beijing time".
 */
import { t } from '../i18n/index'
import { phoneOutsideChinaTime } from './calendar-date'

/** A China wall-clock time as shown: marked "Beijing time" when the phone is on another zone. */
export function chinaTimeLabel(time: string, now: number = Date.now()): string {
  return time && phoneOutsideChinaTime(now) ? t('common.chinaTime', { time }) : time
}
