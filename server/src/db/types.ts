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
  /** 1: submitting a business-trip application needs at least one attachment (migration 006). */
  ccsqd_fj_required: Generated<number>
  created_at: Timestamp
  /** The company this one belongs to in a group (migration 025); null: a root company. */
  parent_id: number | null
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
  /** Lowest-fare rule: the cheapest economy fare within ± this many minutes must be taken (0: no rule). */
  flight_lowest_fare_minutes: Generated<number>
  /** English name ('' when none: the Chinese one is shown). */
  name_en: Generated<string>
}

export interface ApprovalRuleTable {
  id: Generated<number>
  corp_id: number
  name: string
  name_en: string
  /** 'trip' (business-trip application), 'booking' (orders), 'violation' (out-of-policy orders). */
  scope: string
  levels: number
  /** Match conditions (migration 006); null = any. */
  dept_id: number | null
  /** Comma-separated ranks. */
  ranks: string | null
  min_amount: number | null
  /** Higher wins among matching rules. */
  priority: Generated<number>
  /** 1 active, 0 off. */
  status: Generated<number>
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
/** Seats taken per flight and fare bucket (capacity copied from the simulator on first use). */
export interface FlightSeatTable {
  /** 'YYYYMMDD.FLIGHTNO.DEP.ARR' (the flightKey). */
  flight_key: string
  cabin_code: string
  dep_date: DateString
  capacity: number
  taken: Generated<number>
  /** The demo market: percent the airline moved this bucket's fare (0: as published). */
  fare_move_pct: Generated<number>
}

/** Per-company travel settings (a company without a row: no fees, personal payment, no approval). */
export interface CompanyTravelSettingTable {
  corp_id: number
  flight_service_fee_business: number
  flight_service_fee_personal: number
  /** 1: business trips are paid from the company account. */
  company_pays_business: number
  company_account_name: string
  company_account_name_en: string
  credit_limit: number
  credit_used: Generated<number>
  /** 1: every flight order needs approval. */
  approve_all_flight_orders: Generated<number>
  /** 1: out-of-policy flight orders need approval. */
  approve_out_of_policy: Generated<number>
  /** 1: fare protection in the approval window (services/booking/fare-protection.ts). */
  fare_protection: Generated<number>
  /** Percent over an approved budget, or over the quoted fare, that still goes through. */
  fare_tolerance_pct: Generated<number>
  /** How long an order in approval keeps its quoted fare. */
  fare_hold_minutes: Generated<number>
}

export interface ViolationReasonTable {
  id: Generated<number>
  corp_id: number
  product_code: string
  code: string
  name_zh: string
  name_en: string
  need_note: Generated<number>
  sort: Generated<number>
}

export interface InsuranceProductTable {
  id: Generated<number>
  /** The bxid the app sees. */
  code: string
  product_code: string
  name_zh: string
  name_en: string
  price: number
  terms_zh: string
  terms_en: string
  summary_zh: string
  summary_en: string
  default_selected: Generated<number>
  company_paid: Generated<number>
  sort: Generated<number>
  status: Generated<number>
}

/**
 * The order header of every product (migration 009; was flight_orders). Product tables (flight
 * passengers, segments, tickets...) hang off it by order_id.
 */
export interface OrderTable {
  id: Generated<number>
  order_no: string
  /** Order type of booking-flows §2.4 (11001 domestic flight, ...): which registered kind owns the order. */
  order_type: number
  /** Product code (10901 domestic flight ... 10913). */
  product_code: string
  corp_id: number
  booker_emp_id: number
  client_token: string
  trip_type: number
  /** An order status code (services/orders/order-state.ts). */
  status: string
  contact_name: string
  contact_phone: string
  contact_email: string | null
  cost_center_id: number | null
  project_id: number | null
  ccsqd_id: string | null
  route_id: string | null
  /** JSON array of {code} broken rules, null when in policy. */
  violations: string | null
  violation_reason_id: number | null
  violation_note: string | null
  need_approval: Generated<number>
  fare_total: number
  tax_total: number
  service_fee_total: number
  insurance_total: number
  total_amount: number
  paid_amount: Generated<number>
  refunded_amount: Generated<number>
  pay_deadline: NullableTimestamp
  paid_at: NullableTimestamp
  pay_type: string | null
  pay_no: string | null
  first_dep_at: Timestamp
  route_text_zh: string
  route_text_en: string
  /** The total quoted at booking, kept while the fare is protected (null: no protection). */
  quoted_total: Generated<number | null>
  /** Until when an order in approval keeps its quoted fare. */
  fare_hold_until: NullableTimestamp
  /** A new total beyond the tolerance, waiting for the traveller's yes before payment. */
  fare_ask_total: Generated<number | null>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface FlightOrderPassengerTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  psg_type: number
  card_type: string
  /** Whole number: needed to issue the ticket; never leaves the server (replies mask it). */
  card_number: string
  card_expiry: DateString | null
  phone: string | null
  born: DateString | null
  sex: string | null
  sort: number
}

export interface FlightOrderSegmentTable {
  id: Generated<number>
  order_id: number
  segment_no: number
  flight_key: string
  flight_no: string
  dep_airport: string
  arr_airport: string
  dep_city: string
  arr_city: string
  dep_date: DateString
  dep_at: Timestamp
  cabin_code: string
  cabin_class: string
  discount: number
  price: number
  y_full_price: number
  /** JSON of the flight as sold (names, times, terminals, rules), so the order never depends on the simulator again. */
  snapshot: string
  changed_from_segment_id: number | null
}

export interface FlightTicketTable {
  id: Generated<number>
  order_id: number
  passenger_id: number
  segment_id: number
  segment_no: number
  ticket_no: string | null
  /** BOOKED, ISSUED, REFUNDED, CHANGED, VOID. */
  status: string
  fare: number
  airport_fee: number
  fuel_fee: number
  service_fee: number
  insurance: number
  /** 0 for infants (no seat of their own). */
  holds_seat: number
  changed_from_ticket_id: number | null
  created_at: Timestamp
}

export interface FlightOrderInsuranceTable {
  id: Generated<number>
  order_id: number
  product_id: number
  code: string
  name_zh: string
  name_en: string
  price: number
  count: number
  amount: number
}

/** One status change of an order (every kind): who (null: the system), when, from, to, what and why. */
export interface OrderEventTable {
  id: Generated<number>
  order_id: number
  from_status: string | null
  to_status: string
  event: string
  actor_emp_id: number | null
  note: string | null
  created_at: Timestamp
}

export interface FlightRefundTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number
  /** The order status this refund left. */
  order_status: string
  refund_type: number
  reason: string
  hours_before: number
  total_fee: number
  total_amount: number
  created_at: Timestamp
}

