/**
 * Kysely table types. Column names are the SQL (snake_case) names; services map rows to the
 * camelCase reply shapes. `date` columns are read as 'YYYY-MM-DD' strings and bigint counts as
 * numbers on both drivers (see kysely.ts), so the two databases return identical rows.
 */
import type { ColumnType, Generated } from 'kysely'

/** timestamptz: read as Date, written as Date. */
export type Timestamp = ColumnType<Date, Date, Date>
/** A nullable timestamptz. */
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>
/** date: read and written as 'YYYY-MM-DD'. */
export type DateString = string

export interface CompanyTable {
  id: Generated<number>
  corp_no: string
  fullname: string
  fullname_en: string
  short_name: string
  short_name_en: string
  domain_name: string | null
  email_domain: string | null
  /** Customer type: 1 key account, 2 standard company, 3 personal users. */
  khlx: number
  /** 1 free booking, 2 booking requires an approved business-trip application. */
  book_style: number
  hotel_version: number
  visitor_mode: number
  allow_register: number
  created_at: Timestamp
}

export interface DepartmentTable {
  id: Generated<number>
  corp_id: number
  code: string
  name: string
  name_en: string
  parent_id: number | null
  sort: number
}

/** Columns with a database default are Generated<...>: optional on insert. */
export interface EmployeeTable {
  id: Generated<number>
  corp_id: number
  dept_id: number | null
  emp_no: string
  /** Stored lower-case; login names compare case-insensitively. */
  login_name: string
  emp_name: string
  eng_name: string | null
  mobile: string
  email: string | null
  id_number: string | null
  passport: string | null
  passport_expiry: DateString | null
  born: DateString | null
  sex: string | null
  nation_code: Generated<string>
  emp_rank: string
  if_approver: Generated<number>
  if_booker: Generated<number>
  isdirector: Generated<number>
  app_book: Generated<number>
  app_travel: Generated<number>
  book_outside: Generated<number>
  /** 1 self, 2 own department, 3 whole company, 4 company and outside guests. */
  book_range: Generated<number>
  approval_mode: Generated<number>
  login_vip: Generated<number>
  is_admin: Generated<number>
  sqd_book_type: Generated<number>
  sso_json_param: string | null
  /** Argon2id; null for colleagues who have no login. */
  password_hash: string | null
  must_change_password: Generated<number>
  status: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface CompanyServiceTable {
  corp_id: number
  product_code: string
  /** 1 the service is open for the company. */
  zclx: number
  /** 1 the service shows its booking tips. */
  zclx_s: number
  sort: number
}

export interface EmployeeProductDenialTable {
  emp_id: number
  product_code: string
}

export interface SessionTable {
  id: Generated<number>
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string
  emp_id: number
  corp_id: number
  platform: string
  device_id: string
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: NullableTimestamp
  /** 'logout' | 'replaced' | 'password_changed' | 'password_reset'. */
  revoked_reason: string | null
}

export interface LoginFailureTable {
  login_key: string
  fail_count: number
  locked_until: NullableTimestamp
  updated_at: Timestamp
}

export interface CaptchaTable {
  id: string
  answer: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

export interface SmsCodeTable {
  id: Generated<number>
  phone: string
  scene: string
  code_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  attempts: number
  used_at: NullableTimestamp
}

export interface SmsOutboxTable {
  id: Generated<number>
  phone: string
  text: string
  code: string
  scene: string
  created_at: Timestamp
}

export interface TicketTable {
  ticket_hash: string
  /** What the ticket proves: an SMS scene ('register', 'reset', ...) or 'wxPhone'. */
  purpose: string
  phone: string
  emp_id: number | null
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

export interface ResetRequestTable {
  id: string
  login_key: string
  /** null when the login name matched no account: the flow then fails at step 2 like a wrong code. */
  emp_id: number | null
  phone: string | null
  created_at: Timestamp
  expires_at: Timestamp
}

export interface WechatBindingTable {
  openid: string
  corp_id: number
  emp_id: number
  unionid: string | null
  created_at: Timestamp
}

export interface WechatLoginTable {
  openid: string
  unionid: string | null
  created_at: Timestamp
  expires_at: Timestamp
}

export interface PageSettingTable {
  id: Generated<number>
  /** null: the platform default. */
  corp_id: number | null
  page_name: string
  page_name_en: string
  logo_url: string
  by1: string
  by2: string
  by2_en: string
  by4: string
  /** JSON of the themeBean colours. */
  theme: string
}

export interface ParameterTable {
  id: Generated<number>
  /** null: system-wide value; otherwise the company's override. */
  corp_id: number | null
  param_no: string
  name: string
  value1: string
  value2: string | null
}

export interface BClassTable {
  id: Generated<number>
  par_no: string
  code: string
  name_zh: string
  name_en: string
  sort: number
}

export interface NationTable {
  code: string
  name_zh: string
  name_en: string
  sort: number
}

export interface CostCenterTable {
  id: Generated<number>
  corp_id: number
  code: string
  name: string
  name_en: string
  dept_id: number | null
  status: number
}

export interface ProjectTable {
  id: Generated<number>
  corp_id: number
  code: string
  name: string
  name_en: string
  manager: string
  /** 1 in progress, 0 closed. */
  status: number
  start_date: DateString
  end_date: DateString | null
}

export interface TravelPolicyTable {
  id: Generated<number>
  corp_id: number
  emp_rank: string
  name: string
  /** Highest domestic cabin class: Y economy, C business, F first. */
  flight_cabin: string
  /** Highest fare as a percentage of the full economy fare (100 = no discount required). */
  flight_max_discount: number
  flight_advance_days: number
  intl_flight_cabin: string
  /** International flights at least this many hours long may use intl_flight_cabin; shorter ones economy. */
  intl_long_haul_hours: number
  /** Allowed train seat codes, comma separated (9 business, P special, M first, O second, 4 soft sleeper, 3 hard sleeper, 1 hard seat). */
  train_seats: string
  hotel_cap_tier1: number
  hotel_cap_tier2: number
  hotel_cap_tier3: number
  hotel_cap_intl: number
  /** economy | comfort | business. */
  car_level: string
  /** What happens out of policy: 1 allowed with a reason, 2 forbidden, 3 needs approval. */
  over_policy_action: number
}

export interface ApprovalRuleTable {
  id: Generated<number>
  corp_id: number
  name: string
  name_en: string
  /** 'trip' (business-trip application), 'booking' (orders), 'violation' (out-of-policy orders). */
  scope: string
  levels: number
}

export interface ApprovalRuleStepTable {
  rule_id: number
  level: number
  approver_emp_id: number
}

export interface ContactTable {
  id: Generated<number>
  emp_id: number
  corp_id: number
  ch_name: string
  en_name: string | null
  sex: string | null
  born: DateString | null
  mobile: string | null
  email: string | null
  /** colleague | family | client | other. */
  relation: string
  nation_code: string
  created_at: Timestamp
}

export interface ContactCardTable {
  id: Generated<number>
  contact_id: number
  card_type: string
  card_number: string
  expiry: DateString | null
  issue_place: string | null
}

export interface ServiceContactTable {
  id: Generated<number>
  /** null: the platform's own service desk, shown to every company. */
  corp_id: number | null
  name: string
  name_en: string
  /** consultant | service | manager. */
  role: string
  phone: string
  email: string | null
  work_time: string
  work_time_en: string
  sort: number
}

export interface NoticeTable {
  id: Generated<number>
  /** null: platform notice shown to everyone. */
  corp_id: number | null
  /** 'notice' (message centre) or 'login' (shown on the login screen). */
  kind: string
  title: string
  title_en: string
  content: string
  content_en: string
  publisher: string
  publish_time: Timestamp
  status: number
}

export interface NoticeReadTable {
  notice_id: number
  emp_id: number
  read_at: Timestamp
}

export interface BugReportTable {
  id: Generated<number>
  level: number
  platform: string
  user_agent: string
  corp_id: string
  emp_no: string
  path: string
  payload: string
  response: string
  created_at: Timestamp
}

export interface ProvinceTable {
  code: string
  name_zh: string
  name_en: string
}

export interface CityTable {
  code: string
  name_zh: string
  name_en: string
  pinyin: string
  initials: string
  province_code: string
  country_code: string
  lat: number
  lng: number
  hot: boolean
  tier: number
  has_airport: boolean
}

export interface AirportTable {
  iata: string
  name_zh: string
  name_en: string
  city_code: string
  city_zh: string
  city_en: string
  /** Copied from the city so a keyword search needs no join. */
  city_pinyin: string
  city_initials: string
  country_code: string
  lat: number
  lng: number
  international: boolean
  hot: boolean
}

export interface StationTable {
  code: string
  name_zh: string
  name_en: string
  pinyin: string
  initials: string
  city_code: string
  city_zh: string
  lat: number
  lng: number
  hot: boolean
}

/** The whole database. */
export interface DB {
  companies: CompanyTable
  departments: DepartmentTable
  employees: EmployeeTable
  company_services: CompanyServiceTable
  employee_product_denials: EmployeeProductDenialTable
  sessions: SessionTable
  login_failures: LoginFailureTable
  captchas: CaptchaTable
  sms_codes: SmsCodeTable
  sms_outbox: SmsOutboxTable
  tickets: TicketTable
  reset_requests: ResetRequestTable
  wechat_bindings: WechatBindingTable
  wechat_logins: WechatLoginTable
  page_settings: PageSettingTable
  parameters: ParameterTable
  b_classes: BClassTable
  nations: NationTable
  cost_centers: CostCenterTable
  projects: ProjectTable
  travel_policies: TravelPolicyTable
  approval_rules: ApprovalRuleTable
  approval_rule_steps: ApprovalRuleStepTable
  contacts: ContactTable
  contact_cards: ContactCardTable
  service_contacts: ServiceContactTable
  notices: NoticeTable
  notice_reads: NoticeReadTable
  bug_reports: BugReportTable
  provinces: ProvinceTable
  cities: CityTable
  airports: AirportTable
  stations: StationTable
}
