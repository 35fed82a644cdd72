/**
 * Invoice (fapiao) calls (overview §7 "Invoices"): titles under /obt/admin/vipCorpSwxx, invoice
 * requests under /obt/kp/order, delivery under /obt/express. Request and reply shapes; the app
 * imports the types only. Amounts are CNY and decided by the server; times are China time
 * 'YYYY-MM-DD HH:mm:ss'.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Email, IdText, Line, Mobile, pageQuery } from './common'

/** 1 company (a taxpayer number is required), 2 individual. */
export const UnitType = Type.Union([Type.Literal(1), Type.Literal(2)])
export type UnitType = Static<typeof UnitType>

/** 1 electronic invoice (sent by e-mail, a PDF), 2 paper invoice (sent by courier). */
export const KpType = Type.Union([Type.Literal(1), Type.Literal(2)])
export type KpType = Static<typeof KpType>

/** An invoice title: the company's own (read-only for employees) or one the caller added. */
export const InvoiceTitle = Type.Object({
  id: Type.String(),
  gsmc: Type.String(),
  nsrsbh: Type.String(),
  unitType: UnitType,
  /** COMPANY: the company's title; MINE: the caller's own. */
  owner: Type.Union([Type.Literal('COMPANY'), Type.Literal('MINE')]),
  editable: Type.Boolean(),
})
export type InvoiceTitle = Static<typeof InvoiceTitle>

/** POST /obt/admin/vipCorpSwxx/list: the company's titles first, then the caller's. */
export const TitleListBody = Type.Object({ keyword: Type.Optional(Line({ maxLength: 50 })) })
export type TitleListBody = Static<typeof TitleListBody>
export const TitleListReply = Type.Object({ list: Type.Array(InvoiceTitle) })
export type TitleListReply = Static<typeof TitleListReply>

/** POST /obt/admin/vipCorpSwxx/edit: adds (no id) or changes one of the caller's titles. */
export const TitleEditBody = Type.Object({
  id: Type.Optional(IdText),
  gsmc: Line({ minLength: 1, maxLength: 100 }),
  /** Required for a company (15, 18 or 20 characters; 18: the check character must hold). */
  nsrsbh: Type.Optional(Line({ maxLength: 30 })),
  unitType: UnitType,
})
export type TitleEditBody = Static<typeof TitleEditBody>

/** GET /obt/admin/vipCorpSwxx/detail. */
export const TitleDetailQuery = Type.Object({ id: IdText })
export type TitleDetailQuery = Static<typeof TitleDetailQuery>

/** An order the caller may ask an invoice for (paid, not invoiced, not refunded in full). */
export const InvoiceableOrder = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Integer(),
  productCode: Type.String(),
  /** What was booked (the route or place of the order header). */
  title: Type.String(),
  status: Type.String(),
  paidAt: Type.String(),
  paid: Type.Number(),
  refunded: Type.Number(),
  /** What the invoice would cover: paid less refunded, or only the service fee where the ticket is the voucher. */
  amount: Type.Number(),
  /** The ticket itself is the reimbursement voucher for the fare: only the service fee is invoiced. */
  serviceFeeOnly: Type.Boolean(),
})
export type InvoiceableOrder = Static<typeof InvoiceableOrder>

/** POST /obt/kp/order/orderList: the caller's invoiceable orders of every product, latest paid first. */
export const InvoiceableListBody = Type.Object({ ...pageQuery(20, 100) })
export type InvoiceableListBody = Static<typeof InvoiceableListBody>
export const InvoiceableListReply = Type.Object({ list: Type.Array(InvoiceableOrder), total: Type.Integer() })
export type InvoiceableListReply = Static<typeof InvoiceableListReply>

/** Where a paper invoice goes: province and city are codes of the province-city data (geo 10910). */
export const DeliveryInput = Type.Object({
  recipient: Line({ minLength: 1, maxLength: 30 }),
  mobile: Mobile,
  province: Type.String({ pattern: '^\\d{2}$' }),
  city: Line({ minLength: 1, maxLength: 12 }),
  area: Type.Optional(Line({ maxLength: 30 })),
  addr: Line({ minLength: 1, maxLength: 120 }),
  post: Type.Optional(Type.String({ pattern: '^(\\d{6})?$' })),
})
export type DeliveryInput = Static<typeof DeliveryInput>