export interface FlightRefundItemTable {
  id: Generated<number>
  refund_id: number
  ticket_id: number
  passenger_id: number
  segment_no: number
  fare: number
  fee_percent: number
  fee: number
  taxes: number
  amount: number
}

export interface FlightChangeTable {
  id: Generated<number>
  change_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number
  /**
   * The order status the change left (CHANGED / PARTIAL_CHANGE); AWAITING_PAYMENT while it waits
   * for the traveller's payment, CANCELLED when it lapsed unpaid.
   */
  order_status: string
  reason: string
  segment_no: number
  old_segment_id: number
  new_segment_id: number
  change_fee: number
  fare_difference: number
  /** Change fee + fare difference (what the change costs before anything is given back). */
  total_amount: number
  created_at: Timestamp
  /** A cheaper new fare: the difference given back, less fare_refund_fee (kept by the old fare's refund rule). */
  fare_refund: Generated<number>
  fare_refund_fee: Generated<number>
  /** COMPANY | PERSONAL: who settles the change (the order's payer); null when nothing is owed either way. */
  pay_type: string | null
  /** Set while the change waits for the traveller's payment (order_status AWAITING_PAYMENT). */
  pay_deadline: Timestamp | null
  paid_at: Timestamp | null
  pay_no: string | null
}

export interface FlightChangeItemTable {
  id: Generated<number>
  change_id: number
  passenger_id: number
  old_ticket_id: number
  new_ticket_id: number
  change_fee: number
  fare_difference: number
  fare_refund: Generated<number>
  fare_refund_fee: Generated<number>
}

/** A live ticket's hold on a flight for one identity of its passenger (one per company, identity, flight and date). */
export interface FlightPassengerClaimTable {
  corp_id: number
  /** 'card:<TYPE>:<NUMBER>' or 'emp:<id>'. */
  identity: string
  /** The operating flight number (a code-share is the same seat). */
  flight_no: string
  dep_date: DateString
  order_id: number
  ticket_id: number
}

export interface PaymentTable {
  id: Generated<number>
  pay_no: string
  corp_id: number
  emp_id: number
  /** COMPANY | PERSONAL. */
  pay_type: string
  /** order | change | refund. */
  scene: string
  /** Negative for refunds. */
  amount: number
  /** Comma-separated order ids (payment_orders links them with a foreign key). */
  order_ids: string
  provider_ref: string
  created_at: Timestamp
}

/** The orders a payment paid or refunded (migration 009). */
export interface PaymentOrderTable {
  payment_id: number
  order_id: number
}

export interface EmailOutboxTable {
  id: Generated<number>
  corp_id: number | null
  emp_id: number | null
  to_addr: string
  subject: string
  body: string
  attachment_url: string | null
  created_at: Timestamp
}

export interface DocumentLinkTable {
  token_hash: string
  order_id: number
  emp_id: number
  lang: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

/** A business-trip application (status: schemas/trip.ts TRIP_STATUS). */
export interface TripApplicationTable {
  id: Generated<number>
  ccsqd_no: string
  corp_id: number
  applicant_emp_id: number
  status: number
  add_method: number
  ccsy: string
  date_begin: DateString
  date_end: DateString
  mdd: string
  cost_center_id: number | null
  project_id: number | null
  jtys: number
  zsys: number
  qtys: number
  zys: number
  reject_reason: string | null
  created_at: Timestamp
  submitted_at: NullableTimestamp
  updated_at: Timestamp
}

export interface TripTravellerTable {
  application_id: number
  emp_id: number
  sort: number
}

/** A change of an approved application (status 1 in approval, 2 approved, 3 rejected, 4 withdrawn). */
export interface TripChangeTable {
  id: Generated<number>
  application_id: number
  corp_id: number
  applicant_emp_id: number
  status: number
  change_yy: string
  bgqzys: number
  bghzys: number
  jtys: number
  zsys: number
  qtys: number
  /** JSON TripRoute[] at the time of the change. */
  routes_before: string
  /** JSON TripRoute[] once applied. */
  routes_after_applied: string | null
  reject_reason: string | null
  created_at: Timestamp
  decided_at: NullableTimestamp
}

/** A route: of the application (change_id null) or proposed by a change. */
export interface TripRouteTable {
  id: Generated<number>
  application_id: number
  change_id: number | null
  origin_route_id: number | null
  sort: number
  product_type: number
  from_city: string | null
  from_code: string | null
  to_city: string
  to_code: string
  date_begin: DateString
  date_end: DateString | null
  cabin: string | null
  flight_no: string | null
  fyys: number | null
  remark: string | null
  /** 1 open, 3 booked (order_id set). */
  route_status: Generated<number>
  order_id: number | null
}

export interface TripAttachmentTable {
  id: Generated<number>
  corp_id: number
  uploader_emp_id: number
  /** null until an application takes it. */
  application_id: number | null
  name: string
  mime: string
  size: number
  data: Uint8Array
  created_at: Timestamp
}

/** One approval run of an application (11099, with change_id for a change) or an order (11001). */
export interface ApprovalInstanceTable {
  id: Generated<number>
  corp_id: number
  order_type: number
  subject_id: number
  change_id: number | null
  rule_id: number | null
  rule_name: string
  rule_name_en: string
  /** 0 for an automatic approval (no rule matched). */
  levels: number
  current_level: number
  /** INSTANCE_STATUS. */
  status: number
  applicant_emp_id: number
  amount: number
  violation: Generated<number>
  created_at: Timestamp
  decided_at: NullableTimestamp
}

/** One approver's item on one level (state: WORK_ITEM_STATE). */
export interface ApprovalWorkItemTable {
  id: Generated<number>
  instance_id: number
  corp_id: number
  level: number
  approver_emp_id: number
  state: number
  remark: string | null
  activated_at: NullableTimestamp
  decided_at: NullableTimestamp
}

/** A personal message (yycj 1 traveller side, 2 approver side). */
export interface EmpMessageTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  title: string
  title_en: string
  content: string
  content_en: string
  yycj: number
  order_id: string
  order_type: number
  work_item_id: number | null
  read_at: NullableTimestamp
  created_at: Timestamp
}

