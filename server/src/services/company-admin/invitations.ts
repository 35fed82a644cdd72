/**
 * Invitations (overview §2 /userCenter/invitEmployees and /Invitation; §7 vipDeptTreeForEmpQr,
 * userRegisterForQr). An administrator creates a link; its token is 16 random bytes, stored only
 * as SHA-256, bound to the administrator's company and valid INVITE_TTL_MS. Whoever opens the
 * link sees the company and its active departments and registers into that company: the phone is
 * proven by an SMS code (scene register), the password follows the rule, and the new employee is
 * an ordinary traveller of the chosen department. An unknown, forged, expired or revoked token,
 * or one whose inviter is no longer an active administrator, answers 4009 "invalid or expired".
 */
import type { AppContext, Caller } from '../../context'
import { countInvitationUse, findDepartmentsWithCounts, findInvitation, insertInvitation } from '../../db/repositories/company-admin'
import { findCompany, isPhoneTaken } from '../../db/repositories/employees'
import { conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { DeptNode, DeptTreeReply, InviteReply, RegisterForQrBody, RegisterForQrReply } from '../../schemas/company-admin'
import { randomHex, sha256Hex } from '../../util/crypto'
import { addMs } from '../../util/time'
import { insertSelfRegistered } from '../identity/account'
import { proveSmsPossession } from '../identity/sms-codes'
import { hashPassword } from '../identity/passwords'
import { requireAdmin } from './company-admin'

/** How long an invitation link works: a week, long enough for a group chat to get round to it. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

const invalid = () => conflict('inviteInvalid')

/** POST /obt/vipEmpInvite: a new invitation link of the caller's company. */
export async function createInvitation(ctx: AppContext, caller: Caller, lang: Lang): Promise<InviteReply> {
  requireAdmin(caller)
  const company = await findCompany(ctx.db, caller.corpId)
  if (!company) throw notFound()
  const token = randomHex(16)
  const now = ctx.clock()
  const expiresAt = addMs(now, INVITE_TTL_MS)
  await insertInvitation(ctx.db, { corp_id: caller.corpId, token_hash: sha256Hex(token), created_by: caller.empId, created_at: now, expires_at: expiresAt, revoked_at: null })
  return {
    token,
    path: `/Invitation?code=${token}`,
    expiresAt: expiresAt.toISOString(),
    corpName: lang === 'en' ? company.fullname_en : company.fullname,
  }
}

/** The live invitation of a token, else 4009. */
async function liveInvitation(ctx: AppContext, token: string) {
  const row = await findInvitation(ctx.db, sha256Hex(token.toLowerCase()))
  if (!row || row.revoked_at || row.expires_at.getTime() <= ctx.clock().getTime() || row.inviter_status !== 1) throw invalid()
  return row
}

/** The company's active departments in tree order (a parent before its children). */
async function departmentTree(ctx: AppContext, corpId: number, lang: Lang): Promise<DeptNode[]> {
  const rows = (await findDepartmentsWithCounts(ctx.db, corpId)).filter((d) => d.status === 1)
  const ids = new Set(rows.map((r) => r.id))
  const out: DeptNode[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const d of rows) {
      // A department under a disabled one is shown at the top rather than lost.
      const effectiveParent = d.parent_id !== null && ids.has(d.parent_id) ? d.parent_id : null
      if (effectiveParent !== parent) continue
      out.push({ id: String(d.id), name: lang === 'en' ? d.name_en || d.name : d.name, parentId: parent === null ? '' : String(parent), depth })
      if (depth < 10) walk(d.id, depth + 1)
    }
  }
  walk(null, 0)
  return out
}

/** GET /obt/vipDeptTreeForEmpQr: the invitation's company and departments (public). */
export async function deptTreeForInvitation(ctx: AppContext, token: string, lang: Lang): Promise<DeptTreeReply> {
  const row = await liveInvitation(ctx, token)
  return {
    corpNo: row.corp_no,
    corpName: lang === 'en' ? row.fullname_en : row.fullname,
    inviterName: row.inviter_name,
    expiresAt: row.expires_at.toISOString(),
    departments: await departmentTree(ctx, row.corp_id, lang),
  }
}

/**
 * POST /obt/userRegisterForQr (public). "Already registered" is said only once the code proved the
 * phone, as in userRegister. Login name = phone, as for self-registration.
 */
export async function registerForInvitation(ctx: AppContext, body: RegisterForQrBody, lang: Lang): Promise<RegisterForQrReply> {
  const row = await liveInvitation(ctx, body.code)
  const departments = await departmentTree(ctx, row.corp_id, lang)
  const deptId = body.deptId ? departments.find((d) => d.id === body.deptId)?.id : undefined
  if (body.deptId && !deptId) throw conflict('adminDeptMissing')
  await proveSmsPossession(ctx, body.phone, 'register', body)
  if (await isPhoneTaken(ctx.db, body.phone)) throw conflict('phoneRegistered')
  const hash = await hashPassword(body.password)
  const now = ctx.clock()
  const empNo = await ctx.db.transaction().execute(async (trx) => {
    const number = await insertSelfRegistered(trx, {
      corpId: row.corp_id, corpNo: row.corp_no, series: 'Q', deptId: deptId ? Number(deptId) : null, phone: body.phone, empName: body.empName, passwordHash: hash, now,
    })
    await countInvitationUse(trx, row.id)
    return number
  })
  return { empNo, loginName: body.phone }
}
