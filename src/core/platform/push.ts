import type { PushClient } from './push-common'

export { PUSH_DELAY_MS } from './push-common'
export type { PushClient } from './push-common'

/** The mini-program has no push client: the server sends subscription messages instead. */
export const pushClient: PushClient = {
  register() {
    /* nothing to register */
  },
}
