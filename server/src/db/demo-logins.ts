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

/** The environment variables the demo world is decided by. */
export interface DemoEnv {
  DATABASE_URL?: string
  NODE_ENV?: string
  DEMO_TOOLS?: string
}

/**
 * Whether the server runs the demo world: the embedded database (no DATABASE_URL) outside
 * production. A deployment on its own PostgreSQL or with NODE_ENV=production is not a demo,
 * whatever its tables hold.
 */
export function isDemoWorld(env: DemoEnv): boolean {
  return !env.DATABASE_URL && env.NODE_ENV !== 'production'
}

/**
 * Whether the demo tools (SMS, e-mail and push outboxes, captcha answers) are served: on in the
 * demo world, off elsewhere; DEMO_TOOLS=1 turns them on and DEMO_TOOLS=0 off explicitly. Even when
 * on they answer loopback clients only (system-routes.ts).
 */
export function demoToolsEnabled(env: DemoEnv): boolean {
  const flag = env.DEMO_TOOLS?.trim().toLowerCase()
  if (flag === '1' || flag === 'true' || flag === 'on') return true
  if (flag === '0' || flag === 'false' || flag === 'off') return false
  return isDemoWorld(env)
}
