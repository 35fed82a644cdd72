/**
 * Subscribe messages (issue 16): a mini-program user is asked at the natural moment, submitting an
 * application or a booking, whether WeChat may tell them how it goes (approved, rejected, payment
 * due, ticket issued...). WeChat grants one message per acceptance; the server keeps the count per
 * employee and the outbox spends one per message (server/src/services/workplace/outbox.ts).
 */
import { getOpenId } from './api/auth'
import { subscribeAccepted } from './api/workplace'
import { miniProgramLoginCode } from './platform/login'
import { requestSubscribe } from './platform/subscribe'

/** The templates asked for: TARO_APP_SUBSCRIBE_TEMPLATES at build time (comma separated), at most 3 per WeChat's rule. */
export const SUBSCRIBE_TEMPLATES: readonly string[] = (typeof SUBSCRIBE_TEMPLATE_IDS === 'string' ? SUBSCRIBE_TEMPLATE_IDS : '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .slice(0, 3)

/**
 * Asks, inside the tap that submits, and reports acceptances to the server with this WeChat user's
 * openid. Never throws and never delays the submit: a refusal or a failed report costs nothing but
 * the notices.
 */
export function askForMessages(): void {
  void requestSubscribe(SUBSCRIBE_TEMPLATES)
    .then(async (accepted) => {
      if (!accepted) return
      const code = await miniProgramLoginCode()
      if (!code) return
      const { openid } = await getOpenId(code)
      await subscribeAccepted(openid, accepted)
    })
    .catch(() => undefined)
}
