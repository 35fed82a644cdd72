/**
 * Booking a ride (order type 11018 on the spine): bookCarOrder. The pipeline's steps with the
 * car's facts: the quote from its priceKey (4000 unknown, 4009 priceExpired; the price is the
 * server's), the passenger (an employee within the booker's scope, or — personal trips, or bookers
 * who may book outside guests — a named person), the business-trip application against the car
 * routes (product 10906) of the city and day, the car standard of the passenger's rank and scene
 * and the out-of-policy reason (product 10906), approval, cost centre and project. Then the
 * transaction (booking/pipeline.ts) with the car row; an order needing no approval goes straight
 * to IN_PROGRESS (dispatching now, or waiting until 30 minutes before a scheduled start). Nothing
 * is paid when booking: the company account pays the final fare at the end of the ride, or the
 * passenger does (personal payment, the company's car setting).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { findCarOrder, findCarSettings, insertCarOrder } from '../../db/repositories/car-orders'
import type { Employee } from '../../db/repositories/employees'
import { findOrder, setStatus, type Order } from '../../db/repositories/orders'
import { findTravelSettings } from '../../db/repositories/settings'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import type { CarBookBody, CarBookReply } from '../../schemas/car'
import { chinaDate } from '../../util/time'
import { checkApplication } from '../booking/application'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { findBookableEmployees, scopeOf } from '../identity/travellers'
import { ORDER_STATUS } from '../orders/order-state'
import { carConflict } from './car-messages'
import { carBookReply } from './orders'
import { firstCarStatus } from './ride'
import { quoteOf, verdictOf } from './search'

/** Order number prefix of car orders (用车 YC). */
const ORDER_PREFIX = 'YC'

/** POST carOrder/bookCarOrder. */
export async function bookCar(ctx: AppContext, caller: Caller, body: CarBookBody, lang: Lang): Promise<CarBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return carBookReply(previous, await findCarOrder(ctx.db, previous.id), ctx.clock())
  const quote = await quoteOf(ctx, caller, body.priceKey, lang)
  const now = ctx.clock()
  // The passenger: an employee in scope, or a named person when the booker may book for others.
  let employee: Employee | null = null
  if (body.passenger.empId) {
    employee = (await findBookableEmployees(ctx.db, caller, [Number(body.passenger.empId)]))[0]
  } else if (body.tripType === 1 && !scopeOf(caller.employee).outside) {
    throw carConflict(lang, 'passengerNotAllowed')
  }
  const startAt = quote.startAt ? new Date(quote.startAt) : now
  const application = await checkApplication(ctx, caller, {
    tripType: body.tripType,
    ccsqdId: body.ccsqdId,
    routeId: body.routeId,
    travellers: employee ? [{ empId: employee.id, name: employee.emp_name }] : [],
    // A car route names its city only: '' matches the route's empty departure.
    legs: [{ depCity: '', arrCity: quote.cityCode, depDate: chinaDate(startAt) }],
    productCode: PRODUCT_CODE.CAR,
  })
  const { facts, violations } = await verdictOf(ctx, caller, quote, employee ?? caller.employee, body.tripType, lang)
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: PRODUCT_CODE.CAR, violations, forbidden: facts?.standard.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  const [settings, travelSettings] = await Promise.all([findCarSettings(ctx.db, caller.corpId), findTravelSettings(ctx.db, caller.corpId)])
  const wanted = approvalWanted({
    tripType: body.tripType, approveAll: settings.approveAll, violated: violations.length > 0, overPolicyAction: facts?.standard.overPolicyAction,
    approveOutOfPolicy: travelSettings.approve_out_of_policy === 1,
  })
  await checkAccounting(ctx, caller.corpId, body)
  if (body.expectedPrice !== undefined && Math.abs(body.expectedPrice - quote.price) >= 0.005) {
    throw carConflict(lang, 'priceChanged', { price: quote.price.toFixed(2) }, { reasonCode: 'priceChanged', price: quote.price })
  }
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: violations.length > 0, mainTravellerEmpId: employee?.id ?? caller.empId, amount: quote.price })
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.CAR,
    noPrefix: ORDER_PREFIX,
    rule,
    application,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      ...violationColumns(violations, reason, body.violationNote),
      // The estimate until the ride ends; the final fare replaces it then.
      fare_total: quote.price,
      tax_total: 0,
      service_fee_total: 0,
      insurance_total: 0,
      total_amount: quote.price,
      first_dep_at: startAt,
      route_text_zh: `${quote.from.name}→${quote.to.name}`,
      route_text_en: `${quote.from.name}→${quote.to.name}`,
    },
    hold: (trx, created) => hold(trx, created),
  })
  // Read again: the hold moved an order needing no approval on to IN_PROGRESS.
  return carBookReply((await findOrder(ctx.db, order.corp_id, order.id)) ?? order, await findCarOrder(ctx.db, order.id), ctx.clock())

  /** The car part of the transaction: the car row, and the ride starts when no approval is needed. */
  async function hold(trx: Kysely<DB>, created: Order): Promise<void> {
    const start = created.status === ORDER_STATUS.AWAITING_PAYMENT
    const first = start ? firstCarStatus(startAt, now) : null
    await insertCarOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      use_type: quote.useType,
      car_type: quote.carType,
      city_code: quote.cityCode,
      from_place: JSON.stringify(quote.from),
      to_place: JSON.stringify(quote.to),
      start_at: startAt,
      flight: quote.flight ? JSON.stringify(quote.flight) : null,
      day_car: quote.day ? JSON.stringify(quote.day) : null,
      passenger_emp_id: employee?.id ?? null,
      passenger_name: employee?.emp_name ?? body.passenger.name.trim(),
      passenger_mobile: body.passenger.mobile,
      start_place_note: body.startPlaceNote?.trim() ?? '',
      remark: body.remark?.trim() ?? '',
      estimate_price: quote.price,
      distance_m: Math.round(quote.distanceM),
      duration_s: Math.round(quote.durationS),
      payment: settings.payment,
      policy: facts ? JSON.stringify(facts.standard) : null,
      car_status: first,
      dispatch_at: first === 'CAR_DISPATCHING' ? now : null,
    })
    // Nothing is paid before the ride: the order runs (dispatch) rather than waiting for a payment.
    if (start) {
      await setStatus(trx, { orderId: created.id, from: created.status, to: ORDER_STATUS.IN_PROGRESS, event: 'dispatch', actorEmpId: caller.empId, at: now, set: { pay_deadline: null } })
    }
  }
}