/** A push payload recorded for the push adapter. */
export interface PushRecordTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  yycj: number
  order_id: string
  order_type: number
  work_item_id: number | null
  local_msg: string
  created_at: Timestamp
}

// ---------------------------------------------------------------- trains (migration 010)

/** Seats of a train's seat quota: capacity copied from the supplier, what is taken now, how many were ever issued. */
export interface TrainSeatTable {
  /** The supplier's inventoryKey of the listing. */
  inventory_key: string
  /** 12306 seat type code. */
  seat_type: string
  train_date: DateString
  capacity: number
  taken: Generated<number>
  /** Tickets ever issued of this quota (only grows): the ordinal of the next seat number. */
  issued: Generated<number>
}

/** A company's train settings (no row: the booking service fees of company_travel_settings, no blanket approval). */
export interface TrainSettingTable {
  corp_id: number
  service_fee_business: number
  service_fee_personal: number
  approve_all_orders: Generated<number>
}

/** A train of an order (legNo 1, or 1 and 2 for a transfer; a change adds its new train as a row). */
export interface TrainOrderLegTable {
  id: Generated<number>
  order_id: number
  leg_no: number
  train_key: string
  inventory_key: string
  train_code: string
  /** Departure date at from_station. */
  train_date: DateString
  from_station: string
  to_station: string
  from_city: string
  to_city: string
  depart_at: Timestamp
  arrive_at: Timestamp
  /** JSON: station names, times, run time, arrive days, train type. */
  snapshot: string
  changed_from_leg_id: number | null
}

/** A passenger of a train order. */
export interface TrainOrderPassengerTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  psg_type: number
  /** 1 adult, 2 child, 3 student. */
  ticket_type: number
  card_type: string
  card_number: string
  card_expiry: DateString | null
  phone: string | null
  born: DateString | null
  sex: string | null
  sort: number
}

/** A ticket of a passenger on a leg. */
export interface TrainTicketTable {
  id: Generated<number>
  order_id: number
  passenger_id: number
  leg_id: number
  leg_no: number
  seat_type: string
  fare: number
  service_fee: number
  insurance: number
  /** BOOKED, ISSUED, REFUNDED, CHANGED, VOID. */
  status: string
  ticket_no: string | null
  carriage: string | null
  seat_no: string | null
  seat_label_zh: string | null
  seat_label_en: string | null
  changed_from_ticket_id: number | null
  created_at: Timestamp
}

/** An insurance line of a train order. */
export interface TrainOrderInsuranceTable {
  id: Generated<number>
  order_id: number
  product_id: number
  code: string
  name_zh: string
  name_en: string
  price: number
  count: number
  amount: number
}

/** One identity of a passenger holding a live ticket on a train and date (the one-booking rule). */
export interface TrainPassengerClaimTable {
  corp_id: number
  identity: string
  train_code: string
  train_date: DateString
  order_id: number
  ticket_id: number
}

/** A refund of train tickets. */
export interface TrainRefundTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number
  order_status: string
  reason: string
  hours_before: number
  total_fee: number
  total_amount: number
  created_at: Timestamp
}

/** A refunded ticket. */
export interface TrainRefundItemTable {
  id: Generated<number>
  refund_id: number
  ticket_id: number
  passenger_id: number
  fare: number
  fee_percent: number
  fee: number
  amount: number
}

/** A change (改签) of train tickets to another train. */
export interface TrainChangeTable {
  id: Generated<number>
  change_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number
  order_status: string
  reason: string
  leg_no: number
  old_leg_id: number
  new_leg_id: number
  change_fee: number
  payable: number
  refundable: number
  pay_type: string | null
  pay_deadline: NullableTimestamp
  paid_at: NullableTimestamp
  pay_no: string | null
  created_at: Timestamp
}

/** A changed ticket. */
export interface TrainChangeItemTable {
  id: Generated<number>
  change_id: number
  passenger_id: number
  old_ticket_id: number
  new_ticket_id: number
  old_fare: number
  new_fare: number
  change_fee_percent: number
  change_fee: number
  difference: number
  difference_fee: number
  payable: number
  refundable: number
}

/** A standby (候补) order's request: deadline, state, queue place. */
export interface TrainStandbyTable {
  order_id: number
  corp_id: number
  train_date: DateString
  from_city: string
  to_city: string
  deadline: Timestamp
  /** UNPAID, WAITING, FULFILLED, EXPIRED, CANCELLED. */
  state: string
  queued_at: Timestamp
  fulfilled_at: NullableTimestamp
  /** JSON: the chosen trains (code, key, stations, times) and seat types. */
  snapshot: string
}

/** A train × seat type a standby order accepts. */
export interface TrainStandbyOptionTable {
  order_id: number
  sort: number
  train_key: string
  inventory_key: string
  seat_type: string
  fare: number
}

/** A rail account (12306) an employee bound; never its password. */
export interface RailAccountTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  account_name: string
  /** The supplier's opaque reference of the account. */
  account_ref: string
  /** JSON: the account's passengers at binding (names, masked numbers, birth dates, check codes). */
  passengers: string
  bound_at: Timestamp
  status: Generated<number>
}

