/**
 * Company-facing reads: the signed-in user's info, page settings (theme), parameters, product
 * rights, categories, nations, cost centres, projects and service contacts. Everything is scoped
 * to the caller's company.
 */
import type { AppContext, Caller } from '../../context'
import {
  findCompany,
  findCompanyByCorpNo,
  findCompanyByDomain,
  findCompanyServices,
  findDeniedProducts,
  findDepartment,
  type Company,
} from '../../db/repositories/employees'
import { findBClasses, findCostCenters, findNations, findProjects, findServiceContacts } from '../../db/repositories/reference'
import { findPageSetting, findParameters } from '../../db/repositories/settings'
import { PARAM } from '../../db/seed-data/reference'
import type { Lang } from '../../messages'
import type {
  BClassReply,
  ComplaintPhoneReply,
  CostCenterListReply,
  CustomerInfoListReply,
  NationListReply,
  PageSet,
  PageSetListBody,
  Parameter,
  ProjectListBody,
  ProjectPage,
  ThemeBean,
} from '../../schemas/general'
import type { EmpInfo, LoginUserInfo, RoleId, ServiceSwitch, VipCorp } from '../../schemas/user'
import { maskIdNumber, maskPassport } from '../../util/mask'

const flag = (value: number | null | undefined): 0 | 1 => (value ? 1 : 0)

/** The roles an employee's flags amount to. */
export function roleIdsOf(emp: Caller['employee']): RoleId[] {
  const roles: RoleId[] = ['traveller']
  if (emp.if_booker) roles.push('booker')
  if (emp.if_approver) roles.push('approver')
  if (emp.is_admin) roles.push('admin')
  return roles
}

function bookRangeOf(value: number): EmpInfo['bookRange'] {
  return value === 2 || value === 3 || value === 4 ? value : 1
}

/** GET /obt/getLoginUserInfo. */
export async function loginUserInfo(ctx: AppContext, caller: Caller, lang: Lang): Promise<LoginUserInfo> {
  const emp = caller.employee
  const [company, department, services, pageSetting] = await Promise.all([
    findCompany(ctx.db, emp.corp_id),
    emp.dept_id === null ? Promise.resolve(undefined) : findDepartment(ctx.db, emp.dept_id),
    findCompanyServices(ctx.db, emp.corp_id),
    findPageSetting(ctx.db, emp.corp_id),
  ])
  if (!company) throw new Error(`company ${emp.corp_id} of employee ${emp.id} is missing`)
  const deptName = department ? (lang === 'en' ? department.name_en : department.name) : ''
  const serviceMap: Record<string, ServiceSwitch> = {}
  for (const s of services) serviceMap[s.product_code] = { zclx: flag(s.zclx), zclxS: flag(s.zclx_s) }
  const defaultSetting = pageSetting ?? (await findPageSetting(ctx.db, null))
  const empInfo: EmpInfo = {
    empId: String(emp.id),
    empNo: emp.emp_no,
    empName: emp.emp_name,
    engName: emp.eng_name ?? '',
    corpId: String(emp.corp_id),
    deptId: emp.dept_id === null ? '' : String(emp.dept_id),
    deptName,
    phoneNumber: emp.mobile,
    email: emp.email ?? '',
    idNumberMasked: maskIdNumber(emp.id_number),
    passportMasked: maskPassport(emp.passport),
    born: emp.born ?? '',
    sex: emp.sex === 'M' || emp.sex === 'F' ? emp.sex : '',
    nation: emp.nation_code,
    empRank: emp.emp_rank,
    ifApprover: flag(emp.if_approver),
    ifBooker: flag(emp.if_booker),
    isdirector: flag(emp.isdirector),
    appBook: flag(emp.app_book),
    appTravel: flag(emp.app_travel),
    bookOutside: flag(emp.book_outside),
    bookRange: bookRangeOf(emp.book_range),
    approvalMode: emp.approval_mode,
    loginVip: flag(emp.login_vip),
    roleIds: roleIdsOf(emp),
    sqdBookType: flag(emp.sqd_book_type),
    ssoJsonParam: emp.sso_json_param,
    mustChangePassword: flag(emp.must_change_password),
  }
  const vipCorp: VipCorp = {
    corpId: String(company.id),
    corpNo: company.corp_no,
    fullname: lang === 'en' ? company.fullname_en : company.fullname,
    shortName: lang === 'en' ? company.short_name_en : company.short_name,
    deptName,
    hotelVersion: company.hotel_version === 1 ? 1 : 2,
    khlx: company.khlx,
    bookStyle: company.book_style === 2 ? 2 : 1,
    visitorMode: flag(company.visitor_mode),
    allowRegister: flag(company.allow_register),
    services: serviceMap,
    logoUrl: defaultSetting?.logo_url ?? '',
    ccsqdFjRequired: flag(company.ccsqd_fj_required),
  }
  return { empInfo, vipCorp }
}

/**
 * POST /obt/etPageSetList. The company is the token's if a valid one came, else the one with
 * that code, else the one whose host name is domainName, else the platform default.
 */
