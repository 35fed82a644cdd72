/**
 * The caller's copy of their personal data (privacy policy, spec §9: access requests): the
 * account, frequent travellers with their documents, delivery addresses, hotel and airline member
 * cards, car favourites, and the orders they booked (trade records). Served as a PDF (readable
 * text that both the browser and the mini-program's document viewer open) at a one-time link of
 * 10 minutes, like the itinerary. Document numbers are masked even here: the link needs no token,
 * and the whole numbers are one tap away on the owner's own edit screens.
 */
import type { AppContext, Caller } from '../../context'
import { findMemberCards } from '../../db/repositories/hotel-member-cards'
import { findContactCards, findContactsPage } from '../../db/repositories/travellers'
import {
  findAddresses,
  findAirlineCards,
  findCarPlaces,
  findEmployeeWithDept,
  findOrdersBookedBy,
  insertPersonalDataLink,
  redeemPersonalDataLink,
} from '../../db/repositories/user-data'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { GeoProvince } from '../../schemas/geo'
import type { PersonalDataLinkReply } from '../../schemas/user-data'
import { AIRLINES } from '../../suppliers/flights/catalog'
import { randomHex, sha256Hex } from '../../util/crypto'
import { maskIdNumber, maskPassport } from '../../util/mask'
import { addMs, formatChinaTime, minutes } from '../../util/time'
import { geoSet } from '../geo/geo'
import { maskCard } from './travellers'

/** How long an export link works (once). */
const LINK_TTL_MS = minutes(10)
/** Orders listed at most (the newest). */
const ORDER_LINES = 200

/** POST /obt/vipPersonalData/generate. */
export async function createPersonalDataLink(ctx: AppContext, caller: Caller, lang: Lang): Promise<PersonalDataLinkReply> {
  const token = randomHex(16)
  const now = ctx.clock()
  const expiresAt = addMs(now, LINK_TTL_MS)
  await insertPersonalDataLink(ctx.db, { token_hash: sha256Hex(token), emp_id: caller.empId, lang, created_at: now, expires_at: expiresAt })
  return { url: `/obt/vipPersonalData/file/${token}`, expiresAt: formatChinaTime(expiresAt), fileName: `personal-data-${caller.employee.emp_no}.pdf` }
}

type Line = { text: string; size?: number; gap?: number }

/** The export's lines: headings and 'label: value' rows, in the link's language. */
async function exportLines(ctx: AppContext, empId: number, lang: Lang): Promise<{ lines: Line[]; empNo: string }> {
  const emp = await findEmployeeWithDept(ctx.db, empId)
  // A closed account has nothing left to export; its links were deleted with it.
  if (!emp) throw notFound()
  const en = lang === 'en'
  const L = (zh: string, english: string) => (en ? english : zh)
  const row = (label: string, value: string | null | undefined): Line => ({ text: `${label}: ${value || '-'}` })
  const head = (text: string): Line => ({ text, size: 13, gap: 26 })
  const [contacts, addresses, hotelCards, airlineCards, places, orders, regions] = await Promise.all([
    findContactsPage(ctx.db, emp.corp_id, emp.id, { pageNum: 1, count: 500 }),
    findAddresses(ctx.db, emp.corp_id, emp.id),
    findMemberCards(ctx.db, emp.corp_id, [emp.id]),
    findAirlineCards(ctx.db, emp.corp_id, emp.id),
    findCarPlaces(ctx.db, emp.corp_id, emp.id),
    findOrdersBookedBy(ctx.db, emp.corp_id, emp.id, ORDER_LINES),
    geoSet(ctx, '10910', lang).then((s) => s.list as GeoProvince[]),
  ])
  const cards = await findContactCards(ctx.db, contacts.rows.map((c) => c.id))
  const lines: Line[] = [
    { text: L('商旅 · 个人信息副本', 'Shanglv - copy of your personal data'), size: 18 },
    { text: `${L('生成时间', 'Generated')}: ${formatChinaTime(ctx.clock())}`, size: 9, gap: 20 },
    head(L('账号', 'Account')),
    row(L('姓名', 'Name'), emp.emp_name),
    row(L('英文名', 'English name'), emp.eng_name),
    row(L('工号', 'Employee no.'), emp.emp_no),
    row(L('登录名', 'Login name'), emp.login_name),
    row(L('公司', 'Company'), en ? emp.corp_name_en : emp.corp_name),
    row(L('部门', 'Department'), en ? emp.dept_name_en : emp.dept_name),
    row(L('手机号', 'Mobile'), emp.mobile),
    row(L('邮箱', 'E-mail'), emp.email),
    row(L('性别', 'Sex'), emp.sex),
    row(L('出生日期', 'Birth date'), emp.born),
    row(L('国籍', 'Nationality'), emp.nation_code),
    row(L('身份证', 'ID card'), emp.id_number ? maskIdNumber(emp.id_number) : ''),
    row(L('护照', 'Passport'), emp.passport ? `${maskPassport(emp.passport)} ${emp.passport_expiry ?? ''}` : ''),
    head(L(`常用旅客（${contacts.total}）`, `Frequent travellers (${contacts.total})`)),
  ]
  for (const c of contacts.rows) {
    lines.push({ text: `${c.ch_name}${c.en_name ? ` ${c.en_name}` : ''}  ${c.sex ?? ''} ${c.born ?? ''}  ${c.mobile ?? ''} ${c.email ?? ''}` })
    for (const k of cards.filter((x) => x.contact_id === c.id)) {
      lines.push({ text: `    ${k.card_type} ${maskCard(k.card_type, k.card_number)} ${k.expiry ?? ''} ${k.issue_place ?? ''}` })
    }
  }
  lines.push(head(L(`收货地址（${addresses.length}）`, `Delivery addresses (${addresses.length})`)))
  for (const a of addresses) {
    const p = regions.find((x) => x.code === a.province_code)
    const city = p?.cities.find((x) => x.code === a.city_code)
    const mark = a.is_default === 1 ? L('［默认］', '[default] ') : ''
    lines.push({ text: `${mark}${a.recipient} ${a.mobile}  ${p?.name ?? a.province_code} ${city?.name ?? a.city_code} ${a.area} ${a.addr} ${a.post}` })
  }
  lines.push(head(L('会员卡', 'Member cards')))
  for (const h of hotelCards) lines.push({ text: `${L('酒店', 'Hotel')} ${h.plat}: ${h.card_no}` })
  for (const a of airlineCards) {
    const name = AIRLINES.find((x) => x.code === a.airline)
    lines.push({ text: `${L('航空', 'Airline')} ${name ? (en ? name.nameEn : name.nameZh) : a.airline}: ${a.card_no}` })
  }
  lines.push(head(L('用车常用地址', 'Car favourite places')))
  for (const p of places) {
    let name = p.place
    try {
      name = (JSON.parse(p.place) as { name?: string }).name ?? p.place
    } catch {
      // Stored as written by the car screens; shown raw when it is not the JSON they write.
    }
    lines.push({ text: `${p.label}: ${name}` })
  }
  lines.push(head(L(`预订的订单（最近${ORDER_LINES}条）`, `Orders you booked (latest ${ORDER_LINES})`)))
  for (const o of orders) {
    lines.push({ text: `${o.order_no}  ${formatChinaTime(o.created_at).slice(0, 10)}  ${en ? o.route_text_en : o.route_text_zh}  ${o.status}  CNY ${Number(o.total_amount).toFixed(2)}` })
  }
  lines.push({
    text: L('订单等交易记录依隐私政策至少保存三年；证件号码已脱敏显示。', 'Trade records (orders) are kept at least three years under the privacy policy; document numbers are masked.'),
    size: 9,
    gap: 28,
  })
  return { lines, empNo: emp.emp_no }
}

