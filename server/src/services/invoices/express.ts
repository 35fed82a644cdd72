/**
 * Paper invoice delivery: the express fee by region (POST /obt/express/set/address/fee, matchFee)
 * and a simulated courier that moves on the app's clock (lookExpressInfo). The fee is the
 * server's: a request carries the fee its screen showed only so a change is caught (4009).
 *
 * The courier's scans are derived from when the parcel was handed over (`shipped_at`) and the
 * destination's region, so tests move the clock and the parcel moves with it; nothing is stored
 * per scan. The address can change (editPsdz) until the courier picks the parcel up.
 */
import type { InvoiceRow } from '../../db/repositories/invoice-records'
import { findPlaceNames, findProvinces } from '../../db/repositories/invoice-records'
import type { AppContext } from '../../context'
import { badInput } from '../../errors'
import type { Lang } from '../../messages'
import type { DeliveryInput, ExpressInfoReply, ExpressRegion, ExpressSettingsReply, ExpressState, ExpressTrace, MatchFeeReply } from '../../schemas/invoice'
import { addMs, formatChinaTime, minutes } from '../../util/time'

const HOUR = minutes(60)

/** The courier every paper invoice goes with. */
export const COURIER = { zh: '顺丰速运', en: 'SF Express' }

/** Where invoices are printed and sent from (Shanghai: the LOCAL region). */
const SENDER = { zh: '上海市浦东新区商旅开票中心', en: 'Shanglv invoicing centre, Pudong, Shanghai' }
const LOCAL_PROVINCES = ['31']
/** Far western and northern provinces: slower and dearer. */
const REMOTE_PROVINCES = ['15', '54', '62', '63', '64', '65']
/** Taiwan, Hong Kong and Macau: a mainland fapiao is not sent there. */
export const UNDELIVERABLE_PROVINCES = ['71', '81', '82']

type Region = ExpressRegion['region']
const REGION_TERMS: Record<Region, { fee: number; days: number; zh: string; en: string }> = {
  LOCAL: { fee: 8, days: 1, zh: '同城', en: 'Same city' },
  STANDARD: { fee: 12, days: 2, zh: '普通地区', en: 'Mainland' },
  REMOTE: { fee: 22, days: 4, zh: '偏远地区', en: 'Remote areas' },
}

/** Until when after hand-over the courier has not picked the parcel up (the address may change). */
export const PICKUP_AFTER_MS = HOUR

/** The region of a province code (undefined: not delivered there). */
export function regionOf(province: string): Region | undefined {
  if (UNDELIVERABLE_PROVINCES.includes(province)) return undefined
  if (LOCAL_PROVINCES.includes(province)) return 'LOCAL'
  return REMOTE_PROVINCES.includes(province) ? 'REMOTE' : 'STANDARD'
}

/** The fee table: sender, courier, and every region with its provinces. */
export async function expressSettings(ctx: AppContext, lang: Lang): Promise<ExpressSettingsReply> {
  const provinces = await findProvinces(ctx.db)
  const named = (p: { code: string; name_zh: string; name_en: string }) => ({ code: p.code, name: lang === 'en' ? p.name_en : p.name_zh })
  const regions = (Object.keys(REGION_TERMS) as Region[]).map((region) => ({
    region,
    name: REGION_TERMS[region][lang],
    fee: REGION_TERMS[region].fee,
    days: REGION_TERMS[region].days,
    provinces: provinces.filter((p) => regionOf(p.code) === region).map(named),
  }))
  return { company: COURIER[lang], sender: SENDER[lang], regions, undeliverable: provinces.filter((p) => regionOf(p.code) === undefined).map(named) }
}

/** The fee to a province; 4000 for an unknown province or one not delivered to. */
export async function matchFee(ctx: AppContext, province: string, lang: Lang): Promise<MatchFeeReply> {
  const { provinces } = await findPlaceNames(ctx.db, [province], [])
  const found = provinces[0]
  if (!found) throw badInput('invoiceCityUnknown')
  const name = lang === 'en' ? found.name_en : found.name_zh
  const region = regionOf(province)
  if (!region) throw badInput('invoiceUndeliverable', { params: { province: name } })
  return { province, provinceName: name, region, fee: REGION_TERMS[region].fee, days: REGION_TERMS[region].days }
}

