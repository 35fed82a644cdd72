/**
 * Booking visas (order type 11023 on the spine): POST /obt/visa/visaOrder/visaBook.
 *
 * The booking runs the pipeline's steps (services/booking/) with the visa's facts (booking flows
 * §5.4 and ours):
 *
 * - the product and its consular district (4004 / 4000), the trip date: tomorrow to a year
 *   ahead, and not before the earliest date the visa can be ready (4009 naming it);
 * - at least one applicant, at most 9, each an employee within the booker's scope (4004
 *   otherwise) or one of the booker's frequent travellers (outside people need bookOutside or a
 *   personal trip, as for tours); the applicant kind (employed, retired, student, child — a child
 *   is under 18 on the trip date); the passport given or on file, at most 9 letters or digits,
 *   valid 6 months after the trip date; nobody twice;
 * - the checklist of each applicant's kind: every required material with at least one file, no
 *   material outside the checklist, each file an upload of the booker not yet used;
 * - the contact phone (required, the telephone rule), the delivery: by courier with recipient,
 *   phone and address required, or collected at the visa centre;
 * - an interview product's appointment day: an open day of the visa centre, before the trip;
 * - approval when the company's visa settings ask it for business trips (the approval rule
 *   then decides); the cost centre and project; the service fee per applicant by trip type.
 *
 * Then the transaction (booking/pipeline.ts) with the visa's hold: the visa row, the applicants,
 * the files moved from the upload area into the order (all or the booking rolls back), and the
 * claims of one live application per passport and country (4009 naming who already has one).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import type { Order } from '../../db/repositories/orders'
import { findAttachableIds } from '../../db/repositories/trip-attachments'
import { claimVisaCountry, findVisaSettings, insertVisaApplicants, insertVisaOrder, moveMaterials, type MaterialMove } from '../../db/repositories/visa-orders'
import type { DB } from '../../db/types'
import { PASSPORT_PATTERN } from '../../contract/patterns'
import type { Lang } from '../../messages'
import type { VisaApplicantInput, VisaBookBody, VisaBookReply, VisaDeliveryInput } from '../../schemas/visa'
import { TELEPHONE_PATTERN } from '../../schemas/visa'
import { addDays } from '../../suppliers/visas/simulator'
import type { ApplicantKind, ConsularDistrict, VisaCountry, VisaProduct } from '../../suppliers/visas/types'
import { chinaDate } from '../../util/time'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { contactCards, findBookableEmployees, findOwnContact, scopeOf } from '../identity/travellers'
import { visaOrderReply } from './orders'
import {
  APPOINTMENT_DAYS,
  APPOINTMENT_FROM_DAYS,
  MAX_APPLICANTS,
  MAX_TRIP_DAYS,
  PASSPORT_VALID_AFTER_TRIP_DAYS,
  VISA_ORDER_TYPE,
  money,
  pick,
  processingCalendar,
  visaSupplier,
} from './rules'
import { assertVisasOpen, districtOf, productOrNotFound, serviceFees } from './search'
import { visaBadInput, visaConflict } from './visa-messages'

/** Order number prefix of visa orders (签证 QZ). */
const ORDER_PREFIX = 'QZ'

/** What a visa row keeps of the product and the district. */
export interface VisaSnapshot {
  nameZh: string
  nameEn: string
  countryZh: string
  countryEn: string
  type: VisaProduct['type']
  entries: VisaProduct['entries']
  validityDays: number
  maxStayDays: number
  processingDays: number
  interview: boolean
  consular: { nameZh: string; nameEn: string; provincesZh: string[]; provincesEn: string[]; centreZh: string; centreEn: string; addressZh: string; addressEn: string }
  /** The material names of the checklists (codes → names), for the detail. */
  materials: Record<string, { zh: string; en: string; required: Record<string, boolean> }>
}

/** The snapshot of a product in a district. */
export function snapshotOf(p: VisaProduct, country: VisaCountry, d: ConsularDistrict): VisaSnapshot {
  const materials: VisaSnapshot['materials'] = {}
  for (const [kind, list] of Object.entries(p.materials)) {
    for (const m of list) {
      materials[m.code] ??= { zh: m.nameZh, en: m.nameEn, required: {} }
      materials[m.code].required[kind] = m.required
    }
  }
  return {
    nameZh: p.nameZh, nameEn: p.nameEn, countryZh: country.nameZh, countryEn: country.nameEn, type: p.type, entries: p.entries,
    validityDays: p.validityDays, maxStayDays: p.maxStayDays, processingDays: p.processingDays, interview: p.interview,
    consular: { nameZh: d.nameZh, nameEn: d.nameEn, provincesZh: d.provincesZh, provincesEn: d.provincesEn, centreZh: d.centreZh, centreEn: d.centreEn, addressZh: d.addressZh, addressEn: d.addressEn },
    materials,
  }
}

