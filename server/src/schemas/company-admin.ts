/**
 * Company administration (overview §2 /userCenter/company, empList, empEdit/{id?}, invitEmployees;
 * §3 employee entity; §7 vipCorpFindDetail, vipDeptFindList, vipEmpFindDetail, vipEmpSaveDetail,
 * vipEmpEditDetail, vipEmpDel, vipDeptTreeForEmpQr, userRegisterForQr).
 *
 * The spec names the calls but not their paths or fields beyond the employee entity: the list of
 * the company's employees is ours (/obt/vipEmpFindList; empFindList is the booking-scope list of
 * colleagues), as are the edits of departments, cost centres and projects (/obt/vipCorpItemEdit),
 * re-enabling an employee (/obt/vipEmpEnable) and creating an invitation (/obt/vipEmpInvite).
 * Everything but the two invitation calls is for the company's administrators only; anyone else
 * is answered 4004, like a missing object.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Email, Flag, IdText, Line, Mobile, NewPassword, SmsCode, pageQuery } from './common'

/** One department, cost centre or project of the company, named in the reply's language. */
export const CorpItem = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** Both names, so an edit form shows what is stored. */
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** 1 active (in progress for projects), 0 disabled (closed). */
  status: Flag,
  /** Departments: the parent department ('' at the top). Cost centres: the department ('' none). */
  parentId: Type.String(),
  /** Employees in a department (departments only; 0 otherwise). */
  empCount: Type.Integer(),
})
export type CorpItem = Static<typeof CorpItem>

/** GET /obt/vipCorpFindDetail reply: the company, its departments, cost centres, projects and the ranks of its travel policies. */
export const CorpDetailReply = Type.Object({
  corpId: Type.String(),
  corpNo: Type.String(),
  fullname: Type.String(),
  shortName: Type.String(),
  emailDomain: Type.String(),
  allowRegister: Flag,
  empTotal: Type.Integer(),
  departments: Type.Array(CorpItem),
  costCenters: Type.Array(CorpItem),
  projects: Type.Array(CorpItem),
  /** Employee ranks the company's travel policies know (the rank an employee may be given). */
  ranks: Type.Array(Type.String()),
})
export type CorpDetailReply = Static<typeof CorpDetailReply>

/** The kinds of company data an administrator edits. */
export const CorpItemKind = Type.Union([Type.Literal('dept'), Type.Literal('costCenter'), Type.Literal('project')])
export type CorpItemKind = Static<typeof CorpItemKind>

/** POST /obt/vipCorpItemEdit: adds (no id) or renames / disables a department, cost centre or project. */
export const CorpItemEditBody = Type.Object({
  kind: CorpItemKind,
  id: Type.Optional(IdText),
  name: Line({ minLength: 1, maxLength: 40 }),
  nameEn: Type.Optional(Line({ maxLength: 80 })),
  /** Given on add; kept on edit when absent. Unique per company and kind. */
  code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' })),
  status: Type.Optional(Flag),
  /** Departments: parent department; cost centres: their department. */
  parentId: Type.Optional(Type.Union([IdText, Type.Literal('')])),
})
export type CorpItemEditBody = Static<typeof CorpItemEditBody>

/** vipCorpItemEdit reply. */
export const CorpItemEditReply = Type.Object({ item: CorpItem })
export type CorpItemEditReply = Static<typeof CorpItemEditReply>

/** Booking scope (bookRange): 1 only oneself, 2 own department, 3 whole company, 4 also outside guests. */
export const BookRange = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])

/** GET /obt/vipEmpFindList: the company's employees, searched by name, number or mobile, paged. */
export const EmpAdminListQuery = Type.Object({
  keywords: Type.Optional(Line({ maxLength: 40 })),
  /** 1 active, 2 disabled; both when absent. */
  status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  ...pageQuery(20, 100),
})
export type EmpAdminListQuery = Static<typeof EmpAdminListQuery>

/** One employee in the administrator's list. */
export const EmpAdminRow = Type.Object({
  empId: Type.String(),
  empNo: Type.String(),
  empName: Type.String(),
  loginName: Type.String(),
  /** The administrator manages the account: the number whole. */
  phoneNumber: Type.String(),
  deptName: Type.String(),
  empRank: Type.String(),
  roleIds: Type.Array(Type.String()),
  /** 1 active, 2 disabled. */
  status: Type.Union([Type.Literal(1), Type.Literal(2)]),
  isSelf: Flag,
})
export type EmpAdminRow = Static<typeof EmpAdminRow>

/** vipEmpFindList reply. */
export const EmpAdminListReply = Type.Object({ list: Type.Array(EmpAdminRow), total: Type.Integer() })
export type EmpAdminListReply = Static<typeof EmpAdminListReply>

/** GET /obt/vipEmpFindDetail query. */
export const EmpIdQuery = Type.Object({ empId: IdText })
export type EmpIdQuery = Static<typeof EmpIdQuery>

