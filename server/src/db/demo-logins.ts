/**
 * The demo logins of the seeded world (printed by server.ts at start, used by tests and the
 * README). Derived from the seed data so the list cannot drift from what is in the database.
 */
import { companies } from './seed-data/companies'
import { employees } from './seed-data/employees'

/** One demo login. */
export interface DemoLogin {
  loginName: string
  password: string
  corpNo: string
  company: string
  name: string
  role: string
  phone: string
  empNo: string
}

/** Every seeded employee who can sign in, in seed order. */
export const DEMO_LOGINS: readonly DemoLogin[] = employees
  .filter((e): e is typeof e & { password: string } => e.password !== undefined)
  .map((e) => ({
    loginName: e.loginName,
    password: e.password,
    corpNo: e.corpNo,
    company: companies.find((c) => c.corpNo === e.corpNo)?.shortNameEn ?? e.corpNo,
    name: e.name,
    role: e.demoRole ?? '',
    phone: e.mobile,
    empNo: e.empNo,
  }))

/** The demo login with this name (throws for an unknown name: a typo in a test or tool). */
export function demoLogin(loginName: string): DemoLogin {
  const found = DEMO_LOGINS.find((d) => d.loginName === loginName)
  if (!found) throw new Error(`no demo login ${loginName}`)
  return found
}

/** The number the simulated WeChat provider answers for an unrecognised phone code: the first demo traveller's. */
export const DEFAULT_DEMO_PHONE = demoLogin('hx.traveller').phone

/** The logins as a printable table. */
export function formatDemoLogins(): string {
  const rows = DEMO_LOGINS.map((d) => [d.loginName, d.password, d.corpNo, d.name, d.phone, d.role])
  const header = ['login', 'password', 'company', 'name', 'mobile', 'role']
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i]))))
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i] - displayWidth(c))).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** Terminal width of a string: CJK characters take two columns. */
function displayWidth(text: string): number {
  let width = 0
  for (const ch of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1
  return width
}