/** The orders and title of an invoice being prepared (face check and request). */
const InvoiceChoice = {
  titleId: IdText,
  kpType: KpType,
  orderIds: Type.Array(IdText, { minItems: 1, maxItems: 50 }),
}

/** POST /obt/kp/order/checkOrEditFace: checks a choice and answers the face the invoice will have. */
export const FaceCheckBody = Type.Object({
  ...InvoiceChoice,
  /** Paper: the province the express fee is matched for. */
  province: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
})
export type FaceCheckBody = Static<typeof FaceCheckBody>

/** A line of the invoice face: one order. */
export const FaceLine = Type.Object({ orderId: Type.String(), orderNo: Type.String(), item: Type.String(), detail: Type.String(), amount: Type.Number() })
export type FaceLine = Static<typeof FaceLine>

/** The face of an invoice: buyer, seller, lines and the tax split (and the express fee of a paper one). */
export const InvoiceFace = Type.Object({
  buyer: Type.Object({ gsmc: Type.String(), nsrsbh: Type.String(), unitType: UnitType }),
  seller: Type.Object({ name: Type.String(), nsrsbh: Type.String() }),
  lines: Type.Array(FaceLine),
  amount: Type.Number(),
  /** 0.06: agency services. */
  taxRate: Type.Number(),
  taxAmount: Type.Number(),
  amountExTax: Type.Number(),
  /** Paper invoices, province known: the express fee (billed to the company with the invoice). */
  expressFee: Type.Union([Type.Number(), Type.Null()]),
})
export type InvoiceFace = Static<typeof InvoiceFace>

/** POST /obt/kp/order/add: an invoice for one or more orders. */
export const InvoiceAddBody = Type.Object({
  ...InvoiceChoice,
  /** Electronic: where the PDF is sent. */
  email: Type.Optional(Email),
  /** Paper: where the invoice is delivered. */
  delivery: Type.Optional(DeliveryInput),
  /** Paper: the fee the screen showed; a different fee now answers 4009 with the new one. */
  expectedFee: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  remark: Type.Optional(Line({ maxLength: 100 })),
})
export type InvoiceAddBody = Static<typeof InvoiceAddBody>

/** An order an invoice covers, and whether it was refunded after invoicing. */
export const InvoicedOrder = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Integer(),
  productCode: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  refundedAfter: Type.Number(),
})
export type InvoicedOrder = Static<typeof InvoicedOrder>

/** Courier states of the simulated express (services/invoices/express.ts). */
export const ExpressState = Type.Union([
  Type.Literal('ACCEPTED'),
  Type.Literal('PICKED_UP'),
  Type.Literal('IN_TRANSIT'),
  Type.Literal('OUT_FOR_DELIVERY'),
  Type.Literal('DELIVERED'),
])
export type ExpressState = Static<typeof ExpressState>

/** Where a paper invoice goes, as stored, with names in the reply language. */
export const DeliveryView = Type.Object({
  recipient: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  provinceName: Type.String(),
  city: Type.String(),
  cityName: Type.String(),
  area: Type.String(),
  addr: Type.String(),
  post: Type.String(),
  /** Until the courier picks the parcel up the address can change (editPsdz). */
  editable: Type.Boolean(),
})
export type DeliveryView = Static<typeof DeliveryView>

/** An invoice request and its invoice. */
export const InvoiceDetail = Type.Object({
  id: Type.String(),
  requestNo: Type.String(),
  fpNo: Type.String(),
  kpType: KpType,
  status: Type.Literal('ISSUED'),
  createdAt: Type.String(),
  title: Type.Object({ gsmc: Type.String(), nsrsbh: Type.String(), unitType: UnitType }),
  amount: Type.Number(),
  taxAmount: Type.Number(),
  amountExTax: Type.Number(),
  expressFee: Type.Number(),
  email: Type.String(),
  remark: Type.String(),
  orders: Type.Array(InvoicedOrder),
  /** Some order was refunded after invoicing: the invoice must be reversed (red-letter) for it. */
  refundFlag: Type.Boolean(),
  delivery: Type.Union([DeliveryView, Type.Null()]),
  express: Type.Union([Type.Object({ company: Type.String(), waybillNo: Type.String(), state: ExpressState, stateText: Type.String() }), Type.Null()]),
})
export type InvoiceDetail = Static<typeof InvoiceDetail>

