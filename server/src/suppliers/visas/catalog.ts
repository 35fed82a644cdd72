/**
 * The simulated visa agency's fixed catalogue: 25 countries on five continents, the consular
 * districts of their missions in China (which provinces apply where, and the visa centre), and
 * 56 visa products (type, entries, validity, longest stay, processing days, price, interview)
 * with their material checklists per applicant kind. Deterministic: no randomness, so every
 * start of the demo world and every test sees the same catalogue.
 *
 * Districts: our six regions of China. A country whose missions cover fewer regions serves the
 * others from the nearest one (Shenyang from Beijing, Wuhan from Shanghai, Chengdu from
 * Guangzhou, and any still missing from Beijing).
 */
import type { ApplicantKind, ConsularDistrict, Continent, VisaCountry, VisaEntries, VisaMaterial, VisaProduct, VisaType } from './types'

/** A region of China a consular district may serve. */
interface Region {
  code: string
  nameZh: string
  nameEn: string
  provincesZh: string[]
  provincesEn: string[]
  addressZh: string
  addressEn: string
}

const REGIONS: Region[] = [
  {
    code: 'BJ', nameZh: '北京领区', nameEn: 'Beijing consular district',
    provincesZh: ['北京', '天津', '河北', '山西', '内蒙古', '河南', '山东', '陕西', '甘肃', '宁夏', '青海', '新疆', '西藏'],
    provincesEn: ['Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Inner Mongolia', 'Henan', 'Shandong', 'Shaanxi', 'Gansu', 'Ningxia', 'Qinghai', 'Xinjiang', 'Tibet'],
    addressZh: '北京市朝阳区东三环中路1号环球金融中心西塔', addressEn: 'West Tower, World Financial Centre, 1 East Third Ring Middle Road, Chaoyang, Beijing',
  },
  {
    code: 'SH', nameZh: '上海领区', nameEn: 'Shanghai consular district',
    provincesZh: ['上海', '江苏', '浙江', '安徽', '江西'],
    provincesEn: ['Shanghai', 'Jiangsu', 'Zhejiang', 'Anhui', 'Jiangxi'],
    addressZh: '上海市静安区南京西路1788号国际中心', addressEn: 'International Centre, 1788 West Nanjing Road, Jing\'an, Shanghai',
  },
  {
    code: 'GZ', nameZh: '广州领区', nameEn: 'Guangzhou consular district',
    provincesZh: ['广东', '广西', '福建', '海南'],
    provincesEn: ['Guangdong', 'Guangxi', 'Fujian', 'Hainan'],
    addressZh: '广州市天河区珠江新城华夏路8号合景国际金融广场', addressEn: 'Kwg International Finance Plaza, 8 Huaxia Road, Zhujiang New Town, Tianhe, Guangzhou',
  },
  {
    code: 'CD', nameZh: '成都领区', nameEn: 'Chengdu consular district',
    provincesZh: ['四川', '重庆', '云南', '贵州'],
    provincesEn: ['Sichuan', 'Chongqing', 'Yunnan', 'Guizhou'],
    addressZh: '成都市锦江区红星路三段1号国际金融中心', addressEn: 'International Finance Square, 1 Section 3 Hongxing Road, Jinjiang, Chengdu',
  },
  {
    code: 'SY', nameZh: '沈阳领区', nameEn: 'Shenyang consular district',
    provincesZh: ['辽宁', '吉林', '黑龙江'],
    provincesEn: ['Liaoning', 'Jilin', 'Heilongjiang'],
    addressZh: '沈阳市和平区青年大街286号华润大厦', addressEn: 'China Resources Building, 286 Qingnian Street, Heping, Shenyang',
  },
  {
    code: 'WH', nameZh: '武汉领区', nameEn: 'Wuhan consular district',
    provincesZh: ['湖北', '湖南'],
    provincesEn: ['Hubei', 'Hunan'],
    addressZh: '武汉市江汉区建设大道568号新世界国贸大厦', addressEn: 'New World International Trade Tower, 568 Jianshe Avenue, Jianghan, Wuhan',
  },
]

