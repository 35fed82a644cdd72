/**
 * Texts of the user-centre data calls (addresses, member cards, closing an account) in both
 * languages. They live beside the services, like the hotel and car texts, so the shared catalogue
 * (server/src/messages.ts) stays untouched; refusals carry them as an AppError's literal tips.
 */
import { AppError, ErrCode } from '../../errors'
import type { Lang } from '../../messages'

const texts = {
  addressRegion: { zh: '请选择有效的省份和城市', en: 'Please choose a valid province and city' },
  addressLimit: { zh: '最多保存{n}个地址', en: 'At most {n} addresses can be kept' },
  airlineUnknown: { zh: '不支持该航空公司：{plat}', en: 'Unknown airline: {plat}' },
  airlineCardDuplicate: { zh: '该航空公司的会员卡已添加', en: 'A card of this airline is already on file' },
  closeCodeWrong: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
} as const

/** Keys of the user-data texts. */
export type UserDataTextKey = keyof typeof texts

/** A user-data text in a language, with {params} filled. */
export function userDataText(lang: Lang, key: UserDataTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`))
}

/** 4000 with a user-data text. */
export function userDataBadInput(lang: Lang, key: UserDataTextKey, params?: Record<string, string | number>): AppError {
  return new AppError(ErrCode.BAD_INPUT, 'fieldInvalid', { tips: userDataText(lang, key, params) })
}

/** 4009 with a user-data text. */
export function userDataConflict(lang: Lang, key: UserDataTextKey, params?: Record<string, string | number>): AppError {
  return new AppError(ErrCode.CONFLICT, 'fieldInvalid', { tips: userDataText(lang, key, params) })
}
