/** Helpers of the flight suites: dates, searches, fares, booking bodies, paying. */
import type { Cabin, Flight, QueryCabinReply, QueryFlightReply } from '../../../server/src/schemas/flight'
import type { BookBody, BookReply } from '../../../server/src/schemas/order'
import type { GetPaySubjectReply, PayOnlineReply } from '../../../server/src/schemas/pay'
import { chinaDatePlusDays } from '../../../server/src/util/time'
import type { TestEnv } from './test-app'

/** A China-time date `days` after the test clock's today. */
export function dayAhead(env: TestEnv, days: number): string {
  return chinaDatePlusDays(env.clock.now(), days)
}

let tokenSeq = 0
/** A fresh client token. */
export function clientToken(prefix = 'tok'): string {
  tokenSeq += 1
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${tokenSeq}`
}

/** queryFlight (business trip by default); throws on a failed call. */
export async function searchFlights(
  env: TestEnv,
  token: string,
  body: { depCode: string; arrCode: string; date: string; tripType?: 1 | 2; cabinClass?: 'Y' | 'C' | 'F'; travellerEmpIds?: string[] },
  lang: 'zh' | 'en' = 'zh',
): Promise<QueryFlightReply> {
  const reply = await env.post<QueryFlightReply>('/obt/plane/shopping/gn/v3/queryFlight', { tripType: 1, ...body }, { token, lang })
  if (reply.errCode !== 1) throw new Error(`queryFlight failed: ${JSON.stringify(reply)}`)
  return reply.data
}

/** queryCabin; throws on a failed call. */
export async function cabinsOf(env: TestEnv, token: string, flightKey: string, travellerEmpIds?: string[], tripType: 1 | 2 = 1): Promise<QueryCabinReply> {
  const reply = await env.post<QueryCabinReply>('/obt/plane/shopping/gn/v3/queryCabin', { flightKey, tripType, travellerEmpIds }, { token })
  if (reply.errCode !== 1) throw new Error(`queryCabin failed: ${JSON.stringify(reply)}`)
  return reply.data
}

/** The first flight (from `skip`) of a route whose cabins include one matching `want`. */
export async function findFare(
  env: TestEnv,
  token: string,
  options: { dep?: string; arr?: string; days?: number; travellerEmpIds?: string[]; want: (cabin: Cabin, flight: Flight) => boolean; skip?: number },
): Promise<{ flight: Flight; cabin: Cabin; date: string }> {
  const date = dayAhead(env, options.days ?? 10)
  const { flights } = await searchFlights(env, token, { depCode: options.dep ?? 'BJS', arrCode: options.arr ?? 'SHA', date, travellerEmpIds: options.travellerEmpIds })
  let skipped = 0
  for (const flight of flights) {
    const { cabins } = await cabinsOf(env, token, flight.flightKey, options.travellerEmpIds)
    const cabin = cabins.find((c) => options.want(c, flight))
    if (!cabin) continue
    if (skipped < (options.skip ?? 0)) {
      skipped += 1
      continue
    }
    return { flight, cabin, date }
  }
  throw new Error('no matching fare')
}

/** A booking body for the caller alone (passengers may be replaced). */
export function bookBody(cabinKey: string, overrides: Partial<BookBody> = {}): BookBody {
  return {
    segments: [{ cabinKey }],
    passengers: [{ empId: '0' }],
    contact: { name: '联系人', phone: '13800138000' },
    tripType: 1,
    clientToken: clientToken(),
    ...overrides,
  }
}

/** Books and returns the envelope. */
export function book(env: TestEnv, token: string, body: BookBody, lang: 'zh' | 'en' = 'zh') {
  return env.post<BookReply>('/obt/plane/tkOrder/v3/book', body, { token, lang })
}

/** The latest SMS code sent to a phone in a scene. */
export async function lastSmsCode(env: TestEnv, phone: string, scene: string): Promise<string> {
  const outbox = await env.get<{ code: string; scene: string }[]>('/obt/demo/smsOutbox', { phone })
  const message = outbox.data.find((m) => m.scene === scene)
  if (!message) throw new Error(`no ${scene} SMS for ${phone}`)
  return message.code
}

/** Pays orders end to end (subject, SMS code from the outbox, pay/online). */
export async function payOrders(env: TestEnv, token: string, phone: string, orderIds: string[]): Promise<PayOnlineReply> {
  const subject = await env.post<GetPaySubjectReply>('/obt/getPaySubject', { orderIds }, { token })
  if (subject.errCode !== 1) throw new Error(`getPaySubject failed: ${JSON.stringify(subject)}`)
  // One code per phone and scene per 60 s: step over the resend gap of an earlier payment.
  env.clock.advance(61 * 1000)
  const sent = await env.post('/obt/pay/getSmsCode', { orderIds }, { token })
  if (sent.errCode !== 1) throw new Error(`getSmsCode failed: ${JSON.stringify(sent)}`)
  const smsCode = await lastSmsCode(env, phone, 'pay')
  const s = subject.data.subjects[0]
  const paid = await env.post<PayOnlineReply>(
    '/obt/pay/online',
    { orderIds, payScene: 1, subjectBeanList: [{ subjectId: s.subjectId, payType: s.payType, amount: subject.data.amount }], smsCode },
    { token },
  )
  if (paid.errCode !== 1) throw new Error(`pay failed: ${JSON.stringify(paid)}`)
  return paid.data
}

/** Seats left of a bucket (simulator capacity minus flight_seats.taken). */
export async function seatsLeft(env: TestEnv, flightKey: string, cabinCode: string): Promise<number> {
  const flight = await env.app.ctx.flights.getFlight(flightKey)
  if (!flight) throw new Error('no such flight')
  const row = await env.database.db
    .selectFrom('flight_seats')
    .select(['capacity', 'taken'])
    .where('flight_key', '=', flight.inventoryKey)
    .where('cabin_code', '=', cabinCode)
    .executeTakeFirst()
  if (row) return row.capacity - row.taken
  const cabin = flight.cabins.find((c) => c.code === cabinCode)
  if (!cabin) throw new Error('no such fare')
  return cabin.capacity
}

/** Sets the seats left of a bucket (writes flight_seats directly). */
export async function setSeatsLeft(env: TestEnv, flightKey: string, cabinCode: string, left: number): Promise<void> {
  const flight = await env.app.ctx.flights.getFlight(flightKey)
  const cabin = flight?.cabins.find((c) => c.code === cabinCode)
  if (!flight || !cabin) throw new Error('no such fare')
  await env.database.db
    .insertInto('flight_seats')
    .values({ flight_key: flight.inventoryKey, cabin_code: cabinCode, dep_date: flight.depDate, capacity: cabin.capacity, taken: cabin.capacity - left })
    .onConflict((oc) => oc.columns(['flight_key', 'cabin_code']).doUpdateSet({ taken: cabin.capacity - left }))
    .execute()
}

/** The employee id of a login name. */
export async function empIdOf(env: TestEnv, loginName: string): Promise<string> {
  const row = await env.database.db.selectFrom('employees').select('id').where('login_name', '=', loginName).executeTakeFirstOrThrow()
  return String(row.id)
}

/** Pays a change that waits for payment (the /pay/payment flow with changeId, payScene 2). */
export async function payChange(env: TestEnv, token: string, phone: string, orderId: string, changeId: string): Promise<PayOnlineReply> {
  const subject = await env.post<GetPaySubjectReply>('/obt/getPaySubject', { orderIds: [orderId], changeId }, { token })
  if (subject.errCode !== 1) throw new Error(`getPaySubject failed: ${JSON.stringify(subject)}`)
  env.clock.advance(61 * 1000)
  const sent = await env.post('/obt/pay/getSmsCode', { orderIds: [orderId], changeId }, { token })
  if (sent.errCode !== 1) throw new Error(`getSmsCode failed: ${JSON.stringify(sent)}`)
  const smsCode = await lastSmsCode(env, phone, 'pay')
  const s = subject.data.subjects[0]
  const paid = await env.post<PayOnlineReply>(
    '/obt/pay/online',
    { orderIds: [orderId], changeId, payScene: 2, subjectBeanList: [{ subjectId: s.subjectId, payType: s.payType, amount: subject.data.amount }], smsCode },
    { token },
  )
  if (paid.errCode !== 1) throw new Error(`pay failed: ${JSON.stringify(paid)}`)
  return paid.data
}