/** Where a region applies when a country has no mission there. */
const FALLBACK: Record<string, string> = { SY: 'BJ', WH: 'SH', CD: 'GZ' }

/** A product row of the table below: type, entries, validity days, longest stay, processing days, price, interview. */
type ProductRow = [VisaType, VisaEntries, number, number, number, number, boolean]

interface CountryRow {
  code: string
  zh: string
  en: string
  continent: Continent
  hot?: boolean
  districts: string[]
  strict?: boolean
  schengen?: boolean
  products: ProductRow[]
}

const B = 'BUSINESS'
const T = 'TOURIST'
const S = 'SINGLE'
const M = 'MULTIPLE'

const COUNTRY_ROWS: CountryRow[] = [
  // Asia
  { code: 'JP', zh: '日本', en: 'Japan', continent: 'ASIA', hot: true, districts: ['BJ', 'SH', 'GZ', 'CD', 'SY'],
    products: [[B, S, 90, 30, 5, 450, false], [B, M, 1095, 30, 7, 880, false], [T, S, 90, 15, 5, 350, false]] },
  { code: 'KR', zh: '韩国', en: 'South Korea', continent: 'ASIA', hot: true, districts: ['BJ', 'SH', 'GZ', 'CD', 'SY', 'WH'],
    products: [[B, S, 90, 90, 5, 420, false], [B, M, 1825, 30, 8, 980, false], [T, S, 90, 30, 5, 300, false]] },
  { code: 'SG', zh: '新加坡', en: 'Singapore', continent: 'ASIA', hot: true, districts: ['BJ', 'SH', 'GZ'],
    products: [[B, M, 730, 30, 4, 300, false], [T, S, 63, 30, 3, 180, false]] },
  { code: 'TH', zh: '泰国', en: 'Thailand', continent: 'ASIA', districts: ['BJ', 'SH', 'GZ', 'CD'],
    products: [[B, S, 90, 90, 5, 520, false], [T, S, 90, 60, 4, 280, false]] },
  { code: 'MY', zh: '马来西亚', en: 'Malaysia', continent: 'ASIA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 30, 5, 400, false], [T, S, 90, 30, 3, 220, false]] },
  { code: 'VN', zh: '越南', en: 'Vietnam', continent: 'ASIA', districts: ['BJ', 'GZ'],
    products: [[B, S, 90, 90, 5, 650, false], [T, S, 30, 30, 4, 330, false]] },
  { code: 'IN', zh: '印度', en: 'India', continent: 'ASIA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, M, 365, 180, 7, 1200, false], [T, S, 30, 30, 5, 600, false]] },
  { code: 'AE', zh: '阿联酋', en: 'United Arab Emirates', continent: 'ASIA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 60, 30, 4, 780, false], [T, S, 60, 30, 3, 650, false]] },
  { code: 'ID', zh: '印度尼西亚', en: 'Indonesia', continent: 'ASIA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 60, 6, 900, false], [T, S, 60, 30, 4, 550, false]] },
  // Europe
  { code: 'FR', zh: '法国', en: 'France', continent: 'EUROPE', hot: true, schengen: true, districts: ['BJ', 'SH', 'GZ', 'CD', 'SY', 'WH'],
    products: [[B, S, 90, 30, 10, 1050, true], [B, M, 365, 90, 12, 1350, true], [T, S, 90, 30, 10, 980, true]] },
  { code: 'DE', zh: '德国', en: 'Germany', continent: 'EUROPE', hot: true, schengen: true, districts: ['BJ', 'SH', 'GZ', 'CD', 'SY'],
    products: [[B, S, 90, 30, 10, 1080, true], [B, M, 730, 90, 12, 1400, true], [T, S, 90, 30, 10, 990, true]] },
  { code: 'IT', zh: '意大利', en: 'Italy', continent: 'EUROPE', schengen: true, districts: ['BJ', 'SH', 'GZ', 'CD'],
    products: [[B, S, 90, 30, 12, 1060, true], [T, S, 90, 30, 12, 980, true]] },
  { code: 'ES', zh: '西班牙', en: 'Spain', continent: 'EUROPE', schengen: true, districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 30, 10, 1020, true], [T, S, 90, 30, 10, 960, true]] },
  { code: 'CH', zh: '瑞士', en: 'Switzerland', continent: 'EUROPE', schengen: true, districts: ['BJ', 'SH', 'GZ', 'CD'],
    products: [[B, S, 90, 30, 10, 1100, true], [T, S, 90, 30, 10, 1000, true]] },
  { code: 'GB', zh: '英国', en: 'United Kingdom', continent: 'EUROPE', hot: true, strict: true, districts: ['BJ', 'SH', 'GZ', 'CD', 'SY', 'WH'],
    products: [[B, M, 180, 180, 15, 1580, true], [B, M, 730, 180, 15, 4680, true], [T, M, 180, 180, 15, 1480, true]] },
  { code: 'RU', zh: '俄罗斯', en: 'Russia', continent: 'EUROPE', districts: ['BJ', 'SH', 'GZ', 'SY'],
    products: [[B, S, 90, 90, 8, 850, false], [B, M, 365, 90, 10, 1600, false], [T, S, 30, 30, 6, 500, false]] },
  // Americas
  { code: 'US', zh: '美国', en: 'United States', continent: 'AMERICAS', hot: true, strict: true, districts: ['BJ', 'SH', 'GZ', 'SY', 'WH'],
    products: [[B, M, 3650, 180, 20, 1880, true], [T, M, 3650, 180, 20, 1780, true]] },
  { code: 'CA', zh: '加拿大', en: 'Canada', continent: 'AMERICAS', strict: true, districts: ['BJ', 'SH', 'GZ', 'CD'],
    products: [[B, M, 3650, 180, 20, 1650, true], [T, M, 3650, 180, 20, 1550, true]] },
  { code: 'BR', zh: '巴西', en: 'Brazil', continent: 'AMERICAS', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 90, 10, 1300, false], [T, M, 1825, 90, 10, 1100, false]] },
  { code: 'MX', zh: '墨西哥', en: 'Mexico', continent: 'AMERICAS', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 180, 180, 15, 1250, true], [T, S, 180, 180, 15, 1150, true]] },
  // Oceania
  { code: 'AU', zh: '澳大利亚', en: 'Australia', continent: 'OCEANIA', hot: true, strict: true, districts: ['BJ', 'SH', 'GZ', 'CD'],
    products: [[B, M, 365, 90, 15, 1450, true], [T, M, 365, 90, 15, 1350, true]] },
  { code: 'NZ', zh: '新西兰', en: 'New Zealand', continent: 'OCEANIA', strict: true, districts: ['BJ', 'SH', 'GZ'],
    products: [[B, M, 540, 90, 15, 1300, false], [T, M, 540, 90, 15, 1200, false]] },
  // Africa
  { code: 'ZA', zh: '南非', en: 'South Africa', continent: 'AFRICA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 90, 10, 980, true], [T, S, 90, 30, 10, 880, true]] },
  { code: 'EG', zh: '埃及', en: 'Egypt', continent: 'AFRICA', districts: ['BJ', 'SH'],
    products: [[B, S, 90, 30, 6, 720, false], [T, S, 90, 30, 5, 520, false]] },
  { code: 'KE', zh: '肯尼亚', en: 'Kenya', continent: 'AFRICA', districts: ['BJ', 'SH', 'GZ'],
    products: [[B, S, 90, 90, 5, 620, false], [T, S, 90, 90, 4, 480, false]] },
]