/** The railway's identity check of a passenger, per company; a pending SMS code while result is 2. */
export interface RailIdentityCheckTable {
  id: Generated<number>
  corp_id: number
  /** SHA-256 of 'TYPE:NUMBER:name'. */
  identity_hash: string
  card_type: string
  /** 0 not passed, 1 passed, 2 needs a code. */
  result: number
  checked_at: Timestamp
  code_hash: string | null
  code_expires_at: NullableTimestamp
  code_attempts: Generated<number>
  code_sent_at: NullableTimestamp
  codes_sent: Generated<number>
  codes_window_start: NullableTimestamp
}

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
  flight_seats: FlightSeatTable
  company_travel_settings: CompanyTravelSettingTable
  violation_reasons: ViolationReasonTable
  insurance_products: InsuranceProductTable
  orders: OrderTable
  flight_order_passengers: FlightOrderPassengerTable
  flight_order_segments: FlightOrderSegmentTable
  flight_tickets: FlightTicketTable
  flight_order_insurances: FlightOrderInsuranceTable
  order_events: OrderEventTable
  flight_refunds: FlightRefundTable
  flight_refund_items: FlightRefundItemTable
  flight_changes: FlightChangeTable
  flight_change_items: FlightChangeItemTable
  flight_passenger_claims: FlightPassengerClaimTable
  payments: PaymentTable
  payment_orders: PaymentOrderTable
  email_outbox: EmailOutboxTable
  document_links: DocumentLinkTable
  trip_applications: TripApplicationTable
  trip_travellers: TripTravellerTable
  trip_changes: TripChangeTable
  trip_routes: TripRouteTable
  trip_attachments: TripAttachmentTable
  approval_instances: ApprovalInstanceTable
  approval_work_items: ApprovalWorkItemTable
  emp_messages: EmpMessageTable
  push_records: PushRecordTable
  train_seats: TrainSeatTable
  train_settings: TrainSettingTable
  train_order_legs: TrainOrderLegTable
  train_order_passengers: TrainOrderPassengerTable
  train_tickets: TrainTicketTable
  train_order_insurances: TrainOrderInsuranceTable
  train_passenger_claims: TrainPassengerClaimTable
  train_refunds: TrainRefundTable
  train_refund_items: TrainRefundItemTable
  train_changes: TrainChangeTable
  train_change_items: TrainChangeItemTable
  train_standby: TrainStandbyTable
  train_standby_options: TrainStandbyOptionTable
  rail_accounts: RailAccountTable
  rail_identity_checks: RailIdentityCheckTable
}

// ---------------------------------------------------------------- hotels (migration 012)

/** Rooms of a hotel's room type on a night: what the supplier sells and what is taken (0 ≤ taken ≤ capacity). */
export interface HotelInventoryTable {
  hotel_id: string
  room_type_id: string
  night: DateString
  city_code: string
  capacity: number
  taken: Generated<number>
}

/** A company's hotel settings (no row: the booking service fees of company_travel_settings, no blanket approval). */
export interface HotelSettingTable {
  corp_id: number
  /** Per room-night. */
  service_fee_business: number
  service_fee_personal: number
  approve_all_orders: Generated<number>
}

/** The hotel part of an order header (order type 11007). */
export interface HotelOrderTable {
  order_id: number
  corp_id: number
  hotel_id: string
  city_code: string
  /** JSON: the hotel as booked (names, address, star, brand, phone, position). */
  hotel_snapshot: string
  room_type_id: string
  rate_plan_id: string
  /** JSON: room type and rate plan as booked (names, bed, breakfast, cancellation, guarantee, payment). */
  plan_snapshot: string
  check_in: DateString
  check_out: DateString
  nights: number
  rooms: number
  /** PREPAY or PAY_AT_HOTEL. */
  payment_type: string
  /** Latest arrival 'HH:mm'. */
  arrival_time: string
  remark: Generated<string>
  member_card_no: string | null
  member_plat: string | null
  confirm_no: string | null
  confirmed_at: NullableTimestamp
  /** NONE, FIRST_NIGHT, FULL_STAY. */
  guarantee_type: string
  /** The card vault's token (never a card number). */
  guarantee_token: string | null
  guarantee_last4: string | null
  guarantee_brand: string | null
  guarantee_amount: Generated<number>
  /** NONE, HELD, RELEASED, CHARGED. */
  guarantee_status: Generated<string>
  room_total: number
  service_fee: number
  /** Average nightly price per room. */
  avg_price: number
  /** The nightly cap the booking was judged against (null: no standard). */
  policy_cap: number | null
}

/** The price of a night of a hotel order (per room). */
export interface HotelOrderNightTable {
  order_id: number
  night: DateString
  price: number
}

/** A guest of a room of a hotel order. */
export interface HotelOrderGuestTable {
  id: Generated<number>
  order_id: number
  /** 1-based room. */
  room_no: number
  emp_id: number | null
  contact_id: number | null
  name: string
  phone: string | null
  sort: number
}

/** One guest identity holding a live booking on a night. */
export interface HotelGuestClaimTable {
  corp_id: number
  identity: string
  night: DateString
  order_id: number
  guest_id: number
}

/** A cancellation of a confirmed hotel order (11008). */
export interface HotelRefundTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number
  order_status: string
  reason: string
  /** FREE, PENALTY_FIRST_NIGHT. */
  rule: string
  fee: number
  /** Money back to the payer. */
  amount: number
  /** Penalty charged to the guarantee card (pay-at-hotel). */
  card_charged: Generated<number>
  created_at: Timestamp
}

/** An employee's hotel membership number (hykh) for a brand group (interfacePlat). */
export interface HotelMemberCardTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  plat: string
  card_no: string
  created_at: Timestamp
  updated_at: Timestamp
}

// The hotel tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  hotel_inventory: HotelInventoryTable
  hotel_settings: HotelSettingTable
  hotel_orders: HotelOrderTable
  hotel_order_nights: HotelOrderNightTable
  hotel_order_guests: HotelOrderGuestTable
  hotel_guest_claims: HotelGuestClaimTable
  hotel_refunds: HotelRefundTable
  hotel_member_cards: HotelMemberCardTable
}

// ---------------------------------------------------------------- hotel inquiries (migration 013)

