/**
 * Visa calls (booking flows §7.8: static data — continents, consular districts, countries —,
 * list, detail, association, appointment, book, order detail, fill send info, progress, cancel;
 * order type 11023, product 10913), under /obt/visa/. Request and reply shapes; the app imports
 * the types only. Amounts are CNY; dates 'YYYY-MM-DD' China dates; times China time. Lists
 * answer up to 999 rows a page (booking flows §9: visa lists).
 */
import { Type, type Static } from '@sinclair/typebox'
import { PASSPORT_PATTERN } from '../contract/patterns'
import { ApprovalProgress } from './approval-progress'
import { DateText, FreeText, IdText, Line, Mobile, OrderStatusCode, TripType, pageQuery, Email } from './common'

/** The continents of the country list. */
export const VisaContinent = Type.Union([Type.Literal('ASIA'), Type.Literal('EUROPE'), Type.Literal('AMERICAS'), Type.Literal('OCEANIA'), Type.Literal('AFRICA')])
export type VisaContinent = Static<typeof VisaContinent>

/** Visa types: business or tourist. */
export const VisaTypeCode = Type.Union([Type.Literal('BUSINESS'), Type.Literal('TOURIST')])
export type VisaTypeCode = Static<typeof VisaTypeCode>

/** Who applies: employed, retired, student, child (the checklist differs). */
export const ApplicantKind = Type.Union([Type.Literal('EMPLOYED'), Type.Literal('RETIRED'), Type.Literal('STUDENT'), Type.Literal('CHILD')])
export type ApplicantKind = Static<typeof ApplicantKind>

/** How the passports come back: by courier to a recipient, or collected at the visa centre. */
export const DeliveryMode = Type.Union([Type.Literal('EXPRESS'), Type.Literal('SELF')])
export type DeliveryMode = Static<typeof DeliveryMode>

/**
 * The progress of a visa order: BOOKED (not paid), PAID (waiting for the materials),
 * MATERIALS_RECEIVED, SUBMITTED (to the consulate), DECIDED (issued or refused), RETURNED.
 */
export const VisaStep = Type.Union([
  Type.Literal('BOOKED'),
  Type.Literal('PAID'),
  Type.Literal('MATERIALS_RECEIVED'),
  Type.Literal('SUBMITTED'),
  Type.Literal('DECIDED'),
  Type.Literal('RETURNED'),
])
export type VisaStep = Static<typeof VisaStep>

/** The consulate's answer for an applicant. */
export const VisaResult = Type.Union([Type.Literal('ISSUED'), Type.Literal('REFUSED')])
export type VisaResult = Static<typeof VisaResult>

/** A country code ('JP'). */
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' })
/** A product id ('VJP01'). */
const ProductId = Type.String({ pattern: '^V[A-Z]{2}\\d{2}$' })
/** A consular district ('JP-BJ'). */
const ConsularId = Type.String({ pattern: '^[A-Z]{2}-[A-Z]{2}$' })
/** A material code of a checklist ('PASSPORT'). */
const MaterialCode = Type.String({ pattern: '^[A-Z][A-Z_]{1,29}$' })
/** A telephone: starting with 0 (a landline, area code and number) or a mobile (overview §5). */
export const TELEPHONE_PATTERN = '^(?:0\\d{2,3}-?\\d{7,8}|1[3-9]\\d{9})$'

// ---------------------------------------------------------------- static data and list

/** POST /obt/visa/VisaQuery/GetCountryList: countries of a continent (none: all), by keyword (name, English name, code). */
export const VisaCountryListBody = Type.Object({
  continent: Type.Optional(VisaContinent),
  keyword: Type.Optional(Line({ maxLength: 40 })),
  ...pageQuery(999, 999),
})
export type VisaCountryListBody = Static<typeof VisaCountryListBody>

