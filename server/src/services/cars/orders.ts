/**
 * Car orders after booking: who may see them, the kind's release and issue after payment, the
 * order detail (both detail calls), the driver's position, cancel fee and cancel, the same-ride
 * check, the car states, the all-orders rows and the approval views.
 *
 * Visibility: the booker and the passenger employee always; on a business trip also whoever's
 * booking scope covers one of them; everything else — another company's order included — answers
 * 4004 exactly like a missing id. Reads advance the ride first (ride.ts), as the contract asks.
 *
 * Cancelling: free before a driver accepts (IN_APPROVAL, an approved ride not started,
 * CAR_WAITING, CAR_DISPATCHING); the car type's fee from CAR_DRIVER_ACCEPTED to CAR_PICKED_UP;
 * impossible once the journey has begun or the order ended. The fee the user saw travels with the
 * cancel: a different one now (a driver accepted meanwhile) answers 4009 cancelFeeChanged.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { CAR_STATUS } from '../../contract/order-status'
import { ORDER_TYPE } from '../../contract/order-types'
import { findCarOrder, findCarOrders, findEmployeeScopes, findRidesOfPassenger, stepRide, type CarOrder } from '../../db/repositories/car-orders'
import { findEmployee } from '../../db/repositories/employees'
import { findAccountingNames, findApplicationNoOf, findOrder, findOrdersByIds, findViolationReason, lockOrder, setStatus, type ListSourceRow, type Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { AppError, ErrCode, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type {
  CancelFeeReply,
  CarBookReply,
  CarCancelBody,
  CarCancelReply,
  CarOrderDetail,
  CarPlace,
  CarSameOrderBody,
  CarSameOrderReply,
  CarStateListReply,
  CarStatusCode,
  DriverLocationReply,
  UseType,
} from '../../schemas/car'
import type { OrderStatusCode, Violation } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import type { Driver } from '../../suppliers/cars/types'
import { maskPhone } from '../../util/mask'
import { formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { drivingRoute } from '../maps/route'
import { closeUnpaid, effectiveStatus } from '../orders/lifecycle'
import { ORDER_STATUS } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import { CAR_KIND_KEY, carBiText, carText, hasCarText, type CarTextKey } from './car-messages'
import { advanceRide, finalFareOf, positionOf, settle } from './ride'
import { carTypeName, chinaMinute, minuteText, thin } from './search'

const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)
const S = CAR_STATUS

/** Car states from which the ride is still free to cancel. */
const FREE_STATES: readonly (string | null)[] = [S.CAR_WAITING, S.CAR_DISPATCHING]
/** Car states that cost the fee. */
const FEE_STATES: readonly (string | null)[] = [S.CAR_DRIVER_ACCEPTED, S.CAR_ARRIVED, S.CAR_PICKED_UP]

// ---------------------------------------------------------------- visibility and hooks

/** Whether the caller may see a car order (the company is checked first). */
export async function canSeeCarOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== ORDER_TYPE.CAR) return false
  if (order.booker_emp_id === caller.empId) return true
  const row = await findCarOrder(ctx.db, order.id)
  if (row?.passenger_emp_id === caller.empId) return true
  if (order.trip_type !== 1) return false
  const people = await findEmployeeScopes(ctx.db, [order.booker_emp_id, ...(row?.passenger_emp_id ? [row.passenger_emp_id] : [])])
  return people.some((e) => inScope(caller, e))
}

/** A car order the caller may see, advanced to now (4004 otherwise, like a missing id). */
export async function visibleCarOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: CarOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeCarOrder(ctx, caller, order))) throw notFound()
  const moved = await advanceRide(ctx, caller.corpId, orderId)
  if (!moved) throw notFound()
  return moved
}

/** The kind's release (a ride never started or ended without paying: cancelled, rejected, expired): the car row stops. */
export async function releaseCarRide(trx: Kysely<DB>, order: Order, now: Date): Promise<void> {
  const row = await findCarOrder(trx, order.id)
  if (!row || row.cancelled_at || row.finished_at) return
  await stepRide(trx, order.id, row.car_status, { car_status: null, cancelled_at: now, cancel_reason: row.cancel_reason ?? 'USER' })
}