/** A hotel price inquiry (询价): the demand, its status and the consultant's quote. */
export interface HotelInquiryTable {
  id: Generated<number>
  /** 'XJ' + China date + 6 digits. */
  inquiry_no: string
  corp_id: number
  booker_emp_id: number
  trip_type: number
  city_code: string
  /** The hotel asked by id (null: by name, or any hotel of the city). */
  hotel_id: string | null
  hotel_name: Generated<string>
  check_in: DateString
  check_out: DateString
  nights: number
  rooms: number
  adults: number
  children: Generated<number>
  /** Per night and room (null: none given). */
  budget: number | null
  remark: Generated<string>
  contact_name: string
  contact_phone: string
  ccsqd_id: number | null
  route_id: number | null
  /** WAITING, QUOTED, NO_OFFER, ACCEPTED, CANCELLED, EXPIRED. */
  status: string
  /** When it last started to wait for a consultant. */
  waiting_since: Timestamp
  /** WAITING: when the stay can no longer be booked; QUOTED: the quote's end. */
  expires_at: Timestamp
  quoted_at: NullableTimestamp
  quote_hotel_id: string | null
  quote_room_type_id: string | null
  quote_rate_plan_id: string | null
  quote_avg_price: number | null
  quote_room_total: number | null
  /** JSON: names and terms of the quoted hotel, room and plan, nightly prices. */
  quote_snapshot: string | null
  accepted_at: NullableTimestamp
  closed_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

/** A traveller of an inquiry. */
export interface HotelInquiryGuestTable {
  id: Generated<number>
  inquiry_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  phone: string | null
  sort: number
}

/** A note of an inquiry: the user's (body as typed) or the consultant's / system's (body zh, body_en en). */
export interface HotelInquiryNoteTable {
  id: Generated<number>
  inquiry_id: number
  /** USER, CONSULTANT, SYSTEM. */
  author: string
  emp_id: number | null
  body: string
  body_en: string | null
  created_at: Timestamp
}

// The inquiry tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  hotel_inquiries: HotelInquiryTable
  hotel_inquiry_guests: HotelInquiryGuestTable
  hotel_inquiry_notes: HotelInquiryNoteTable
}

// ---------------------------------------------------------------- cars (migration 014)

/** How a company pays rides and whether every business ride is approved. */
export interface CarSettingTable {
  corp_id: number
  /** COMPANY (account, at once) or PERSONAL (after the ride, through the spine's payment). */
  payment: Generated<string>
  approve_all_orders: Generated<number>
}

/** A company's car policy of a scene (DAILY, TRANSFER, DAY). */
export interface CarPolicyTable {
  id: Generated<number>
  corp_id: number
  scene: string
  name: string
  name_en: string
  max_amount: number | null
  /** Comma-separated city codes (null: every city). */
  cities: string | null
  /** 'HH:mm' (both null: any time). */
  time_from: string | null
  time_to: string | null
}

/** A quote of an estimate (priceKey), JSON in `quote`. */
export interface CarQuoteTable {
  price_key: string
  corp_id: number
  emp_id: number
  quote: string
  created_at: Timestamp
  expires_at: Timestamp
}

/** The car row of an order (11018) and its ride state. */
export interface CarOrderTable {
  order_id: number
  corp_id: number
  use_type: number
  car_type: number
  city_code: string
  /** JSON CarPlace. */
  from_place: string
  to_place: string
  start_at: Timestamp
  /** JSON {flightNo, arrTime, arrTerminal} of a pick-up by flight. */
  flight: string | null
  /** JSON {kind, hours, km, price, overHourPrice, overKmPrice} of a chartered day car. */
  day_car: string | null
  passenger_emp_id: number | null
  passenger_name: string
  passenger_mobile: string
  start_place_note: Generated<string>
  remark: Generated<string>
  estimate_price: number
  distance_m: number
  duration_s: number
  payment: string
  /** JSON of the standard the ride was judged against. */
  policy: string | null
  car_status: string | null
  dispatch_at: NullableTimestamp
  accepted_at: NullableTimestamp
  arrived_at: NullableTimestamp
  picked_up_at: NullableTimestamp
  begun_at: NullableTimestamp
  finished_at: NullableTimestamp
  cancelled_at: NullableTimestamp
  /** JSON {zh: Driver, en: Driver}. */
  driver: string | null
  final_price: number | null
  actual_distance_m: number | null
  cancel_fee: number | null
  /** NO_DRIVER, USER. */
  cancel_reason: string | null
}

/** A favourite place of an employee. */
export interface CarPlaceTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  label: string
  /** JSON CarPlace. */
  place: string
  created_at: Timestamp
}

// The car tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  car_settings: CarSettingTable
  car_policies: CarPolicyTable
  car_quotes: CarQuoteTable
  car_orders: CarOrderTable
  car_places: CarPlaceTable
}

// ---------------------------------------------------------------- tours (migration 015)

/** Places of a tour departure: the supplier's capacity and what is held or sold now. */
export interface TourDepartureTable {
  product_id: string
  dep_date: DateString
  city_code: string
  capacity: number
  taken: Generated<number>
}

/** A company's tour standard for a rank. */
export interface TourStandardTable {
  corp_id: number
  emp_rank: string
  name: string
  name_en: string
  max_per_person: number
  /** 1 reason, 2 forbidden, 3 reason and approval. */
  over_policy_action: Generated<number>
}

/** The tour part of an order (11032). */
export interface TourOrderTable {
  order_id: number
  corp_id: number
  product_id: string
  city_code: string
  theme: string
  dep_date: DateString
  end_date: DateString
  /** JSON TourSnapshot (services/tours/booking.ts). */
  product_snapshot: string
  adults: number
  children: number
  price_adult: number
  price_child: number
  fare_total: number
  service_fee: number
  policy_cap: number | null
  remark: Generated<string>
  confirm_no: string | null
  confirmed_at: NullableTimestamp
  cancel_fee: number | null
  refund_amount: number | null
  cancelled_at: NullableTimestamp
}

/** A participant of a tour order. */
export interface TourParticipantTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  mobile: string
  /** Whole (the supplier's insurance list needs it); replies mask it. */
  id_number: string
  /** 1 adult, 2 child. */
  psg_type: number
  born: DateString | null
  sort: number
}

