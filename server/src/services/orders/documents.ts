/**
 * Order documents: a PDF itinerary written by hand (no PDF library: one page, the built-in
 * Helvetica for Latin text and the standard CJK font STSong-Light / UniGB-UCS2-H for Chinese, which
 * every CJK-capable viewer provides), served once at a link that needs no token (10 minutes), and
 * e-mails queued in the email_outbox table (demo: GET /obt/demo/emailOutbox).
 */
import type { AppContext, Caller } from '../../context'
import {
  findOrderIdByChangeNo,
  findOrderIdByOrderNo,
  findOrderIdByRefundNo,
  insertDocumentLink,
  queueEmail,
  redeemDocumentLink,
} from '../../db/repositories/documents'
import { findPassengers, findSegments, findTickets } from '../../db/repositories/flight-orders'
import { findOrderById } from '../../db/repositories/orders'
import { badInput, notFound } from '../../errors'
import { translate, type Lang, type MessageKey } from '../../messages'
import type { PdfGenerateReply, SmsEmailBody, SmsEmailReply } from '../../schemas/order'
import { randomHex, sha256Hex } from '../../util/crypto'
import { addMs, formatChinaTime, minutes } from '../../util/time'
import { airlineName, airportName, cabinName, cityName } from '../flights/common'
import { snapshotOfRow, visibleOrder } from '../flights/orders'
import { maskCard } from '../identity/travellers'

/** How long a document link works (once). */
const LINK_TTL_MS = minutes(10)

