/**
 * Seeds the demo world. Deterministic: fixed data, a fixed PRNG seed for generated numbers, and
 * dates relative to the day of seeding (projects, notices, card expiry), so the world always looks
 * current. Runs in one transaction, so a crash half-way leaves an empty database that is seeded
 * again on the next start.
 */
import type { Kysely, Insertable } from 'kysely'
import { hashPassword } from '../services/identity/passwords'
import { buildIdNumber } from '../util/id-card'
import { createPrng } from '../util/prng'
import { chinaDatePlusDays, chinaStartOfDay } from '../util/time'
import {
  approvalRules,
  costCenters,
  insuranceProducts,
  policies,
  projects,
  serviceContacts,
  tourStandards,
  travelSettings,
  violationReasons,
  carSettings,
  carPolicies,
} from './seed-data/company-data'
import { companies, defaultPageSetting, type SeedPageSetting } from './seed-data/companies'
import { contacts, employees } from './seed-data/employees'
import { airports } from './seed-data/geo/airports'
import { cities } from './seed-data/geo/cities'
import { provinces } from './seed-data/geo/provinces'
import { stations } from './seed-data/geo/stations'
import { notices } from './seed-data/notices'
import { bClasses, nations, parameters } from './seed-data/reference'
import { seedTripHistory } from './seed-trips'
import { seedMine } from './seed-mine'
import { seedInvoiceTitles } from './repositories/invoice-titles'
import type { DB } from './types'
import { seedWorkplaceDemo } from './repositories/workplace-apps'

const PRNG_SEED = 20260101
const DAY_MS = 24 * 60 * 60 * 1000

/** What the seed wrote. */
export interface SeedReport {
  companies: number
  employees: number
  airports: number
  cities: number
  stations: number
  ms: number
}

/** Whether the database already holds a world (seed only when the company table is empty). */
export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n) > 0
}

/** Inserts rows in chunks (PostgreSQL allows at most 65535 parameters per statement). */
async function insertChunked<T extends keyof DB & string>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + size) as any).execute()
  }
}

function pageSettingRow(corpId: number | null, setting: SeedPageSetting) {
  const asset = (name: string, lang = '') => `/static/${setting.assets}/${name}${lang}.svg`
  return {
    corp_id: corpId,
    page_name: setting.pageName,
    page_name_en: setting.pageNameEn,
    logo_url: asset('logo'),
    // Banners carry text, so English readers get their own pictures (see pageSettings).
    by1: JSON.stringify({
      banners: [asset('banner-1'), asset('banner-2')],
      loginBg: asset('login-bg'),
      colors: setting.theme,
      en: { banners: [asset('banner-1', '.en'), asset('banner-2', '.en')], loginBg: asset('login-bg', '.en') },
    }),
    by2: setting.by2,
    by2_en: setting.by2En,
    by4: setting.by4,
    theme: JSON.stringify(setting.theme),
  }
}

/**
 * The rows of `list` plus, for every subsidiary without rows of its own, a copy of its parent's:
 * a subsidiary starts with the group's standards (ranks, reasons, car rules) until it sets its own.
 */
export function withGroupCopies<T extends { corpNo: string }>(list: readonly T[]): T[] {
  const copies = companies.flatMap((c) => {
    if (!c.parentCorpNo || list.some((row) => row.corpNo === c.corpNo)) return []
    return list.filter((row) => row.corpNo === c.parentCorpNo).map((row) => ({ ...row, corpNo: c.corpNo }))
  })
  return [...list, ...copies]
}

