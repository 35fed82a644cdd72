/**
 * The visa supplier's interface: the catalogue (continents, countries, consular districts, visa
 * products with their material checklists per applicant kind), the visa centres' appointment
 * calendar, and the consulate's decision. The simulator (simulator.ts) serves a fixed catalogue
 * (catalog.ts); a real visa agency connector would implement the same interface.
 */

/** The five continents of the country list. */
export const CONTINENTS = ['ASIA', 'EUROPE', 'AMERICAS', 'OCEANIA', 'AFRICA'] as const
export type Continent = (typeof CONTINENTS)[number]

/** Visa types sold for business travel. */
export const VISA_TYPES = ['BUSINESS', 'TOURIST'] as const
export type VisaType = (typeof VISA_TYPES)[number]

/** Entries a visa allows. */
export type VisaEntries = 'SINGLE' | 'DOUBLE' | 'MULTIPLE'

/** Who applies: the material checklist differs per kind. */
export const APPLICANT_KINDS = ['EMPLOYED', 'RETIRED', 'STUDENT', 'CHILD'] as const
export type ApplicantKind = (typeof APPLICANT_KINDS)[number]

/** A country in the catalogue. */
export interface VisaCountry {
  /** ISO 3166 alpha-2 ('JP'). */
  code: string
  nameZh: string
  nameEn: string
  continent: Continent
  /** Shown first and marked hot. */
  hot: boolean
  /** Consular district codes (our five-plus regions of China) this country's missions serve. */
  districts: readonly string[]
  /** Strict consulates refuse applicants who bring none of their recommended materials. */
  strict: boolean
  /** A Schengen state (travel insurance required). */
  schengen: boolean
}

/** A consular district of a country: which provinces apply where, and the visa centre. */
export interface ConsularDistrict {
  /** '<country>-<district>' ('JP-BJ'). */
  consularId: string
  countryCode: string
  district: string
  nameZh: string
  nameEn: string
  provincesZh: string[]
  provincesEn: string[]
  centreZh: string
  centreEn: string
  addressZh: string
  addressEn: string
}

/** One material of a checklist. */
export interface VisaMaterial {
  code: string
  nameZh: string
  nameEn: string
  descZh: string
  descEn: string
  /** Required: booking needs a file of it. Otherwise recommended. */
  required: boolean
}

/** A visa product. */
export interface VisaProduct {
  /** 'VJP01'. */
  productId: string
  countryCode: string
  type: VisaType
  nameZh: string
  nameEn: string
  entries: VisaEntries
  /** Days the visa is valid from issue. */
  validityDays: number
  /** Longest stay per entry, days. */
  maxStayDays: number
  /** Working days the consulate takes once the application is submitted. */
  processingDays: number
  /** Per applicant, CNY: the consular fee and the agency's handling. */
  price: number
  /** The applicant appears at the visa centre (biometrics or interview) on a booked day. */
  interview: boolean
  /** The checklist per applicant kind. */
  materials: Record<ApplicantKind, VisaMaterial[]>
  notesZh: string[]
  notesEn: string[]
}

/** A day of the visa centre's appointment calendar. */
export interface AppointmentDay {
  date: string
  /** Slots still open that day (0: full). */
  slotsLeft: number
}

/** What the consulate decides for an applicant. */
export type VisaDecision = 'ISSUED' | 'REFUSED'

/** The supplier. */
export interface VisaSupplier {
  countries(): readonly VisaCountry[]
  country(code: string): VisaCountry | undefined
  districts(countryCode: string): readonly ConsularDistrict[]
  district(consularId: string): ConsularDistrict | undefined
  products(countryCode?: string): readonly VisaProduct[]
  product(productId: string): VisaProduct | undefined
  /** The visa centre's calendar of a district for an interview product, from `fromDate` for `days` days. */
  appointmentDays(consularId: string, fromDate: string, days: number): AppointmentDay[]
  /**
   * The consulate's decision on one applicant: the materials given (codes) against the checklist;
   * a strict consulate refuses an applicant who brings none of the recommended ones.
   */
  decide(product: VisaProduct, kind: ApplicantKind, materialCodes: readonly string[]): VisaDecision
  /** The visa's number for an issued applicant (deterministic per order and applicant). */
  visaNo(countryCode: string, orderNo: string, applicantSeq: number): string
  /** The courier's waybill number of a return by post. */
  expressNo(orderNo: string): string
}
