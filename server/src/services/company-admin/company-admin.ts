/**
 * Company administration for the company's administrators (employees with is_admin; overview §6
 * leaves open who may manage employees and company data, README design notes): the company with
 * its departments, cost centres and projects; its employees (list, detail, add, edit, disable,
 * enable). Anyone else is answered 4004 for every call, exactly like a missing object, so the
 * calls do not even tell a non-administrator they exist; another company's employee answers the
 * same.
 *
 * A new employee gets a login name (the mobile unless one is given) and a random initial password
 * shown once to the administrator; must_change_password holds them on the change-password screen
 * at their first sign-in (plugins/auth.ts). Disabling ends every session at once and the login
 * stops working (only active rows sign in); enabling lets them sign in again.
 */
import { randomInt } from 'node:crypto'
import type { AppContext, Caller } from '../../context'
import {
  countEmployees,
  findAllCostCenters,
  findAllProjects,
  findCompanyCostCenter,
  findCompanyDepartment,
  findCompanyEmployee,
  findCompanyEmployees,
  findCompanyProject,
  findDepartmentsWithCounts,
  findRanks,
  insertCostCenter,
  insertDepartment,
  insertProject,
  isItemCodeTaken,
  isLoginNameTaken,
  setEmployeeStatus,
  updateCostCenter,
  updateDepartment,
  updateEmployee,
  updateProject,
  type AdminEmployee,
} from '../../db/repositories/company-admin'
import { findCompany, insertEmployee, isMobileUsedInCompany, nextEmpNo } from '../../db/repositories/employees'
import { lockKey } from '../../db/repositories/verification'
import { badInput, conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  CorpDetailReply,
  CorpItem,
  CorpItemEditBody,
  CorpItemEditReply,
  EmpAdminDetail,
  EmpAdminListQuery,
  EmpAdminListReply,
  EmpDoneReply,
  EmpEditBody,
  EmpSaveBody,
  EmpSaveReply,
} from '../../schemas/company-admin'
import { maskIdNumber, maskPassport } from '../../util/mask'
import { chinaDate } from '../../util/time'
import { loginKey } from '../identity/auth'
import { hashPassword } from '../identity/passwords'
import { roleIdsOf } from '../company/company'

const flag = (value: number | null | undefined): 0 | 1 => (value ? 1 : 0)

/** Whether the caller administers their company. */
export function isAdministrator(caller: Caller): boolean {
  return caller.employee.is_admin === 1
}

/** 4004 unless the caller is an administrator (the same reply as for a missing object). */
export function requireAdmin(caller: Caller): void {
  if (!isAdministrator(caller)) throw notFound()
}

const nameIn = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en || zh : zh)

/** GET /obt/vipCorpFindDetail. */
export async function corpDetail(ctx: AppContext, caller: Caller, lang: Lang): Promise<CorpDetailReply> {
  requireAdmin(caller)
  const corpId = caller.corpId
  const [company, departments, costCenters, projects, ranks, empTotal] = await Promise.all([
    findCompany(ctx.db, corpId),
    findDepartmentsWithCounts(ctx.db, corpId),
    findAllCostCenters(ctx.db, corpId),
    findAllProjects(ctx.db, corpId),
    findRanks(ctx.db, corpId),
    countEmployees(ctx.db, corpId),
  ])
  if (!company) throw notFound()
  return {
    corpId: String(company.id),
    corpNo: company.corp_no,
    fullname: nameIn(lang, company.fullname, company.fullname_en),
    shortName: nameIn(lang, company.short_name, company.short_name_en),
    emailDomain: company.email_domain ?? '',
    allowRegister: flag(company.allow_register),
    empTotal,
    departments: departments.map((d) => ({
      id: String(d.id),
      code: d.code,
      name: nameIn(lang, d.name, d.name_en),
      nameZh: d.name,
      nameEn: d.name_en,
      status: flag(d.status),
      parentId: d.parent_id === null ? '' : String(d.parent_id),
      empCount: Number(d.emp_count),
    })),
    costCenters: costCenters.map((c) => ({
      id: String(c.id),
      code: c.code,
      name: nameIn(lang, c.name, c.name_en),
      nameZh: c.name,
      nameEn: c.name_en,
      status: flag(c.status),
      parentId: c.dept_id === null ? '' : String(c.dept_id),
      empCount: 0,
    })),
    projects: projects.map((p) => ({
      id: String(p.id),
      code: p.code,
      name: nameIn(lang, p.name, p.name_en),
      nameZh: p.name,
      nameEn: p.name_en,
      status: flag(p.status),
      parentId: '',
      empCount: 0,
    })),
    ranks,
  }
}