/** Writes the demo world into an empty database. `now` fixes "today". */
export async function seed(db: Kysely<DB>, now: Date = new Date()): Promise<SeedReport> {
  const started = Date.now()
  const prng = createPrng(PRNG_SEED)
  const today = chinaStartOfDay(now)
  const day = (offset: number) => chinaDatePlusDays(now, offset)

  // Hash once per distinct password, before the transaction (hashing is slow and must not hold PGlite's lock).
  const distinctPasswords = [...new Set(employees.flatMap((e) => (e.password ? [e.password] : [])))]
  const hashes = new Map<string, string>()
  for (const password of distinctPasswords) hashes.set(password, await hashPassword(password))

  await db.transaction().execute(async (trx) => {
    const corpIds = new Map<string, number>()
    const deptIds = new Map<string, number>()
    for (const c of companies) {
      const { id } = await trx
        .insertInto('companies')
        .values({
          corp_no: c.corpNo, fullname: c.fullname, fullname_en: c.fullnameEn, short_name: c.shortName, short_name_en: c.shortNameEn,
          domain_name: c.domainName, email_domain: c.emailDomain, khlx: c.khlx, book_style: c.bookStyle, hotel_version: c.hotelVersion,
          visitor_mode: c.visitorMode, allow_register: c.allowRegister, ccsqd_fj_required: c.ccsqdFjRequired, created_at: new Date(today.getTime() - 400 * DAY_MS),
          parent_id: c.parentCorpNo ? (corpIds.get(c.parentCorpNo) ?? null) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      corpIds.set(c.corpNo, id)
      for (const [sort, d] of c.departments.entries()) {
        const dept = await trx
          .insertInto('departments')
          .values({ corp_id: id, code: d.code, name: d.name, name_en: d.nameEn, parent_id: null, sort })
          .returning('id')
          .executeTakeFirstOrThrow()
        deptIds.set(`${c.corpNo}.${d.code}`, dept.id)
      }
      await insertChunked(trx, 'company_services', c.products.map((code, sort) => ({
        corp_id: id, product_code: code, zclx: 1, zclx_s: c.tipsFor.includes(code) ? 1 : 0, sort,
      })))
      if (c.pageSetting) await trx.insertInto('page_settings').values(pageSettingRow(id, c.pageSetting)).execute()
    }
    await trx.insertInto('page_settings').values(pageSettingRow(null, defaultPageSetting)).execute()
    const corp = (corpNo: string): number => {
      const id = corpIds.get(corpNo)
      if (id === undefined) throw new Error(`seed: unknown company ${corpNo}`)
      return id
    }

    const empIds = new Map<string, number>()
    const people = new Map<string, { id_number: string | null; passport: string | null; passport_expiry: string | null; created_at: Date }>()
    for (const e of employees) {
      const company = companies.find((c) => c.corpNo === e.corpNo)
      // A second record of a person in the group: their documents, no draws from the PRNG.
      const same = e.samePersonAs ? people.get(e.samePersonAs) : undefined
      if (e.samePersonAs && !same) throw new Error(`seed: ${e.loginName} before ${e.samePersonAs}`)
      const person = same ?? {
        id_number: buildIdNumber(e.region, e.born, prng.int(10, 990), e.sex),
        passport: e.hasPassport ? `E${String(prng.int(10000000, 99999999))}` : null,
        passport_expiry: e.hasPassport ? day(prng.int(2 * 365, 9 * 365)) : null,
        created_at: new Date(today.getTime() - prng.int(30, 900) * DAY_MS),
      }
      people.set(e.loginName, person)
      const row = await trx
        .insertInto('employees')
        .values({
          corp_id: corp(e.corpNo),
          dept_id: deptIds.get(`${e.corpNo}.${e.deptCode}`) ?? null,
          emp_no: e.empNo,
          login_name: e.loginName.toLowerCase(),
          emp_name: e.name,
          eng_name: e.engName,
          mobile: e.mobile,
          email: company?.emailDomain ? `${e.emailLocal}@${company.emailDomain}` : null,
          id_number: person.id_number,
          passport: person.passport,
          passport_expiry: person.passport_expiry,
          born: e.born,
          sex: e.sex,
          nation_code: 'CN',
          emp_rank: e.rank,
          if_approver: e.ifApprover ?? 0,
          if_booker: e.ifBooker ?? 0,
          isdirector: e.isdirector ?? 0,
          app_book: e.appBook ?? 0,
          app_travel: 1,
          book_outside: e.bookOutside ?? 0,
          book_range: e.bookRange ?? 1,
          approval_mode: 1,
          login_vip: 1,
          is_admin: e.isAdmin ?? 0,
          sqd_book_type: 0,
          sso_json_param: null,
          password_hash: e.password ? (hashes.get(e.password) ?? null) : null,
          must_change_password: e.mustChangePassword ?? 0,
          status: 1,
          created_at: person.created_at,
          updated_at: today,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      empIds.set(e.loginName, row.id)
      for (const code of e.deniedProducts ?? []) {
        await trx.insertInto('employee_product_denials').values({ emp_id: row.id, product_code: code }).execute()
      }
    }
    const emp = (loginName: string): number => {
      const id = empIds.get(loginName)
      if (id === undefined) throw new Error(`seed: unknown employee ${loginName}`)
      return id
    }

    for (const c of contacts) {
      const owner = employees.find((e) => e.loginName === c.ownerLoginName)
      if (!owner) throw new Error(`seed: unknown contact owner ${c.ownerLoginName}`)
      const { id } = await trx
        .insertInto('contacts')
        .values({
          emp_id: emp(c.ownerLoginName), corp_id: corp(owner.corpNo), ch_name: c.chName, en_name: c.enName ?? null, sex: c.sex,
          born: c.born, mobile: c.mobile ?? null, email: c.email ?? null, relation: c.relation, nation_code: c.nationCode, created_at: today,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const card of c.cards) {
        let number = card.number
        if (number === 'ID') number = buildIdNumber(c.region ?? '110101', c.born, prng.int(10, 990), c.sex)
        if (number === 'GA-HK') number = buildIdNumber('810000', c.born, prng.int(10, 990), c.sex)
        await trx
          .insertInto('contact_cards')
          .values({
            contact_id: id, card_type: card.type, card_number: number,
            expiry: card.validYears ? day(card.validYears * 365 - prng.int(0, 200)) : null, issue_place: card.issuePlace ?? null,
          })
          .execute()
      }
    }

    await insertChunked(trx, 'cost_centers', costCenters.map((c) => ({
      corp_id: corp(c.corpNo), code: c.code, name: c.name, name_en: c.nameEn,
      dept_id: c.deptCode ? (deptIds.get(`${c.corpNo}.${c.deptCode}`) ?? null) : null, status: 1,
    })))
    await insertChunked(trx, 'projects', projects.map((p) => ({
      corp_id: corp(p.corpNo), code: p.code, name: p.name, name_en: p.nameEn, manager: p.manager, status: p.status,
      start_date: day(p.startDays), end_date: p.endDays === null ? null : day(p.endDays),
    })))
    await insertChunked(trx, 'travel_policies', withGroupCopies(policies).map((p) => ({
      corp_id: corp(p.corpNo), emp_rank: p.rank, name: p.name, name_en: p.nameEn, flight_cabin: p.flightCabin, flight_max_discount: p.flightMaxDiscount,
      flight_advance_days: p.flightAdvanceDays, intl_flight_cabin: p.intlFlightCabin, intl_long_haul_hours: p.intlLongHaulHours,
      train_seats: p.trainSeats, hotel_cap_tier1: p.hotelCaps[0], hotel_cap_tier2: p.hotelCaps[1], hotel_cap_tier3: p.hotelCaps[2],
      hotel_cap_intl: p.hotelCapIntl, car_level: p.carLevel, over_policy_action: p.overPolicyAction,
      flight_lowest_fare_minutes: p.flightLowestFareMinutes,
    })))
    await insertChunked(trx, 'company_travel_settings', travelSettings.map((t) => ({
      corp_id: corp(t.corpNo), flight_service_fee_business: t.flightServiceFeeBusiness, flight_service_fee_personal: t.flightServiceFeePersonal,
      company_pays_business: t.companyPaysBusiness, company_account_name: t.accountName, company_account_name_en: t.accountNameEn,
      credit_limit: t.creditLimit, credit_used: 0, approve_all_flight_orders: t.approveAllFlightOrders, approve_out_of_policy: t.approveOutOfPolicy,
      fare_protection: t.fareProtection ? 1 : 0, fare_tolerance_pct: t.fareProtection?.tolerancePct ?? 10, fare_hold_minutes: t.fareProtection?.holdMinutes ?? 120,
    })))
    await insertChunked(trx, 'violation_reasons', withGroupCopies(violationReasons).map((r, sort) => ({
      corp_id: corp(r.corpNo), product_code: r.productCode, code: r.code, name_zh: r.nameZh, name_en: r.nameEn, need_note: r.needNote ?? 0, sort,
    })))
    await insertChunked(trx, 'car_settings', withGroupCopies(carSettings).map((c) => ({ corp_id: corp(c.corpNo), payment: c.payment, approve_all_orders: c.approveAll })))
    // DFNY's airport services open on Shanghai Hongqiao; others on the capital's main airport (no row).
    await insertChunked(trx, 'airport_service_settings', [{ corp_id: corp('DFNY'), default_airport: 'SHA', approve_all_orders: 0 }])
    await insertChunked(trx, 'car_policies', withGroupCopies(carPolicies).map((p) => ({
      corp_id: corp(p.corpNo), scene: p.scene, name: p.name, name_en: p.nameEn, max_amount: p.maxAmount, cities: p.cities?.join(',') ?? null,
      time_from: p.timeFrom, time_to: p.timeTo,
    })))
    await insertChunked(trx, 'tour_standards', withGroupCopies(tourStandards).map((t) => ({
      corp_id: corp(t.corpNo), emp_rank: t.rank, name: t.name, name_en: t.nameEn, max_per_person: t.maxPerPerson, over_policy_action: t.overPolicyAction,
    })))
    await insertChunked(trx, 'insurance_products', insuranceProducts.map((p, sort) => ({
      code: p.code, product_code: p.productCode, name_zh: p.nameZh, name_en: p.nameEn, price: p.price, terms_zh: p.termsZh, terms_en: p.termsEn,
      summary_zh: p.summaryZh, summary_en: p.summaryEn, default_selected: p.defaultSelected, company_paid: p.companyPaid, sort, status: 1,
    })))
    for (const [i, rule] of approvalRules.entries()) {
      const deptId = rule.deptCode ? deptIds.get(`${rule.corpNo}.${rule.deptCode}`) : null
      if (deptId === undefined) throw new Error(`seed: unknown department ${rule.deptCode} of rule ${i}`)
      const { id } = await trx
        .insertInto('approval_rules')
        .values({ corp_id: corp(rule.corpNo), name: rule.name, name_en: rule.nameEn, scope: rule.scope,
          levels: Math.max(...rule.steps.map((s) => s.level)), dept_id: deptId, ranks: rule.ranks?.join(',') ?? null,
          min_amount: rule.minAmount ?? null, priority: rule.priority ?? 0, status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
      await insertChunked(trx, 'approval_rule_steps', rule.steps.map((s) => ({ rule_id: id, level: s.level, approver_emp_id: emp(s.approver) })))
    }
    await insertChunked(trx, 'service_contacts', serviceContacts.map((s, sort) => ({
      corp_id: s.corpNo ? corp(s.corpNo) : null, name: s.name, name_en: s.nameEn, role: s.role, phone: s.phone, email: s.email,
      work_time: s.workTime, work_time_en: s.workTimeEn, sort,
    })))
    await insertChunked(trx, 'parameters', parameters.map((p) => ({
      corp_id: p.corpNo ? corp(p.corpNo) : null, param_no: p.paramNo, name: p.name, value1: p.value1, value2: p.value2 ?? null,
    })))
    await insertChunked(trx, 'b_classes', bClasses.map((b, sort) => ({ par_no: b.parNo, code: b.code, name_zh: b.nameZh, name_en: b.nameEn, sort })))
    await insertChunked(trx, 'nations', nations.map((n, sort) => ({ code: n.code, name_zh: n.nameZh, name_en: n.nameEn, sort })))
    await insertChunked(trx, 'notices', notices.map((n) => ({
      corp_id: n.corpNo ? corp(n.corpNo) : null, kind: n.kind, title: n.title, title_en: n.titleEn, content: n.content,
      content_en: n.contentEn, publisher: n.publisher,
      publish_time: new Date(today.getTime() - n.daysAgo * DAY_MS + n.hour * 60 * 60 * 1000 + prng.int(0, 59) * 60 * 1000),
      status: 1,
    })))

    await seedTripHistory(trx, { corp, emp, now })
    await seedMine(trx, { corp, emp, now, corpNos: companies.map((c) => c.corpNo) })
    await seedInvoiceTitles(trx, corp, now)
    await seedWorkplaceDemo(trx)

    // Geo: airports borrow pinyin and initials from their city so keyword search needs no join.
    const cityByCode = new Map(cities.map((c) => [c.code, c]))
    const airportCities = new Set(airports.map((a) => a.cityCode))
    await insertChunked(trx, 'provinces', provinces.map((p) => ({ code: p.code, name_zh: p.nameZh, name_en: p.nameEn })))
    await insertChunked(trx, 'cities', cities.map((c) => ({
      code: c.code, name_zh: c.nameZh, name_en: c.nameEn, pinyin: c.pinyin.toLowerCase(), initials: c.initials.toLowerCase(),
      province_code: c.provinceCode, country_code: c.countryCode, lat: c.lat, lng: c.lng, hot: c.hot, tier: c.tier,
      has_airport: airportCities.has(c.code),
    })))
    await insertChunked(trx, 'airports', airports.map((a) => {
      const city = cityByCode.get(a.cityCode)
      return {
        iata: a.iata, name_zh: a.nameZh, name_en: a.nameEn, city_code: a.cityCode, city_zh: a.cityZh, city_en: a.cityEn,
        city_pinyin: (city?.pinyin ?? '').toLowerCase(), city_initials: (city?.initials ?? '').toLowerCase(),
        country_code: a.countryCode, lat: a.lat, lng: a.lng, international: a.international, hot: city?.hot ?? false,
      }
    }))
    await insertChunked(trx, 'stations', stations.map((s) => ({
      code: s.code, name_zh: s.nameZh, name_en: s.nameEn, pinyin: s.pinyin.toLowerCase(), initials: s.initials.toLowerCase(),
      city_code: s.cityCode, city_zh: s.cityZh, lat: s.lat, lng: s.lng, hot: s.hot,
    })))
  })

  return {
    companies: companies.length,
    employees: employees.length,
    airports: airports.length,
    cities: cities.length,
    stations: stations.length,
    ms: Date.now() - started,
  }
}