/** A participant's hold on a departure while the booking is live. */
export interface TourClaimTable {
  corp_id: number
  identity: string
  product_id: string
  dep_date: DateString
  order_id: number
  participant_id: number
}

// The tour tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  tour_departures: TourDepartureTable
  tour_standards: TourStandardTable
  tour_orders: TourOrderTable
  tour_participants: TourParticipantTable
  tour_claims: TourClaimTable
}

// ---------------------------------------------------------------- airport services (migration 016)

/** A company's airport service settings (no row: the capital's main airport, no blanket approval). */
export interface AirportServiceSettingTable {
  corp_id: number
  /** IATA code of the airport the aggregate screen opens on. */
  default_airport: string
  approve_all_orders: Generated<number>
}

/** Places of an airport service on a day: what the supplier sells and what is held or sold now. */
export interface AirportServiceStockTable {
  service_id: string
  service_date: DateString
  airport_code: string
  capacity: number
  taken: Generated<number>
}

/** The airport service part of an order header (11028–11031, 21028). */
export interface AirportServiceOrderTable {
  order_id: number
  corp_id: number
  /** LOUNGE, FAST_CHECK, CHECK_IN, GUEST_PASS, INTEGRATED. */
  service_type: string
  service_id: string
  airport_code: string
  terminal: string
  service_date: DateString
  /** JSON ServiceSnapshot (services/airport-services/booking.ts). */
  service_snapshot: string
  unit_price: number
  quantity: number
  /** The caller's own flight order the service was tied to (null: typed in, or none). */
  flight_order_id: number | null
  flight_no: string | null
  dep_at: NullableTimestamp
  remark: Generated<string>
  refund_amount: number | null
  cancelled_at: NullableTimestamp
}

/** A person using an airport service order, with the voucher issued after payment. */
export interface AirportServiceTravellerTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  card_type: string
  /** Whole (the lounge checks it at the door); replies mask it. */
  card_number: string
  phone: string | null
  voucher_code: string | null
  sort: number
}

/** A person's hold on a service and day while the booking is live. */
export interface AirportServiceClaimTable {
  corp_id: number
  identity: string
  service_id: string
  service_date: DateString
  order_id: number
}

// The airport service tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  airport_service_settings: AirportServiceSettingTable
  airport_service_stock: AirportServiceStockTable
  airport_service_orders: AirportServiceOrderTable
  airport_service_travellers: AirportServiceTravellerTable
  airport_service_claims: AirportServiceClaimTable
}

// ---------------------------------------------------------------- insurance (migration 018)

/** What a product sold on its own needs beyond insurance_products (one row per standalone product). */
export interface InsurancePlanTable {
  product_id: number
  /** FLIGHT_DELAY, ACCIDENT, MEDICAL or TRAIN. */
  kind: string
  insurer_zh: string
  insurer_en: string
  /** JSON [{days, price}] ascending: the premium per person is the smallest tier covering the days. */
  price_tiers: string
  min_age: number
  max_age: number
  max_days: number
  needs_trip_no: number
  /** JSON [{zh, en, amount}]. */
  coverage: string
}

/** One row per insurance order header (11015): the product as sold, the cover, the travel order it came with. */
export interface InsuranceOrderTable {
  order_id: number
  corp_id: number
  product_id: number
  kind: string
  /** JSON snapshot of the product as sold (names, insurer, coverage, terms). */
  snapshot: string
  start_date: DateString
  end_date: DateString
  cover_start: Timestamp
  cover_end: Timestamp
  days: number
  unit_price: number
  quantity: number
  trip_no: string | null
  /** The flight or train order whose payment paid this insurance (null: bought on its own). */
  linked_order_id: number | null
  refund_amount: Generated<number>
}

/** An insured person under one product (linked insurance: per ticket too). */
export interface InsuranceInsuredTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  card_type: string
  /** Whole (the insurer needs it); replies mask it. */
  card_number: string
  born: DateString | null
  phone: string | null
  product_id: number
  product_name_zh: string
  product_name_en: string
  premium: number
  cover_start: Timestamp
  cover_end: Timestamp
  /** Linked insurance: 'flight-ticket:<id>' or 'train-ticket:<id>'. */
  travel_ref: string | null
  policy_no: string | null
  refund_id: number | null
  sort: number
}

/** An insurance refund document (11027). */
export interface InsuranceRefundTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  corp_id: number
  applicant_emp_id: number | null
  order_status: string
  reason: string
  amount: number
  /** Linked insurance: the travel order's refund the money went back with. */
  travel_refund_no: string | null
  created_at: Timestamp
}

// The insurance tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  insurance_plans: InsurancePlanTable
  insurance_orders: InsuranceOrderTable
  insurance_insureds: InsuranceInsuredTable
  insurance_refunds: InsuranceRefundTable
}

// ---------------------------------------------------------------- user data (migration 020)

/** A delivery address of an employee (province and city: codes of the province-city data). */
export interface UserAddressTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  recipient: string
  mobile: string
  province_code: string
  city_code: string
  area: Generated<string>
  addr: string
  post: Generated<string>
  /** 1 for the one default address of the employee. */
  is_default: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

/** An employee's frequent-flyer number with one airline (IATA code). */
export interface AirlineMemberCardTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  airline: string
  card_no: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** A closed account and until when its trade records are kept. */
export interface AccountClosureTable {
  emp_id: number
  corp_id: number
  closed_at: Timestamp
  retain_until: Timestamp
}

/** A one-time link to an employee's personal data export. */
export interface PersonalDataLinkTable {
  token_hash: string
  emp_id: number
  lang: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

// The user-data tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  user_addresses: UserAddressTable
  airline_member_cards: AirlineMemberCardTable
  account_closures: AccountClosureTable
  personal_data_links: PersonalDataLinkTable
}

// ---------------------------------------------------------------- visas (migration 017)