// ---------------------------------------------------------------- materials

type MaterialDef = Omit<VisaMaterial, 'required'>

const MATERIALS: Record<string, MaterialDef> = {
  PASSPORT: {
    code: 'PASSPORT', nameZh: '护照', nameEn: 'Passport',
    descZh: '护照首页扫描件；有效期在行程结束后仍有6个月以上，至少2页空白签证页。原件由快递交递签中心', descEn: 'Scan of the photo page: valid 6 months beyond the trip, at least 2 blank visa pages. The original goes to the visa centre by courier',
  },
  PHOTO: {
    code: 'PHOTO', nameZh: '证件照', nameEn: 'Photo',
    descZh: '近6个月内白底彩色照片，35×45毫米，露出双耳', descEn: 'Colour photo on white, taken within 6 months, 35×45 mm, ears visible',
  },
  APPLICATION_FORM: {
    code: 'APPLICATION_FORM', nameZh: '签证申请表', nameEn: 'Application form',
    descZh: '按使馆格式填写并由本人签字（未成年人由父母签字）', descEn: 'Filled in on the consulate\'s form and signed by the applicant (a parent for minors)',
  },
  ID_CARD: {
    code: 'ID_CARD', nameZh: '身份证', nameEn: 'ID card',
    descZh: '居民身份证正反面复印件', descEn: 'Copy of both sides of the resident ID card',
  },
  HOUSEHOLD: {
    code: 'HOUSEHOLD', nameZh: '户口本', nameEn: 'Household register',
    descZh: '户口本整本复印件', descEn: 'Copy of every page of the household register',
  },
  EMPLOYMENT_LETTER: {
    code: 'EMPLOYMENT_LETTER', nameZh: '在职证明', nameEn: 'Employment letter',
    descZh: '公司抬头纸打印，注明职位、入职时间、月收入及准假期间，加盖公章', descEn: 'On company letterhead: position, start date, monthly income and the approved leave, with the company seal',
  },
  BUSINESS_LICENSE: {
    code: 'BUSINESS_LICENSE', nameZh: '营业执照', nameEn: 'Business licence',
    descZh: '公司营业执照副本复印件，加盖公章', descEn: 'Copy of the company\'s business licence with the company seal',
  },
  INVITATION: {
    code: 'INVITATION', nameZh: '邀请函', nameEn: 'Invitation letter',
    descZh: '目的地邀请方出具，注明访问目的、日期及费用承担方', descEn: 'From the host abroad: purpose, dates and who pays the costs',
  },
  ITINERARY: {
    code: 'ITINERARY', nameZh: '行程单', nameEn: 'Itinerary',
    descZh: '往返机票预订单及每日行程安排', descEn: 'Return flight booking and the day-by-day plan',
  },
  INSURANCE: {
    code: 'INSURANCE', nameZh: '旅行医疗保险', nameEn: 'Travel medical insurance',
    descZh: '覆盖申根区全部停留期，保额不低于3万欧元', descEn: 'Covering the whole stay in the Schengen area, at least EUR 30,000',
  },
  BANK_STATEMENT: {
    code: 'BANK_STATEMENT', nameZh: '银行流水', nameEn: 'Bank statement',
    descZh: '近6个月银行流水，余额建议不低于5万元', descEn: 'The last 6 months, a balance of CNY 50,000 or more advised',
  },
  RETIREMENT_CERT: {
    code: 'RETIREMENT_CERT', nameZh: '退休证', nameEn: 'Retirement certificate',
    descZh: '退休证复印件', descEn: 'Copy of the retirement certificate',
  },
  STUDENT_CERT: {
    code: 'STUDENT_CERT', nameZh: '在读证明', nameEn: 'Proof of enrolment',
    descZh: '学校出具并盖章，注明年级及准假期间', descEn: 'From the school with its seal: year and the approved leave',
  },
  STUDENT_ID: {
    code: 'STUDENT_ID', nameZh: '学生证', nameEn: 'Student card',
    descZh: '学生证复印件', descEn: 'Copy of the student card',
  },
  BIRTH_CERT: {
    code: 'BIRTH_CERT', nameZh: '出生医学证明', nameEn: 'Birth certificate',
    descZh: '出生医学证明复印件', descEn: 'Copy of the birth certificate',
  },
  PARENT_CONSENT: {
    code: 'PARENT_CONSENT', nameZh: '父母同意书', nameEn: 'Parental consent',
    descZh: '父母双方签字的出行同意书及父母身份证复印件', descEn: 'Travel consent signed by both parents, with copies of their ID cards',
  },
  PARENT_EMPLOYMENT: {
    code: 'PARENT_EMPLOYMENT', nameZh: '父母在职证明', nameEn: 'Parents\' employment letters',
    descZh: '父母的在职证明或收入证明', descEn: 'The parents\' employment or income letters',
  },
  SPONSOR_LETTER: {
    code: 'SPONSOR_LETTER', nameZh: '资助证明', nameEn: 'Sponsorship letter',
    descZh: '父母或配偶出具的资助声明及其收入证明', descEn: 'A letter of support from parents or spouse, with proof of their income',
  },
}