/** After the passenger paid (PAID): the ride's order ends, COMPLETED (a fare) or CANCELLED (a cancel fee). */
export async function completePaidRide(ctx: AppContext, order: Order): Promise<boolean> {
  const row = await findCarOrder(ctx.db, order.id)
  if (!row) return false
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.corp_id, order.id)
    if (!locked || locked.status !== ORDER_STATUS.PAID) return false
    const to = row.cancelled_at ? ORDER_STATUS.CANCELLED : ORDER_STATUS.COMPLETED
    return setStatus(trx, { orderId: order.id, from: ORDER_STATUS.PAID, to, event: 'complete', actorEmpId: null, at: now })
  })
}

// ---------------------------------------------------------------- replies

/** The booking's reply. */
export function carBookReply(order: Order, row: CarOrder | undefined, now: Date): CarBookReply {
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: effectiveStatus(order, now) as OrderStatusCode,
    carStatus: (row?.car_status ?? null) as CarStatusCode | null,
    needApproval: order.need_approval === 1,
    payment: row?.payment === 'PERSONAL' ? 'PERSONAL' : 'COMPANY',
    estimatePrice: Number(row?.estimate_price ?? order.total_amount),
  }
}

/** A status label. */
function statusText(status: string, lang: Lang): string {
  const key = `status${status}`
  return hasCarText(key) ? carText(lang, key) : status
}

/** A car status label ('' when none). */
function carStatusText(status: string | null, lang: Lang): string {
  return status && hasCarText(status) ? carText(lang, status as CarTextKey) : ''
}

/** The header's violations with their texts (codes only are stored). */
function violationsOf(order: Order, row: CarOrder, lang: Lang): Violation[] {
  if (!order.violations) return []
  const policy = row.policy ? (JSON.parse(row.policy) as { carTypes: number[]; maxAmount: number | null; timeWindow: { from: string; to: string } | null }) : null
  return (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => {
    switch (v.code) {
      case 'CAR_TYPE':
        return { code: v.code, text: carText(lang, 'violationType', { types: (policy?.carTypes ?? []).map((t) => carTypeName(t, lang)).join(lang === 'en' ? ', ' : '、') }) }
      case 'CAR_AMOUNT':
        return { code: v.code, text: carText(lang, 'violationAmount', { amount: policy?.maxAmount ?? 0 }) }
      case 'CAR_TIME':
        return { code: v.code, text: carText(lang, 'violationTime', policy?.timeWindow ?? { from: '', to: '' }) }
      default:
        return { code: v.code, text: carText(lang, 'violationCity') }
    }
  })
}

/** The cancel fee and whether cancelling is possible now. */
export function cancelTerms(ctx: AppContext, order: Order, row: CarOrder, now: Date, lang: Lang): CancelFeeReply {
  const status = effectiveStatus(order, now)
  const beforeRide = row.finished_at === null && row.cancelled_at === null
  if ((status === ORDER_STATUS.IN_APPROVAL || status === ORDER_STATUS.AWAITING_PAYMENT) && beforeRide && row.car_status === null) {
    return { cancellable: true, fee: 0, reason: carText(lang, 'cancelFree') }
  }
  if (status === ORDER_STATUS.IN_PROGRESS && FREE_STATES.includes(row.car_status)) return { cancellable: true, fee: 0, reason: carText(lang, 'cancelFree') }
  if (status === ORDER_STATUS.IN_PROGRESS && FEE_STATES.includes(row.car_status)) {
    const fee = ctx.cars.cancelFee(row.car_type)
    return { cancellable: true, fee, reason: carText(lang, 'cancelWithFee', { fee: fee.toFixed(2) }) }
  }
  if (status === ORDER_STATUS.IN_PROGRESS && row.car_status === S.CAR_JOURNEY_BEGUN) return { cancellable: false, fee: 0, reason: carText(lang, 'cancelBegun') }
  return { cancellable: false, fee: 0, reason: carText(lang, 'cancelDone') }
}

/** The timeline of a ride. */
function timelineOf(order: Order, row: CarOrder, lang: Lang): CarOrderDetail['timeline'] {
  const steps: [string, Date | null][] = [
    ['BOOKED', order.created_at],
    [S.CAR_DISPATCHING, row.dispatch_at],
    [S.CAR_DRIVER_ACCEPTED, row.accepted_at],
    [S.CAR_ARRIVED, row.arrived_at],
    [S.CAR_PICKED_UP, row.picked_up_at],
    [S.CAR_JOURNEY_BEGUN, row.begun_at],
    ['COMPLETED', row.finished_at],
    [row.cancel_reason === 'NO_DRIVER' ? 'NO_DRIVER' : 'CANCELLED', row.cancelled_at],
  ]
  return steps.flatMap(([code, at]) => {
    if (!at) return []
    const key = code.startsWith('CAR_') ? code : `step${code}`
    return [{ code, text: hasCarText(key) ? carText(lang, key) : code, at: formatChinaTime(at) }]
  })
}