/** A country of the list. */
export const VisaCountryItem = Type.Object({
  countryCode: Type.String(),
  name: Type.String(),
  continent: VisaContinent,
  continentName: Type.String(),
  hot: Type.Boolean(),
  schengen: Type.Boolean(),
  productCount: Type.Integer(),
  /** The lowest price per applicant of its products. */
  minPrice: Type.Number(),
})
export type VisaCountryItem = Static<typeof VisaCountryItem>

/** A continent with how many countries it has. */
export const VisaContinentFacet = Type.Object({ code: VisaContinent, name: Type.String(), count: Type.Integer() })
export type VisaContinentFacet = Static<typeof VisaContinentFacet>

/** GetCountryList reply: the page and the continents of the catalogue. */
export const VisaCountryListReply = Type.Object({
  list: Type.Array(VisaCountryItem),
  total: Type.Integer(),
  continents: Type.Array(VisaContinentFacet),
})
export type VisaCountryListReply = Static<typeof VisaCountryListReply>

/** POST /obt/visa/VisaQuery/GetConsularList. */
export const VisaConsularListBody = Type.Object({ countryCode: CountryCode })
export type VisaConsularListBody = Static<typeof VisaConsularListBody>

/** A consular district: where applicants of these provinces apply. */
export const VisaConsular = Type.Object({
  consularId: Type.String(),
  name: Type.String(),
  provinces: Type.Array(Type.String()),
  /** The visa centre and its address (self-delivery collects there). */
  centre: Type.String(),
  address: Type.String(),
})
export type VisaConsular = Static<typeof VisaConsular>

/** GetConsularList reply. */
export const VisaConsularListReply = Type.Object({ list: Type.Array(VisaConsular) })
export type VisaConsularListReply = Static<typeof VisaConsularListReply>

/** POST /obt/visa/VisaQuery/VisaList: products of a country (and district), judged against a trip date. */
export const VisaListBody = Type.Object({
  countryCode: CountryCode,
  consularId: Type.Optional(ConsularId),
  /** The trip date; none: 30 days ahead (booking flows §9). */
  tripDate: Type.Optional(DateText),
  type: Type.Optional(VisaTypeCode),
  ...pageQuery(999, 999),
})
export type VisaListBody = Static<typeof VisaListBody>

/** A visa product. */
export const VisaListItem = Type.Object({
  productId: Type.String(),
  countryCode: Type.String(),
  countryName: Type.String(),
  name: Type.String(),
  type: VisaTypeCode,
  typeName: Type.String(),
  entries: Type.String(),
  entriesName: Type.String(),
  validityDays: Type.Integer(),
  maxStayDays: Type.Integer(),
  /** Working days at the consulate. */
  processingDays: Type.Integer(),
  /** Per applicant. */
  price: Type.Number(),
  /** The applicant attends the visa centre on a booked day. */
  interview: Type.Boolean(),
  /** The earliest trip date the visa can be ready for, if booked today. */
  earliestTripDate: Type.String(),
  /** Ready before the asked trip date. */
  inTime: Type.Boolean(),
})
export type VisaListItem = Static<typeof VisaListItem>

/** VisaList reply. */
export const VisaListReply = Type.Object({
  list: Type.Array(VisaListItem),
  total: Type.Integer(),
  countryName: Type.String(),
  consular: Type.Union([VisaConsular, Type.Null()]),
  tripDate: Type.String(),
})
export type VisaListReply = Static<typeof VisaListReply>

/** POST /obt/visa/VisaQuery/VisaDetail. */
export const VisaDetailBody = Type.Object({ productId: ProductId, consularId: Type.Optional(ConsularId), tripDate: Type.Optional(DateText) })
export type VisaDetailBody = Static<typeof VisaDetailBody>

/** A material of a checklist. */
export const VisaMaterialView = Type.Object({ code: Type.String(), name: Type.String(), desc: Type.String(), required: Type.Boolean() })
export type VisaMaterialView = Static<typeof VisaMaterialView>