const need = (code: string): VisaMaterial => ({ ...MATERIALS[code], required: true })
const advise = (code: string): VisaMaterial => ({ ...MATERIALS[code], required: false })

/** The checklist of a product per applicant kind: the common core, then what the kind and the type add. */
function checklists(type: VisaType, schengen: boolean): Record<ApplicantKind, VisaMaterial[]> {
  const core = [need('PASSPORT'), need('PHOTO'), need('APPLICATION_FORM')]
  const trip = type === 'BUSINESS' ? [need('INVITATION'), advise('ITINERARY')] : [need('ITINERARY')]
  const insurance = schengen ? [need('INSURANCE')] : []
  return {
    EMPLOYED: [...core, need('ID_CARD'), need('HOUSEHOLD'), need('EMPLOYMENT_LETTER'), need('BUSINESS_LICENSE'), ...trip, ...insurance, advise('BANK_STATEMENT')],
    RETIRED: [...core, need('ID_CARD'), need('HOUSEHOLD'), need('RETIREMENT_CERT'), ...trip, ...insurance, advise('BANK_STATEMENT')],
    STUDENT: [...core, need('ID_CARD'), need('HOUSEHOLD'), need('STUDENT_CERT'), advise('STUDENT_ID'), ...trip, ...insurance, advise('SPONSOR_LETTER')],
    CHILD: [...core, need('HOUSEHOLD'), need('BIRTH_CERT'), need('PARENT_CONSENT'), ...trip, ...insurance, advise('PARENT_EMPLOYMENT')],
  }
}

