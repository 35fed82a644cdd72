import type { RouteDef } from './routes'

export type GuardDecision = 'allow' | 'to-login' | 'to-home' | 'not-open' | 'wait'

/**
 * The route guard of spec §2 "Route behaviour": without a session only public pages open (or every
 * page in visitor mode); with a session /login goes to /home; a product page the user has no
 * permission for shows the not-open notice. Without a session the decision waits for the company's
 * page settings, which say whether visitor mode is on.
 */
export function guardDecision(
  def: RouteDef | undefined,
  s: { loggedIn: boolean; visitorMode: boolean; settingsLoaded: boolean; can: (product?: string) => boolean },
): GuardDecision {
  if (!def) return 'allow'
  if (def.route === '/login' && s.loggedIn) return 'to-home'
  if (def.public) return 'allow'
  if (!s.loggedIn) return s.visitorMode ? 'allow' : s.settingsLoaded ? 'to-login' : 'wait'
  if (def.product && !s.can(def.product)) return 'not-open'
  return 'allow'
}