/** An active department of the company from a request's id ('' or absent: none), else 4000. */
async function activeDeptOrNull(ctx: AppContext, corpId: number, id: string | undefined): Promise<number | null> {
  if (!id) return null
  const dept = await findCompanyDepartment(ctx.db, corpId, Number(id))
  if (!dept || dept.status !== 1) throw badInput('adminDeptMissing')
  return dept.id
}

/** POST /obt/vipCorpItemEdit: adds, renames or disables a department, cost centre or project. */
export async function corpItemEdit(ctx: AppContext, caller: Caller, body: CorpItemEditBody, lang: Lang): Promise<CorpItemEditReply> {
  requireAdmin(caller)
  const corpId = caller.corpId
  const name = body.name.trim()
  if (!name) throw badInput('fieldRequired', { params: { label: lang === 'en' ? 'name' : '名称' } })
  const nameEn = body.nameEn?.trim() ?? ''
  const id = body.id === undefined ? undefined : Number(body.id)
  const table = body.kind === 'dept' ? 'departments' : body.kind === 'costCenter' ? 'cost_centers' : 'projects'
  await ctx.db.transaction().execute(async (trx) => {
    // One edit per company at a time: the code check and the insert must not race.
    await lockKey(trx, `corp-items:${corpId}`)
    if (id === undefined) {
      const code = body.code?.trim()
      if (!code) throw badInput('adminCodeRequired')
      if (await isItemCodeTaken(trx, table, corpId, code)) throw conflict('adminCodeTaken')
      if (body.kind === 'dept') {
        const parent = await activeDeptOrNull({ ...ctx, db: trx }, corpId, body.parentId)
        const newId = await insertDepartment(trx, { corp_id: corpId, code, name, name_en: nameEn || name, parent_id: parent })
        if (body.status === 0) await updateDepartment(trx, corpId, newId, { name, name_en: nameEn || name, status: 0, parent_id: parent })
      } else if (body.kind === 'costCenter') {
        const dept = await activeDeptOrNull({ ...ctx, db: trx }, corpId, body.parentId)
        await insertCostCenter(trx, { corp_id: corpId, code, name, name_en: nameEn || name, dept_id: dept })
      } else {
        await insertProject(trx, { corp_id: corpId, code, name, name_en: nameEn || name, manager: caller.employee.emp_name, start_date: chinaDate(ctx.clock()) })
      }
      return
    }
    if (body.kind === 'dept') {
      const row = await findCompanyDepartment(trx, corpId, id)
      if (!row) throw notFound()
      const status = body.status ?? flag(row.status)
      let parent = row.parent_id
      if (body.parentId !== undefined) {
        parent = body.parentId === '' ? null : await activeDeptOrNull({ ...ctx, db: trx }, corpId, body.parentId)
        if (parent !== null && (await isSelfOrBelow(trx, corpId, id, parent))) throw badInput('adminDeptParentLoop')
      }
      if (status === 0 && row.status === 1) {
        const depts = await findDepartmentsWithCounts(trx, corpId)
        if (Number(depts.find((d) => d.id === id)?.emp_count ?? 0) > 0) throw conflict('adminDeptHasEmployees')
      }
      await updateDepartment(trx, corpId, id, { name, name_en: nameEn || row.name_en, status, parent_id: parent })
    } else if (body.kind === 'costCenter') {
      const row = await findCompanyCostCenter(trx, corpId, id)
      if (!row) throw notFound()
      const dept = body.parentId === undefined ? row.dept_id : await activeDeptOrNull({ ...ctx, db: trx }, corpId, body.parentId)
      await updateCostCenter(trx, corpId, id, { name, name_en: nameEn || row.name_en, status: body.status ?? row.status, dept_id: dept })
    } else {
      const row = await findCompanyProject(trx, corpId, id)
      if (!row) throw notFound()
      await updateProject(trx, corpId, id, { name, name_en: nameEn || row.name_en, status: body.status ?? row.status })
    }
  })
  const detail = await corpDetail(ctx, caller, lang)
  const list: CorpItem[] = body.kind === 'dept' ? detail.departments : body.kind === 'costCenter' ? detail.costCenters : detail.projects
  const item = id === undefined ? list.find((i) => i.code === body.code?.trim()) : list.find((i) => i.id === String(id))
  if (!item) throw notFound()
  return { item }
}

