/**
 * The user centre's calls (issue 15): the schedule, the violations list, offline orders
 * (qt/order), points, and the requests to the travel consultants (online service, meetings).
 * Paths and decisions: server/README.md, "Schedule, messages, points and service".
 */
import { Type, type Static } from '@sinclair/typebox'
import { DateText, FreeText, IdNumber, IdText, Line, OrderStatusCode, Page, pageQuery, Violation } from './common'

// ---------------------------------------------------------------- schedule

/**
 * POST /obt/scheduleOrder: the caller's trips across every product, one time line. history 0
 * (default): departing today (China) or later, soonest first; 1: before today, latest first.
 */
export const ScheduleBody = Type.Object({
  history: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  ...pageQuery(20, 50),
})
export type ScheduleBody = Static<typeof ScheduleBody>

/** A trip of the schedule: an order header as the spine holds it. */
export const ScheduleItem = Type.Object({
  orderId: IdText,
  orderNo: Type.String(),
  /** Order type (booking flows §2.4): the app opens its detail screen through the order-type table. */
  orderType: Type.Integer(),
  productCode: Type.String(),
  status: OrderStatusCode,
  /** '北京-上海' / 'Beijing-Shanghai', or a hotel, a ride... in the request language. */
  routeText: Type.String(),
  /** First departure (check-in, pick-up, service time) 'YYYY-MM-DD HH:mm' China time. */
  depTime: Type.String(),
  /** Its China date 'YYYY-MM-DD': the schedule groups by it. */
  day: Type.String(),
  amount: Type.Number(),
  /** The business-trip application it was booked under. */
  ccsqdNo: Type.Optional(Type.String()),
  /** Estimated kg CO2e of the whole trip (every passenger and leg), for the kinds that estimate it (flights, trains; issue 18 §2). */
  co2Kg: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type ScheduleItem = Static<typeof ScheduleItem>

/** scheduleOrder reply. */
export const ScheduleReply = Page(ScheduleItem)
export type ScheduleReply = Static<typeof ScheduleReply>

// ---------------------------------------------------------------- violations

/** POST /obt/violateList: the caller's out-of-policy bookings (travelling or booked), newest first. */
export const ViolateListBody = Type.Object({ ...pageQuery(20, 50) })
export type ViolateListBody = Static<typeof ViolateListBody>

/** An out-of-policy booking: what broke the policy and the reason given at booking. */
export const ViolateItem = Type.Object({
  orderId: IdText,
  orderNo: Type.String(),
  orderType: Type.Integer(),
  productCode: Type.String(),
  status: OrderStatusCode,
  routeText: Type.String(),
  depTime: Type.String(),
  createdAt: Type.String(),
  amount: Type.Number(),
  violations: Type.Array(Violation),
  /** The reason chosen at booking ('' when none). */
  reason: Type.String(),
  /** The booker's own words ('' when none). */
  note: Type.String(),
})
export type ViolateItem = Static<typeof ViolateItem>

/** violateList reply. */
export const ViolateListReply = Page(ViolateItem)
export type ViolateListReply = Static<typeof ViolateListReply>

// ---------------------------------------------------------------- offline orders (qt/order)

/** Offline order status: IN_PROGRESS (the consultant works on it), ISSUED (done), CANCELLED. */
export const OtherOrderStatus = Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('ISSUED'), Type.Literal('CANCELLED')])
export type OtherOrderStatus = Static<typeof OtherOrderStatus>

/** What an offline order is for. */
export const OtherOrderCategory = Type.Union([
  Type.Literal('VISA'),
  Type.Literal('TICKET'),
  Type.Literal('HOTEL'),
  Type.Literal('MEETING'),
  Type.Literal('INSURANCE'),
  Type.Literal('OTHER'),
])
export type OtherOrderCategory = Static<typeof OtherOrderCategory>

/** POST /obt/qt/order/list. */
export const OtherOrderListBody = Type.Object({ ...pageQuery(20, 50) })
export type OtherOrderListBody = Static<typeof OtherOrderListBody>