/** The detail of a car order (QueryCarOrderDetail and vehicleClzcDetail). */
export async function carOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<CarOrderDetail> {
  const { order, row } = await visibleCarOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const [accounting, reason, instance] = await Promise.all([
    findAccountingNames(ctx.db, order.corp_id, { costCenterId: order.cost_center_id, projectId: order.project_id }),
    order.violation_reason_id ? findViolationReason(ctx.db, order.corp_id, order.violation_reason_id) : undefined,
    order.need_approval === 1 ? latestInstance(ctx.db, ORDER_TYPE.CAR, order.id) : undefined,
  ])
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const status = effectiveStatus(order, now)
  const from = JSON.parse(row.from_place) as CarPlace
  const to = JSON.parse(row.to_place) as CarPlace
  const driver = row.driver ? (JSON.parse(row.driver) as Record<Lang, Driver>)[lang] : null
  const position = positionOf(row, now)
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null && row.car_status === null && (row.finished_at !== null || row.cancelled_at !== null)
  const day = row.day_car ? (JSON.parse(row.day_car) as { kind: 'HALF' | 'FULL'; hours: number; km: number }) : null
  const over = day && row.finished_at ? finalFareOf(ctx, row) : null
  const flight = row.flight ? (JSON.parse(row.flight) as { flightNo: string; arrTime: string; arrTerminal: string }) : null
  const route = row.use_type === 7 ? null : drivingRoute({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng })
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: ORDER_TYPE.CAR,
    status: status as OrderStatusCode,
    carStatus: row.car_status as CarStatusCode | null,
    statusText: statusText(status, lang),
    carStatusText: carStatusText(row.car_status, lang),
    tripType: order.trip_type === 2 ? 2 : 1,
    useType: row.use_type as UseType,
    useTypeText: carText(lang, `useType${row.use_type}` as CarTextKey),
    carType: row.car_type as 1 | 2 | 3 | 4,
    carTypeName: carTypeName(row.car_type, lang),
    cityId: row.city_code,
    from,
    to,
    startTime: minuteText(row.start_at),
    flight,
    passenger: { name: row.passenger_name, mobile: maskPhone(row.passenger_mobile) },
    contact: { name: order.contact_name, phone: maskPhone(order.contact_phone), email: order.contact_email ?? '' },
    startPlaceNote: row.start_place_note,
    remark: row.remark,
    estimatePrice: Number(row.estimate_price),
    finalPrice: row.final_price === null ? null : Number(row.final_price),
    cancelFee: row.cancel_fee === null ? null : Number(row.cancel_fee),
    cancelReason: row.cancel_reason ? carText(lang, row.cancel_reason === 'NO_DRIVER' ? 'reasonNoDriver' : 'reasonUser') : '',
    distanceM: row.distance_m,
    actualDistanceM: row.actual_distance_m,
    durationMin: Math.max(1, Math.round(row.duration_s / 60)),
    points: route ? thin(route.points).map((p) => ({ lat: p.lat, lng: p.lng })) : [{ lat: from.lat, lng: from.lng }],
    driver,
    position: position ? { lat: position.lat, lng: position.lng, heading: position.heading, at: formatChinaTime(now) } : null,
    timeline: timelineOf(order, row, lang),
    payment: row.payment === 'PERSONAL' ? 'PERSONAL' : 'COMPANY',
    payDeadline: awaiting ? formatChinaTime(order.pay_deadline as Date) : null,
    canCancel: cancelTerms(ctx, order, row, now, lang).cancellable,
    canPay: awaiting,
    needApproval: order.need_approval === 1,
    approval: progress,
    costCenterName: accounting.costCenter ? pick(lang, accounting.costCenter.name, accounting.costCenter.name_en) : '',
    projectName: accounting.project ? pick(lang, accounting.project.name, accounting.project.name_en) : '',
    violations: violationsOf(order, row, lang),
    reasonText: reason ? pick(lang, reason.name_zh, reason.name_en) + (order.violation_note ? `（${order.violation_note}）` : '') : '',
    createdAt: formatChinaTime(order.created_at),
    dayCar: day ? { kind: day.kind, hours: day.hours, km: day.km, overHours: over?.overHours ?? 0, overKm: over?.overKm ?? 0, overFee: over ? Math.max(0, Math.round((over.price - Number(row.estimate_price)) * 100) / 100) : 0 } : null,
  }
}

