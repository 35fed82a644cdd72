/**
 * Demo companies: HX (free booking, every product), DF (booking needs an approved business-trip
 * application; no visa, no tours), PERSONAL (self-registered individuals) and HXSZ, HX's Shenzhen
 * subsidiary (a company group: hx.traveller holds a record in both, same employee number).
 */
import type { ProductCode } from '../../schemas/general'

/** A theme (themeBean colours). */
export interface SeedTheme {
  mainColor: string
  backColor: string
  lightBackColor: string
  lightBackColor1: string
  linearMain1: string
  linearMain2: string
  linearMain3: string
  linearMain4: string
}

/** Page settings of a company or the platform. */
export interface SeedPageSetting {
  pageName: string
  pageNameEn: string
  /** Folder under server/static holding logo.svg, banner-1.svg, banner-2.svg, login-bg.svg. */
  assets: string
  by2: string
  by2En: string
  by4: string
  theme: SeedTheme
}

/** A department. */
export interface SeedDepartment {
  code: string
  name: string
  nameEn: string
}

/** A company with its departments, open products and look. */
export interface SeedCompany {
  corpNo: string
  fullname: string
  fullnameEn: string
  shortName: string
  shortNameEn: string
  domainName: string | null
  emailDomain: string | null
  khlx: number
  bookStyle: 1 | 2
  hotelVersion: 1 | 2
  visitorMode: 0 | 1
  allowRegister: 0 | 1
  /** 1: submitting a business-trip application needs an attachment. */
  ccsqdFjRequired: 0 | 1
  departments: SeedDepartment[]
  /** Open products; services whose booking tips are shown are listed in `tipsFor`. */
  products: ProductCode[]
  tipsFor: ProductCode[]
  pageSetting: SeedPageSetting | null
  /** The parent company of a group (companies.parent_id); seeded after it. */
  parentCorpNo?: string
}

/** The platform's own look, used when no company is known (blue #1677ff). */
export const defaultPageSetting: SeedPageSetting = {
  pageName: '商旅 Shanglv',
  pageNameEn: 'Shanglv Business Travel',
  assets: 'default',
  by2: '一站式企业差旅服务\n机票 · 酒店 · 火车票 · 用车',
  by2En: 'Corporate travel in one place\nFlights · Hotels · Trains · Cars',
  by4: 'default',
  theme: {
    mainColor: '#1677ff',
    backColor: '#f5f7fa',
    lightBackColor: '#e6f4ff',
    lightBackColor1: '#bae0ff',
    linearMain1: '#4096ff',
    linearMain2: '#1677ff',
    linearMain3: '#69b1ff',
    linearMain4: '#0958d9',
  },
}

