import type { Dict } from '../translate'

export const shell = {
  'zh-CN': {
    'shell.placeholder': '',
  },
  'en-US': {
    'shell.placeholder': '',
  },
} as const satisfies Dict