/** GET /obt/vipPersonalData/file/:token: the PDF, once; 4004 when unknown, used or expired. */
export async function redeemPersonalData(ctx: AppContext, token: string): Promise<{ pdf: Buffer; fileName: string }> {
  const link = await redeemPersonalDataLink(ctx.db, sha256Hex(token.toLowerCase()), ctx.clock())
  if (!link) throw notFound()
  const { lines, empNo } = await exportLines(ctx, link.emp_id, link.lang === 'en' ? 'en' : 'zh')
  return { pdf: buildPagedPdf(lines), fileName: `personal-data-${empNo}.pdf` }
}

// ---------------------------------------------------------------- a PDF of several pages

/** Rough advance widths (points per point of size): enough to wrap lines before the margin. */
function widthOf(text: string, size: number): number {
  let w = 0
  for (const ch of text) w += /[\x20-\x7e]/.test(ch) ? 0.56 : 1
  return w * size
}

/** Splits a line so that each part fits `max` points. */
export function wrapLine(text: string, size: number, max: number): string[] {
  const out: string[] = []
  let current = ''
  for (const ch of text) {
    if (current && widthOf(current + ch, size) > max) {
      out.push(current)
      current = `    ${ch}`
    } else current += ch
  }
  out.push(current)
  return out
}

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

/**
 * A PDF of as many A4 pages as the lines need (the order itinerary's writer, services/orders/
 * documents.ts, stops after one page): Helvetica for Latin text, STSong-Light for Chinese.
 */
export function buildPagedPdf(lines: Line[]): Buffer {
  const pages: string[][] = [[]]
  let y = 800
  for (const line of lines) {
    const size = line.size ?? 10
    for (const [i, part] of wrapLine(line.text, size, 500).entries()) {
      y -= i === 0 ? (line.gap ?? size + 6) : size + 4
      if (y < 40) {
        pages.push([])
        y = 800 - size
      }
      pages[pages.length - 1].push(textOp(part, 48, y, size))
    }
  }
  const fixed = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, filled once the page objects are numbered
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]
  const objects = [...fixed]
  const kids: string[] = []
  for (const ops of pages) {
    const pageNo = objects.length + 1
    const content = ops.join('\n')
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageNo + 1} 0 R >>`)
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
    kids.push(`${pageNo} 0 R`)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`
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
