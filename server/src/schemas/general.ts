/** Company settings and reference data: page settings, parameters, product rights, categories, nations, cost centres, projects, service contacts. */
import { Type, type Static } from '@sinclair/typebox'
import { Flag, Line, Page, pageQuery } from './common'

/**
 * Product codes:
 * - '10901' domestic flight
 * - '10902' international flight
 * - '10903' hotel
 * - '10904' train
 * - '10906' car
 * - '10907' insurance
 * - '10911' tours
 * - '10912' airport services
 * - '10913' visa
 * - '10999' business-trip application
 */
export const ProductCode = Type.Union([
  Type.Literal('10901'),
  Type.Literal('10902'),
  Type.Literal('10903'),
  Type.Literal('10904'),
  Type.Literal('10906'),
  Type.Literal('10907'),
  Type.Literal('10911'),
  Type.Literal('10912'),
  Type.Literal('10913'),
  Type.Literal('10999'),
])
export type ProductCode = Static<typeof ProductCode>

/** The product codes in menu order. */
export const PRODUCT_CODES: readonly ProductCode[] = ['10901', '10902', '10903', '10904', '10906', '10907', '10911', '10912', '10913', '10999']

/** POST /obt/etPageSetList. */
export const PageSetListBody = Type.Object({
  /** Host the app is served from, e.g. hxkj.shanglv.cn. */
  domainName: Type.Optional(Line({ maxLength: 255 })),
  sysType: Type.Optional(Type.Union([Line({ maxLength: 16 }), Type.Integer()])),
  corpNo: Type.Optional(Line({ maxLength: 32 })),
})
export type PageSetListBody = Static<typeof PageSetListBody>

/** Theme colours. */
export const ThemeBean = Type.Object({
  mainColor: Type.String(),
  backColor: Type.String(),
  lightBackColor: Type.String(),
  lightBackColor1: Type.String(),
  linearMain1: Type.String(),
  linearMain2: Type.String(),
  linearMain3: Type.String(),
  linearMain4: Type.String(),
})
export type ThemeBean = Static<typeof ThemeBean>

/** The decoded form of PageSet.by1. */
export const PageSetBy1 = Type.Object({
  banners: Type.Array(Type.String()),
  loginBg: Type.String(),
  colors: ThemeBean,
})
export type PageSetBy1 = Static<typeof PageSetBy1>

/** Page settings of a company (or the platform default). */
export const PageSet = Type.Object({
  pageName: Type.String(),
  logoUrl: Type.String(),
  /** JSON string of PageSetBy1. */
  by1: Type.String(),
  /** Text for the login page; '\n' marks line breaks. */
  by2: Type.String(),
  /** Theme-set key: 'default' | 'hx' | 'df'. */
  by4: Type.String(),
  themeBean: ThemeBean,
  sysType: Type.String(),
  /** 1: the company lets visitors use pages without signing in (read before login by the route guard). */
  visitorMode: Flag,
})
export type PageSet = Static<typeof PageSet>

/** etPageSetList reply. */
export const PageSetListReply = Type.Array(PageSet)
export type PageSetListReply = Static<typeof PageSetListReply>

/** A parameter value. */
export const Parameter = Type.Object({
  paramNo: Type.String(),
  value1: Type.String(),
  value2: Type.Optional(Type.String()),
})
export type Parameter = Static<typeof Parameter>

/** Reply of every parameter call; unknown numbers are left out. */
export const ParameterReply = Type.Object({ parameterResponses: Type.Array(Parameter) })
export type ParameterReply = Static<typeof ParameterReply>

/** GET /obt/getParameter query. */
export const GetParameterQuery = Type.Object({ paramNo: Line({ minLength: 1, maxLength: 16 }) })
export type GetParameterQuery = Static<typeof GetParameterQuery>

/** POST /obt/admin/queryParameter (also common/queryParameter). */
export const QueryParameterBody = Type.Object({
  paramNos: Type.Array(Line({ minLength: 1, maxLength: 16 }), { minItems: 1, maxItems: 50 }),
})
export type QueryParameterBody = Static<typeof QueryParameterBody>

/** POST /obt/queryVipParameter and /obt/admin/vipParam/getSysParameter. */
export const ParamNoBody = Type.Object({ paramNo: Line({ minLength: 1, maxLength: 16 }) })
export type ParamNoBody = Static<typeof ParamNoBody>

/** POST /obt/sys/privilege/getAuthorizationPnos reply: company's open products ∩ the user's rights. */
export const AuthorizationPnosReply = Type.Object({ pnos: Type.Array(Type.String()) })
export type AuthorizationPnosReply = Static<typeof AuthorizationPnosReply>

/** GET /obt/getBClass query. parNo 15900 trip purposes, 15901 out-of-policy reasons, 15902 change reasons, 15903 refund reasons. */
export const BClassQuery = Type.Object({ parNo: Line({ minLength: 1, maxLength: 16 }) })
export type BClassQuery = Static<typeof BClassQuery>

/** A category entry. */
export const BClass = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() })
export type BClass = Static<typeof BClass>

/** getBClass reply. */
export const BClassReply = Type.Array(BClass)
export type BClassReply = Static<typeof BClassReply>

/** A nation. */
export const Nation = Type.Object({ code: Type.String(), nameZh: Type.String(), nameEn: Type.String() })
export type Nation = Static<typeof Nation>

/** POST /obt/bdc/findNationList reply. */
export const NationListReply = Type.Array(Nation)
export type NationListReply = Static<typeof NationListReply>

/** POST /obt/costCenterFindList. */
export const CostCenterListBody = Type.Object({ keywords: Type.Optional(Line({ maxLength: 50 })) })
export type CostCenterListBody = Static<typeof CostCenterListBody>

/** A cost centre of the caller's company. */
export const CostCenter = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  deptId: Type.Union([Type.String(), Type.Null()]),
})
export type CostCenter = Static<typeof CostCenter>

/** costCenterFindList reply. */
export const CostCenterListReply = Type.Array(CostCenter)
export type CostCenterListReply = Static<typeof CostCenterListReply>

/** POST /obt/projectList. status 1 in progress, 0 closed, absent: all. */
export const ProjectListBody = Type.Object({
  // The spec's project list: up to 9999 rows a page (the booking and trip forms read them at once).
  ...pageQuery(20, 9999),
  keywords: Type.Optional(Line({ maxLength: 50 })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
})
export type ProjectListBody = Static<typeof ProjectListBody>

/** A project of the caller's company. */
export const Project = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  manager: Type.String(),
  status: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.Union([Type.String(), Type.Null()]),
})
export type Project = Static<typeof Project>

/** projectList reply. */
export const ProjectPage = Page(Project)
export type ProjectPage = Static<typeof ProjectPage>

/** A service contact: the company's travel consultants, then the platform service desk. */
export const CustomerInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** consultant | service | manager */
  role: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  workTime: Type.String(),
})
export type CustomerInfo = Static<typeof CustomerInfo>

/** GET /obt/getCustomerInfoList reply. */
export const CustomerInfoListReply = Type.Array(CustomerInfo)
export type CustomerInfoListReply = Static<typeof CustomerInfoListReply>

/** GET /obt/getComplaintPhone reply. */
export const ComplaintPhoneReply = Type.Object({ phone: Type.String() })
export type ComplaintPhoneReply = Static<typeof ComplaintPhoneReply>