// ---------------------------------------------------------------- products

const TYPE_NAMES: Record<VisaType, { zh: string; en: string }> = { BUSINESS: { zh: '商务签证', en: 'business visa' }, TOURIST: { zh: '旅游签证', en: 'tourist visa' } }
const ENTRY_NAMES: Record<VisaEntries, { zh: string; en: string }> = { SINGLE: { zh: '单次', en: 'single-entry' }, DOUBLE: { zh: '两次', en: 'double-entry' }, MULTIPLE: { zh: '多次', en: 'multiple-entry' } }

/** '3年' / '3-year', '90天' / '90-day'. */
function validityName(days: number): { zh: string; en: string } {
  if (days >= 365 && days % 365 === 0) return { zh: `${days / 365}年`, en: `${days / 365}-year` }
  return { zh: `${days}天`, en: `${days}-day` }
}

function productOf(country: CountryRow, row: ProductRow, seq: number): VisaProduct {
  const [type, entries, validityDays, maxStayDays, processingDays, price, interview] = row
  const validity = validityName(validityDays)
  const typeName = TYPE_NAMES[type]
  const entryName = ENTRY_NAMES[entries]
  const notesZh = [
    `办理周期：递交使馆后约${processingDays}个工作日，不含材料收取与递交时间`,
    `签证有效期${validityDays}天，每次入境最长停留${maxStayDays}天`,
    ...(interview ? ['需本人按预约日期前往签证中心录入指纹或面谈'] : ['无需本人前往，材料齐全后由我们代为递交']),
    ...(country.schengen ? ['申根签证：须提供覆盖全程的旅行医疗保险'] : []),
    ...(country.strict ? ['该国使馆审核严格：建议材料（如银行流水）一项都不提供的申请人通常会被拒签'] : []),
    '使馆是否签发签证由使馆决定，拒签不退签证费',
  ]
  const notesEn = [
    `Processing: about ${processingDays} working days once submitted to the consulate, plus collecting and submitting the materials`,
    `Valid ${validityDays} days, up to ${maxStayDays} days per stay`,
    ...(interview ? ['The applicant attends the visa centre on the booked day (fingerprints or interview)'] : ['No visit needed: we submit the application once the materials are complete']),
    ...(country.schengen ? ['Schengen visa: travel medical insurance for the whole trip is required'] : []),
    ...(country.strict ? ['A strict consulate: applicants who bring none of the recommended materials (such as a bank statement) are usually refused'] : []),
    'The consulate alone decides whether to issue; a refused visa\'s fee is not refunded',
  ]
  return {
    productId: `V${country.code}${String(seq).padStart(2, '0')}`,
    countryCode: country.code,
    type,
    nameZh: `${country.zh}${validity.zh}${entryName.zh}${typeName.zh}`,
    nameEn: `${country.en} ${validity.en} ${entryName.en} ${typeName.en}`,
    entries,
    validityDays,
    maxStayDays,
    processingDays,
    price,
    interview,
    materials: checklists(type, country.schengen === true),
    notesZh,
    notesEn,
  }
}