/** An offline order as listed. */
export const OtherOrderItem = Type.Object({
  orderId: IdText,
  orderNo: Type.String(),
  category: OtherOrderCategory,
  title: Type.String(),
  travellerNames: Type.String(),
  /** 'YYYY-MM-DD'. */
  serviceDate: Type.String(),
  amount: Type.Number(),
  status: OtherOrderStatus,
  createdAt: Type.String(),
})
export type OtherOrderItem = Static<typeof OtherOrderItem>

/** qt/order/list reply. */
export const OtherOrderListReply = Page(OtherOrderItem)
export type OtherOrderListReply = Static<typeof OtherOrderListReply>

/** POST /obt/qt/order/detail and cancel. */
export const OtherOrderBody = Type.Object({ orderId: IdText })
export type OtherOrderBody = Static<typeof OtherOrderBody>

/** One offline order. canCancel: still being processed and before its service day (China). */
export const OtherOrderDetail = Type.Object({
  ...OtherOrderItem.properties,
  detail: Type.String(),
  consultant: Type.String(),
  consultantPhone: Type.String(),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  canCancel: Type.Boolean(),
})
export type OtherOrderDetail = Static<typeof OtherOrderDetail>

/**
 * POST /obt/demo/qt/order/add (demo tools, loopback only): a consultant enters an offline order
 * for an employee (by login name). The amount is the consultant's, which is why only the demo
 * tool takes one.
 */
export const OtherOrderAddBody = Type.Object({
  loginName: Line({ minLength: 1, maxLength: 64 }),
  category: OtherOrderCategory,
  title: Line({ minLength: 1, maxLength: 60 }),
  titleEn: Type.Optional(Line({ maxLength: 80 })),
  detail: Type.Optional(FreeText({ maxLength: 500 })),
  detailEn: Type.Optional(FreeText({ maxLength: 800 })),
  travellerNames: Type.Optional(Line({ maxLength: 100 })),
  serviceDate: DateText,
  amount: Type.Number({ minimum: 0, maximum: 9999999 }),
  status: Type.Optional(OtherOrderStatus),
  consultant: Type.Optional(Line({ maxLength: 40 })),
})
export type OtherOrderAddBody = Static<typeof OtherOrderAddBody>

// ---------------------------------------------------------------- points

/** POST /obt/empIntegralBillQuery: the caller's points bill, newest first, with the balance. */
export const PointsBillBody = Type.Object({ ...pageQuery(20, 50) })
export type PointsBillBody = Static<typeof PointsBillBody>

/** Kind of a movement: EARN an order paid, REVERSE money of it back, GRANT the opening balance. */
export const PointsKind = Type.Union([Type.Literal('EARN'), Type.Literal('REVERSE'), Type.Literal('GRANT')])
export type PointsKind = Static<typeof PointsKind>

/** A points movement. */
export const PointsEntry = Type.Object({
  id: IdText,
  kind: PointsKind,
  points: Type.Integer(),
  /** The money the movement is about (paid, refunded; 0 for a grant). */
  amount: Type.Number(),
  orderId: Type.Union([IdText, Type.Null()]),
  orderNo: Type.Union([Type.String(), Type.Null()]),
  orderType: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.String(),
  time: Type.String(),
})
export type PointsEntry = Static<typeof PointsEntry>

/** empIntegralBillQuery reply. */
export const PointsBillReply = Type.Object({ list: Type.Array(PointsEntry), total: Type.Integer(), balance: Type.Integer() })
export type PointsBillReply = Static<typeof PointsBillReply>

/** POST /obt/getAvailablePoints reply: the balance and the company's rule (CNY paid per point). */
export const AvailablePointsReply = Type.Object({ balance: Type.Integer(), yuanPerPoint: Type.Number() })
export type AvailablePointsReply = Static<typeof AvailablePointsReply>

