/**
 * Invoice requests (POST /obt/kp/order/orderList, checkOrEditFace, add, detail, list,
 * sendKpEmail, pdf; /obt/express/order/lookExpressInfo, editPsdz). The orders come from the
 * spine's header (every product alike); the caller invoices the orders they booked and paid.
 *
 * An order is invoiced once: `add` claims its orders (invoice_orders' primary key) in the
 * transaction that writes the invoice, so of any number of parallel requests for one order exactly
 * one commits; the others answer 4009 naming the order. A refund after invoicing is read from the
 * header each time (its refunded amount above the one at the claim) and flagged on the invoice.
 *
 * Amounts, tax and the express fee are the server's. Another company's or another employee's
 * invoice, title or order answers like a missing one (4004).
 */
import type { AppContext, Caller } from '../../context'
import {
  claimOrders,
  findInvoice,
  findInvoiceById,
  findInvoicedOrders,
  findOrdersForInvoice,
  findPdfLink,
  findPlaceNames,
  insertInvoice,
  insertPdfLink,
  pageInvoiceableOrders,
  pageInvoices,
  updateDelivery,
  type InvoiceRow,
  type InvoiceableRow,
} from '../../db/repositories/invoice-records'
import { findTitle } from '../../db/repositories/invoice-titles'
import { queueEmail } from '../../db/repositories/documents'
import { nextOrderNo } from '../../db/repositories/orders'
import { badInput, conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type {
  DeliveryView,
  EditPsdzBody,
  ExpressInfoReply,
  FaceCheckBody,
  FaceLine,
  InvoiceAddBody,
  InvoiceDetail,
  InvoiceFace,
  InvoiceListBody,
  InvoiceListReply,
  InvoiceableListBody,
  InvoiceableListReply,
  InvoiceableOrder,
  InvoicePdfReply,
  KpType,
  SendKpEmailBody,
  SendKpEmailReply,
  UnitType,
} from '../../schemas/invoice'
import { randomDigits, randomHex, sha256Hex } from '../../util/crypto'
import { addMs, chinaDate, formatChinaTime, minutes } from '../../util/time'
import { buildPdf } from '../orders/documents'
import { COURIER, PICKUP_AFTER_MS, STATE_TEXT, checkedDelivery, courierState, expressInfo, matchFee } from './express'
import { INVOICEABLE_RULE, NOT_INVOICEABLE_STATUSES, SELLER, SERVICE_FEE_ONLY_PRODUCTS, TAX_RATE, money, taxOf } from './rules'

/** A PDF link the app opens lives 10 minutes; the one in the e-mail 30 days. */
const APP_LINK_TTL_MS = minutes(10)
const EMAIL_LINK_TTL_MS = minutes(60 * 24 * 30)

/** The item an order is invoiced as (the face shows it in the reply language; the PDF in Chinese, as the tax office reads it). */
function itemOf(productCode: string, lang: Lang): string {
  const feeOnly = SERVICE_FEE_ONLY_PRODUCTS.includes(productCode)
  if (lang === 'en') return feeOnly ? 'Booking service fee' : 'Travel booking service'
  return feeOnly ? '*经纪代理服务*代订服务费' : '*旅游服务*差旅代订服务'
}

const routeText = (row: { route_text_zh: string; route_text_en: string }, lang: Lang) => (lang === 'en' ? row.route_text_en : row.route_text_zh)

function invoiceableView(row: InvoiceableRow, lang: Lang): InvoiceableOrder {
  return {
    orderId: String(row.id),
    orderNo: row.order_no,
    orderType: row.order_type,
    productCode: row.product_code,
    title: routeText(row, lang),
    status: row.status,
    paidAt: row.paid_at ? formatChinaTime(row.paid_at) : '',
    paid: Number(row.paid_amount),
    refunded: Number(row.refunded_amount),
    amount: money(Number(row.invoiceable)),
    serviceFeeOnly: SERVICE_FEE_ONLY_PRODUCTS.includes(row.product_code),
  }
}

/** POST kp/order/orderList: the caller's orders that can be invoiced now. */
export async function invoiceableOrders(ctx: AppContext, caller: Caller, body: InvoiceableListBody, lang: Lang): Promise<InvoiceableListReply> {
  const page = await pageInvoiceableOrders(ctx.db, caller.corpId, caller.empId, INVOICEABLE_RULE, { pageNum: body.pageNum ?? 1, count: body.count ?? 20 })
  return { list: page.rows.map((r) => invoiceableView(r, lang)), total: page.total }
}

/** The title and orders of a request, checked: 4004 for what the caller may not use, 4009 for an order that cannot be invoiced. */
async function prepare(ctx: AppContext, caller: Caller, titleId: string, orderIds: string[], lang: Lang) {
  const title = await findTitle(ctx.db, caller.corpId, caller.empId, Number(titleId))
  if (!title) throw notFound()
  const ids = [...new Set(orderIds.map(Number))]
  const rows = await findOrdersForInvoice(ctx.db, caller.corpId, ids, INVOICEABLE_RULE)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const orders = ids.map((id) => {
    const row = byId.get(id)
    // Only the booker (who paid) invoices an order; anyone else's answers like a missing one.
    if (!row || row.booker_emp_id !== caller.empId) throw notFound()
    return row
  })
  for (const o of orders) {
    if (o.claimed) throw conflict('invoiceOrderInvoiced', { params: { orderNo: o.order_no } })
    if (!o.paid_at || NOT_INVOICEABLE_STATUSES.includes(o.status) || Number(o.invoiceable) <= 0) {
      throw conflict('invoiceOrderNotInvoiceable', { params: { orderNo: o.order_no } })
    }
  }
  const lines: FaceLine[] = orders.map((o) => ({
    orderId: String(o.id),
    orderNo: o.order_no,
    item: itemOf(o.product_code, lang),
    detail: routeText(o, lang),
    amount: money(Number(o.invoiceable)),
  }))
  const amount = money(lines.reduce((sum, l) => sum + l.amount, 0))
  return { title, orders, lines, amount }
}

/** POST kp/order/checkOrEditFace: what the invoice will say, after the same checks as add. */
export async function checkFace(ctx: AppContext, caller: Caller, body: FaceCheckBody, lang: Lang): Promise<InvoiceFace> {
  const { title, lines, amount } = await prepare(ctx, caller, body.titleId, body.orderIds, lang)
  let expressFee: number | null = null
  if (body.kpType === 2 && body.province) {
    expressFee = (await matchFee(ctx, body.province, lang)).fee
  }
  const taxAmount = taxOf(amount)
  return {
    buyer: { gsmc: title.gsmc, nsrsbh: title.nsrsbh, unitType: title.unit_type as UnitType },
    seller: { name: lang === 'en' ? SELLER.nameEn : SELLER.name, nsrsbh: SELLER.nsrsbh },
    lines,
    amount,
    taxRate: TAX_RATE,
    taxAmount,
    amountExTax: money(amount - taxAmount),
    expressFee,
  }
}

/** A new PDF link of an invoice (the token goes out once; only its hash is kept). */
async function pdfLink(ctx: AppContext, invoiceId: number, ttlMs: number): Promise<{ url: string; expiresAt: Date }> {
  const token = randomHex(16)
  const now = ctx.clock()
  const expiresAt = addMs(now, ttlMs)
  await insertPdfLink(ctx.db, { token_hash: sha256Hex(token), invoice_id: invoiceId, expires_at: expiresAt, created_at: now })
  return { url: `/obt/kp/order/pdf/file/${token}`, expiresAt }
}

/** Queues the e-mail of an electronic invoice with a 30-day PDF link. */
async function mailInvoice(ctx: AppContext, caller: Caller, invoice: InvoiceRow, to: string, lang: Lang): Promise<void> {
  const link = await pdfLink(ctx, invoice.id, EMAIL_LINK_TTL_MS)
  const orders = (await findInvoicedOrders(ctx.db, [invoice.id])).map((o) => o.order_no).join(', ')
  await queueEmail(ctx.db, {
    corp_id: caller.corpId,
    emp_id: caller.empId,
    to_addr: to,
    subject: translate(lang, 'invoiceEmailSubject', { fpNo: invoice.fp_no }),
    body: translate(lang, 'invoiceEmailBody', { name: caller.employee.emp_name, gsmc: invoice.gsmc, amount: Number(invoice.amount).toFixed(2), orders, fpNo: invoice.fp_no, url: link.url }),
    attachment_url: link.url,
    created_at: ctx.clock(),
  })
}

/** POST kp/order/add: issues one invoice for the orders; electronic ones are e-mailed at once, paper ones handed to the courier. */
export async function addInvoice(ctx: AppContext, caller: Caller, body: InvoiceAddBody, lang: Lang): Promise<InvoiceDetail> {
  const kpType: KpType = body.kpType
  let email: string | null = null
  let delivery: Awaited<ReturnType<typeof checkedDelivery>> | null = null
  if (kpType === 1) {
    email = body.email ?? null
    if (!email) throw badInput('invoiceEmailRequired')
  } else {
    if (!body.delivery) throw badInput('invoiceDeliveryRequired')
    delivery = await checkedDelivery(ctx, body.delivery, lang)
    if (body.expectedFee !== undefined && money(body.expectedFee) !== delivery.fee) throw conflict('invoiceFeeChanged', { params: { fee: delivery.fee.toFixed(2) } })
  }
  const { title, orders, amount } = await prepare(ctx, caller, body.titleId, body.orderIds, lang)
  const now = ctx.clock()
  const invoice = await ctx.db.transaction().execute(async (trx) => {
    const requestNo = await nextOrderNo(trx, 'KP', chinaDate(now))
    const created = await insertInvoice(trx, {
      request_no: requestNo,
      // A fully digital invoice number: 20 digits (issue date, the seller's region, a serial).
      fp_no: `${requestNo.slice(4, 10)}31200000${requestNo.slice(-6)}`,
      corp_id: caller.corpId,
      emp_id: caller.empId,
      kp_type: kpType,
      status: 'ISSUED',
      title_id: title.id,
      gsmc: title.gsmc,
      nsrsbh: title.nsrsbh,
      unit_type: title.unit_type,
      amount,
      tax_amount: taxOf(amount),
      express_fee: delivery?.fee ?? 0,
      email,
      remark: body.remark?.trim() ?? '',
      ...(delivery ? { ...delivery.values, express_company: COURIER.zh, waybill_no: `SF1${randomDigits(12)}`, shipped_at: now } : {}),
      created_at: now,
    })
    const claimed = await claimOrders(trx, created.id, orders.map((o) => ({ orderId: o.id, amount: money(Number(o.invoiceable)), refunded: Number(o.refunded_amount) })))
    const lost = orders.find((o) => !claimed.includes(o.id))
    // Another request claimed it meanwhile: nothing of this one stays (the transaction rolls back).
    if (lost) throw conflict('invoiceOrderInvoiced', { params: { orderNo: lost.order_no } })
    return created
  })
  if (kpType === 1 && email) await mailInvoice(ctx, caller, invoice, email, lang)
  return detailOf(ctx, invoice, lang)
}

/** The delivery of a paper invoice as replies show it. */
async function deliveryOf(ctx: AppContext, invoice: InvoiceRow, lang: Lang): Promise<DeliveryView | null> {
  if (invoice.kp_type !== 2 || !invoice.province || !invoice.city) return null
  const { provinces, cities } = await findPlaceNames(ctx.db, [invoice.province], [invoice.city])
  const name = (row: { name_zh: string; name_en: string } | undefined, fallback: string) => (row ? (lang === 'en' ? row.name_en : row.name_zh) : fallback)
  return {
    recipient: invoice.recipient ?? '',
    mobile: invoice.mobile ?? '',
    province: invoice.province,
    provinceName: name(provinces[0], invoice.province),
    city: invoice.city,
    cityName: name(cities[0], invoice.city),
    area: invoice.area ?? '',
    addr: invoice.addr ?? '',
    post: invoice.post ?? '',
    editable: !!invoice.shipped_at && ctx.clock().getTime() < invoice.shipped_at.getTime() + PICKUP_AFTER_MS,
  }
}

/** The reply of an invoice. */
async function detailOf(ctx: AppContext, invoice: InvoiceRow, lang: Lang): Promise<InvoiceDetail> {
  const [orders, delivery] = await Promise.all([findInvoicedOrders(ctx.db, [invoice.id]), deliveryOf(ctx, invoice, lang)])
  const views = orders.map((o) => ({
    orderId: String(o.order_id),
    orderNo: o.order_no,
    orderType: o.order_type,
    productCode: o.product_code,
    title: routeText(o, lang),
    amount: Number(o.amount),
    refundedAfter: money(Math.max(0, Number(o.refunded_amount) - Number(o.refunded_at_claim))),
  }))
  const now = ctx.clock()
  const state = invoice.kp_type === 2 ? courierState(invoice, now) : null
  const amount = Number(invoice.amount)
  const taxAmount = Number(invoice.tax_amount)
  return {
    id: String(invoice.id),
    requestNo: invoice.request_no,
    fpNo: invoice.fp_no,
    kpType: invoice.kp_type as KpType,
    status: 'ISSUED',
    createdAt: formatChinaTime(invoice.created_at),
    title: { gsmc: invoice.gsmc, nsrsbh: invoice.nsrsbh, unitType: invoice.unit_type as UnitType },
    amount,
    taxAmount,
    amountExTax: money(amount - taxAmount),
    expressFee: Number(invoice.express_fee),
    email: invoice.email ?? '',
    remark: invoice.remark,
    orders: views,
    refundFlag: views.some((v) => v.refundedAfter > 0) || orders.some((o) => o.status === 'FULL_REFUND'),
    delivery,
    express: state ? { company: COURIER[lang], waybillNo: invoice.waybill_no ?? '', state, stateText: STATE_TEXT[state][lang] } : null,
  }
}

/** One of the caller's invoices, or 4004. */
async function ownInvoice(ctx: AppContext, caller: Caller, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(ctx.db, caller.corpId, caller.empId, Number(id))
  if (!invoice) throw notFound()
  return invoice
}

/** POST kp/order/detail. */
export async function invoiceDetail(ctx: AppContext, caller: Caller, id: string, lang: Lang): Promise<InvoiceDetail> {
  return detailOf(ctx, await ownInvoice(ctx, caller, id), lang)
}

/** POST kp/order/list: the caller's invoices, newest first. */
export async function listInvoices(ctx: AppContext, caller: Caller, body: InvoiceListBody): Promise<InvoiceListReply> {
  const page = await pageInvoices(ctx.db, caller.corpId, caller.empId, { pageNum: body.pageNum ?? 1, count: body.count ?? 20 })
  const orders = await findInvoicedOrders(ctx.db, page.rows.map((r) => r.id))
  const now = ctx.clock()
  return {
    total: page.total,
    list: page.rows.map((r) => {
      const mine = orders.filter((o) => o.invoice_id === r.id)
      return {
        id: String(r.id),
        requestNo: r.request_no,
        kpType: r.kp_type as KpType,
        gsmc: r.gsmc,
        amount: Number(r.amount),
        orderCount: mine.length,
        createdAt: formatChinaTime(r.created_at),
        refundFlag: mine.some((o) => Number(o.refunded_amount) > Number(o.refunded_at_claim) || o.status === 'FULL_REFUND'),
        expressState: r.kp_type === 2 ? courierState(r, now) : null,
      }
    }),
  }
}

/** POST kp/order/sendKpEmail: (re)sends an electronic invoice. */
export async function sendInvoiceEmail(ctx: AppContext, caller: Caller, body: SendKpEmailBody, lang: Lang): Promise<SendKpEmailReply> {
  const invoice = await ownInvoice(ctx, caller, body.id)
  if (invoice.kp_type !== 1) throw conflict('invoiceNotElectronic')
  const to = body.email ?? invoice.email
  if (!to) throw badInput('invoiceEmailRequired')
  await mailInvoice(ctx, caller, invoice, to, lang)
  return { queued: true, email: to }
}

/** POST kp/order/pdf: a 10-minute link to an electronic invoice's PDF. */
export async function invoicePdfLink(ctx: AppContext, caller: Caller, id: string): Promise<InvoicePdfReply> {
  const invoice = await ownInvoice(ctx, caller, id)
  if (invoice.kp_type !== 1) throw conflict('invoiceNotElectronic')
  const link = await pdfLink(ctx, invoice.id, APP_LINK_TTL_MS)
  return { url: link.url, expiresAt: formatChinaTime(link.expiresAt), fileName: `invoice-${invoice.fp_no}.pdf` }
}

/** GET kp/order/pdf/file/:token: the PDF of a link still valid (4004 otherwise). */
export async function invoicePdf(ctx: AppContext, token: string): Promise<{ pdf: Buffer; fileName: string }> {
  if (!/^[0-9a-f]{32}$/i.test(token)) throw notFound()
  const invoiceId = await findPdfLink(ctx.db, sha256Hex(token.toLowerCase()), ctx.clock())
  const invoice = invoiceId === undefined ? undefined : await findInvoiceById(ctx.db, invoiceId)
  if (!invoice) throw notFound()
  const orders = await findInvoicedOrders(ctx.db, [invoice.id])
  const amount = Number(invoice.amount)
  const tax = Number(invoice.tax_amount)
  const lines: { text: string; size?: number; gap?: number }[] = [
    { text: '电子发票（普通发票）  Electronic invoice (general VAT invoice)', size: 16 },
    { text: `发票号码 No.: ${invoice.fp_no}    开票日期 Date: ${formatChinaTime(invoice.created_at).slice(0, 10)}`, gap: 30 },
    { text: '购买方 Buyer', size: 13, gap: 28 },
    { text: `名称 Name: ${invoice.gsmc}` },
    { text: `纳税人识别号 Taxpayer no.: ${invoice.nsrsbh || '-'}` },
    { text: '销售方 Seller', size: 13, gap: 28 },
    { text: `名称 Name: ${SELLER.name}` },
    { text: `纳税人识别号 Taxpayer no.: ${SELLER.nsrsbh}` },
    { text: '项目 Items', size: 13, gap: 28 },
    ...orders.map((o) => ({ text: `${itemOf(o.product_code, 'zh')}  ${o.order_no}  ${o.route_text_zh}  CNY ${Number(o.amount).toFixed(2)}` })),
    { text: `金额 Amount: CNY ${(amount - tax).toFixed(2)}    税率 Rate: ${Math.round(TAX_RATE * 100)}%    税额 Tax: CNY ${tax.toFixed(2)}`, gap: 28 },
    { text: `价税合计 Total: CNY ${amount.toFixed(2)}`, size: 14, gap: 26 },
    ...(invoice.remark ? [{ text: `备注 Remark: ${invoice.remark}` }] : []),
    { text: '演示环境生成，非税务凭证 / Generated by the demo: not a tax document', size: 9, gap: 40 },
  ]
  return { pdf: buildPdf(lines), fileName: `invoice-${invoice.fp_no}.pdf` }
}

/** POST express/order/lookExpressInfo: where a paper invoice is. */
export async function lookExpress(ctx: AppContext, caller: Caller, id: string, lang: Lang): Promise<ExpressInfoReply> {
  const invoice = await ownInvoice(ctx, caller, id)
  if (invoice.kp_type !== 2) throw conflict('invoiceNotPaper')
  const delivery = await deliveryOf(ctx, invoice, lang)
  return expressInfo(invoice, delivery?.cityName ?? '', ctx.clock(), lang)
}

/** POST express/order/editPsdz: a new address (and the fee of its region) until the courier picks the parcel up. */
export async function editDelivery(ctx: AppContext, caller: Caller, body: EditPsdzBody, lang: Lang): Promise<InvoiceDetail> {
  const invoice = await ownInvoice(ctx, caller, body.id)
  if (invoice.kp_type !== 2) throw conflict('invoiceNotPaper')
  const delivery = await checkedDelivery(ctx, body.delivery, lang)
  if (body.expectedFee !== undefined && money(body.expectedFee) !== delivery.fee) throw conflict('invoiceFeeChanged', { params: { fee: delivery.fee.toFixed(2) } })
  const now = ctx.clock()
  const changed = await updateDelivery(ctx.db, invoice.id, { ...delivery.values, express_fee: delivery.fee, delivery_edited_at: now }, addMs(now, -PICKUP_AFTER_MS))
  if (!changed) throw conflict('invoicePickedUp')
  return invoiceDetail(ctx, caller, body.id, lang)
}
