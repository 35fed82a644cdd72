/**
 * The train product's tables under the order header (repositories/orders.ts, migration 010):
 * legs, passengers, tickets, insurances, passenger claims, refunds, changes, standby requests and
 * their options, the company's train settings, and the train rows of the all-orders list.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type {
  DB,
  TrainChangeItemTable,
  TrainChangeTable,
  TrainOrderInsuranceTable,
  TrainOrderLegTable,
  TrainOrderPassengerTable,
  TrainRefundItemTable,
  TrainRefundTable,
  TrainStandbyOptionTable,
  TrainStandbyTable,
  TrainTicketTable,
} from '../types'
import type { ListScope } from './orders'

export type TrainLeg = Selectable<TrainOrderLegTable>
export type TrainPassenger = Selectable<TrainOrderPassengerTable>
export type TrainTicket = Selectable<TrainTicketTable>
export type TrainRefund = Selectable<TrainRefundTable>
export type TrainRefundItem = Selectable<TrainRefundItemTable>
export type TrainChange = Selectable<TrainChangeTable>
export type TrainChangeItem = Selectable<TrainChangeItemTable>
export type TrainStandby = Selectable<TrainStandbyTable>
export type TrainStandbyOption = Selectable<TrainStandbyOptionTable>
export type TrainOrderInsurance = Selectable<TrainOrderInsuranceTable>

/** Order types of the train rows of the all-orders list. */
const TRAIN_ORDER_TYPE = 11009
const REFUND_ROW_TYPE = 11010
const CHANGE_ROW_TYPE = 11011
const STANDBY_ROW_TYPE = 20031

// ---------------------------------------------------------------- settings, reference

/** A company's train settings. */
export interface TrainSettings {
  serviceFeeBusiness: number
  serviceFeePersonal: number
  approveAll: boolean
}

/**
 * The company's train settings; a company without a row uses its booking service fees of
 * company_travel_settings (the fees it charges per ticket by trip type) and no blanket approval.
 */
export async function findTrainSettings(db: Kysely<DB>, corpId: number): Promise<TrainSettings> {
  const own = await db.selectFrom('train_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  if (own) {
    return { serviceFeeBusiness: Number(own.service_fee_business), serviceFeePersonal: Number(own.service_fee_personal), approveAll: own.approve_all_orders === 1 }
  }
  const travel = await db
    .selectFrom('company_travel_settings')
    .select(['flight_service_fee_business', 'flight_service_fee_personal'])
    .where('corp_id', '=', corpId)
    .executeTakeFirst()
  return {
    serviceFeeBusiness: Number(travel?.flight_service_fee_business ?? 0),
    serviceFeePersonal: Number(travel?.flight_service_fee_personal ?? 0),
    approveAll: false,
  }
}