/** A company's visa settings (no row: the booking service fees of company_travel_settings, no blanket approval). */
export interface VisaSettingTable {
  corp_id: number
  /** Per applicant. */
  service_fee_business: number
  service_fee_personal: number
  approve_all_orders: Generated<number>
}

/** The visa part of an order header (11023). */
export interface VisaOrderTable {
  order_id: number
  corp_id: number
  product_id: string
  country_code: string
  consular_id: string
  visa_type: string
  trip_date: DateString
  /** JSON VisaSnapshot (services/visas/booking.ts). */
  product_snapshot: string
  applicants: number
  /** Per applicant. */
  price: number
  fare_total: number
  service_fee: number
  /** EXPRESS (courier to the recipient) or SELF (collected at the visa centre). */
  delivery_mode: string
  recipient: Generated<string>
  recipient_phone: Generated<string>
  address: Generated<string>
  appointment_date: DateString | null
  remark: Generated<string>
  /** null until paid; PAID, MATERIALS_RECEIVED, SUBMITTED, DECIDED, RETURNED. */
  step: string | null
  paid_step_at: NullableTimestamp
  received_at: NullableTimestamp
  submitted_at: NullableTimestamp
  decided_at: NullableTimestamp
  returned_at: NullableTimestamp
  express_no: string | null
  cancel_fee: number | null
  refund_amount: number | null
  cancelled_at: NullableTimestamp
}

/** An applicant of a visa order. */
export interface VisaApplicantTable {
  id: Generated<number>
  order_id: number
  emp_id: number | null
  contact_id: number | null
  name: string
  name_en: Generated<string>
  /** EMPLOYED, RETIRED, STUDENT, CHILD. */
  kind: string
  mobile: Generated<string>
  /** Whole: the consulate needs it; replies mask it. */
  passport_no: string
  passport_expiry: DateString
  born: DateString | null
  /** The consulate's answer: ISSUED or REFUSED (null before the decision). */
  result: string | null
  visa_no: string | null
  sort: number
}

/** A file of an applicant's material checklist (moved here from the upload area at booking). */
export interface VisaMaterialTable {
  id: Generated<number>
  order_id: number
  applicant_id: number
  code: string
  name: string
  mime: string
  size: number
  data: Uint8Array
  uploaded_at: Timestamp
  sort: number
}

/** One live application of a person (passport) for a country. */
export interface VisaClaimTable {
  corp_id: number
  identity: string
  country_code: string
  order_id: number
  applicant_id: number
}

// The visa tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  visa_settings: VisaSettingTable
  visa_orders: VisaOrderTable
  visa_applicants: VisaApplicantTable
  visa_materials: VisaMaterialTable
  visa_claims: VisaClaimTable
}

// ---------------------------------------------------------------- invoices (migration 021)

/** An invoice title: the company's own (emp_id null, read-only for employees) or an employee's. */
export interface InvoiceTitleTable {
  id: Generated<number>
  corp_id: number
  emp_id: number | null
  /** Buyer name (gsmc). */
  gsmc: string
  /** Taxpayer number (nsrsbh), normalised; '' for an individual without one. */
  nsrsbh: Generated<string>
  /** 1 company, 2 individual. */
  unit_type: number
  sort: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

/** An invoice request and the invoice issued for it (electronic or paper). */
export interface InvoiceTable {
  id: Generated<number>
  request_no: string
  /** The invoice number (20 digits, as fully digital invoices carry). */
  fp_no: string
  corp_id: number
  emp_id: number
  /** 1 electronic (e-mailed), 2 paper (by courier). */
  kp_type: number
  status: string
  title_id: number | null
  gsmc: string
  nsrsbh: string
  unit_type: number
  amount: number
  tax_amount: number
  express_fee: Generated<number>
  email: string | null
  remark: Generated<string>
  recipient: string | null
  mobile: string | null
  /** Province code (2 digits, GB/T 2260). */
  province: string | null
  city: string | null
  area: string | null
  addr: string | null
  post: string | null
  express_company: string | null
  waybill_no: string | null
  /** When the parcel was handed to the courier: the simulated courier's clock starts here. */
  shipped_at: NullableTimestamp
  delivery_edited_at: NullableTimestamp
  created_at: Timestamp
}

/** An order's claim by an invoice (one per order: the primary key). */
export interface InvoiceOrderTable {
  order_id: number
  invoice_id: number
  amount: number
  /** The order's refunded amount when it was invoiced: a higher one now is a refund after invoicing. */
  refunded_at_claim: number
  sort: number
}

/** A link to an electronic invoice's PDF (by token hash) until it expires. */
export interface InvoicePdfLinkTable {
  token_hash: string
  invoice_id: number
  expires_at: Timestamp
  created_at: Timestamp
}

// The invoice tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  invoice_titles: InvoiceTitleTable
  invoices: InvoiceTable
  invoice_orders: InvoiceOrderTable
  invoice_pdf_links: InvoicePdfLinkTable
}

// ---------------------------------------------------------------- schedule, messages, points and service (migration 022)

/** A company's points rule: CNY paid per point earned. */
export interface PointsRuleTable {
  corp_id: number
  yuan_per_point: number
}

/** A points movement: EARN (an order paid), REVERSE (money of it back), GRANT (opening balance). */
export interface PointsLedgerTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  kind: string
  order_id: number | null
  order_no: string | null
  order_type: number | null
  base_amount: Generated<number>
  yuan_per_point: number | null
  points: number
  note_zh: Generated<string>
  note_en: Generated<string>
  created_at: Timestamp
}

/** An order a travel consultant entered offline for an employee (qt/order). */
export interface OtherOrderTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  order_no: string
  category: string
  title_zh: string
  title_en: string
  detail_zh: Generated<string>
  detail_en: Generated<string>
  traveller_names: string
  service_date: DateString
  amount: number
  /** IN_PROGRESS (the consultant works on it), ISSUED (done), CANCELLED. */
  status: string
  consultant: string
  consultant_phone: Generated<string>
  created_at: Timestamp
  cancelled_at: NullableTimestamp
}

