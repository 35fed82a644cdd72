/**
 * The simulated 12306 account and identity services (train supplier, RailAccountService).
 * Deterministic, so demos and tests know what each input answers:
 *
 * - login: the account must be a 12306 user name (a letter, then 5–29 letters, digits or '_'), a
 *   mobile number or an e-mail address, and the password 6–20 characters; a password ending in '0'
 *   is the demo's wrong password. Demo: `shanglv_demo` / `rail2025` signs in, `rail2020` fails.
 *   The passengers of an account come from a hash of its name: the holder and a relative (both
 *   passed) and a colleague born on 1 January 1970 whose check needs a code.
 * - checkPassenger: a national ID number whose birth date is 1 January 1970 does not pass (0) when
 *   its sequence is odd (a man) and needs a code (2) when it is even (a woman); everything else
 *   passes (1). No seeded traveller is born on that day, so the demo world and its tests pass.
 *   Demo numbers: 110101197001010011 (0), 110101197001010020 (2).
 * - verifyCode: 1 once the mobile answered, except for a passenger that does not pass at all (0).
 *
 * Nothing is kept between calls: the password is only compared with the demo rule.
 */
import { buildIdNumber, isValidIdNumber } from '../../util/id-card'
import type { RailAccountPassenger, RailAccountService, RailCheckCode, RailIdentity, RailLoginAnswer } from './types'

/** A 12306 user name, a mobile number or an e-mail address. */
const ACCOUNT_PATTERN = /^(?:[A-Za-z][A-Za-z0-9_]{5,29}|1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,})$/

/** The birth date of the simulator's problem identities ('YYYYMMDD' inside an ID number). */
export const RAIL_CHECK_BIRTH_DATE = '19700101'

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙']
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明']
const REGIONS = ['110105', '310104', '440106', '330106', '510107', '420106']

/** FNV-1a, 32 bits (the simulator's hash: a name always gives the same passengers). */
function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** The check the railway gives a document (the rule above). */
export function simulatedCheck(identity: RailIdentity): RailCheckCode {
  if (identity.cardType !== 'NI') return 1
  const number = identity.cardNumber.trim().toUpperCase()
  if (!isValidIdNumber(number) || number.slice(6, 14) !== RAIL_CHECK_BIRTH_DATE) return 1
  return Number(number.slice(14, 17)) % 2 === 1 ? 0 : 2
}

function nameOf(seed: number): string {
  return SURNAMES[seed % SURNAMES.length] + GIVEN[Math.floor(seed / 7) % GIVEN.length] + (seed % 3 === 0 ? '' : GIVEN[Math.floor(seed / 53) % GIVEN.length])
}

function bornOf(seed: number): string {
  const year = 1965 + (seed % 35)
  const month = 1 + (Math.floor(seed / 35) % 12)
  const day = 1 + (Math.floor(seed / 420) % 28)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The passengers of an account (the same every time for the same account name). */
function passengersOf(account: string): RailAccountPassenger[] {
  const key = account.toLowerCase()
  const out: RailAccountPassenger[] = []
  for (let i = 0; i < 3; i += 1) {
    const seed = hashString(`rail:${key}:${i}`)
    const sex = seed % 2 === 0 ? 'M' : 'F'
    // The third is the colleague whose check needs a code: born on the problem date, even sequence.
    const born = i === 2 ? '1970-01-01' : bornOf(seed)
    const sequence = i === 2 ? 2 * (5 + (seed % 490)) : 10 + (seed % 980)
    const cardNumber = buildIdNumber(REGIONS[seed % REGIONS.length], born, sequence, i === 2 ? 'F' : sex)
    const identity = { name: nameOf(seed), cardType: 'NI', cardNumber }
    out.push({ ...identity, born, checkCode: simulatedCheck(identity) })
  }
  return out
}

/** The simulated 12306 services. */
export class SimulatedRailAccounts implements RailAccountService {
  async login(account: string, password: string): Promise<RailLoginAnswer> {
    const name = account.trim()
    if (!ACCOUNT_PATTERN.test(name)) return { ok: false, refusal: 'badAccount' }
    if (password.length < 6 || password.length > 20 || password.endsWith('0')) return { ok: false, refusal: 'badPassword' }
    return { ok: true, accountRef: `SIM-${hashString(`acct:${name.toLowerCase()}`).toString(36).toUpperCase()}`, passengers: passengersOf(name) }
  }

  async checkPassenger(identity: RailIdentity): Promise<RailCheckCode> {
    return simulatedCheck(identity)
  }

  async verifyCode(identity: RailIdentity, _mobile: string): Promise<RailCheckCode> {
    return simulatedCheck(identity) === 0 ? 0 : 1
  }
}