/** The countries. */
export const VISA_COUNTRIES: readonly VisaCountry[] = COUNTRY_ROWS.map((c) => ({
  code: c.code, nameZh: c.zh, nameEn: c.en, continent: c.continent, hot: c.hot === true, districts: c.districts, strict: c.strict === true, schengen: c.schengen === true,
}))

/** Every product, by country in the table's order. */
export const VISA_PRODUCTS: readonly VisaProduct[] = COUNTRY_ROWS.flatMap((c) => c.products.map((row, i) => productOf(c, row, i + 1)))

/** The consular districts of a country: its missions, each serving its own region and those that fall back to it. */
function districtsOf(country: CountryRow): ConsularDistrict[] {
  const served = (code: string): string => {
    let at = code
    for (let i = 0; i < 3 && !country.districts.includes(at); i += 1) at = FALLBACK[at] ?? 'BJ'
    return country.districts.includes(at) ? at : country.districts[0]
  }
  return country.districts.map((code) => {
    const region = REGIONS.find((r) => r.code === code) as Region
    const covered = REGIONS.filter((r) => served(r.code) === code)
    return {
      consularId: `${country.code}-${code}`,
      countryCode: country.code,
      district: code,
      nameZh: region.nameZh,
      nameEn: region.nameEn,
      provincesZh: covered.flatMap((r) => r.provincesZh),
      provincesEn: covered.flatMap((r) => r.provincesEn),
      centreZh: `${country.zh}签证申请中心（${region.nameZh.replace('领区', '')}）`,
      centreEn: `${country.en} Visa Application Centre, ${region.nameEn.replace(' consular district', '')}`,
      addressZh: region.addressZh,
      addressEn: region.addressEn,
    }
  })
}

/** Every consular district, by country. */
export const VISA_DISTRICTS: readonly ConsularDistrict[] = COUNTRY_ROWS.flatMap(districtsOf)