/** POST carOrder/getDriverLocation. */
export async function driverLocation(ctx: AppContext, caller: Caller, orderId: number): Promise<DriverLocationReply> {
  const { order, row } = await visibleCarOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const p = positionOf(row, now)
  return {
    carStatus: row.car_status as CarStatusCode | null,
    status: effectiveStatus(order, now) as OrderStatusCode,
    lat: p?.lat ?? null,
    lng: p?.lng ?? null,
    heading: p?.heading ?? null,
    etaMin: p?.etaMin ?? null,
    distanceLeftM: p?.distanceLeftM ?? null,
    at: formatChinaTime(now),
  }
}

/** POST carOrder/getCancelFee. */
export async function cancelFee(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<CancelFeeReply> {
  const { order, row } = await visibleCarOrder(ctx, caller, orderId)
  return cancelTerms(ctx, order, row, ctx.clock(), lang)
}

/** The 4009 of a fee that is no longer the one shown. */
function feeChanged(fee: number, lang: Lang): AppError {
  return new AppError(ErrCode.CONFLICT, 'orderStateInvalid', { tips: carText(lang, 'cancelFeeChanged', { fee: fee.toFixed(2) }), data: { reasonCode: 'cancelFeeChanged', fee } })
}

/** POST carOrder/cancel. */
export async function cancelCarOrder(ctx: AppContext, caller: Caller, body: CarCancelBody, lang: Lang): Promise<CarCancelReply> {
  const orderId = Number(body.orderId)
  const { order: seen, row: seenRow } = await visibleCarOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const terms = cancelTerms(ctx, seen, seenRow, now, lang)
  if (!terms.cancellable) throw new AppError(ErrCode.CONFLICT, 'orderStateInvalid', { tips: terms.reason })
  if (Math.abs(terms.fee - body.expectedFee) >= 0.005) throw feeChanged(terms.fee, lang)
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const row = await findCarOrder(trx, orderId)
    if (!order || !row) throw notFound()
    // The ride moved since it was read (a driver accepted, the journey began): the user decides again.
    if (order.status !== seen.status || row.car_status !== seenRow.car_status) return null
    if (!(await stepRide(trx, orderId, row.car_status, { car_status: null, cancelled_at: now, cancel_fee: terms.fee, cancel_reason: 'USER' }))) return null
    if (terms.fee <= 0) {
      await closeUnpaid(trx, order, ORDER_STATUS.CANCELLED, 'cancel', caller.empId, now)
      return ORDER_STATUS.CANCELLED
    }
    return settle(trx, order, terms.fee, row.payment, ORDER_STATUS.CANCELLED, 'cancel', now)
  })
  if (result === null) {
    const again = await visibleCarOrder(ctx, caller, orderId)
    const fresh = cancelTerms(ctx, again.order, again.row, ctx.clock(), lang)
    if (!fresh.cancellable) throw new AppError(ErrCode.CONFLICT, 'orderStateInvalid', { tips: fresh.reason })
    throw feeChanged(fresh.fee, lang)
  }
  return { status: result as OrderStatusCode, fee: terms.fee }
}

/** POST carOrder/checkSameOrder: live rides of that passenger starting within ±1 h, in orders the caller can see. */
export async function checkSameRide(ctx: AppContext, caller: Caller, body: CarSameOrderBody): Promise<CarSameOrderReply> {
  const at = chinaMinute(body.startTime)
  const rows = await findRidesOfPassenger(ctx.db, caller.corpId, body.passengerMobile, new Date(at.getTime() - 3_600_000), new Date(at.getTime() + 3_600_000),
    [ORDER_STATUS.IN_APPROVAL, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.AWAITING_PAYMENT])
  const list: CarSameOrderReply['list'] = []
  for (const r of rows) {
    const order = await findOrder(ctx.db, caller.corpId, r.id)
    const row = await findCarOrder(ctx.db, r.id)
    if (!order || !row || row.finished_at || row.cancelled_at || !(await canSeeCarOrder(ctx, caller, order))) continue
    list.push({ orderId: String(r.id), orderNo: r.order_no, startTime: minuteText(r.start_at), fromName: (JSON.parse(r.from_place) as CarPlace).name, toName: (JSON.parse(r.to_place) as CarPlace).name })
  }
  return { list }
}

