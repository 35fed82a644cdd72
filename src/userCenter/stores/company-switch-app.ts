/** The company-switch store wired to the app: the real calls, and the app's fresh start after a switch. */
import { getVipCorpsByEmpNo } from '../../core/api/company-group'
import { onSessionStart } from '../../core/bootstrap'
import { CHANGE_PASSWORD_ROUTE } from '../../core/guard'
import { relaunch } from '../../core/platform/nav'
import { CompanySwitchStore, type CompanySwitchDeps } from './company-switch-store'

/** The new company's look, menu rights and badges, then home (or the forced password change the account still owes). */
async function restartApp(mustChangePassword: boolean): Promise<void> {
  await onSessionStart().catch(() => undefined)
  await relaunch(mustChangePassword ? `${CHANGE_PASSWORD_ROUTE}?force=1` : '/home')
}

/** The store with the app's real calls. */
export function createCompanySwitchStore(session: CompanySwitchDeps['session']): CompanySwitchStore {
  return new CompanySwitchStore({ list: getVipCorpsByEmpNo, session, restart: restartApp })
}