/**
 * A delivery as it will be stored: trimmed, the city a city of the province (4000 otherwise), and
 * the fee of its region.
 */
export async function checkedDelivery(ctx: AppContext, input: DeliveryInput, lang: Lang) {
  const { cities } = await findPlaceNames(ctx.db, [], [input.city])
  if (!cities[0] || cities[0].province_code !== input.province) throw badInput('invoiceCityUnknown')
  const fee = await matchFee(ctx, input.province, lang)
  const recipient = input.recipient.trim()
  const addr = input.addr.trim()
  if (!recipient || !addr) throw badInput('invoiceDeliveryRequired')
  return {
    values: { recipient, mobile: input.mobile, province: input.province, city: input.city, area: input.area?.trim() ?? '', addr, post: input.post ?? '' },
    fee: fee.fee,
  }
}

const TEXT: Record<string, Record<Lang, string>> = {
  accepted: { zh: '发票已打印，等待快递员揽件（{sender}）', en: 'Invoice printed, waiting for the courier ({sender})' },
  picked: { zh: '顺丰速运已揽件', en: 'Picked up by SF Express' },
  hub: { zh: '已到达上海转运中心', en: 'Arrived at the Shanghai hub' },
  left: { zh: '已发往{city}', en: 'On the way to {city}' },
  arrived: { zh: '已到达{city}转运中心', en: 'Arrived at the {city} hub' },
  out: { zh: '快递员正在派送（95338）', en: 'Out for delivery (95338)' },
  delivered: { zh: '已签收，签收人：{name}', en: 'Delivered, signed for by {name}' },
}

/** How each courier state reads. */
export const STATE_TEXT: Record<ExpressState, Record<Lang, string>> = {
  ACCEPTED: { zh: '待揽件', en: 'Awaiting pickup' },
  PICKED_UP: { zh: '已揽件', en: 'Picked up' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit' },
  OUT_FOR_DELIVERY: { zh: '派送中', en: 'Out for delivery' },
  DELIVERED: { zh: '已签收', en: 'Delivered' },
}

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '')

/** Every scan of a parcel up to `now`, newest first (empty: not handed over). */
export function courierTraces(invoice: InvoiceRow, cityName: string, now: Date, lang: Lang): ExpressTrace[] {
  if (!invoice.shipped_at || !invoice.province) return []
  const days = REGION_TERMS[regionOf(invoice.province) ?? 'STANDARD'].days
  const end = days * 24
  const plan: [number, ExpressState, string][] = [
    [0, 'ACCEPTED', fill(TEXT.accepted[lang], { sender: SENDER[lang] })],
    [1, 'PICKED_UP', TEXT.picked[lang]],
    [3, 'IN_TRANSIT', TEXT.hub[lang]],
    [5, 'IN_TRANSIT', fill(TEXT.left[lang], { city: cityName })],
    [end - 10, 'IN_TRANSIT', fill(TEXT.arrived[lang], { city: cityName })],
    [end - 6, 'OUT_FOR_DELIVERY', TEXT.out[lang]],
    [end - 3, 'DELIVERED', fill(TEXT.delivered[lang], { name: invoice.recipient ?? '' })],
  ]
  const start = invoice.shipped_at
  return plan
    .map(([hours, state, text]) => ({ at: addMs(start, hours * HOUR), state, text }))
    .filter((s) => s.at.getTime() <= now.getTime())
    .reverse()
    .map((s) => ({ time: formatChinaTime(s.at), state: s.state, text: s.text }))
}

/** The parcel's state now. */
export function courierState(invoice: InvoiceRow, now: Date): ExpressState {
  return courierTraces(invoice, '', now, 'zh')[0]?.state ?? 'ACCEPTED'
}

/** The reply of lookExpressInfo for a paper invoice. */
export function expressInfo(invoice: InvoiceRow, cityName: string, now: Date, lang: Lang): ExpressInfoReply {
  const traces = courierTraces(invoice, cityName, now, lang)
  const state = traces[0]?.state ?? 'ACCEPTED'
  return { company: COURIER[lang], waybillNo: invoice.waybill_no ?? '', state, stateText: STATE_TEXT[state][lang], traces }
}