/** POST carOrder/blztList. */
export function carStates(lang: Lang): CarStateListReply {
  return { list: Object.values(S).map((code) => ({ code, name: carText(lang, code) })) }
}

// ---------------------------------------------------------------- all-orders rows

/** The page's car rows in the reply shape. Day cars carry 'DAY:' in flightNo (open them with vehicleClzcDetail). */
export async function carListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = rows.map((r) => r.order_id)
  const [orders, cars] = await Promise.all([findOrdersByIds(db, ids), findCarOrders(db, ids)])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const c = cars.find((x) => x.order_id === row.order_id) as CarOrder
    const status = effectiveStatus(row, now)
    const day = c.day_car ? (JSON.parse(c.day_car) as { kind: 'HALF' | 'FULL' }) : null
    return {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: ORDER_TYPE.CAR,
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: pick(lang, o.route_text_zh, o.route_text_en),
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
      flightNo: day ? `DAY:${day.kind} ${carTypeName(c.car_type, lang)}` : `${carText(lang, `useType${c.use_type}` as CarTextKey)} ${carTypeName(c.car_type, lang)}`,
      depTime: minuteText(c.start_at),
      passengerNames: c.passenger_name,
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of a car order. */
export async function carOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, row] = await Promise.all([findEmployee(db, order.booker_emp_id), findCarOrder(db, order.id)])
  const time = row ? minuteText(row.start_at) : ''
  return {
    corpId: order.corp_id,
    orderType: ORDER_TYPE.CAR,
    subjectId: order.id,
    changeId: null,
    kind: CAR_KIND_KEY,
    mainTravellerEmpId: row?.passenger_emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: carBiText('orderTitle', { from: order.route_text_zh.split('→')[0] ?? '', to: order.route_text_zh.split('→')[1] ?? '', time }),
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...(row?.passenger_emp_id ? [row.passenger_emp_id] : [])],
    amount: Number(row?.estimate_price ?? order.total_amount),
    violation: order.violations !== null,
  }
}

/** The car order as the approver's detail shows it. */
export async function carApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [row, reason, ccsqdNo] = await Promise.all([
    findCarOrder(db, order.id),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
    findApplicationNoOf(db, order.ccsqd_id),
  ])
  const reasonText = reason ? pick(lang, reason.name_zh, reason.name_en) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: statusText(order.status, lang),
    amount: Number(row?.estimate_price ?? order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row
      ? [{
        flightNo: carTypeName(row.car_type, lang),
        airline: carText(lang, `useType${row.use_type}` as CarTextKey),
        depCity: (JSON.parse(row.from_place) as CarPlace).name,
        arrCity: (JSON.parse(row.to_place) as CarPlace).name,
        depTime: minuteText(row.start_at),
        arrTime: '',
        cabinName: carTypeName(row.car_type, lang),
      }]
      : [],
    passengers: row ? [{ name: row.passenger_name, cardMasked: '' }] : [],
    violations: row ? violationsOf(order, row, lang) : [],
    ...(reasonText ? { reason: reasonText } : {}),
    ...(ccsqdNo ? { ccsqdNo } : {}),
  }
}

/** The approver's list rows of car orders. */
export async function carApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const out = new Map<number, ApprovalRowText>()
  const rows = await findCarOrders(db, orders.map((o) => o.id))
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    const time = row ? minuteText(row.start_at) : ''
    const [from, to] = pick(lang, order.route_text_zh, order.route_text_en).split('→')
    out.set(order.id, {
      title: carText(lang, 'orderTitle', { from: from ?? '', to: to ?? '', time }),
      travellerNames: row?.passenger_name ?? '',
      summary: row ? `${carText(lang, `useType${row.use_type}` as CarTextKey)} · ${carTypeName(row.car_type, lang)} · ${Number(row.estimate_price).toFixed(2)}` : '',
    })
  }
  return out
}