/** Names of cities by code. */
export async function findCityNames(db: Kysely<DB>, codes: string[]): Promise<Map<string, { zh: string; en: string }>> {
  const wanted = [...new Set(codes.filter(Boolean))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('cities').select(['code', 'name_zh', 'name_en']).where('code', 'in', wanted).execute()
  return new Map(rows.map((r) => [r.code, { zh: r.name_zh, en: r.name_en }]))
}

// ---------------------------------------------------------------- order rows

/** Legs of orders (every version: a change adds the new train as a row). */
export function findLegs(db: Kysely<DB>, orderIds: number[]): Promise<TrainLeg[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_order_legs').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('leg_no').orderBy('id').execute()
}

/** Passengers of orders. */
export function findTrainPassengers(db: Kysely<DB>, orderIds: number[]): Promise<TrainPassenger[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_order_passengers').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** Tickets of orders. */
export function findTrainTickets(db: Kysely<DB>, orderIds: number[]): Promise<TrainTicket[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_tickets').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Writes a leg; returns its id. */
export async function insertLeg(trx: Kysely<DB>, values: Insertable<TrainOrderLegTable>): Promise<number> {
  return (await trx.insertInto('train_order_legs').values(values).returning('id').executeTakeFirstOrThrow()).id
}

/** Writes a passenger; returns its id. */
export async function insertTrainPassenger(trx: Kysely<DB>, values: Insertable<TrainOrderPassengerTable>): Promise<number> {
  return (await trx.insertInto('train_order_passengers').values(values).returning('id').executeTakeFirstOrThrow()).id
}

/** Writes tickets in one statement; returns them. */
export function insertTrainTickets(trx: Kysely<DB>, values: Insertable<TrainTicketTable>[]): Promise<TrainTicket[]> {
  if (values.length === 0) return Promise.resolve([])
  return trx.insertInto('train_tickets').values(values).returningAll().execute()
}

/** Writes an insurance line. */
export async function insertTrainInsurance(trx: Kysely<DB>, values: Insertable<TrainOrderInsuranceTable>): Promise<void> {
  await trx.insertInto('train_order_insurances').values(values).execute()
}

/** Insurance lines of an order. */
export function findTrainInsurances(db: Kysely<DB>, orderId: number): Promise<TrainOrderInsurance[]> {
  return db.selectFrom('train_order_insurances').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/** Sets the status of tickets. */
export async function setTrainTicketsStatus(trx: Kysely<DB>, ticketIds: number[], status: string): Promise<void> {
  if (ticketIds.length === 0) return
  await trx.updateTable('train_tickets').set({ status }).where('id', 'in', ticketIds).execute()
}

/** What issuing gives a ticket. */
export interface IssuedSeat {
  ticketNo: string
  carriage: string
  seatNo: string
  labelZh: string
  labelEn: string
}

/** Issues a booked ticket (`WHERE status = 'BOOKED'`: an issued one is left alone). Returns whether it did. */
export async function issueTrainTicket(trx: Kysely<DB>, ticketId: number, seat: IssuedSeat): Promise<boolean> {
  const result = await trx
    .updateTable('train_tickets')
    .set({ status: 'ISSUED', ticket_no: seat.ticketNo, carriage: seat.carriage, seat_no: seat.seatNo, seat_label_zh: seat.labelZh, seat_label_en: seat.labelEn })
    .where('id', '=', ticketId)
    .where('status', '=', 'BOOKED')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---------------------------------------------------------------- people

/** Employee ids among an order's passengers. */
export async function findTrainPassengerEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('train_order_passengers').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (what a booking scope looks at). */
export function findScopesOf(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

// ---------------------------------------------------------------- claims

/** A live ticket's holds: its passenger's identities on one train and date. */
export interface TrainClaimRequest {
  ticketId: number
  passengerId: number
  identities: string[]
  trainCode: string
  trainDate: string
}

/**
 * Writes the claims of live tickets inside the caller's transaction and answers the requests that
 * found one of their identities already held (nothing written for those). One statement in a
 * fixed order, so bookings sharing passengers wait for each other instead of deadlocking.
 */
export async function claimTrainTickets(trx: Kysely<DB>, corpId: number, orderId: number, requests: TrainClaimRequest[]): Promise<TrainClaimRequest[]> {
  const rows = requests
    .flatMap((r) => r.identities.map((identity) => ({ corp_id: corpId, identity, train_code: r.trainCode, train_date: r.trainDate, order_id: orderId, ticket_id: r.ticketId })))
    .sort((a, b) => `${a.train_code}|${a.train_date}|${a.identity}`.localeCompare(`${b.train_code}|${b.train_date}|${b.identity}`))
  if (rows.length === 0) return []
  const written = await trx
    .insertInto('train_passenger_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'train_code', 'train_date']).doNothing())
    .returning(['ticket_id', 'identity'])
    .execute()
  const done = new Set(written.map((w) => `${w.ticket_id}|${w.identity}`))
  return requests.filter((r) => r.identities.some((identity) => !done.has(`${r.ticketId}|${identity}`)))
}

/** The tickets holding claims of these identities on a train and date. */
export async function trainClaimHolders(db: Kysely<DB>, corpId: number, identities: string[], trainCode: string, trainDate: string): Promise<number[]> {
  if (identities.length === 0) return []
  const rows = await db
    .selectFrom('train_passenger_claims')
    .select('ticket_id')
    .where('corp_id', '=', corpId)
    .where('identity', 'in', identities)
    .where('train_code', '=', trainCode)
    .where('train_date', '=', trainDate)
    .execute()
  return rows.map((r) => r.ticket_id)
}

/** Lets go of the claims of tickets that no longer travel. */
export async function releaseTrainClaims(trx: Kysely<DB>, ticketIds: number[]): Promise<void> {
  if (ticketIds.length === 0) return
  await trx.deleteFrom('train_passenger_claims').where('ticket_id', 'in', ticketIds).execute()
}

/**
 * Live bookings of a train on a date (trainCode + date: what a claim names) held by any of these
 * identities in a company, in orders of these statuses: the duplicate check's answer.
 */
export function findClaimsOnTrain(
  db: Kysely<DB>,
  corpId: number,
  trainCode: string,
  trainDate: string,
  identities: string[],
  statuses: readonly string[],
): Promise<{ order_id: number; order_no: string; name: string }[]> {
  if (identities.length === 0) return Promise.resolve([])
  return db
    .selectFrom('train_passenger_claims as c')
    .innerJoin('train_tickets as t', 't.id', 'c.ticket_id')
    .innerJoin('train_order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.id as order_id', 'o.order_no', 'p.name'])
    .distinct()
    .where('c.corp_id', '=', corpId)
    .where('c.identity', 'in', identities)
    .where('c.train_code', '=', trainCode)
    .where('c.train_date', '=', trainDate)
    .where('t.status', 'in', ['BOOKED', 'ISSUED'])
    .where('o.status', 'in', [...statuses])
    .orderBy('o.id')
    .orderBy('p.name')
    .execute()
}

// ---------------------------------------------------------------- refunds

/** Writes a refund and its items; returns the refund's id. */
export async function insertTrainRefund(
  trx: Kysely<DB>,
  values: Insertable<TrainRefundTable>,
  items: Omit<Insertable<TrainRefundItemTable>, 'refund_id'>[],
): Promise<number> {
  const refund = await trx.insertInto('train_refunds').values(values).returning('id').executeTakeFirstOrThrow()
  if (items.length > 0) await trx.insertInto('train_refund_items').values(items.map((i) => ({ ...i, refund_id: refund.id }))).execute()
  return refund.id
}

/** A refund of a company by id (another company's id answers like a missing one). */
export function findTrainRefund(db: Kysely<DB>, corpId: number, refundId: number): Promise<TrainRefund | undefined> {
  return db.selectFrom('train_refunds').selectAll().where('id', '=', refundId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Refunds of orders. */
export function findTrainRefundsOf(db: Kysely<DB>, orderIds: number[]): Promise<TrainRefund[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Items of refunds. */
export function findTrainRefundItems(db: Kysely<DB>, refundIds: number[]): Promise<TrainRefundItem[]> {
  if (refundIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_refund_items').selectAll().where('refund_id', 'in', refundIds).orderBy('id').execute()
}

// ---------------------------------------------------------------- changes

/** Writes a change and its items; returns the change. */
export async function insertTrainChange(
  trx: Kysely<DB>,
  values: Insertable<TrainChangeTable>,
  items: Omit<Insertable<TrainChangeItemTable>, 'change_id'>[],
): Promise<TrainChange> {
  const change = await trx.insertInto('train_changes').values(values).returningAll().executeTakeFirstOrThrow()
  if (items.length > 0) await trx.insertInto('train_change_items').values(items.map((i) => ({ ...i, change_id: change.id }))).execute()
  return change
}

/** A change of an order by id. */
export function findTrainChange(db: Kysely<DB>, orderId: number, changeId: number): Promise<TrainChange | undefined> {
  return db.selectFrom('train_changes').selectAll().where('id', '=', changeId).where('order_id', '=', orderId).executeTakeFirst()
}

/** A change of a company by id (another company's id answers like a missing one). */
export function findTrainChangeOfCompany(db: Kysely<DB>, corpId: number, changeId: number): Promise<TrainChange | undefined> {
  return db.selectFrom('train_changes').selectAll().where('id', '=', changeId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Changes of orders. */
export function findTrainChangesOf(db: Kysely<DB>, orderIds: number[]): Promise<TrainChange[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_changes').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Items of changes. */
export function findTrainChangeItems(db: Kysely<DB>, changeIds: number[]): Promise<TrainChangeItem[]> {
  if (changeIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_change_items').selectAll().where('change_id', 'in', changeIds).orderBy('id').execute()
}

/** A change of an order, row-locked until the end of the transaction. */
export function lockTrainChange(trx: Kysely<DB>, orderId: number, changeId: number): Promise<TrainChange | undefined> {
  return trx.selectFrom('train_changes').selectAll().where('id', '=', changeId).where('order_id', '=', orderId).forUpdate().executeTakeFirst()
}

/** A change is settled: the status it left the order in, no deadline, when and with which payment it was paid. */
export async function settleTrainChange(trx: Kysely<DB>, changeId: number, values: { orderStatus: string; paidAt: Date | null; payNo: string | null }): Promise<void> {
  await trx
    .updateTable('train_changes')
    .set({ order_status: values.orderStatus, pay_deadline: null, paid_at: values.paidAt, pay_no: values.payNo })
    .where('id', '=', changeId)
    .execute()
}

/** A change that waited for payment lapses (CANCELLED, no deadline); the caller holds its lock. */
export async function lapseTrainChange(trx: Kysely<DB>, changeId: number, cancelled: string): Promise<void> {
  await trx.updateTable('train_changes').set({ order_status: cancelled, pay_deadline: null }).where('id', '=', changeId).execute()
}

/** Changes waiting for payment past their deadline (of an order, or all). */
export function findDueTrainChanges(db: Kysely<DB>, now: Date, orderId?: number): Promise<{ id: number; order_id: number; corp_id: number }[]> {
  let q = db.selectFrom('train_changes').select(['id', 'order_id', 'corp_id']).where('order_status', '=', 'AWAITING_PAYMENT').where('pay_deadline', '<=', now)
  if (orderId !== undefined) q = q.where('order_id', '=', orderId)
  return q.orderBy('id').limit(500).execute()
}

/** Items of changes of orders that wait for payment within their deadline at `now`. */
export function findPendingTrainChangeItems(db: Kysely<DB>, orderIds: number[], now: Date): Promise<{ change_id: number; old_ticket_id: number; new_ticket_id: number }[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('train_change_items')
    .innerJoin('train_changes', 'train_changes.id', 'train_change_items.change_id')
    .select(['train_change_items.change_id', 'train_change_items.old_ticket_id', 'train_change_items.new_ticket_id'])
    .where('train_changes.order_id', 'in', orderIds)
    .where('train_changes.order_status', '=', 'AWAITING_PAYMENT')
    .where('train_changes.pay_deadline', '>', now)
    .execute()
}

// ---------------------------------------------------------------- standby

/** Writes a standby request and its options. */
export async function insertStandby(
  trx: Kysely<DB>,
  values: Insertable<TrainStandbyTable>,
  options: Omit<Insertable<TrainStandbyOptionTable>, 'order_id'>[],
): Promise<void> {
  await trx.insertInto('train_standby').values(values).execute()
  if (options.length > 0) await trx.insertInto('train_standby_options').values(options.map((o) => ({ ...o, order_id: values.order_id }))).execute()
}

/** Standby requests of orders. */
export function findStandbys(db: Kysely<DB>, orderIds: number[]): Promise<TrainStandby[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_standby').selectAll().where('order_id', 'in', orderIds).execute()
}

/** Options of standby orders, in their order. */
export function findStandbyOptions(db: Kysely<DB>, orderIds: number[]): Promise<TrainStandbyOption[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('train_standby_options').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** Moves a standby request from one state to another (conditional); returns whether it did. */
export async function setStandbyState(trx: Kysely<DB>, orderId: number, from: string, to: string, fulfilledAt?: Date): Promise<boolean> {
  const result = await trx
    .updateTable('train_standby')
    .set({ state: to, ...(fulfilledAt ? { fulfilled_at: fulfilledAt } : {}) })
    .where('order_id', '=', orderId)
    .where('state', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Waiting standby orders (state WAITING, deadline after `now`) that accept any of these seat
 * quotas, in queue order (queued_at, then order id); all waiting ones when `quotas` is null.
 */
export async function findWaitingStandbyOrders(db: Kysely<DB>, quotas: { inventoryKey: string; seatType: string }[] | null, now: Date, limit = 200): Promise<number[]> {
  let q = db
    .selectFrom('train_standby as s')
    .select(['s.order_id', 's.queued_at'])
    .where('s.state', '=', 'WAITING')
    .where('s.deadline', '>', now)
  if (quotas !== null) {
    if (quotas.length === 0) return []
    q = q.where((eb) =>
      eb.exists(
        eb.selectFrom('train_standby_options as o')
          .select('o.order_id')
          .whereRef('o.order_id', '=', 's.order_id')
          .where((inner) => inner.or(quotas.map((k) => inner.and([inner('o.inventory_key', '=', k.inventoryKey), inner('o.seat_type', '=', k.seatType)])))),
      ),
    )
  }
  const rows = await q.orderBy('s.queued_at').orderBy('s.order_id').limit(limit).execute()
  return rows.map((r) => r.order_id)
}

/** Standby orders whose deadline has passed while still WAITING (or UNPAID orders whose header can no longer be paid are the spine's). */
export async function findDueStandbyOrders(db: Kysely<DB>, now: Date, limit = 200): Promise<{ order_id: number; corp_id: number }[]> {
  return db
    .selectFrom('train_standby')
    .select(['order_id', 'corp_id'])
    .where('state', '=', 'WAITING')
    .where('deadline', '<=', now)
    .orderBy('deadline')
    .limit(limit)
    .execute()
}

/**
 * The 1-based place of a waiting standby order in its queue: 1 + the waiting orders queued before
 * it that accept one of the same seat quotas.
 */
export async function standbyQueuePosition(db: Kysely<DB>, orderId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct s2.order_id)::int as n
    from train_standby s
    join train_standby_options o on o.order_id = s.order_id
    join train_standby_options o2 on o2.inventory_key = o.inventory_key and o2.seat_type = o.seat_type and o2.order_id <> s.order_id
    join train_standby s2 on s2.order_id = o2.order_id
    where s.order_id = ${orderId} and s2.state = 'WAITING'
      and (s2.queued_at < s.queued_at or (s2.queued_at = s.queued_at and s2.order_id < s.order_id))`.execute(db)
  return Number(rows[0]?.n ?? 0) + 1
}

/** A page of the standby orders a person booked or travels on (newest first), with the total. */
export async function pageStandbyOrders(
  db: Kysely<DB>,
  scope: { corpId: number; empId: number },
  filter: { states?: string[]; dateStart?: string; dateEnd?: string },
  page: { pageNum: number; count: number },
): Promise<{ orderIds: number[]; total: number }> {
  let q = db
    .selectFrom('train_standby as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .where('o.corp_id', '=', scope.corpId)
    .where((eb) =>
      eb.or([
        eb('o.booker_emp_id', '=', scope.empId),
        eb.exists(eb.selectFrom('train_order_passengers as p').select('p.id').whereRef('p.order_id', '=', 'o.id').where('p.emp_id', '=', scope.empId)),
      ]),
    )
  if (filter.states && filter.states.length > 0) q = q.where('s.state', 'in', filter.states)
  if (filter.dateStart) q = q.where('s.train_date', '>=', filter.dateStart)
  if (filter.dateEnd) q = q.where('s.train_date', '<=', filter.dateEnd)
  const [rows, count] = await Promise.all([
    q.select('o.id').orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(page.count).offset((page.pageNum - 1) * page.count).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { orderIds: rows.map((r) => r.id), total: Number(count.n) }
}

// ---------------------------------------------------------------- the all-orders list

/**
 * The train kind's rows of the all-orders list as SQL (services/orders/list.ts filters, counts and
 * pages the union of every kind's source): its orders in the caller's scope (findScope 1: where the
 * caller travels; 2: also those the caller booked; empName and linkTel filters) — a standby order
 * as a 20031 row —, and their refunds (11010) and changes (11011) as rows of their own.
 */
export function trainListSource(db: Kysely<DB>, scope: ListScope) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const travels = eb.exists(eb.selectFrom('train_order_passengers as sp').select('sp.id').whereRef('sp.order_id', '=', 'o.id').where('sp.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', TRAIN_ORDER_TYPE), scope.findScope === 2 ? eb.or([travels, eb('o.booker_emp_id', '=', scope.empId)]) : travels]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('train_order_passengers as np').select('np.id').whereRef('np.order_id', '=', 'o.id').where('np.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  const orders = db
    .selectFrom('orders as o')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id',
      sql<number>`(case when exists (select 1 from train_standby sb where sb.order_id = o.id) then ${sql.lit(STANDBY_ROW_TYPE)} else ${sql.lit(TRAIN_ORDER_TYPE)} end)::int`.as('order_type'),
      'o.order_no as no', 'o.status', 'o.pay_deadline', 'o.total_amount as amount', 'o.created_at', 'o.first_dep_at as dep_at'])
  const refunds = db
    .selectFrom('train_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(inScope)
    .select(['r.id as row_id', 'r.order_id', sql<number>`${sql.lit(REFUND_ROW_TYPE)}::int`.as('order_type'), 'r.refund_no as no', 'r.order_status as status',
      sql<Date | null>`null::timestamptz`.as('pay_deadline'), 'r.total_amount as amount', 'r.created_at',
      sql<Date>`(select min(l.depart_at) from train_refund_items i join train_tickets t on t.id = i.ticket_id join train_order_legs l on l.id = t.leg_id where i.refund_id = r.id)`.as('dep_at')])
  const changes = db
    .selectFrom('train_changes as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .where(inScope)
    .select(['c.id as row_id', 'c.order_id', sql<number>`${sql.lit(CHANGE_ROW_TYPE)}::int`.as('order_type'), 'c.change_no as no', 'c.order_status as status', 'c.pay_deadline',
      'c.payable as amount', 'c.created_at', sql<Date>`(select l.depart_at from train_order_legs l where l.id = c.new_leg_id)`.as('dep_at')])
  return orders.unionAll(refunds).unionAll(changes)
}
