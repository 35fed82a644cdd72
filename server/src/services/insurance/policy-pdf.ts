/**
 * The policy document (bdDownload): a one-page PDF with the policy facts, written by hand with the
 * spine's PDF writer (services/orders/documents.ts buildPdf: Helvetica and the standard CJK font, no
 * library), served once at a link that needs no token (10 minutes; the document_links table the
 * itinerary uses). Only an issued policy has a document (4009 before).
 */
import type { AppContext, Caller } from '../../context'
import { insertDocumentLink, redeemDocumentLink } from '../../db/repositories/documents'
import { findInsuranceOrders, findInsureds } from '../../db/repositories/insurance-orders'
import { findOrder, findOrderById } from '../../db/repositories/orders'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { PolicyDownloadReply } from '../../schemas/insurance'
import { maskIdNumber, maskPassport } from '../../util/mask'
import { randomHex, sha256Hex } from '../../util/crypto'
import { addMs, formatChinaTime, minutes } from '../../util/time'
import { buildPdf } from '../orders/documents'
import { ORDER_STATUS } from '../orders/order-state'
import type { ProductSnapshot } from './booking'
import { INSURANCE_ORDER_TYPE } from './catalog'
import { canSeeInsuranceOrder, minuteText, travelOrderWords } from './orders'
import { insuranceConflict, insuranceText } from './texts'

/** How long a document link works (once). */
const LINK_TTL_MS = minutes(10)
/** Statuses with a policy out. */
const ISSUED_STATUSES: readonly string[] = [ORDER_STATUS.ISSUED, ORDER_STATUS.PARTIAL_REFUND, ORDER_STATUS.FULL_REFUND, ORDER_STATUS.COMPLETED]

/** GET /obt/bx/bdDownload: a one-time link to the policy PDF of an issued order the caller may see. */
export async function policyDownloadLink(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<PolicyDownloadReply> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeInsuranceOrder(ctx, caller, order))) throw notFound()
  if (!ISSUED_STATUSES.includes(order.status)) throw insuranceConflict(lang, 'policyNotIssued')
  const token = randomHex(16)
  const now = ctx.clock()
  const expiresAt = addMs(now, LINK_TTL_MS)
  await insertDocumentLink(ctx.db, { token_hash: sha256Hex(token), order_id: order.id, emp_id: caller.empId, lang, created_at: now, expires_at: expiresAt })
  return { url: `/obt/bx/bdFile/${token}`, expiresAt: formatChinaTime(expiresAt), fileName: `policy-${order.order_no}.pdf` }
}

/** GET /obt/bx/bdFile/:token: the PDF, once; 4004 when unknown, used, expired or not an insurance order's link. */
export async function redeemPolicyLink(ctx: AppContext, token: string): Promise<{ pdf: Buffer; fileName: string }> {
  const now = ctx.clock()
  const link = await redeemDocumentLink(ctx.db, sha256Hex(token.toLowerCase()), now)
  if (!link) throw notFound()
  const order = await findOrderById(ctx.db, link.order_id)
  if (!order || order.order_type !== INSURANCE_ORDER_TYPE) throw notFound()
  const [[row], people] = await Promise.all([findInsuranceOrders(ctx.db, [order.id]), findInsureds(ctx.db, [order.id])])
  if (!row) throw notFound()
  const lang: Lang = link.lang === 'en' ? 'en' : 'zh'
  const en = lang === 'en'
  const t = (key: Parameters<typeof insuranceText>[1]) => insuranceText(lang, key)
  const snap = JSON.parse(row.snapshot) as ProductSnapshot
  const linked = row.linked_order_id !== null ? await findOrder(ctx.db, row.corp_id, row.linked_order_id) : undefined
  const lines: { text: string; size?: number; gap?: number }[] = [
    { text: t('pdfTitle'), size: 18 },
    { text: `${t('pdfOrder')}: ${order.order_no}    ${t('pdfStatus')}: ${order.status}`, gap: 30 },
    { text: `${t('pdfProduct')}: ${en ? snap.nameEn : snap.nameZh}` },
    { text: `${t('pdfInsurer')}: ${en ? snap.insurerEn : snap.insurerZh}` },
    { text: `${t('pdfCover')}: ${minuteText(row.cover_start)} - ${minuteText(row.cover_end)} (China time)` },
  ]
  if (row.trip_no) lines.push({ text: `${t('pdfTripNo')}: ${row.trip_no}` })
  if (linked) lines.push({ text: `${t('pdfLinked')}: ${travelOrderWords(lang, linked)}` })
  lines.push({ text: t('pdfCoverage'), size: 13, gap: 28 })
  for (const c of en ? snap.coverageEn : snap.coverageZh) lines.push({ text: `  ${c.item}: ${c.amount}` })
  lines.push({ text: t('pdfInsureds'), size: 13, gap: 28 })
  for (const p of people) {
    const card = p.card_type === 'NI' ? maskIdNumber(p.card_number) : maskPassport(p.card_number)
    lines.push({ text: `${p.name}  ${p.card_type} ${card}  ${p.born ?? ''}  ${en ? p.product_name_en : p.product_name_zh}` })
    lines.push({ text: `     ${t('pdfPolicy')}: ${p.policy_no ?? '-'}   ${t('pdfPremium')}: CNY ${Number(p.premium).toFixed(2)}${p.refund_id !== null ? `   (${t('pdfRefunded')})` : ''}` })
  }
  lines.push({ text: `${t('pdfTotal')}: CNY ${Number(order.total_amount).toFixed(2)}`, size: 13, gap: 28 })
  lines.push({ text: t('pdfNote'), size: 9, gap: 30 })
  lines.push({ text: `${t('pdfGenerated')}: ${formatChinaTime(now)}`, size: 9 })
  return { pdf: buildPdf(lines), fileName: `policy-${order.order_no}.pdf` }
}