/** Whether `candidate` is the department `id` or one of its descendants. */
async function isSelfOrBelow(db: AppContext['db'], corpId: number, id: number, candidate: number): Promise<boolean> {
  const all = await findDepartmentsWithCounts(db, corpId)
  const parentOf = new Map(all.map((d) => [d.id, d.parent_id]))
  let cursor: number | null = candidate
  for (let guard = 0; cursor !== null && guard < all.length + 1; guard += 1) {
    if (cursor === id) return true
    cursor = parentOf.get(cursor) ?? null
  }
  return false
}

function detailOf(emp: AdminEmployee, deptName: string, caller: Caller): EmpAdminDetail {
  const range = emp.book_range
  return {
    empId: String(emp.id),
    empNo: emp.emp_no,
    loginName: emp.login_name,
    empName: emp.emp_name,
    engName: emp.eng_name ?? '',
    phoneNumber: emp.mobile,
    email: emp.email ?? '',
    deptId: emp.dept_id === null ? '' : String(emp.dept_id),
    deptName,
    empRank: emp.emp_rank,
    ifApprover: flag(emp.if_approver),
    ifBooker: flag(emp.if_booker),
    isAdmin: flag(emp.is_admin),
    bookRange: range === 2 || range === 3 || range === 4 ? range : 1,
    bookOutside: flag(emp.book_outside),
    idNumberMasked: maskIdNumber(emp.id_number),
    passportMasked: maskPassport(emp.passport),
    status: emp.status === 2 ? 2 : 1,
    mustChangePassword: flag(emp.must_change_password),
    isSelf: emp.id === caller.empId ? 1 : 0,
  }
}

async function loadDetail(ctx: AppContext, caller: Caller, empId: number, lang: Lang): Promise<EmpAdminDetail> {
  const emp = await findCompanyEmployee(ctx.db, caller.corpId, empId)
  if (!emp) throw notFound()
  const dept = emp.dept_id === null ? undefined : await findCompanyDepartment(ctx.db, caller.corpId, emp.dept_id)
  return detailOf(emp, dept ? nameIn(lang, dept.name, dept.name_en) : '', caller)
}

/** GET /obt/vipEmpFindList. */
export async function employeeList(ctx: AppContext, caller: Caller, query: EmpAdminListQuery, lang: Lang): Promise<EmpAdminListReply> {
  requireAdmin(caller)
  const count = query.count ?? 20
  const pageNum = query.pageNum ?? 1
  const { rows, total } = await findCompanyEmployees(ctx.db, caller.corpId, {
    keywords: query.keywords?.trim() || undefined,
    status: query.status,
    offset: (pageNum - 1) * count,
    limit: count,
  })
  return {
    total,
    list: rows.map((r) => ({
      empId: String(r.id),
      empNo: r.emp_no,
      empName: r.emp_name,
      loginName: r.login_name,
      phoneNumber: r.mobile,
      deptName: r.dept_name ? nameIn(lang, r.dept_name, r.dept_name_en ?? '') : '',
      empRank: r.emp_rank,
      roleIds: roleIdsOf(r),
      status: r.status === 2 ? 2 : 1,
      isSelf: r.id === caller.empId ? 1 : 0,
    })),
  }
}

/** GET /obt/vipEmpFindDetail. */
export async function employeeDetail(ctx: AppContext, caller: Caller, empId: number, lang: Lang): Promise<EmpDoneReply> {
  requireAdmin(caller)
  return { emp: await loadDetail(ctx, caller, empId, lang) }
}

/** Checks what both the add and the edit take; returns the department id. */
async function checkFields(ctx: AppContext, caller: Caller, body: EmpSaveBody | EmpEditBody): Promise<number | null> {
  if (!body.empName.trim()) throw badInput('fieldRequired', { params: { label: 'empName' } })
  const ranks = await findRanks(ctx.db, caller.corpId)
  if (ranks.length > 0 && !ranks.includes(body.empRank)) throw badInput('adminRankUnknown')
  return activeDeptOrNull(ctx, caller.corpId, body.deptId)
}