/** An applicant resolved. */
export interface ApplicantPlan {
  empId: number | null
  contactId: number | null
  name: string
  nameEn: string
  kind: ApplicantKind
  mobile: string
  passportNo: string
  passportExpiry: string
  born: string | null
  /** The files per material code. */
  materials: { code: string; fileIds: number[] }[]
  /** What the claim on the country is keyed by: the passport. */
  identity: string
}

/** Whole years from `born` to `day`. */
function ageOn(born: string, day: string): number {
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The trip date: tomorrow at the earliest, a year ahead at the latest, and not before the visa can be ready. */
function checkTripDate(product: VisaProduct, tripDate: string, today: string, lang: Lang): void {
  if (tripDate <= today) throw visaBadInput(lang, 'tripDatePast')
  const latest = addDays(today, MAX_TRIP_DAYS)
  if (tripDate > latest) throw visaBadInput(lang, 'tripDateFar', { date: latest })
  const earliest = processingCalendar(today, product.processingDays).earliestTrip
  if (tripDate < earliest) throw visaConflict(lang, 'tooLate', { days: product.processingDays, date: earliest }, { reasonCode: 'TOO_LATE', earliestTripDate: earliest })
}

/** The contact: name and phone required, the phone by the telephone rule (overview §5). */
function checkContact(contact: VisaBookBody['contact'], lang: Lang): void {
  if (!contact.name.trim()) throw visaBadInput(lang, 'contactNameRequired')
  const phone = contact.phone.trim()
  if (!phone) throw visaBadInput(lang, 'contactPhoneRequired')
  if (!new RegExp(TELEPHONE_PATTERN).test(phone)) throw visaBadInput(lang, 'contactPhoneInvalid')
}

/** The delivery as stored: a courier needs recipient, phone and address (booking flows §5.4). */
export function checkDelivery(delivery: VisaDeliveryInput, lang: Lang): { mode: 'EXPRESS' | 'SELF'; recipient: string; phone: string; address: string } {
  if (delivery.mode === 'SELF') return { mode: 'SELF', recipient: '', phone: '', address: '' }
  const recipient = delivery.recipient?.trim() ?? ''
  const phone = delivery.phone?.trim() ?? ''
  const address = delivery.address?.trim() ?? ''
  if (!recipient) throw visaBadInput(lang, 'recipientRequired')
  if (!phone) throw visaBadInput(lang, 'recipientPhoneRequired')
  if (!new RegExp(TELEPHONE_PATTERN).test(phone)) throw visaBadInput(lang, 'recipientPhoneInvalid')
  if (!address) throw visaBadInput(lang, 'addressRequired')
  return { mode: 'EXPRESS', recipient, phone, address }
}

/** An interview product's appointment: an open working day of the centre's calendar, before the trip. */
function checkAppointment(ctx: AppContext, product: VisaProduct, district: ConsularDistrict, date: string | undefined, tripDate: string, today: string, lang: Lang): string | null {
  if (!product.interview) return null
  if (!date) throw visaBadInput(lang, 'appointmentRequired')
  const day = visaSupplier(ctx).appointmentDays(district.consularId, addDays(today, APPOINTMENT_FROM_DAYS), APPOINTMENT_DAYS).find((d) => d.date === date)
  if (!day || day.slotsLeft <= 0) throw visaConflict(lang, 'appointmentUnavailable', { date })
  if (date >= tripDate) throw visaBadInput(lang, 'appointmentAfterTrip')
  return date
}

/** The passport on file of an employee or a frequent traveller. */
async function passportOnFile(ctx: AppContext, employee: Employee | null, contactId: number | null): Promise<{ no: string; expiry: string } | null> {
  if (employee) return employee.passport && employee.passport_expiry ? { no: employee.passport, expiry: String(employee.passport_expiry) } : null
  if (contactId === null) return null
  const card = (await contactCards(ctx.db, contactId)).find((c) => c.card_type === 'PP')
  return card && card.expiry ? { no: card.card_number, expiry: String(card.expiry) } : null
}

/** The checklist of a kind: every given code on it, every required one given; files unique in the booking. */
function checkMaterials(product: VisaProduct, a: VisaApplicantInput, name: string, seenFiles: Set<number>, lang: Lang): { code: string; fileIds: number[] }[] {
  const checklist = product.materials[a.kind]
  const out: { code: string; fileIds: number[] }[] = []
  for (const m of a.materials) {
    if (!checklist.some((x) => x.code === m.code)) throw visaBadInput(lang, 'materialUnknown', { code: m.code, name })
    const ids = m.fileIds.map(Number)
    for (const id of ids) {
      if (seenFiles.has(id)) throw visaBadInput(lang, 'fileUnavailable')
      seenFiles.add(id)
    }
    const same = out.find((x) => x.code === m.code)
    if (same) same.fileIds.push(...ids)
    else out.push({ code: m.code, fileIds: ids })
  }
  const missing = checklist.find((x) => x.required && !out.some((o) => o.code === x.code))
  if (missing) throw visaBadInput(lang, 'materialMissing', { name, material: pick(lang, missing.nameZh, missing.nameEn) })
  return out
}

/** Resolves the applicants (scope, outside people, passports, kinds, checklists, duplicates). */
export async function resolveApplicants(ctx: AppContext, caller: Caller, product: VisaProduct, inputs: VisaApplicantInput[], tripType: number, tripDate: string, lang: Lang): Promise<ApplicantPlan[]> {
  if (inputs.length === 0) throw visaBadInput(lang, 'applicantsRequired')
  if (inputs.length > MAX_APPLICANTS) throw visaBadInput(lang, 'tooMany', { n: MAX_APPLICANTS })
  const mayBookOthers = tripType !== 1 || scopeOf(caller.employee).outside
  const employees = await findBookableEmployees(ctx.db, caller, inputs.flatMap((a) => (a.empId ? [Number(a.empId)] : [])))
  const validUntil = addDays(tripDate, PASSPORT_VALID_AFTER_TRIP_DAYS)
  const seenFiles = new Set<number>()
  const out: ApplicantPlan[] = []
  for (const a of inputs) {
    let employee: Employee | null = null
    let contactId: number | null = null
    let name: string
    let nameEn: string
    let mobile: string
    let born: string | null
    if (a.empId) {
      employee = employees.find((e) => e.id === Number(a.empId)) as Employee
      name = employee.emp_name
      nameEn = employee.eng_name ?? ''
      mobile = a.mobile ?? employee.mobile
      born = employee.born ? String(employee.born) : null
    } else if (a.contactId) {
      const contact = await findOwnContact(ctx.db, caller, Number(a.contactId))
      if (!mayBookOthers) throw visaConflict(lang, 'guestNotAllowed')
      contactId = contact.id
      name = contact.ch_name
      nameEn = contact.en_name ?? ''
      mobile = a.mobile ?? contact.mobile ?? ''
      born = contact.born ? String(contact.born) : null
    } else {
      throw visaBadInput(lang, 'applicantUnknown')
    }
    const onFile = await passportOnFile(ctx, employee, contactId)
    const passportNo = (a.passportNo ?? onFile?.no ?? '').trim().toUpperCase()
    const passportExpiry = a.passportExpiry ?? (a.passportNo ? undefined : onFile?.expiry)
    if (!passportNo || !passportExpiry) throw visaBadInput(lang, 'passportMissing', { name })
    if (!new RegExp(PASSPORT_PATTERN).test(passportNo)) throw visaBadInput(lang, 'passportInvalid', { name })
    if (passportExpiry < validUntil) throw visaBadInput(lang, 'passportExpiring', { name, date: passportExpiry })
    if (a.kind === 'CHILD' && born && ageOn(born, tripDate) >= 18) throw visaBadInput(lang, 'childTooOld', { name })
    const materials = checkMaterials(product, a, name, seenFiles, lang)
    out.push({ empId: employee?.id ?? null, contactId, name, nameEn, kind: a.kind, mobile, passportNo, passportExpiry, born, materials, identity: `pp:${passportNo}` })
  }
  const seen = new Set<string>()
  for (const a of out) {
    const key = a.empId !== null ? `emp:${a.empId}` : a.contactId !== null ? `contact:${a.contactId}` : a.identity
    if (seen.has(key) || seen.has(a.identity)) throw visaBadInput(lang, 'applicantDuplicate', { name: a.name })
    seen.add(key)
    seen.add(a.identity)
  }
  // The files must be the booker's own uploads that nothing holds yet (checked again when they move).
  const ids = [...seenFiles]
  if (ids.length && (await findAttachableIds(ctx.db, caller.corpId, caller.empId, ids, null)).length !== ids.length) throw visaBadInput(lang, 'fileUnavailable')
  return out
}

/** POST /obt/visa/visaOrder/visaBook. */
export async function bookVisa(ctx: AppContext, caller: Caller, body: VisaBookBody, lang: Lang): Promise<VisaBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return visaOrderReply(ctx, previous)
  await assertVisasOpen(ctx, caller, lang)
  const product = productOrNotFound(ctx, body.productId, lang)
  const country = visaSupplier(ctx).country(product.countryCode) as VisaCountry
  const district = districtOf(ctx, product.countryCode, body.consularId, lang) as ConsularDistrict
  const today = chinaDate(ctx.clock())
  checkTripDate(product, body.tripDate, today, lang)
  const applicants = await resolveApplicants(ctx, caller, product, body.applicants, body.tripType, body.tripDate, lang)
  checkContact(body.contact, lang)
  const delivery = checkDelivery(body.delivery, lang)
  const appointmentDate = checkAppointment(ctx, product, district, body.appointmentDate, body.tripDate, today, lang)
  await checkAccounting(ctx, caller.corpId, body)
  const fees = await serviceFees(ctx, caller.corpId)
  const n = applicants.length
  const fareTotal = money(product.price * n)
  const serviceFee = money((body.tripType === 1 ? fees.business : fees.personal) * n)
  const total = money(fareTotal + serviceFee)
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - total) >= 0.005) throw visaConflict(lang, 'priceChanged', { total }, { reasonCode: 'PRICE_CHANGED', totalAmount: total })
  const settings = await findVisaSettings(ctx.db, caller.corpId)
  const wanted = approvalWanted({ tripType: body.tripType, approveAll: settings?.approveAll === true, violated: false, overPolicyAction: null, approveOutOfPolicy: false })
  const mainEmp = applicants.find((a) => a.empId !== null)?.empId ?? caller.empId
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: false, mainTravellerEmpId: mainEmp, amount: total })
  const snapshot = snapshotOf(product, country, district)
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: VISA_ORDER_TYPE,
    noPrefix: ORDER_PREFIX,
    rule,
    application: null,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone.trim(),
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      violations: null,
      violation_reason_id: null,
      violation_note: null,
      fare_total: fareTotal,
      tax_total: 0,
      service_fee_total: serviceFee,
      insurance_total: 0,
      total_amount: total,
      // The trip starts on its date (China time): the schedule and the date filters read this.
      first_dep_at: new Date(`${body.tripDate}T00:00:00+08:00`),
      route_text_zh: `${country.nameZh} ${product.nameZh.replace(country.nameZh, '')}`,
      route_text_en: product.nameEn,
    },
    hold: (trx, created) => hold(trx, created),
  })
  return visaOrderReply(ctx, order)

  /** The visa part of the transaction: the row, the applicants, their files and their claims. */
  async function hold(trx: Kysely<DB>, created: Order): Promise<void> {
    await insertVisaOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      product_id: product.productId,
      country_code: product.countryCode,
      consular_id: district.consularId,
      visa_type: product.type,
      trip_date: body.tripDate,
      product_snapshot: JSON.stringify(snapshot),
      applicants: n,
      price: product.price,
      fare_total: fareTotal,
      service_fee: serviceFee,
      delivery_mode: delivery.mode,
      recipient: delivery.recipient,
      recipient_phone: delivery.phone,
      address: delivery.address,
      appointment_date: appointmentDate,
      remark: body.remark?.trim() ?? '',
      step: null,
      paid_step_at: null,
      received_at: null,
      submitted_at: null,
      decided_at: null,
      returned_at: null,
      express_no: null,
      cancel_fee: null,
      refund_amount: null,
      cancelled_at: null,
    })
    const ids = await insertVisaApplicants(trx, applicants.map((a, sort) => ({
      order_id: created.id, emp_id: a.empId, contact_id: a.contactId, name: a.name, name_en: a.nameEn, kind: a.kind, mobile: a.mobile,
      passport_no: a.passportNo, passport_expiry: a.passportExpiry, born: a.born, result: null, visa_no: null, sort,
    })))
    let sort = 0
    const moves: MaterialMove[] = applicants.flatMap((a, i) => a.materials.flatMap((m) => m.fileIds.map((fileId) => ({ fileId, applicantId: ids[i], code: m.code, sort: sort++ }))))
    if ((await moveMaterials(trx, created.corp_id, caller.empId, created.id, moves)) !== moves.length) throw visaBadInput(lang, 'fileUnavailable')
    // One live application per passport and country: a second one (another token, a parallel
    // submission) finds the claim taken and the whole booking rolls back.
    const refused = await claimVisaCountry(trx, created.corp_id, created.id, product.countryCode, applicants.map((a, i) => ({ applicantId: ids[i], identity: a.identity })))
    if (refused.length > 0) {
      const name = applicants[ids.indexOf(refused[0].applicantId)]?.name ?? ''
      throw visaConflict(lang, 'alreadyApplied', { name, country: pick(lang, country.nameZh, country.nameEn) })
    }
  }
}
