/**
 * Pure wording helpers of the hotel order screens: nights of a stay, dates with their weekday,
 * guests grouped by room, the guarantee card as its last four digits only, the price lines of an
 * order. Dates are the server's China calendar days ('YYYY-MM-DD'), read without a time zone.
 */
import { compareYmd, toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'
import { scopedT } from '../../core/i18n/index'
import type { HtOrderDetail, HtRefundDetail } from '../api/hotel-order'
import { hotelOrder } from '../i18n/order'

const tt = scopedT(hotelOrder)
const DAY_MS = 24 * 60 * 60 * 1000

/** Nights between check-in and check-out (0 when either is not a date or they are out of order). */
export function stayNights(checkIn: string, checkOut: string): number {
  const a = toYmd(checkIn)
  const b = toYmd(checkOut)
  if (!a || !b || compareYmd(a, b) >= 0) return 0
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS)
}

/** '2026-11-29' → '11-29 周日' / '11-29 Sun' (the date as given when it is not one). */
export function dayWithWeekday(date: string): string {
  const ymd = toYmd(date)
  if (!ymd) return date
  const week = tt('ht.common.weekdays').split(',')[weekdayOfYmd(ymd)] ?? ''
  return `${date.slice(5, 10)} ${week}`
}

/** A guarantee card as shown: its brand and last four digits only ('Visa •••• 1111'). */
export function maskedCard(card: { brand?: string; last4: string }): string {
  const last4 = card.last4.replace(/\D/g, '').slice(-4)
  return `${card.brand ? `${card.brand} ` : ''}•••• ${last4}`
}

/** A room of the order with its guests, in room order. */
export interface RoomGuests {
  roomNo: number
  names: string[]
}

/** The guests of each room (rooms without a guest listed are left out). */
export function guestsByRoom(guests: HtOrderDetail['guests']): RoomGuests[] {
  const rooms = new Map<number, string[]>()
  for (const g of guests) rooms.set(g.roomNo, [...(rooms.get(g.roomNo) ?? []), g.name])
  return [...rooms.entries()].sort((a, b) => a[0] - b[0]).map(([roomNo, names]) => ({ roomNo, names }))
}

/** One line of the price block. */
export interface PriceLine {
  key: string
  label: string
  amount: number
  total?: boolean
}

/**
 * The price block of an order: each night's room price for the rooms, the service fee, the total
 * (paid online, or at the hotel for pay-at-hotel plans), what was paid and refunded. The figures are
 * the server's; only the night × rooms product is formed here, and the nights add up to roomTotal.
 */
export function priceLines(o: Pick<HtOrderDetail, 'nights' | 'roomCount' | 'price' | 'plan'>): PriceLine[] {
  const atHotel = o.plan.payment === 'PAY_AT_HOTEL'
  const lines: PriceLine[] = o.nights.map((n) => ({
    key: `night-${n.night}`,
    label: tt('ht.order.nightLine', { date: dayWithWeekday(n.night), rooms: o.roomCount }),
    amount: Math.round(n.price * o.roomCount * 100) / 100,
  }))
  lines.push({ key: 'service', label: tt('ht.order.serviceFee'), amount: o.price.serviceFee })
  lines.push({
    key: 'total',
    label: atHotel ? tt('ht.order.totalAtHotel') : tt('ht.order.totalOnline'),
    amount: atHotel ? o.price.roomTotal + o.price.serviceFee : o.price.total,
    total: true,
  })
  if (o.price.paid) lines.push({ key: 'paid', label: tt('ht.order.paid'), amount: o.price.paid })
  if (o.price.refunded) lines.push({ key: 'refunded', label: tt('ht.order.refunded'), amount: o.price.refunded })
  return lines
}

/** The rooms and nights a cancellation gave back to the hotel (rooms × nights of the stay). */
export function releasedRoomNights(d: Pick<HtRefundDetail, 'checkInDate' | 'checkOutDate' | 'roomCount'>): { rooms: number; nights: number; roomNights: number } {
  const nights = stayNights(d.checkInDate, d.checkOutDate)
  return { rooms: d.roomCount, nights, roomNights: nights * d.roomCount }
}