/** The checklist of an applicant kind. */
export const VisaChecklist = Type.Object({ kind: ApplicantKind, kindName: Type.String(), materials: Type.Array(VisaMaterialView) })
export type VisaChecklist = Static<typeof VisaChecklist>

/** VisaDetail reply. */
export const VisaDetailReply = Type.Object({
  ...VisaListItem.properties,
  continent: VisaContinent,
  strict: Type.Boolean(),
  /** The chosen district (none asked, or not the country's: null). */
  consular: Type.Union([VisaConsular, Type.Null()]),
  consulars: Type.Array(VisaConsular),
  tripDate: Type.String(),
  checklists: Type.Array(VisaChecklist),
  notes: Type.Array(Type.String()),
  /** The cancellation rules as the screens state them. */
  cancelRules: Type.Array(Type.String()),
  /** The company's service fee per applicant by trip type. */
  serviceFee: Type.Object({ business: Type.Number(), personal: Type.Number() }),
  maxApplicants: Type.Integer(),
})
export type VisaDetailReply = Static<typeof VisaDetailReply>

/** POST /obt/visa/VisaQuery/VisaAssociation: related products (same country, other types; same continent). */
export const VisaAssociationBody = Type.Object({ productId: ProductId, tripDate: Type.Optional(DateText) })
export type VisaAssociationBody = Static<typeof VisaAssociationBody>

/** VisaAssociation reply. */
export const VisaAssociationReply = Type.Object({ list: Type.Array(VisaListItem) })
export type VisaAssociationReply = Static<typeof VisaAssociationReply>

/** POST /obt/visa/VisaQuery/appointment: the visa centre's calendar of a district for a product. */
export const VisaAppointmentBody = Type.Object({ productId: ProductId, consularId: ConsularId })
export type VisaAppointmentBody = Static<typeof VisaAppointmentBody>

/** appointment reply: whether one is needed, and the working days with open slots. */
export const VisaAppointmentReply = Type.Object({
  required: Type.Boolean(),
  centre: Type.String(),
  address: Type.String(),
  days: Type.Array(Type.Object({ date: Type.String(), slotsLeft: Type.Integer() })),
})
export type VisaAppointmentReply = Static<typeof VisaAppointmentReply>

// ---------------------------------------------------------------- booking

/** A file of a material: the ids of uploads (vipCorp/fj/uploadCons) of the caller. */
export const VisaMaterialInput = Type.Object({
  code: MaterialCode,
  fileIds: Type.Array(IdText, { minItems: 1, maxItems: 5 }),
})
export type VisaMaterialInput = Static<typeof VisaMaterialInput>

/**
 * An applicant: an employee in the booker's scope or one of the booker's frequent travellers,
 * the applicant kind, the passport (the one on file when not given) and the checklist's files.
 */
export const VisaApplicantInput = Type.Object({
  empId: Type.Optional(IdText),
  contactId: Type.Optional(IdText),
  kind: ApplicantKind,
  passportNo: Type.Optional(Type.String({ pattern: PASSPORT_PATTERN })),
  passportExpiry: Type.Optional(DateText),
  mobile: Type.Optional(Mobile),
  materials: Type.Array(VisaMaterialInput, { maxItems: 20 }),
})
export type VisaApplicantInput = Static<typeof VisaApplicantInput>

/** Delivery of the passports: EXPRESS needs recipient, phone and address (booking flows §5.4). */
export const VisaDeliveryInput = Type.Object({
  mode: DeliveryMode,
  recipient: Type.Optional(Line({ maxLength: 50 })),
  phone: Type.Optional(Type.String({ pattern: TELEPHONE_PATTERN })),
  address: Type.Optional(Line({ maxLength: 200 })),
})
export type VisaDeliveryInput = Static<typeof VisaDeliveryInput>

/**
 * POST /obt/visa/visaOrder/visaBook. At least one applicant (at most 9), the contact phone, the
 * delivery; an interview product needs the appointment day. Amounts are the server's;
 * `expectedTotal` only guards against a changed price.
 */
