import type { Dict } from '../translate'

export const account = {
  'zh-CN': {
    'account.placeholder': '',
  },
  'en-US': {
    'account.placeholder': '',
  },
} as const satisfies Dict