/** A request to the travel consultants: ONLINE (customer service) or MEETING (a meeting or event). */
export interface ServiceRequestTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  request_no: string
  kind: string
  content: string
  /** JSON of the meeting form (MEETING only). */
  meeting: string | null
  /** SUBMITTED, ANSWERED, CANCELLED. */
  status: string
  answer: string | null
  answered_at: NullableTimestamp
  created_at: Timestamp
  cancelled_at: NullableTimestamp
}

// The user centre's tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  points_rules: PointsRuleTable
  points_ledger: PointsLedgerTable
  other_orders: OtherOrderTable
  service_requests: ServiceRequestTable
}

// ---------------------------------------------------------------- workplace chat (migration 019)

/** A company's chat app (WeCom or DingTalk); the secret lives in the environment variable named by secret_env. */
export interface WorkplaceAppTable {
  corp_id: number
  /** 'wecom' | 'dingtalk'. */
  kind: string
  chat_corp_id: string
  agent_id: Generated<string>
  app_key: Generated<string>
  secret_env: Generated<string>
  simulated: Generated<boolean>
}

/** An explicit binding of a chat user to an employee of the same company. */
export interface WorkplaceUserTable {
  corp_id: number
  kind: string
  chat_user_id: string
  emp_id: number
}

/** An SSO attempt between the redirect to the chat app and its callback (single use). */
export interface WorkplaceLoginTable {
  state: string
  corp_id: number
  kind: string
  /** JSON of the landing target (ssoJsonParam). */
  target: string
  expires_at: Timestamp
  used_at: NullableTimestamp
}

/** An OAuth code of a simulated chat app (hashed, single use). */
export interface WorkplaceSimCodeTable {
  code_hash: string
  chat_corp_id: string
  kind: string
  chat_user_id: string
  expires_at: Timestamp
  used_at: NullableTimestamp
}

/** An access token or JS-SDK ticket shared by every instance, with the lease of the instance renewing it. */
export interface SdkCredentialTable {
  key: string
  value: Generated<string>
  expires_at: Timestamp
  lease_owner: string | null
  lease_until: NullableTimestamp
}

/** One personal message on one channel of its reader. */
export interface NotificationOutboxTable {
  id: Generated<number>
  corp_id: number
  emp_id: number
  /** 'wecom' | 'dingtalk' | 'wxsub' | 'push'. */
  channel: string
  /** The reader on that channel: chat user id, openid or push client id. */
  address: string
  title: string
  content: string
  yycj: number
  order_id: string
  order_type: number
  work_item_id: number | null
  /** Where the message opens: an app route, or for chat apps the SSO entry carrying it. */
  link: string
  /** PENDING, SENT, FAILED (gave up). */
  status: Generated<string>
  attempts: Generated<number>
  next_at: Timestamp
  lease_until: NullableTimestamp
  last_error: string | null
  created_at: Timestamp
  sent_at: NullableTimestamp
}

/** The native shell's push client of an employee. */
export interface PushDeviceTable {
  emp_id: number
  corp_id: number
  ts_cid: string
  ts_device: number
  updated_at: Timestamp
}

/** Subscribe messages a mini-program user accepted and not yet used. */
export interface WxSubscribeGrantTable {
  emp_id: number
  corp_id: number
  openid: string
  remaining: Generated<number>
  updated_at: Timestamp
}

// The workplace tables join DB by declaration merging (one interface, this section's part).
export interface DB {
  workplace_apps: WorkplaceAppTable
  workplace_users: WorkplaceUserTable
  workplace_logins: WorkplaceLoginTable
  workplace_sim_codes: WorkplaceSimCodeTable
  sdk_credentials: SdkCredentialTable
  notification_outbox: NotificationOutboxTable
  push_devices: PushDeviceTable
  wx_subscribe_grants: WxSubscribeGrantTable
}

// ---------------------------------------------------------------- international flights (023)

/** The travel document of an international passenger as the airline needs it. */
export interface IntlPassengerDocTable {
  passenger_id: number
  surname: string
  given_name: string
  nationality: string
  place_of_issue: string
}

/** The itinerary an international order booked. */
export interface IntlOrderJourneyTable {
  order_id: number
  itinerary_key: string
  cabin_class: string
  /** JSON: per journey its legs' segment numbers and layover minutes. */
  journeys: string
  need_id: number | null
}

/** An international demand order (tkNeed). */
export interface IntlFlightNeedTable {
  id: Generated<number>
  corp_id: number
  need_no: string
  booker_emp_id: number
  trip_type: number
  dep_code: string
  arr_code: string
  dep_date: DateString
  ret_date: DateString | null
  cabin_class: string
  adults: number
  children: number
  /** Comma list of employee ids. */
  traveller_emp_ids: string
  traveller_names: string
  contact_name: string
  contact_phone: string
  remark: string
  /** WAITING, QUOTED, BOOKED, CANCELLED. */
  status: string
  quote_key: string | null
  quote_price: string | null
  quoted_at: NullableTimestamp
  order_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** A note on a document (order type 20034: an international demand order). */
export interface OrderNoteTable {
  id: Generated<number>
  corp_id: number
  order_type: number
  subject_id: number
  /** USER or CONSULTANT. */
  author: string
  emp_id: number | null
  author_name: string
  text: string
  created_at: Timestamp
}

// The international flight tables join DB by declaration merging.
export interface DB {
  intl_passenger_docs: IntlPassengerDocTable
  intl_order_journeys: IntlOrderJourneyTable
  intl_flight_needs: IntlFlightNeedTable
  order_notes: OrderNoteTable
}

/** An administrator's message to everyone travelling when it was sent (issue 18 §5). */
export interface DutyBroadcastTable {
  id: Generated<number>
  corp_id: number
  sender_emp_id: number
  text: string
  created_at: Timestamp
}

/** One traveller a broadcast went to, and when they acknowledged it (null: not yet). */
export interface DutyBroadcastRecipientTable {
  broadcast_id: number
  emp_id: number
  corp_id: number
  acked_at: NullableTimestamp
}

// The duty-of-care tables join DB by declaration merging.
export interface DB {
  duty_broadcasts: DutyBroadcastTable
  duty_broadcast_recipients: DutyBroadcastRecipientTable
}