export const VisaBookBody = Type.Object({
  productId: ProductId,
  consularId: ConsularId,
  tripDate: DateText,
  applicants: Type.Array(VisaApplicantInput, { maxItems: 9 }),
  contact: Type.Object({ name: Line({ maxLength: 50 }), phone: Type.String({ maxLength: 20 }), email: Type.Optional(Email) }),
  delivery: VisaDeliveryInput,
  appointmentDate: Type.Optional(DateText),
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
  expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999 })),
  /** Idempotency key chosen by the app per booking attempt (8 to 64 characters). */
  clientToken: Type.String({ minLength: 8, maxLength: 64, pattern: '^[\\w-]+$' }),
})
export type VisaBookBody = Static<typeof VisaBookBody>

/** visaBook reply. payDeadline 'YYYY-MM-DD HH:mm' when awaiting payment. */
export const VisaBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
  fareTotal: Type.Number(),
  serviceFee: Type.Number(),
})
export type VisaBookReply = Static<typeof VisaBookReply>

// ---------------------------------------------------------------- orders

/** GET orderDetail / progress, ?orderId=. */
export const VisaOrderIdQuery = Type.Object({ orderId: IdText })
export type VisaOrderIdQuery = Static<typeof VisaOrderIdQuery>

/** POST cancel. */
export const VisaOrderIdBody = Type.Object({ orderId: IdText })
export type VisaOrderIdBody = Static<typeof VisaOrderIdBody>

/** GET material?orderId=&id=: one file of the order's materials. */
export const VisaMaterialFileQuery = Type.Object({ orderId: IdText, id: IdText })
export type VisaMaterialFileQuery = Static<typeof VisaMaterialFileQuery>

/** A file of an applicant's materials. */
export const VisaMaterialFile = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** The material's name. */
  materialName: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  /** GET it with the session headers. */
  url: Type.String(),
})
export type VisaMaterialFile = Static<typeof VisaMaterialFile>

/** An applicant as the order shows them: passport and mobile masked. */
export const VisaApplicantView = Type.Object({
  applicantId: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  kind: ApplicantKind,
  kindName: Type.String(),
  empId: Type.Union([Type.String(), Type.Null()]),
  passportMasked: Type.String(),
  passportExpiry: Type.String(),
  mobileMasked: Type.String(),
  result: Type.Union([VisaResult, Type.Null()]),
  resultText: Type.String(),
  visaNo: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(VisaMaterialFile),
})
export type VisaApplicantView = Static<typeof VisaApplicantView>

/** The delivery as stored (the phone masked), with the visa centre for self-delivery. */
export const VisaDeliveryView = Type.Object({
  mode: DeliveryMode,
  modeName: Type.String(),
  recipient: Type.String(),
  phoneMasked: Type.String(),
  address: Type.String(),
  centre: Type.String(),
  centreAddress: Type.String(),
  expressNo: Type.Union([Type.String(), Type.Null()]),
})
export type VisaDeliveryView = Static<typeof VisaDeliveryView>

/** One step of the progress. */
export const VisaProgressStep = Type.Object({
  step: VisaStep,
  title: Type.String(),
  desc: Type.String(),
  /** When it happened ('YYYY-MM-DD HH:mm'), or null. */
  at: Type.Union([Type.String(), Type.Null()]),
  /** When it is expected, for the next step of a live order. */
  expectedAt: Type.Union([Type.String(), Type.Null()]),
  done: Type.Boolean(),
  current: Type.Boolean(),
})
export type VisaProgressStep = Static<typeof VisaProgressStep>

/** What cancelling now would cost, or why it cannot be. */
export const VisaCancelQuote = Type.Object({
  allowed: Type.Boolean(),
  fee: Type.Number(),
  refundAmount: Type.Number(),
  text: Type.String(),
})
export type VisaCancelQuote = Static<typeof VisaCancelQuote>

