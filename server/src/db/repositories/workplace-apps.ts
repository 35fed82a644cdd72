/**
 * Companies' chat apps (WeCom, DingTalk), chat-user bindings, SSO attempts and the simulated chat
 * apps' OAuth codes. Every lookup of a chat user is scoped to one company: a chat user of company A
 * can only ever resolve to an employee of company A.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB, WorkplaceAppTable } from '../types'

/** A company's chat app row. */
export type WorkplaceApp = Selectable<WorkplaceAppTable>

/** The chat apps of a company (by internal id), WeCom first. */
export function findWorkplaceApps(db: Kysely<DB>, corpId: number): Promise<WorkplaceApp[]> {
  return db.selectFrom('workplace_apps').selectAll().where('corp_id', '=', corpId).orderBy('kind', 'desc').execute()
}

/** Companies by their code (corp_no), with id. */
export function findCompanyIdByNo(db: Kysely<DB>, corpNo: string): Promise<{ id: number; corp_no: string } | undefined> {
  return db.selectFrom('companies').select(['id', 'corp_no']).where('corp_no', '=', corpNo).executeTakeFirst()
}

/**
 * The active employee of THIS company a chat user stands for: an explicit binding first, else the
 * employee whose number equals the chat user id (the usual WeCom/DingTalk set-up: userid = staff number).
 */
export async function findEmployeeForChatUser(db: Kysely<DB>, corpId: number, kind: string, chatUserId: string): Promise<{ id: number; corp_id: number } | undefined> {
  const bound = await db
    .selectFrom('workplace_users')
    .innerJoin('employees', 'employees.id', 'workplace_users.emp_id')
    .select(['employees.id', 'employees.corp_id'])
    .where('workplace_users.corp_id', '=', corpId)
    .where('workplace_users.kind', '=', kind)
    .where('workplace_users.chat_user_id', '=', chatUserId)
    .where('employees.corp_id', '=', corpId)
    .where('employees.status', '=', 1)
    .executeTakeFirst()
  if (bound) return bound
  return db
    .selectFrom('employees')
    .select(['id', 'corp_id'])
    .where('corp_id', '=', corpId)
    .where('emp_no', '=', chatUserId)
    .where('status', '=', 1)
    .executeTakeFirst()
}

/** The chat user id an employee has on a chat app of their company (binding, else the employee number). */
export async function findChatUserOfEmployee(db: Kysely<DB>, empId: number, kind: string): Promise<string | undefined> {
  const bound = await db.selectFrom('workplace_users').select('chat_user_id').where('emp_id', '=', empId).where('kind', '=', kind).executeTakeFirst()
  if (bound) return bound.chat_user_id
  const emp = await db.selectFrom('employees').select('emp_no').where('id', '=', empId).executeTakeFirst()
  return emp?.emp_no
}

/** Records an SSO attempt (the state sent to the chat app). */
export async function insertWorkplaceLogin(db: Kysely<DB>, values: { state: string; corp_id: number; kind: string; target: string; expires_at: Date }): Promise<void> {
  await db.insertInto('workplace_logins').values({ ...values, used_at: null }).execute()
}

/** Uses an SSO attempt once: the row when it was live and unused, else undefined (atomic). */
export function consumeWorkplaceLogin(db: Kysely<DB>, state: string, now: Date) {
  return db
    .updateTable('workplace_logins')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['corp_id', 'kind', 'target'])
    .executeTakeFirst()
}

/** Stores the landing target on the employee (spec §2.5: ssoJsonParam on the employee info). */
export async function setSsoJsonParam(db: Kysely<DB>, empId: number, json: string): Promise<void> {
  await db.updateTable('employees').set({ sso_json_param: json }).where('id', '=', empId).execute()
}

/** Issues a simulated chat app's OAuth code (stored hashed). */
export async function insertSimCode(db: Kysely<DB>, values: { code_hash: string; chat_corp_id: string; kind: string; chat_user_id: string; expires_at: Date }): Promise<void> {
  await db.insertInto('workplace_sim_codes').values({ ...values, used_at: null }).execute()
}

/** Redeems a simulated OAuth code once (atomic): the chat user when live and unused. */
export function consumeSimCode(db: Kysely<DB>, codeHash: string, chatCorpId: string, kind: string, now: Date) {
  return db
    .updateTable('workplace_sim_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('chat_corp_id', '=', chatCorpId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['chat_user_id'])
    .executeTakeFirst()
}

/** The demo world's chat apps: DFNY on a simulated WeCom, HXKJ on a simulated DingTalk. */
export async function seedWorkplaceDemo(db: Kysely<DB>): Promise<void> {
  const companies = await db.selectFrom('companies').select(['id', 'corp_no']).where('corp_no', 'in', ['DFNY', 'HXKJ']).execute()
  const rows = companies.map((c) =>
    c.corp_no === 'DFNY'
      ? { corp_id: c.id, kind: 'wecom', chat_corp_id: 'wwsimdfny0001', agent_id: '1000002', simulated: true }
      : { corp_id: c.id, kind: 'dingtalk', chat_corp_id: 'dingsimhxkj0001', agent_id: '2000001', app_key: 'dingsimhxkj', simulated: true },
  )
  if (rows.length) await db.insertInto('workplace_apps').values(rows).onConflict((oc) => oc.doNothing()).execute()
}

/** The company code of a company id. */
export async function findCorpNo(db: Kysely<DB>, corpId: number): Promise<string | undefined> {
  return (await db.selectFrom('companies').select('corp_no').where('id', '=', corpId).executeTakeFirst())?.corp_no
}

/** The members a simulated chat app shows on its authorize page: the active employees of the company owning it. */
export function findMembersOfChatApp(db: Kysely<DB>, kind: string, chatCorpId: string) {
  return db
    .selectFrom('workplace_apps')
    .innerJoin('employees', 'employees.corp_id', 'workplace_apps.corp_id')
    .select(['employees.emp_no', 'employees.emp_name as name', 'employees.eng_name'])
    .where('workplace_apps.kind', '=', kind)
    .where('workplace_apps.chat_corp_id', '=', chatCorpId)
    .where('workplace_apps.simulated', '=', true)
    .where('employees.status', '=', 1)
    .where('employees.password_hash', 'is not', null)
    .orderBy('employees.emp_no')
    .limit(50)
    .execute()
}