/** a***@example.com */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at <= 0) return '***'
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`
}

/**
 * PDF text operators for one line: ASCII runs in Helvetica (literal strings), other runs in the CJK
 * font (UCS-2 hex strings). Each Tj advances the pen by the glyph widths, so runs line up.
 */
function textOp(text: string, x: number, y: number, size: number): string {
  const runs = text.match(/[\x20-\x7e]+|[^\x20-\x7e]+/g) ?? []
  const parts = runs.map((run) => {
    if (/^[\x20-\x7e]+$/.test(run)) return `/F1 ${size} Tf (${run.replace(/([\\()])/g, '\\$1')}) Tj`
    let hex = ''
    for (const ch of run) {
      const code = ch.codePointAt(0) ?? 0x3f
      hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0')
    }
    return `/F2 ${size} Tf <${hex}> Tj`
  })
  return `BT ${x} ${y} Td ${parts.join(' ')} ET`
}

/** A one-page PDF with the given lines ({ text, size, gap }). */
export function buildPdf(lines: { text: string; size?: number; gap?: number }[]): Buffer {
  let y = 800
  const ops: string[] = []
  for (const line of lines) {
    const size = line.size ?? 11
    y -= line.gap ?? size + 7
    if (y < 40) break
    if (line.text) ops.push(textOp(line.text, 48, y, size))
  }
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 8 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** POST /obt/vipOrder/pdf/generate: a one-time link to the order's itinerary. */
export async function createItineraryLink(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<PdfGenerateReply> {
  const order = await visibleOrder(ctx, caller, orderId)
  const token = randomHex(16)
  const now = ctx.clock()
  const expiresAt = addMs(now, LINK_TTL_MS)
  await insertDocumentLink(ctx.db, { token_hash: sha256Hex(token), order_id: order.id, emp_id: caller.empId, lang, created_at: now, expires_at: expiresAt })
  return { url: `/obt/vipOrder/pdf/file/${token}`, expiresAt: formatChinaTime(expiresAt), fileName: `itinerary-${order.order_no}.pdf` }
}

/** GET /obt/vipOrder/pdf/file/:token: the PDF, once; 4004 when unknown, used or expired. */
export async function redeemItineraryLink(ctx: AppContext, token: string): Promise<{ pdf: Buffer; fileName: string }> {
  const now = ctx.clock()
  const link = await redeemDocumentLink(ctx.db, sha256Hex(token.toLowerCase()), now)
  if (!link) throw notFound()
  const order = await findOrderById(ctx.db, link.order_id)
  // document_links.order_id references the order, so a missing one is a broken database, not a bad link.
  if (!order) throw new Error(`order ${link.order_id} of a document link is missing`)
  const lang: Lang = link.lang === 'en' ? 'en' : 'zh'
  const [passengers, segments, tickets] = await Promise.all([findPassengers(ctx.db, [order.id]), findSegments(ctx.db, [order.id]), findTickets(ctx.db, [order.id])])
  const en = lang === 'en'
  const active = tickets.filter((t) => t.status !== 'CHANGED' && t.status !== 'VOID')
  const shown = segments.filter((s) => active.some((t) => t.segment_id === s.id))
  const lines: { text: string; size?: number; gap?: number }[] = [
    { text: en ? 'Shanglv - Flight itinerary' : '商旅 · 机票行程单', size: 18 },
    { text: `${en ? 'Order' : '订单号'}: ${order.order_no}    ${en ? 'Status' : '状态'}: ${order.status}`, gap: 30 },
    { text: `${en ? 'Booked at' : '预订时间'}: ${formatChinaTime(order.created_at)}    ${en ? 'Route' : '行程'}: ${en ? order.route_text_en : order.route_text_zh}` },
    { text: en ? 'Flights' : '航班信息', size: 13, gap: 30 },
  ]
  for (const s of shown) {
    const snap = snapshotOfRow(s)
    lines.push({
      text: `${s.segment_no}. ${s.flight_no} ${airlineName(snap.airline, lang)}  ${snap.depTime} ${cityName(s.dep_city, lang)} ${airportName(s.dep_airport, lang)}${snap.depTerminal}`,
    })
    lines.push({ text: `     -> ${snap.arrTime} ${cityName(s.arr_city, lang)} ${airportName(s.arr_airport, lang)}${snap.arrTerminal}   ${cabinName(s.cabin_class as 'Y' | 'C' | 'F', lang)} ${s.cabin_code}` })
  }
  lines.push({ text: en ? 'Passengers' : '乘机人', size: 13, gap: 30 })
  for (const p of passengers) {
    const numbers = active.filter((t) => t.passenger_id === p.id).map((t) => t.ticket_no ?? (en ? 'not issued' : '未出票')).join(' / ')
    lines.push({ text: `${p.name}  ${p.card_type} ${maskCard(p.card_type, p.card_number)}  ${en ? 'Ticket' : '票号'}: ${numbers}` })
  }
  lines.push({ text: `${en ? 'Total' : '订单总价'}: CNY ${Number(order.total_amount).toFixed(2)}`, size: 13, gap: 30 })
  lines.push({ text: `${en ? 'Generated' : '生成时间'}: ${formatChinaTime(now)}`, size: 9, gap: 40 })
  return { pdf: buildPdf(lines), fileName: `itinerary-${order.order_no}.pdf` }
}

const SUBJECT_BY_SCENE: Record<number, MessageKey> = { 1: 'emailItinerarySubject', 2: 'emailOrderSubject', 3: 'emailRefundSubject', 4: 'emailChangeSubject' }
const DOC_BY_SCENE: Record<number, Record<Lang, string>> = {
  1: { zh: '行程单', en: 'itinerary' },
  2: { zh: '订单确认', en: 'order confirmation' },
  3: { zh: '退票通知', en: 'refund notice' },
  4: { zh: '改签通知', en: 'change notice' },
}

/** POST /obt/common/smsEmail: queues an e-mail about an order, refund or change the caller can see. */
export async function emailDocument(ctx: AppContext, caller: Caller, body: SmsEmailBody, lang: Lang): Promise<SmsEmailReply> {
  const no = body.orderNo.trim().toUpperCase()
  let orderId: number | undefined
  if (body.orderType === 11002) {
    orderId = await findOrderIdByRefundNo(ctx.db, caller.corpId, no)
  } else if (body.orderType === 11003) {
    orderId = await findOrderIdByChangeNo(ctx.db, caller.corpId, no)
  } else {
    orderId = await findOrderIdByOrderNo(ctx.db, caller.corpId, no)
  }
  if (orderId === undefined) throw notFound()
  const order = await visibleOrder(ctx, caller, orderId)
  const to = body.email ?? caller.employee.email
  if (!to) throw badInput('emailMissing')
  const scene = Number(body.sendScene)
  const first = (await findSegments(ctx.db, [order.id]))[0]
  const url = body.emailUrl ?? body.url ?? ''
  await queueEmail(ctx.db, {
    corp_id: caller.corpId,
    emp_id: caller.empId,
    to_addr: to,
    subject: translate(lang, SUBJECT_BY_SCENE[scene] ?? 'emailOrderSubject', { orderNo: body.orderNo.trim() }),
    body: translate(lang, 'emailBody', {
      name: caller.employee.emp_name,
      orderNo: order.order_no,
      route: lang === 'en' ? order.route_text_en : order.route_text_zh,
      depTime: first ? snapshotOfRow(first).depTime : '',
      doc: (DOC_BY_SCENE[scene] ?? DOC_BY_SCENE[2])[lang],
      url: url || '-',
    }),
    attachment_url: url || null,
    created_at: ctx.clock(),
  })
  return { queued: true, emailMasked: maskEmail(to) }
}
