/**
 * Business-trip applications (出差申请, ccsqd) and their changes: the vipCcsqd* and vipChange*
 * calls, booking under an application (vipCcsqdList4Book / vipCcsqdDetail4Book) and attachments
 * (vipCorp/fj/*).
 *
 * Conventions: ids are strings of digits; dates 'YYYY-MM-DD'; times 'YYYY-MM-DD HH:mm' China
 * time; amounts CNY. An application the caller may not read answers 4004 exactly like a missing
 * id. Order type of an application (and of its changes) is 11099.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, EmpIdText, FreeText, IdText, Line, Page, PageQuery } from './common'

/**
 * Application status: 0 DRAFT, 1 IN_APPROVAL, 2 APPROVED, 3 REJECTED, 4 CANCELLED,
 * 5 CHANGE_IN_APPROVAL (shows the approved content; not offered for booking until the change is decided).
 */
export const TRIP_STATUS = { DRAFT: 0, IN_APPROVAL: 1, APPROVED: 2, REJECTED: 3, CANCELLED: 4, CHANGE_IN_APPROVAL: 5 } as const

/** An application status (see TRIP_STATUS). */
export const TripStatus = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
])
export type TripStatus = Static<typeof TripStatus>

/** Order type of a trip application (and of its changes' approvals). */
export const TRIP_ORDER_TYPE = 11099

/** Route product: 10901 domestic flight, 10902 international flight, 10903 hotel, 10904 train, 10906 car. */
export const RouteProductType = Type.Union([
  Type.Literal(10901),
  Type.Literal(10902),
  Type.Literal(10903),
  Type.Literal(10904),
  Type.Literal(10906),
])
export type RouteProductType = Static<typeof RouteProductType>

/** Route status: 1 open (未预订), 3 booked (an active order references it). */
export const RouteStatus = Type.Union([Type.Literal(1), Type.Literal(3)])
export type RouteStatus = Static<typeof RouteStatus>

/** A budget amount in CNY (>= 0, 2 decimals at most). */
const Budget = Type.Number({ minimum: 0, maximum: 99999999, multipleOf: 0.01 })

/**
 * A route as the app sends it. Flight: fromCode / toCode are city IATA codes (BJS, SHA, CTU...);
 * train: station codes; hotel and car: no from, toCity / toCode is the city (geo city code).
 * dateBegin is the travel date (hotel: check-in); dateEnd the latest travel date (hotel:
 * check-out). Both must lie inside the application's dates. cabin: 'Y' | 'C' | 'F' for flights,
 * a seat text for trains. fyys: the budget of this route.
 */
export const TripRouteInput = Type.Object({
  /** Keeps an existing route on edit or change (its status and order stay). */
  routeId: Type.Optional(IdText),
  productType: RouteProductType,
  fromCity: Type.Optional(Line({ maxLength: 50 })),
  fromCode: Type.Optional(Line({ maxLength: 20 })),
  toCity: Line({ minLength: 1, maxLength: 50 }),
  toCode: Line({ minLength: 1, maxLength: 20 }),
  dateBegin: DateText,
  dateEnd: Type.Optional(DateText),
  cabin: Type.Optional(Line({ maxLength: 20 })),
  flightNo: Type.Optional(Line({ maxLength: 10 })),
  fyys: Type.Optional(Budget),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
})
export type TripRouteInput = Static<typeof TripRouteInput>

/** A stored route: its id, status, and the order booked on it (orderId / orderNo while status 3). */
export const TripRoute = Type.Object({
  ...TripRouteInput.properties,
  // The budget as stored: multipleOf 0.01 is a rule of input (checked by AJV, which divides),
  // and TypeBox's reply check (a remainder in floating point) would refuse even 2000.
  fyys: Type.Optional(Type.Number()),
  routeId: IdText,
  routeStatus: RouteStatus,
  orderId: Type.Optional(IdText),
  orderNo: Type.Optional(Type.String()),
})
export type TripRoute = Static<typeof TripRoute>

/** A traveller of an application. */
export const TripTraveller = Type.Object({
  empId: EmpIdText,
  name: Type.String(),
  deptName: Type.String(),
  empRank: Type.String(),
})
export type TripTraveller = Static<typeof TripTraveller>

/** An attachment; url is the GET /obt/vipCorp/fj/queryFj?id= address (needs the token header). */
export const TripAttachment = Type.Object({
  id: IdText,
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  url: Type.String(),
})
export type TripAttachment = Static<typeof TripAttachment>

/** Change status: 1 in approval, 2 approved, 3 rejected, 4 withdrawn. */
export const ChangeStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])
export type ChangeStatus = Static<typeof ChangeStatus>

/**
 * A change of an approved application. bgqzys / bghzys: total budget before / after; jtys, zsys,
 * qtys: the budgets after. rejectReason: the approver's remark when status 3.
 */
