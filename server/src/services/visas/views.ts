/**
 * The reply pieces of visa orders shared by the detail, the progress screen and the demo tool:
 * the step as readers see it, the timeline of steps, the delivery, the applicants with their
 * files. Pure functions of the stored rows (nothing is read or written here).
 */
import type { Order } from '../../db/repositories/orders'
import type { VisaApplicant, VisaMaterialInfo, VisaOrder } from '../../db/repositories/visa-orders'
import type { Lang } from '../../messages'
import type { ApplicantKind, VisaApplicantView, VisaDeliveryView, VisaProgressStep, VisaResult, VisaStep } from '../../schemas/visa'
import { maskPassport, maskPhone } from '../../util/mask'
import { formatChinaTime } from '../../util/time'
import type { VisaSnapshot } from './booking'
import { STEPS, pick, visaDayMs } from './rules'
import { visaText } from './visa-messages'

/** A minute text 'YYYY-MM-DD HH:mm' (China time). */
export const minuteText = (d: Date): string => formatChinaTime(d).slice(0, 16)

/** The step an order is at as readers see it: the stored one, or (unpaid, cancelled) the last one reached. */
export function displayStep(_order: Pick<Order, 'status'>, row: VisaOrder): VisaStep {
  if (row.step && row.step !== 'CANCELLED') return row.step as VisaStep
  if (row.returned_at) return 'RETURNED'
  if (row.decided_at) return 'DECIDED'
  if (row.submitted_at) return 'SUBMITTED'
  if (row.received_at) return 'MATERIALS_RECEIVED'
  if (row.paid_step_at) return 'PAID'
  return 'BOOKED'
}

/** When each stored step happened. */
function stepTimes(order: Pick<Order, 'created_at'>, row: VisaOrder): Record<VisaStep, Date | null> {
  return {
    BOOKED: order.created_at,
    PAID: row.paid_step_at,
    MATERIALS_RECEIVED: row.received_at,
    SUBMITTED: row.submitted_at,
    DECIDED: row.decided_at,
    RETURNED: row.returned_at,
  }
}

/** The decision's line: all issued, all refused, how many of each, or still waiting. */
function decisionText(people: VisaApplicant[], lang: Lang): string {
  const issued = people.filter((p) => p.result === 'ISSUED').length
  const refused = people.filter((p) => p.result === 'REFUSED').length
  if (issued + refused === 0) return visaText(lang, 'stepDECIDEDPending')
  if (refused === 0) return visaText(lang, 'stepDECIDEDIssued')
  if (issued === 0) return visaText(lang, 'stepDECIDEDRefused')
  return visaText(lang, 'stepDECIDEDMixed', { issued, refused })
}

/**
 * The timeline of an order: every step with when it happened, and for the next step of an order in
 * progress when it is expected (one "day" per step of the demo clock, processing days for the consulate).
 */
export function stepsOf(order: Pick<Order, 'status' | 'created_at'>, row: VisaOrder, people: VisaApplicant[], snap: VisaSnapshot, lang: Lang): VisaProgressStep[] {
  const times = stepTimes(order, row)
  const current = displayStep(order, row)
  const reached = STEPS.indexOf(current)
  const live = order.status === 'IN_PROGRESS'
  const centre = pick(lang, snap.consular.centreZh, snap.consular.centreEn)
  const desc: Record<VisaStep, string> = {
    BOOKED: visaText(lang, 'stepBOOKEDDesc'),
    PAID: visaText(lang, 'stepPAIDDesc'),
    MATERIALS_RECEIVED: visaText(lang, 'stepMATERIALS_RECEIVEDDesc'),
    SUBMITTED: visaText(lang, 'stepSUBMITTEDDesc', { days: snap.processingDays }),
    DECIDED: decisionText(people, lang),
    RETURNED: row.returned_at
      ? row.express_no ? visaText(lang, 'stepRETURNEDExpress', { no: row.express_no }) : visaText(lang, 'stepRETURNEDSelf', { centre })
      : row.delivery_mode === 'EXPRESS' ? visaText(lang, 'stepRETURNEDPendingExpress') : visaText(lang, 'stepRETURNEDPendingSelf'),
  }
  const prevAt = reached >= 0 ? times[current] : null
  const days = current === 'SUBMITTED' ? snap.processingDays : 1
  return STEPS.map((step, i) => {
    const done = i <= reached && times[step] !== null
    const next = live && i === reached + 1 && prevAt !== null
    return {
      step,
      title: visaText(lang, `step${step}`),
      desc: desc[step],
      at: done && times[step] ? minuteText(times[step] as Date) : null,
      expectedAt: next ? minuteText(new Date((prevAt as Date).getTime() + days * visaDayMs())) : null,
      done,
      current: i === reached,
    }
  })
}

/** The delivery of an order as readers see it (the phone masked). */
export function deliveryView(row: VisaOrder, snap: VisaSnapshot, lang: Lang): VisaDeliveryView {
  const mode = row.delivery_mode === 'EXPRESS' ? 'EXPRESS' : 'SELF'
  return {
    mode,
    modeName: visaText(lang, `delivery${mode}`),
    recipient: row.recipient,
    phoneMasked: row.recipient_phone ? maskPhone(row.recipient_phone) : '',
    address: row.address,
    centre: pick(lang, snap.consular.centreZh, snap.consular.centreEn),
    centreAddress: pick(lang, snap.consular.addressZh, snap.consular.addressEn),
    expressNo: row.express_no,
  }
}

/** The consulate's answer in words. */
export function resultText(result: string | null, lang: Lang): string {
  return result === 'ISSUED' || result === 'REFUSED' ? visaText(lang, `result${result}`) : visaText(lang, 'resultPending')
}

/** The applicants of an order with their files (passports and mobiles masked). */
export function applicantViews(orderId: number, people: VisaApplicant[], files: VisaMaterialInfo[], snap: VisaSnapshot, lang: Lang): VisaApplicantView[] {
  return people.map((p) => ({
    applicantId: String(p.id),
    name: p.name,
    nameEn: p.name_en,
    kind: p.kind as ApplicantKind,
    kindName: visaText(lang, `kind${p.kind as ApplicantKind}`),
    empId: p.emp_id === null ? null : String(p.emp_id),
    passportMasked: maskPassport(p.passport_no),
    passportExpiry: String(p.passport_expiry),
    mobileMasked: p.mobile ? maskPhone(p.mobile) : '',
    result: (p.result as VisaResult | null) ?? null,
    resultText: resultText(p.result, lang),
    visaNo: p.visa_no,
    files: files.filter((f) => f.applicant_id === p.id).map((f) => ({
      id: String(f.id),
      code: f.code,
      name: f.name,
      materialName: snap.materials[f.code] ? pick(lang, snap.materials[f.code].zh, snap.materials[f.code].en) : f.code,
      size: f.size,
      mime: f.mime,
      url: `/obt/visa/visaOrder/material?orderId=${orderId}&id=${f.id}`,
    })),
  }))
}
