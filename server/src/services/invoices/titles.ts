/**
 * Invoice titles (POST /obt/admin/vipCorpSwxx/list, edit; GET detail): the company's own titles
 * come first and are read-only here (the administrator keeps them), then the caller's. A title
 * of another company or another employee answers like a missing one (4004).
 */
import { checkTaxNumber, normaliseTaxNumber } from '../../contract/tax-number'
import type { AppContext, Caller } from '../../context'
import { countOwnTitles, findTitle, findTitles, insertTitle, updateOwnTitle, type InvoiceTitleRow } from '../../db/repositories/invoice-titles'
import { badInput, conflict, notFound } from '../../errors'
import { fieldLabel, type Lang } from '../../messages'
import type { InvoiceTitle, TitleEditBody, TitleListBody, TitleListReply, UnitType } from '../../schemas/invoice'
import { MAX_OWN_TITLES } from './rules'

/** A title as replies show it. */
export function titleView(row: InvoiceTitleRow): InvoiceTitle {
  const company = row.emp_id === null
  return { id: String(row.id), gsmc: row.gsmc, nsrsbh: row.nsrsbh, unitType: row.unit_type as UnitType, owner: company ? 'COMPANY' : 'MINE', editable: !company }
}

/**
 * The taxpayer number a title may carry: required and checked for a company; for an individual
 * optional, but checked when given. Throws 4000 with the rule's tips.
 */
export function validTaxNumber(raw: string | undefined, unitType: UnitType): string {
  const value = normaliseTaxNumber(raw ?? '')
  const verdict = checkTaxNumber(value)
  if (verdict === 'OK') return value
  if (verdict === 'EMPTY') {
    if (unitType === 2) return ''
    throw badInput('invoiceTaxNoRequired')
  }
  throw badInput(verdict === 'CHECK' ? 'invoiceTaxNoCheck' : 'invoiceTaxNoInvalid')
}

/** The company's titles, then the caller's. */
export async function listTitles(ctx: AppContext, caller: Caller, body: TitleListBody): Promise<TitleListReply> {
  const rows = await findTitles(ctx.db, caller.corpId, caller.empId, body.keyword?.trim() || undefined)
  return { list: rows.map(titleView) }
}

/** One title the caller may use. */
export async function titleDetail(ctx: AppContext, caller: Caller, id: number): Promise<InvoiceTitle> {
  const row = await findTitle(ctx.db, caller.corpId, caller.empId, id)
  if (!row) throw notFound()
  return titleView(row)
}

/** Adds a title (no id) or changes one of the caller's; a company title is read-only (4009). */
export async function editTitle(ctx: AppContext, caller: Caller, body: TitleEditBody, lang: Lang): Promise<InvoiceTitle> {
  const gsmc = body.gsmc.trim()
  if (!gsmc) throw badInput('fieldRequired', { params: { label: fieldLabel(lang, 'gsmc') } })
  const nsrsbh = validTaxNumber(body.nsrsbh, body.unitType)
  const now = ctx.clock()
  if (body.id) {
    const id = Number(body.id)
    const existing = await findTitle(ctx.db, caller.corpId, caller.empId, id)
    if (!existing) throw notFound()
    if (existing.emp_id === null) throw conflict('invoiceTitleReadOnly')
    const updated = await updateOwnTitle(ctx.db, caller.corpId, caller.empId, id, { gsmc, nsrsbh, unit_type: body.unitType, updated_at: now })
    if (!updated) throw notFound()
    return titleView(updated)
  }
  if ((await countOwnTitles(ctx.db, caller.corpId, caller.empId)) >= MAX_OWN_TITLES) throw conflict('invoiceTitleLimit', { params: { n: MAX_OWN_TITLES } })
  const created = await insertTitle(ctx.db, { corp_id: caller.corpId, emp_id: caller.empId, gsmc, nsrsbh, unit_type: body.unitType, created_at: now, updated_at: now })
  return titleView(created)
}
