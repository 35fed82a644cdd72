import type { Dict } from '../translate'

export const auth = {
  'zh-CN': {
    'auth.placeholder': '',
  },
  'en-US': {
    'auth.placeholder': '',
  },
} as const satisfies Dict
