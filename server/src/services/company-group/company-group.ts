/**
 * Company groups (overview §7 getVipCorpsByEmpNo and sso4ParnetCorpId, issue 16 "sso4ParnetCorpId
 * for group companies").
 *
 * A group is a root company and every company under it (companies.parent_id). The same person holds
 * one employee record per company they work for, recognised by the same emp_no within the group;
 * each record has its own login name, rank, department and rights, and its own company's orders.
 *
 * Switching opens a session for the record in the target company exactly as a password login would
 * (same platform, same device) and ends the session it came from (reason 'switched'): one device holds
 * one identity at a time, and an unused token of the old record must not stay valid for a week. The
 * target is only ever looked up inside the caller's group and among the caller's own records, so a
 * company outside the group, an unknown id and a company where the person has no active record all
 * get the same reply, which tells nothing about other companies.
 */
import type { AppContext, Caller, RequestMeta } from '../../context'
import { findGroupCorpIds, findGroupRecords, findSessionDevice } from '../../db/repositories/company-groups'
import { findEmployee } from '../../db/repositories/employees'
import { revokeSession } from '../../db/repositories/sessions'
import { AppError, ErrCode, badInput } from '../../errors'
import type { Lang } from '../../messages'
import type { GroupCorp, GroupCorpsReply, SwitchCorpBody, SwitchCorpReply } from '../../schemas/company-group'
import { openSession } from '../identity/sessions'

/** The person's active records in the caller's group, root company first. */
async function groupRecords(ctx: AppContext, caller: Caller) {
  const { rootId, ids } = await findGroupCorpIds(ctx.db, caller.corpId)
  const records = await findGroupRecords(ctx.db, caller.employee.emp_no, ids)
  return { rootId, records: records.sort((a, b) => Number(b.corp_id === rootId) - Number(a.corp_id === rootId) || a.corp_id - b.corp_id) }
}

/** POST /obt/getVipCorpsByEmpNo: the companies of the group the caller can switch to, the current one marked. */
export async function groupCompanies(ctx: AppContext, caller: Caller, lang: Lang): Promise<GroupCorpsReply> {
  const { rootId, records } = await groupRecords(ctx, caller)
  const list: GroupCorp[] = records.map((r) => ({
    corpId: String(r.corp_id),
    corpNo: r.corp_no,
    fullname: lang === 'en' ? r.fullname_en : r.fullname,
    shortName: lang === 'en' ? r.short_name_en : r.short_name,
    fullnameZh: r.fullname,
    fullnameEn: r.fullname_en,
    shortNameZh: r.short_name,
    shortNameEn: r.short_name_en,
    deptName: (lang === 'en' ? r.dept_name_en : r.dept_name) ?? '',
    isParent: r.corp_id === rootId ? 1 : 0,
    // The record, not just the company: the caller's own session is the current one.
    current: r.emp_id === caller.empId ? 1 : 0,
  }))
  return { list }
}

/** POST /obt/sso4ParnetCorpId: a new session for the caller's record in another company of the group. */
export async function switchCompany(ctx: AppContext, caller: Caller, body: SwitchCorpBody, meta: RequestMeta): Promise<SwitchCorpReply> {
  const corpId = Number(body.corpId)
  if (corpId === caller.corpId) throw badInput('groupCompanyCurrent')
  const { records } = await groupRecords(ctx, caller)
  const record = records.find((r) => r.corp_id === corpId)
  const target = record && (await findEmployee(ctx.db, record.emp_id))
  if (!target) throw new AppError(ErrCode.NOT_FOUND, 'groupCompanyUnavailable')
  const token = await openSession(ctx, target, meta.platform, await findSessionDevice(ctx.db, caller.sessionId))
  await revokeSession(ctx.db, caller.sessionId, 'switched', ctx.clock())
  return { token, ifUpdatePwd: target.must_change_password ? 1 : 0, empNo: target.emp_no, corpId: String(target.corp_id) }
}
