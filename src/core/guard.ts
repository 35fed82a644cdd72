import type { RouteDef } from './routes'

export type GuardDecision = 'allow' | 'to-login' | 'to-home' | 'to-change-password' | 'not-open' | 'wait'

/** Where an account that must change its password is held (the server answers nothing else until then). */
export const CHANGE_PASSWORD_ROUTE = '/userCenter/settings/modifyPassword'

/**
 * The route guard of spec §2 "Route behaviour": without a session only public pages open (or every
 * page in visitor mode); with a session /login goes to /home; a product page the user has no
 * permission for shows the not-open notice. Without a session the decision waits for the company's
 * page settings, which say whether visitor mode is on.
 */
export function guardDecision(
  def: RouteDef | undefined,
  s: { loggedIn: boolean; visitorMode: boolean; settingsLoaded: boolean; mustChangePassword?: boolean; can: (product?: string) => boolean },
): GuardDecision {
  if (!def) return 'allow'
  // Whatever way the session came (password, mini-program silent login, a landing), it goes nowhere else first.
  if (s.loggedIn && s.mustChangePassword && def.route !== CHANGE_PASSWORD_ROUTE) return 'to-change-password'
  if (def.route === '/login' && s.loggedIn) return 'to-home'
  if (def.public) return 'allow'
  if (!s.loggedIn) return s.visitorMode ? 'allow' : s.settingsLoaded ? 'to-login' : 'wait'
  if (def.product && !s.can(def.product)) return 'not-open'
  return 'allow'
}