export const companies: SeedCompany[] = [
  {
    corpNo: 'HXKJ',
    fullname: '华信科技有限公司',
    fullnameEn: 'Huaxin Technology Co., Ltd.',
    shortName: '华信科技',
    shortNameEn: 'Huaxin Tech',
    domainName: 'hxkj.shanglv.cn',
    emailDomain: 'huaxin-tech.cn',
    khlx: 1,
    bookStyle: 1,
    hotelVersion: 2,
    visitorMode: 0,
    allowRegister: 1,
    ccsqdFjRequired: 1,
    departments: [
      { code: 'RD', name: '研发中心', nameEn: 'R&D Center' },
      { code: 'MKT', name: '市场部', nameEn: 'Marketing' },
      { code: 'FIN', name: '财务部', nameEn: 'Finance' },
      { code: 'CEO', name: '总裁办', nameEn: "President's Office" },
    ],
    products: ['10901', '10902', '10903', '10904', '10906', '10907', '10911', '10912', '10913', '10999'],
    tipsFor: ['10902', '10913'],
    pageSetting: {
      pageName: '华信商旅',
      pageNameEn: 'Huaxin Travel',
      assets: 'hx',
      by2: '华信科技员工差旅预订平台\n协议价机票、酒店实时可订',
      by2En: 'Huaxin Technology travel booking\nCorporate fares and hotel rates, bookable now',
      by4: 'hx',
      theme: {
        mainColor: '#1a66ff',
        backColor: '#f4f7fc',
        lightBackColor: '#e8f0ff',
        lightBackColor1: '#c4d9ff',
        linearMain1: '#4d8bff',
        linearMain2: '#1a66ff',
        linearMain3: '#7aa7ff',
        linearMain4: '#0047d6',
      },
    },
  },
  {
    corpNo: 'DFNY',
    fullname: '东方能源集团',
    fullnameEn: 'Dongfang Energy Group',
    shortName: '东方能源',
    shortNameEn: 'Dongfang Energy',
    domainName: 'dfny.shanglv.cn',
    emailDomain: 'dfny-group.com',
    khlx: 1,
    bookStyle: 2,
    hotelVersion: 1,
    visitorMode: 1,
    allowRegister: 0,
    ccsqdFjRequired: 0,
    departments: [
      { code: 'OPS', name: '生产运营部', nameEn: 'Production & Operations' },
      { code: 'NE', name: '新能源事业部', nameEn: 'New Energy Division' },
      { code: 'FIN', name: '财务部', nameEn: 'Finance' },
      { code: 'HR', name: '人力资源部', nameEn: 'Human Resources' },
      { code: 'GM', name: '总经理办公室', nameEn: "General Manager's Office" },
    ],
    products: ['10901', '10902', '10903', '10904', '10906', '10907', '10912', '10999'],
    tipsFor: ['10901', '10903', '10904'],
    pageSetting: {
      pageName: '东方能源差旅',
      pageNameEn: 'Dongfang Energy Travel',
      assets: 'df',
      by2: '出差先申请，审批后预订\n安全出行 · 合规差旅',
      by2En: 'Apply first, book after approval\nTravel safely · Travel by the rules',
      by4: 'df',
      theme: {
        mainColor: '#c8102e',
        backColor: '#fbf6f4',
        lightBackColor: '#fdecee',
        lightBackColor1: '#f9c9cf',
        linearMain1: '#e8452c',
        linearMain2: '#c8102e',
        linearMain3: '#f07c3e',
        linearMain4: '#9e0b22',
      },
    },
  },
  {
    corpNo: 'PERSONAL',
    fullname: '个人用户',
    fullnameEn: 'Personal Users',
    shortName: '个人用户',
    shortNameEn: 'Personal',
    domainName: null,
    emailDomain: null,
    khlx: 3,
    bookStyle: 1,
    hotelVersion: 2,
    visitorMode: 0,
    allowRegister: 1,
    ccsqdFjRequired: 0,
    departments: [],
    products: ['10901', '10902', '10903', '10904', '10906', '10907', '10911'],
    tipsFor: [],
    pageSetting: null,
  },
  // Last, so the ids of the companies above stay what tests and bookmarks know.
  {
    corpNo: 'HXSZ',
    parentCorpNo: 'HXKJ',
    fullname: '华信科技(深圳)有限公司',
    fullnameEn: 'Huaxin Technology (Shenzhen) Co., Ltd.',
    shortName: '华信深圳',
    shortNameEn: 'Huaxin Shenzhen',
    domainName: null,
    emailDomain: 'sz.huaxin-tech.cn',
    khlx: 1,
    bookStyle: 1,
    hotelVersion: 2,
    visitorMode: 0,
    allowRegister: 0,
    ccsqdFjRequired: 0,
    departments: [
      { code: 'SZRD', name: '深圳研发部', nameEn: 'Shenzhen R&D' },
      { code: 'SZSALES', name: '华南销售部', nameEn: 'South China Sales' },
      { code: 'SZADM', name: '综合管理部', nameEn: 'Administration' },
    ],
    products: ['10901', '10902', '10903', '10904', '10906', '10999'],
    tipsFor: ['10903'],
    pageSetting: {
      pageName: '华信深圳商旅',
      pageNameEn: 'Huaxin Shenzhen Travel',
      // HX's pictures in the subsidiary's colours (server/static/hxsz).
      assets: 'hxsz',
      by2: '华信科技（深圳）员工差旅预订\n集团协议价，一站可订',
      by2En: 'Huaxin Technology (Shenzhen) travel booking\nGroup rates, bookable in one place',
      by4: 'hx',
      theme: {
        mainColor: '#0e7c6b',
        backColor: '#f3f8f7',
        lightBackColor: '#e3f4f0',
        lightBackColor1: '#bfe6dc',
        linearMain1: '#26a08a',
        linearMain2: '#0e7c6b',
        linearMain3: '#5cc0ab',
        linearMain4: '#075a4d',
      },
    },
  },
]