/** POST /obt/getIntegralByOrderNo. */
export const PointsByOrderBody = Type.Object({ orderNo: Line({ minLength: 1, maxLength: 40 }) })
export type PointsByOrderBody = Static<typeof PointsByOrderBody>

/** getIntegralByOrderNo reply: the points an order of the caller's brought (net), and its movements. */
export const PointsByOrderReply = Type.Object({ orderNo: Type.String(), points: Type.Integer(), list: Type.Array(PointsEntry) })
export type PointsByOrderReply = Static<typeof PointsByOrderReply>

// ---------------------------------------------------------------- online service and meetings

/** A request's kind: ONLINE customer service, MEETING a meeting or event. */
export const ServiceRequestKind = Type.Union([Type.Literal('ONLINE'), Type.Literal('MEETING')])
export type ServiceRequestKind = Static<typeof ServiceRequestKind>

/** SUBMITTED (waiting for the consultant), ANSWERED, CANCELLED. */
export const ServiceRequestStatus = Type.Union([Type.Literal('SUBMITTED'), Type.Literal('ANSWERED'), Type.Literal('CANCELLED')])
export type ServiceRequestStatus = Static<typeof ServiceRequestStatus>

/** The meeting form. */
export const MeetingForm = Type.Object({
  /** The meeting's name. */
  meetingName: Line({ minLength: 1, maxLength: 60 }),
  city: Line({ minLength: 1, maxLength: 30 }),
  dateBegin: DateText,
  dateEnd: DateText,
  attendees: Type.Integer({ minimum: 1, maximum: 5000 }),
  /** Hotel rooms a night (0: none). */
  rooms: Type.Integer({ minimum: 0, maximum: 2000 }),
  /** Budget in CNY (0: open). */
  budget: Type.Integer({ minimum: 0, maximum: 99999999 }),
  contactPhone: Line({ minLength: 1, maxLength: 20 }),
})
export type MeetingForm = Static<typeof MeetingForm>

/** POST /obt/serviceRequest/list. */
export const ServiceRequestListBody = Type.Object({ kind: ServiceRequestKind, ...pageQuery(20, 50) })
export type ServiceRequestListBody = Static<typeof ServiceRequestListBody>

/** A request and the consultant's answer. */
export const ServiceRequestItem = Type.Object({
  id: IdText,
  requestNo: Type.String(),
  kind: ServiceRequestKind,
  content: Type.String(),
  meeting: Type.Union([MeetingForm, Type.Null()]),
  status: ServiceRequestStatus,
  answer: Type.String(),
  answeredAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  canCancel: Type.Boolean(),
})
export type ServiceRequestItem = Static<typeof ServiceRequestItem>

/** serviceRequest/list reply. */
export const ServiceRequestListReply = Page(ServiceRequestItem)
export type ServiceRequestListReply = Static<typeof ServiceRequestListReply>

/**
 * POST /obt/serviceRequest/add: ONLINE needs content (the question) and the tenant's online
 * service (parameter 10013); MEETING needs the meeting form, content is its remarks.
 */
export const ServiceRequestAddBody = Type.Object({
  kind: ServiceRequestKind,
  content: Type.Optional(FreeText({ maxLength: 500 })),
  meeting: Type.Optional(MeetingForm),
})
export type ServiceRequestAddBody = Static<typeof ServiceRequestAddBody>

/** POST /obt/serviceRequest/cancel: while waiting for the consultant. */
export const ServiceRequestCancelBody = Type.Object({ id: IdText })
export type ServiceRequestCancelBody = Static<typeof ServiceRequestCancelBody>

/** POST /obt/demo/serviceRequest/answer (demo tools, loopback only): the consultant answers. */
export const ServiceRequestAnswerBody = Type.Object({ id: IdNumber, answer: FreeText({ minLength: 1, maxLength: 500 }) })
export type ServiceRequestAnswerBody = Static<typeof ServiceRequestAnswerBody>
