/**
 * Visa rules: codes, limits, the processing calendar, the demo clock of the progress, the
 * cancellation rule, money rounding and the supplier the services use.
 *
 * **Processing calendar.** A booking made today has its passports collected and checked on the
 * next working day, submitted the working day after, decided `processingDays` working days
 * later, and back one working day after that. The earliest trip date of a product is the day
 * after the return; an earlier trip date is refused (4009 naming the earliest).
 *
 * **The progress on a clock** (the demo world's consulate): one working day of the calendar is
 * one minute of the clock (VISA_CLOCK_SCALE scales it, like CAR_CLOCK_SCALE for rides). After
 * payment: materials received one "day" later, submitted one later, decided `processingDays`
 * later, returned one later (the order COMPLETED).
 *
 * **Cancellation** (the spec is silent; our rule, stated on the detail and order screens):
 *
 *   when                                         | kept                                  | back
 *   not paid (in approval, awaiting payment)     | nothing                               | —
 *   paid, materials not yet collected (PAID)     | nothing                               | everything paid
 *   materials collected, not submitted           | the service fee + CNY 100 per applicant | the rest
 *   submitted to the consulate or later          | cannot be cancelled                   | —
 *
 * The CNY 100 is the agency's handling of the checked materials, never more than the visa price.
 */
import type { AppContext } from '../../context'
import type { Lang } from '../../messages'
import type { VisaCancelQuote, VisaStep } from '../../schemas/visa'
import { SimulatedVisaSupplier, addDays, addWorkingDays } from '../../suppliers/visas/simulator'
import type { VisaSupplier } from '../../suppliers/visas/types'
import { chinaDate } from '../../util/time'
import { visaText } from './visa-messages'

/** The visa product code (10913) and order type (11023). */
export const VISA_PRODUCT = '10913'
export const VISA_ORDER_TYPE = 11023

/** Applicants per booking. */
export const MAX_APPLICANTS = 9
/** The trip date the search starts on: 30 days ahead (booking flows §9). */
export const DEFAULT_TRIP_DAYS = 30
/** The latest trip date a booking may name. */
export const MAX_TRIP_DAYS = 365
/** A passport must be valid this many days after the trip date. */
export const PASSPORT_VALID_AFTER_TRIP_DAYS = 183
/** The agency's handling kept per applicant once the materials were checked. */
export const HANDLING_FEE = 100
/** Appointment days offered: from 2 days ahead, for 30 days. */
export const APPOINTMENT_FROM_DAYS = 2
export const APPOINTMENT_DAYS = 30

/** The steps of a paid order, in order. */
export const STEPS: readonly VisaStep[] = ['BOOKED', 'PAID', 'MATERIALS_RECEIVED', 'SUBMITTED', 'DECIDED', 'RETURNED']

/** Rounds to fen. */
export function money(n: number): number {
  return Math.round(n * 100) / 100
}

/** A name in a language. */
export const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)

/** The default trip date of a search: 30 days after today (China date). */
export function defaultTripDate(now: Date): string {
  return addDays(chinaDate(now), DEFAULT_TRIP_DAYS)
}

/**
 * The days of a booking made on `today` (China date): materials collected, submitted, decided,
 * returned, and the earliest trip date (the day after the return).
 */
export function processingCalendar(today: string, processingDays: number): { received: string; submitted: string; decided: string; returned: string; earliestTrip: string } {
  const received = addWorkingDays(addDays(today, 1), 0)
  const submitted = addWorkingDays(received, 1)
  const decided = addWorkingDays(submitted, processingDays)
  const returned = addWorkingDays(decided, 1)
  return { received, submitted, decided, returned, earliestTrip: addDays(returned, 1) }
}

/** The demo clock's scale (VISA_CLOCK_SCALE, e.g. 0.1 for ten times faster). */
function scale(): number {
  const v = Number(process.env.VISA_CLOCK_SCALE ?? 1)
  return Number.isFinite(v) && v > 0 ? v : 1
}

/** One working day of the progress on the demo clock: a minute. */
export function visaDayMs(): number {
  return 60_000 * scale()
}

/** What cancelling costs at a step (`paid`: the amount paid; unpaid: free). */
export function cancelQuoteAt(step: VisaStep, row: { service_fee: number | string; fare_total: number | string; applicants: number }, paid: number, lang: Lang): VisaCancelQuote {
  if (step === 'BOOKED') return { allowed: true, fee: 0, refundAmount: 0, text: visaText(lang, 'quoteUnpaid') }
  if (step === 'PAID') return { allowed: true, fee: 0, refundAmount: money(paid), text: visaText(lang, 'quoteFree', { amount: money(paid) }) }
  if (step === 'MATERIALS_RECEIVED') {
    const handling = Math.min(Number(row.fare_total), HANDLING_FEE * row.applicants)
    const fee = money(Math.min(paid, Number(row.service_fee) + handling))
    const amount = money(Math.max(0, paid - fee))
    return { allowed: true, fee, refundAmount: amount, text: visaText(lang, 'quoteFee', { fee, handling: HANDLING_FEE, amount }) }
  }
  return { allowed: false, fee: 0, refundAmount: 0, text: visaText(lang, 'cancelSubmitted') }
}

/** The cancellation rule as the screens state it. */
export function cancelRules(lang: Lang): string[] {
  return [visaText(lang, 'ruleUnpaid'), visaText(lang, 'rulePaid'), visaText(lang, 'ruleReceived', { handling: HANDLING_FEE }), visaText(lang, 'ruleSubmitted')]
}

const suppliers = new WeakMap<AppContext, VisaSupplier>()

/** The visa supplier of an app (the simulator; one per app context). */
export function visaSupplier(ctx: AppContext): VisaSupplier {
  let supplier = suppliers.get(ctx)
  if (!supplier) {
    supplier = new SimulatedVisaSupplier()
    suppliers.set(ctx, supplier)
  }
  return supplier
}