export const TripChange = Type.Object({
  changeId: IdText,
  ccsqdId: IdText,
  status: ChangeStatus,
  changeYy: Type.String(),
  bgqzys: Type.Number(),
  bghzys: Type.Number(),
  routesBefore: Type.Array(TripRoute),
  routesAfter: Type.Array(TripRoute),
  jtys: Type.Number(),
  zsys: Type.Number(),
  qtys: Type.Number(),
  createdAt: Type.String(),
  progress: Type.Union([ApprovalProgress, Type.Null()]),
  rejectReason: Type.Optional(Type.String()),
})
export type TripChange = Static<typeof TripChange>

/**
 * An application in full (GET /obt/vipCcsqdGetInfo). ccsqdNo is 'SQ' + yyMMdd + 4 digits.
 * zys = jtys + zsys + qtys (the server computes it). progress: of the current or last approval
 * instance (null for drafts). pendingChange: the change in approval (status 5). rejectReason: the
 * last rejection remark (status 3, or of a rejected change). canEdit / canDelete: drafts;
 * canCancel: in approval, or approved without booked routes; canChange: approved (status 2) and
 * the caller is the applicant.
 */
export const TripApplication = Type.Object({
  ccsqdId: IdText,
  ccsqdNo: Type.String(),
  status: TripStatus,
  statusText: Type.String(),
  addMethod: Type.Union([Type.Literal(0), Type.Literal(1)]),
  applicant: Type.Object({ empId: EmpIdText, name: Type.String() }),
  travellers: Type.Array(TripTraveller),
  ccsy: Type.String(),
  dateBegin: DateText,
  dateEnd: DateText,
  mdd: Type.String(),
  costCenterId: Type.Optional(IdText),
  costCenterName: Type.Optional(Type.String()),
  projectId: Type.Optional(IdText),
  projectName: Type.Optional(Type.String()),
  jtys: Type.Number(),
  zsys: Type.Number(),
  qtys: Type.Number(),
  zys: Type.Number(),
  routes: Type.Array(TripRoute),
  attachments: Type.Array(TripAttachment),
  createdAt: Type.String(),
  submittedAt: Type.Optional(Type.String()),
  progress: Type.Union([ApprovalProgress, Type.Null()]),
  pendingChange: Type.Optional(TripChange),
  rejectReason: Type.Optional(Type.String()),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
  canCancel: Type.Boolean(),
  canChange: Type.Boolean(),
})
export type TripApplication = Static<typeof TripApplication>

/** A row of vipCcsqdGetList. nextApprover: names of the pending level's approvers (status 1 / 5). */
export const TripApplicationListItem = Type.Object({
  ccsqdId: IdText,
  ccsqdNo: Type.String(),
  status: TripStatus,
  statusText: Type.String(),
  ccsy: Type.String(),
  mdd: Type.String(),
  dateBegin: DateText,
  dateEnd: DateText,
  zys: Type.Number(),
  travellerNames: Type.String(),
  routeCount: Type.Integer(),
  nextApprover: Type.Optional(Type.String()),
  rejectReason: Type.Optional(Type.String()),
  createdAt: Type.String(),
})
export type TripApplicationListItem = Static<typeof TripApplicationListItem>

/** vipCcsqdGetList reply. */
export const TripApplicationPage = Page(TripApplicationListItem)
export type TripApplicationPage = Static<typeof TripApplicationPage>

/**
 * GET /obt/vipCcsqdGetList: my applications (applicant or traveller), newest first. status: one
 * status (2 also lists 5: a change in approval is still the approved application), or -1 / absent for all.
 */
export const CcsqdListQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: -1, maximum: 5 })),
  ...PageQuery,
})
export type CcsqdListQuery = Static<typeof CcsqdListQuery>

/** GET /obt/vipCcsqdGetInfo: readable by the applicant, travellers and approvers holding a visible work item. */
export const CcsqdInfoQuery = Type.Object({ ccsqdId: IdText })
export type CcsqdInfoQuery = Static<typeof CcsqdInfoQuery>

/**
 * POST /obt/vipCcsqdAdd: create (or, with ccsqdId, edit a draft of the caller). addMethod 0 saves
 * a draft, 1 submits for approval (needs >= 1 route, dateBegin not before today, and an
 * attachment when the company's ccsqdFjRequired is 1). Travellers must be in the caller's booking
 * scope. Route dates must lie inside [dateBegin, dateEnd]. zys is computed (any client value is ignored).
 */