/** GET /obt/visa/visaOrder/progress reply (the /visa/OrderService screen). */
export const VisaProgressReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  step: VisaStep,
  steps: Type.Array(VisaProgressStep),
  productName: Type.String(),
  applicants: Type.Array(Type.Object({
    name: Type.String(),
    kindName: Type.String(),
    result: Type.Union([VisaResult, Type.Null()]),
    resultText: Type.String(),
    visaNo: Type.Union([Type.String(), Type.Null()]),
  })),
  delivery: VisaDeliveryView,
  appointmentDate: Type.Union([Type.String(), Type.Null()]),
  /** The delivery may still be changed (fillSendInfo). */
  canEditDelivery: Type.Boolean(),
})
export type VisaProgressReply = Static<typeof VisaProgressReply>

/** GET /obt/visa/visaOrder/orderDetail reply. */
export const VisaOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11023),
  status: OrderStatusCode,
  step: VisaStep,
  tripType: TripType,
  createdAt: Type.String(),
  bookerName: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  product: Type.Object({
    productId: Type.String(),
    name: Type.String(),
    countryCode: Type.String(),
    countryName: Type.String(),
    type: VisaTypeCode,
    typeName: Type.String(),
    entriesName: Type.String(),
    validityDays: Type.Integer(),
    maxStayDays: Type.Integer(),
    processingDays: Type.Integer(),
    interview: Type.Boolean(),
  }),
  consular: VisaConsular,
  tripDate: Type.String(),
  appointmentDate: Type.Union([Type.String(), Type.Null()]),
  applicants: Type.Array(VisaApplicantView),
  price: Type.Object({
    price: Type.Number(),
    fareTotal: Type.Number(),
    serviceFee: Type.Number(),
    total: Type.Number(),
    paid: Type.Number(),
    refunded: Type.Number(),
  }),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  delivery: VisaDeliveryView,
  costCenterName: Type.String(),
  projectName: Type.String(),
  remark: Type.String(),
  steps: Type.Array(VisaProgressStep),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  cancelQuote: Type.Union([VisaCancelQuote, Type.Null()]),
  cancellation: Type.Union([Type.Object({ fee: Type.Number(), refundAmount: Type.Number(), at: Type.String() }), Type.Null()]),
  cancelRules: Type.Array(Type.String()),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), editDelivery: Type.Boolean(), progress: Type.Boolean() }),
})
export type VisaOrderDetail = Static<typeof VisaOrderDetail>

/** POST /obt/visa/visaOrder/fillSendInfo: the delivery of the passports, until they are on their way back. */
export const VisaFillSendInfoBody = Type.Object({ orderId: IdText, delivery: VisaDeliveryInput })
export type VisaFillSendInfoBody = Static<typeof VisaFillSendInfoBody>

/** fillSendInfo reply. */
export const VisaFillSendInfoReply = Type.Object({ orderId: Type.String(), delivery: VisaDeliveryView })
export type VisaFillSendInfoReply = Static<typeof VisaFillSendInfoReply>

/** cancel reply: the status now, and what was kept and given back (a paid order). */
export const VisaCancelReply = Type.Object({
  orderId: Type.String(),
  status: OrderStatusCode,
  fee: Type.Number(),
  refundAmount: Type.Number(),
})
export type VisaCancelReply = Static<typeof VisaCancelReply>

/** POST /obt/demo/visa/advance (demo tools, loopback): the next step now; `decision` chooses the consulate's answer. */
export const VisaAdvanceBody = Type.Object({ orderId: IdText, decision: Type.Optional(VisaResult) })
export type VisaAdvanceBody = Static<typeof VisaAdvanceBody>

/** advance reply. */
export const VisaAdvanceReply = Type.Object({ status: OrderStatusCode, step: VisaStep })
export type VisaAdvanceReply = Static<typeof VisaAdvanceReply>