/** The fields both calls set. */
function managedFields(body: EmpSaveBody | EmpEditBody, deptId: number | null) {
  return {
    emp_name: body.empName.trim(),
    eng_name: body.engName?.trim() || null,
    mobile: body.phoneNumber,
    email: body.email?.trim() || null,
    dept_id: deptId,
    emp_rank: body.empRank,
    if_approver: body.ifApprover ?? 0,
    if_booker: body.ifBooker ?? 0,
    is_admin: body.isAdmin ?? 0,
    // A booker books for others; without the booker flag the scope is the traveller's own.
    book_range: body.bookRange ?? 1,
    book_outside: body.bookOutside ?? 0,
  }
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A random initial password that follows the password rule (upper, lower, digits; 10 characters). */
export function initialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]
  let digits = ''
  for (let i = 0; i < 5; i += 1) digits += String(randomInt(10))
  return `${pick(UPPER)}${pick(LOWER)}${pick(LOWER)}${pick(LOWER)}${digits}${pick(UPPER)}`
}

/** POST /obt/vipEmpSaveDetail. */
export async function employeeAdd(ctx: AppContext, caller: Caller, body: EmpSaveBody, lang: Lang): Promise<EmpSaveReply> {
  requireAdmin(caller)
  const deptId = await checkFields(ctx, caller, body)
  const company = await findCompany(ctx.db, caller.corpId)
  if (!company) throw notFound()
  const loginName = loginKey(body.loginName || body.phoneNumber)
  const password = initialPassword()
  const hash = await hashPassword(password)
  const now = ctx.clock()
  const created = await ctx.db.transaction().execute(async (trx) => {
    // Same lock as self-registration: the number sequence and the phone checks must not race.
    await lockKey(trx, `register:${company.id}`)
    if (await isMobileUsedInCompany(trx, company.id, body.phoneNumber, 0)) throw conflict('phoneInUse')
    if (await isLoginNameTaken(trx, loginName)) throw conflict('adminLoginNameTaken')
    const empNo = await nextEmpNo(trx, company.id, `${company.corp_no.slice(0, 2)}A`)
    const empId = await insertEmployee(trx, {
      corp_id: company.id,
      emp_no: empNo,
      login_name: loginName,
      ...managedFields(body, deptId),
      id_number: null,
      passport: null,
      passport_expiry: null,
      born: null,
      sex: null,
      nation_code: 'CN',
      password_hash: hash,
      must_change_password: 1,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    return { empId, empNo }
  })
  void lang
  return { empId: String(created.empId), empNo: created.empNo, loginName, initialPassword: password }
}

/** POST /obt/vipEmpEditDetail. */
export async function employeeEdit(ctx: AppContext, caller: Caller, body: EmpEditBody, lang: Lang): Promise<EmpDoneReply> {
  requireAdmin(caller)
  const empId = Number(body.empId)
  const current = await findCompanyEmployee(ctx.db, caller.corpId, empId)
  if (!current) throw notFound()
  const deptId = await checkFields(ctx, caller, body)
  if (empId === caller.empId && (body.isAdmin ?? 0) !== 1) throw conflict('adminNotSelf')
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, `register:${caller.corpId}`)
    if (body.phoneNumber !== current.mobile && (await isMobileUsedInCompany(trx, caller.corpId, body.phoneNumber, empId))) throw conflict('phoneInUse')
    await updateEmployee(trx, caller.corpId, empId, { ...managedFields(body, deptId), updated_at: ctx.clock() })
  })
  return { emp: await loadDetail(ctx, caller, empId, lang) }
}

/** GET /obt/vipEmpDel (disable: the spec's delete keeps the row, orders point at it) and POST /obt/vipEmpEnable. */
export async function employeeSetStatus(ctx: AppContext, caller: Caller, empId: number, status: 1 | 2, lang: Lang): Promise<EmpDoneReply> {
  requireAdmin(caller)
  const current = await findCompanyEmployee(ctx.db, caller.corpId, empId)
  if (!current) throw notFound()
  if (empId === caller.empId && status === 2) throw conflict('adminNotSelf')
  if (current.status !== status) {
    await ctx.db.transaction().execute((trx) => setEmployeeStatus(trx, caller.corpId, empId, status, ctx.clock()))
  }
  return { emp: await loadDetail(ctx, caller, empId, lang) }
}
