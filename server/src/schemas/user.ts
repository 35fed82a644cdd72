/** The signed-in user: employee (empInfo) and company (vipCorp), as getLoginUserInfo returns them. */
import { Type, type Static } from '@sinclair/typebox'
import { Flag } from './common'

/** Roles derived from the employee's flags. */
export const RoleId = Type.Union([Type.Literal('traveller'), Type.Literal('booker'), Type.Literal('approver'), Type.Literal('admin')])
export type RoleId = Static<typeof RoleId>

/**
 * Booking scope (bookRange): 1 only for oneself, 2 for the own department, 3 for the whole
 * company, 4 for the whole company and outside guests.
 */
export const BookRange = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])
export type BookRange = Static<typeof BookRange>

/** The employee part of the user info. ID and passport numbers only ever travel masked. */
export const EmpInfo = Type.Object({
  empId: Type.String(),
  empNo: Type.String(),
  empName: Type.String(),
  engName: Type.String(),
  corpId: Type.String(),
  deptId: Type.String(),
  deptName: Type.String(),
  /** The caller's own number, whole. */
  phoneNumber: Type.String(),
  email: Type.String(),
  /** First 4 + **** + last 4, or '' when none is on file. */
  idNumberMasked: Type.String(),
  /** First 2 + **** + last 2, or ''. */
  passportMasked: Type.String(),
  born: Type.String(),
  sex: Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Literal('')]),
  /** ISO 3166 alpha-2 nationality. */
  nation: Type.String(),
  empRank: Type.String(),
  ifApprover: Flag,
  ifBooker: Flag,
  isdirector: Flag,
  appBook: Flag,
  appTravel: Flag,
  bookOutside: Flag,
  bookRange: BookRange,
  approvalMode: Type.Integer(),
  loginVip: Flag,
  roleIds: Type.Array(RoleId),
  sqdBookType: Flag,
  ssoJsonParam: Type.Union([Type.String(), Type.Null()]),
  mustChangePassword: Flag,
})
export type EmpInfo = Static<typeof EmpInfo>

/** Per-service switches of a company: zclx 1 = open, zclxS 1 = show the booking tips. */
export const ServiceSwitch = Type.Object({ zclx: Flag, zclxS: Flag })
export type ServiceSwitch = Static<typeof ServiceSwitch>

/** The company part of the user info. */
export const VipCorp = Type.Object({
  corpId: Type.String(),
  corpNo: Type.String(),
  fullname: Type.String(),
  shortName: Type.String(),
  /** The employee's department name (the contract keeps it on the company part). */
  deptName: Type.String(),
  hotelVersion: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Customer type: 1 key account, 2 standard company, 3 personal users. */
  khlx: Type.Integer(),
  /** 1 free booking, 2 booking requires an approved business-trip application. */
  bookStyle: Type.Union([Type.Literal(1), Type.Literal(2)]),
  visitorMode: Flag,
  allowRegister: Flag,
  /** Keyed by product code (see general.ts ProductCode). */
  services: Type.Record(Type.String(), ServiceSwitch),
  logoUrl: Type.String(),
  /** 1: submitting a business-trip application needs at least one attachment. */
  ccsqdFjRequired: Flag,
})
export type VipCorp = Static<typeof VipCorp>

/** GET /obt/getLoginUserInfo query. */
export const LoginUserInfoQuery = Type.Object({
  refresh: Type.Optional(Type.String()),
  timestamp: Type.Optional(Type.String()),
  loginType: Type.Optional(Type.String()),
})
export type LoginUserInfoQuery = Static<typeof LoginUserInfoQuery>

/** GET /obt/getLoginUserInfo reply. */
export const LoginUserInfo = Type.Object({ empInfo: EmpInfo, vipCorp: VipCorp })
export type LoginUserInfo = Static<typeof LoginUserInfo>