export const CcsqdAddBody = Type.Object({
  ccsqdId: Type.Optional(IdText),
  addMethod: Type.Union([Type.Literal(0), Type.Literal(1)]),
  travellerEmpIds: Type.Array(EmpIdText, { minItems: 1, maxItems: 9 }),
  ccsy: FreeText({ minLength: 1, maxLength: 200 }),
  dateBegin: DateText,
  dateEnd: DateText,
  mdd: Line({ minLength: 1, maxLength: 100 }),
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  jtys: Budget,
  zsys: Budget,
  qtys: Budget,
  routes: Type.Array(TripRouteInput, { maxItems: 20 }),
  attachmentIds: Type.Optional(Type.Array(IdText, { maxItems: 20 })),
})
export type CcsqdAddBody = Static<typeof CcsqdAddBody>

/** vipCcsqdAdd reply: status 0 draft, 1 in approval, or 2 when no approval rule matched (approved at once). */
export const CcsqdAddReply = Type.Object({ ccsqdId: IdText, ccsqdNo: Type.String(), status: TripStatus })
export type CcsqdAddReply = Static<typeof CcsqdAddReply>

/** GET /obt/vipCcsqdDel: deletes a draft (4009 for any other status). Reply { done: true }. */
export const CcsqdDelQuery = Type.Object({ ccsqdId: IdText })
export type CcsqdDelQuery = Static<typeof CcsqdDelQuery>

/** { done: true } of the delete / withdraw calls. */
export const TripDoneReply = Type.Object({ done: Type.Literal(true) })
export type TripDoneReply = Static<typeof TripDoneReply>

/**
 * POST /obt/vipCcsqdList4Book: approved (status 2) applications of which the caller is applicant
 * or traveller, ending today or later; travellerEmpIds narrows to applications holding all of them.
 */
export const List4BookBody = Type.Object({
  productType: RouteProductType,
  travellerEmpIds: Type.Optional(Type.Array(EmpIdText, { maxItems: 9 })),
})
export type List4BookBody = Static<typeof List4BookBody>

/** POST /obt/vipCcsqdDetail4Book: one bookable application (4004 when not bookable); routeId narrows routes to it. */
export const Detail4BookBody = Type.Object({ ccsqdId: IdText, routeId: Type.Optional(IdText) })
export type Detail4BookBody = Static<typeof Detail4BookBody>

/** An application offered for booking; routes are only those of the asked productType (all for Detail4Book). */
export const BookableApplication = Type.Object({
  ccsqdId: IdText,
  ccsqdNo: Type.String(),
  ccsy: Type.String(),
  mdd: Type.String(),
  dateBegin: DateText,
  dateEnd: DateText,
  travellers: Type.Array(TripTraveller),
  routes: Type.Array(TripRoute),
})
export type BookableApplication = Static<typeof BookableApplication>

/** vipCcsqdList4Book reply. */
export const List4BookReply = Type.Object({ list: Type.Array(BookableApplication) })
export type List4BookReply = Static<typeof List4BookReply>

/** GET /obt/vipChangeGetByCcsqd?ccsqdId=: the changes of an application, newest first. */
export const ChangeListQuery = Type.Object({ ccsqdId: IdText })
export type ChangeListQuery = Static<typeof ChangeListQuery>

/** vipChangeGetByCcsqd reply. */
export const ChangeListReply = Type.Object({ list: Type.Array(TripChange) })
export type ChangeListReply = Static<typeof ChangeListReply>

/**
 * POST /obt/vipChangeAdd: change an approved application of which the caller is the applicant.
 * Booked routes (status 3) must be sent back unchanged (with their routeId). The application
 * becomes status 5 until the change is decided.
 */
export const ChangeAddBody = Type.Object({
  ccsqdId: IdText,
  changeYy: FreeText({ minLength: 1, maxLength: 200 }),
  routes: Type.Array(TripRouteInput, { minItems: 1, maxItems: 20 }),
  jtys: Budget,
  zsys: Budget,
  qtys: Budget,
})
export type ChangeAddBody = Static<typeof ChangeAddBody>

/** vipChangeAdd reply: status 1 in approval, or 2 when no rule matched (applied at once). */
export const ChangeAddReply = Type.Object({ changeId: IdText, status: ChangeStatus })
export type ChangeAddReply = Static<typeof ChangeAddReply>

/** GET /obt/vipChangeDel?changeId=: withdraw a change still in approval (the application goes back to 2). */
export const ChangeDelQuery = Type.Object({ changeId: IdText })
export type ChangeDelQuery = Static<typeof ChangeDelQuery>

/** GET /obt/vipCorp/fj/queryFj?id=: the file itself (not the envelope). */
export const AttachmentQuery = Type.Object({ id: IdText })
export type AttachmentQuery = Static<typeof AttachmentQuery>

/** POST /obt/vipCorp/fj/uploadCons reply (multipart field `file`). */
export const UploadReply = TripAttachment
export type UploadReply = Static<typeof UploadReply>
