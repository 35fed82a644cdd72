import type { Dict } from '../translate'

/**
 * Account words more than one package shows. The account screens' own texts are the account
 * subpackage's (account/i18n/words.ts), the change of mobile the userCenter's, the SMS button and the
 * demo inbox core/i18n/sms.ts: none of them is loaded with the login screen.
 */
export const account = {
  'zh-CN': {
    'account.failed': '操作失败，请稍后重试',
  },
  'en-US': {
    'account.failed': 'Something went wrong, please try again later',
  },
} as const satisfies Dict