export async function pageSettings(ctx: AppContext, caller: Caller | null, body: PageSetListBody, lang: Lang): Promise<PageSet[]> {
  let company: Company | undefined
  if (caller) company = await findCompany(ctx.db, caller.corpId)
  if (!company && body.corpNo) company = await findCompanyByCorpNo(ctx.db, body.corpNo)
  if (!company && body.domainName) company = await findCompanyByDomain(ctx.db, body.domainName.trim().replace(/:\d+$/, ''))
  const row = (company ? await findPageSetting(ctx.db, company.id) : undefined) ?? (await findPageSetting(ctx.db, null))
  if (!row) return []
  return [
    {
      pageName: lang === 'en' ? row.page_name_en : row.page_name,
      logoUrl: row.logo_url,
      by1: by1ForLang(row.by1, lang),
      by2: lang === 'en' ? row.by2_en : row.by2,
      by4: row.by4,
      themeBean: JSON.parse(row.theme) as ThemeBean,
      sysType: body.sysType === undefined ? '' : String(body.sysType),
      visitorMode: flag(company?.visitor_mode),
    },
  ]
}

/**
 * by1 as the reader's language wants it: an `en` member (banners and login background drawn with
 * English text) replaces its fields for English readers and is never sent on.
 */
export function by1ForLang(raw: string, lang: Lang): string {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(raw) as Record<string, unknown>
  } catch {
    return raw
  }
  if (!value || typeof value !== 'object' || !('en' in value)) return raw
  const { en, ...rest } = value
  return JSON.stringify(lang === 'en' && en && typeof en === 'object' ? { ...rest, ...en } : rest)
}

/** Parameter values: the company's override where there is one, else the system value. Unknown numbers are left out. */
export async function parameterValues(ctx: AppContext, paramNos: string[], corpId: number | null): Promise<Parameter[]> {
  const rows = await findParameters(ctx.db, [...new Set(paramNos)], corpId)
  return paramNos.flatMap((paramNo) => {
    const row = rows.find((r) => r.param_no === paramNo && r.corp_id !== null) ?? rows.find((r) => r.param_no === paramNo && r.corp_id === null)
    if (!row) return []
    return [row.value2 === null ? { paramNo, value1: row.value1 } : { paramNo, value1: row.value1, value2: row.value2 }]
  })
}

/** POST /obt/sys/privilege/getAuthorizationPnos: the company's open products minus those denied to the user. */
export async function authorizedProducts(ctx: AppContext, caller: Caller): Promise<string[]> {
  const [services, denied] = await Promise.all([findCompanyServices(ctx.db, caller.corpId), findDeniedProducts(ctx.db, caller.empId)])
  return services.filter((s) => s.zclx === 1 && !denied.includes(s.product_code)).map((s) => s.product_code)
}

/** GET /obt/getBClass. */
export async function categories(ctx: AppContext, parNo: string, lang: Lang): Promise<BClassReply> {
  const rows = await findBClasses(ctx.db, parNo)
  return rows.map((r) => ({ id: r.id, code: r.code, name: lang === 'en' ? r.name_en : r.name_zh }))
}

/** POST /obt/bdc/findNationList. */
export async function nationList(ctx: AppContext): Promise<NationListReply> {
  const rows = await findNations(ctx.db)
  return rows.map((r) => ({ code: r.code, nameZh: r.name_zh, nameEn: r.name_en }))
}

/** POST /obt/costCenterFindList. */
export async function costCenterList(ctx: AppContext, caller: Caller, keywords: string | undefined, lang: Lang): Promise<CostCenterListReply> {
  const rows = await findCostCenters(ctx.db, caller.corpId, keywords?.trim() || undefined)
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: lang === 'en' ? r.name_en : r.name,
    deptId: r.dept_id === null ? null : String(r.dept_id),
  }))
}

/** POST /obt/projectList. */
export async function projectList(ctx: AppContext, caller: Caller, body: ProjectListBody, lang: Lang): Promise<ProjectPage> {
  const count = body.count ?? 20
  const pageNum = body.pageNum ?? 1
  const { rows, total } = await findProjects(ctx.db, caller.corpId, {
    status: body.status,
    keywords: body.keywords?.trim() || undefined,
    offset: (pageNum - 1) * count,
    limit: count,
  })
  return {
    list: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: lang === 'en' ? r.name_en : r.name,
      manager: r.manager,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
    })),
    total,
  }
}

/** GET /obt/getCustomerInfoList: the company's consultants, then the platform service desk. */
export async function customerInfoList(ctx: AppContext, caller: Caller, lang: Lang): Promise<CustomerInfoListReply> {
  const rows = await findServiceContacts(ctx.db, caller.corpId)
  return rows.map((r) => ({
    id: r.id,
    name: lang === 'en' ? r.name_en : r.name,
    role: r.role,
    phone: r.phone,
    email: r.email ?? '',
    workTime: lang === 'en' ? r.work_time_en : r.work_time,
  }))
}

/** GET /obt/getComplaintPhone: the company's complaint line when the caller is known, else the platform's. */
export async function complaintPhone(ctx: AppContext, caller: Caller | null): Promise<ComplaintPhoneReply> {
  const [value] = await parameterValues(ctx, [PARAM.COMPLAINT_PHONE], caller?.corpId ?? null)
  return { phone: value?.value1 ?? '' }
}