/** POST /obt/kp/order/detail, sendKpEmail, pdf, lookExpressInfo: one of the caller's invoices. */
export const InvoiceIdBody = Type.Object({ id: IdText })
export type InvoiceIdBody = Static<typeof InvoiceIdBody>

/** An invoice in the caller's list. */
export const InvoiceListItem = Type.Object({
  id: Type.String(),
  requestNo: Type.String(),
  kpType: KpType,
  gsmc: Type.String(),
  amount: Type.Number(),
  orderCount: Type.Integer(),
  createdAt: Type.String(),
  refundFlag: Type.Boolean(),
  expressState: Type.Union([ExpressState, Type.Null()]),
})
export type InvoiceListItem = Static<typeof InvoiceListItem>

/** POST /obt/kp/order/list: the caller's invoices, newest first. */
export const InvoiceListBody = Type.Object({ ...pageQuery(20, 100) })
export type InvoiceListBody = Static<typeof InvoiceListBody>
export const InvoiceListReply = Type.Object({ list: Type.Array(InvoiceListItem), total: Type.Integer() })
export type InvoiceListReply = Static<typeof InvoiceListReply>

/** POST /obt/kp/order/sendKpEmail: sends the electronic invoice (again) to an address. */
export const SendKpEmailBody = Type.Object({ id: IdText, email: Type.Optional(Email) })
export type SendKpEmailBody = Static<typeof SendKpEmailBody>
export const SendKpEmailReply = Type.Object({ queued: Type.Boolean(), email: Type.String() })
export type SendKpEmailReply = Static<typeof SendKpEmailReply>

/** POST /obt/kp/order/pdf: a link to the electronic invoice's PDF (10 minutes, no session needed). */
export const InvoicePdfReply = Type.Object({ url: Type.String(), expiresAt: Type.String(), fileName: Type.String() })
export type InvoicePdfReply = Static<typeof InvoicePdfReply>

/** A region of the express fee table. */
export const ExpressRegion = Type.Object({
  region: Type.Union([Type.Literal('LOCAL'), Type.Literal('STANDARD'), Type.Literal('REMOTE')]),
  name: Type.String(),
  fee: Type.Number(),
  days: Type.Integer(),
  provinces: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
})
export type ExpressRegion = Static<typeof ExpressRegion>

/** POST /obt/express/set/address/fee: where invoices are sent from, the courier and the fee by region. */
export const ExpressSettingsReply = Type.Object({
  company: Type.String(),
  sender: Type.String(),
  regions: Type.Array(ExpressRegion),
  /** Provinces paper invoices are not delivered to. */
  undeliverable: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
})
export type ExpressSettingsReply = Static<typeof ExpressSettingsReply>

/** POST /obt/express/matchFee: the fee to a province. */
export const MatchFeeBody = Type.Object({ province: Type.String({ pattern: '^\\d{2}$' }) })
export type MatchFeeBody = Static<typeof MatchFeeBody>
export const MatchFeeReply = Type.Object({ province: Type.String(), provinceName: Type.String(), region: ExpressRegion.properties.region, fee: Type.Number(), days: Type.Integer() })
export type MatchFeeReply = Static<typeof MatchFeeReply>

/** A courier scan. */
export const ExpressTrace = Type.Object({ time: Type.String(), state: ExpressState, text: Type.String() })
export type ExpressTrace = Static<typeof ExpressTrace>

/** POST /obt/express/order/lookExpressInfo: the parcel's scans so far, newest first. */
export const ExpressInfoReply = Type.Object({ company: Type.String(), waybillNo: Type.String(), state: ExpressState, stateText: Type.String(), traces: Type.Array(ExpressTrace) })
export type ExpressInfoReply = Static<typeof ExpressInfoReply>

/** POST /obt/express/order/editPsdz: a new delivery address before the courier picks the parcel up. */
export const EditPsdzBody = Type.Object({
  id: IdText,
  delivery: DeliveryInput,
  expectedFee: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
})
export type EditPsdzBody = Static<typeof EditPsdzBody>