/** An employee as the edit form shows it (documents masked: the form does not edit them). */
export const EmpAdminDetail = Type.Object({
  empId: Type.String(),
  empNo: Type.String(),
  loginName: Type.String(),
  empName: Type.String(),
  engName: Type.String(),
  phoneNumber: Type.String(),
  email: Type.String(),
  deptId: Type.String(),
  deptName: Type.String(),
  empRank: Type.String(),
  ifApprover: Flag,
  ifBooker: Flag,
  isAdmin: Flag,
  bookRange: BookRange,
  bookOutside: Flag,
  idNumberMasked: Type.String(),
  passportMasked: Type.String(),
  status: Type.Union([Type.Literal(1), Type.Literal(2)]),
  mustChangePassword: Flag,
  isSelf: Flag,
})
export type EmpAdminDetail = Static<typeof EmpAdminDetail>

/** vipEmpFindDetail reply. */
export const EmpAdminDetailReply = Type.Object({ emp: EmpAdminDetail })
export type EmpAdminDetailReply = Static<typeof EmpAdminDetailReply>

/** The fields of vipEmpSaveDetail and vipEmpEditDetail. */
const empFields = {
  empName: Line({ minLength: 1, maxLength: 30 }),
  engName: Type.Optional(Type.String({ pattern: '^[A-Za-z /.-]{0,60}$' })),
  phoneNumber: Mobile,
  email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  deptId: Type.Optional(Type.Union([IdText, Type.Literal('')])),
  empRank: Type.String({ pattern: '^[A-Za-z0-9]{1,10}$' }),
  ifApprover: Type.Optional(Flag),
  ifBooker: Type.Optional(Flag),
  isAdmin: Type.Optional(Flag),
  bookRange: Type.Optional(BookRange),
  bookOutside: Type.Optional(Flag),
}

/** POST /obt/vipEmpSaveDetail: a new employee; the login name defaults to the mobile number. */
export const EmpSaveBody = Type.Object({
  ...empFields,
  loginName: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z][A-Za-z0-9._-]{3,29}$' }), Type.Literal('')])),
})
export type EmpSaveBody = Static<typeof EmpSaveBody>

/** vipEmpSaveDetail reply: the initial password, shown once to the administrator; it must be changed at first login. */
export const EmpSaveReply = Type.Object({ empId: Type.String(), empNo: Type.String(), loginName: Type.String(), initialPassword: Type.String() })
export type EmpSaveReply = Static<typeof EmpSaveReply>

/** POST /obt/vipEmpEditDetail: changes an employee of the company. */
export const EmpEditBody = Type.Object({ empId: IdText, ...empFields })
export type EmpEditBody = Static<typeof EmpEditBody>

/** vipEmpEditDetail, vipEmpDel and vipEmpEnable reply. */
export const EmpDoneReply = Type.Object({ emp: EmpAdminDetail })
export type EmpDoneReply = Static<typeof EmpDoneReply>

/** POST /obt/vipEmpInvite reply: the invitation's link (app route with the token) and expiry. */
export const InviteReply = Type.Object({
  token: Type.String(),
  /** The app route to open: /Invitation?code=… (the page makes it absolute for the current origin). */
  path: Type.String(),
  expiresAt: Type.String(),
  corpName: Type.String(),
})
export type InviteReply = Static<typeof InviteReply>

/** GET /obt/vipDeptTreeForEmpQr query: the invitation's token. */
export const InviteTokenQuery = Type.Object({ code: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) })
export type InviteTokenQuery = Static<typeof InviteTokenQuery>

/** A department of the invitation's company, in tree order (a parent before its children). */
export const DeptNode = Type.Object({ id: Type.String(), name: Type.String(), parentId: Type.String(), depth: Type.Integer() })
export type DeptNode = Static<typeof DeptNode>

/** vipDeptTreeForEmpQr reply: whose invitation it is and the departments to pick from. */
export const DeptTreeReply = Type.Object({
  corpNo: Type.String(),
  corpName: Type.String(),
  inviterName: Type.String(),
  expiresAt: Type.String(),
  departments: Type.Array(DeptNode),
})
export type DeptTreeReply = Static<typeof DeptTreeReply>

/** POST /obt/userRegisterForQr: registers into the invitation's company; the phone is proven by an SMS code (scene register). */
export const RegisterForQrBody = Type.Object({
  code: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }),
  empName: Line({ minLength: 1, maxLength: 30 }),
  phone: Mobile,
  smsCode: SmsCode,
  password: NewPassword,
  deptId: Type.Optional(Type.Union([IdText, Type.Literal('')])),
})
export type RegisterForQrBody = Static<typeof RegisterForQrBody>

/** userRegisterForQr reply. */
export const RegisterForQrReply = Type.Object({ empNo: Type.String(), loginName: Type.String() })
export type RegisterForQrReply = Static<typeof RegisterForQrReply>

/**
 * The company's fare protection (issue 18 §1): on or off, the tolerance over an approved budget or
 * a quoted fare, and how long an order in approval keeps its quote. `rule` is the text approvers
 * and travellers read. GET /obt/vipCorpFareProtection, POST /obt/vipCorpFareProtectionEdit.
 */
export const FareProtectionSettings = Type.Object({
  enabled: Flag,
  /** 0-30 percent. */
  tolerancePct: Type.Integer({ minimum: 0, maximum: 30 }),
  /** 15 minutes to 48 hours. */
  holdMinutes: Type.Integer({ minimum: 15, maximum: 2880 }),
})
export type FareProtectionSettings = Static<typeof FareProtectionSettings>

export const FareProtectionReply = Type.Object({ ...FareProtectionSettings.properties, rule: Type.String() })
export type FareProtectionReply = Static<typeof FareProtectionReply>
