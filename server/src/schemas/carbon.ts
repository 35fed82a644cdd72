/**
 * The monthly carbon report of a company (issue 18 §2), for its administrators only (anyone else
 * is answered 4004 like a missing object, as the company administration calls). The spec has no
 * such call: the path and fields are ours (README "Carbon estimates").
 */
import { Type, type Static } from '@sinclair/typebox'

/** 'YYYY-MM', a China-time month. */
export const MonthText = Type.String({ pattern: '^(19|20)\\d\\d-(0[1-9]|1[0-2])$' })

/** GET /obt/carbon/monthReport query. */
export const CarbonReportQuery = Type.Object({ month: MonthText })
export type CarbonReportQuery = Static<typeof CarbonReportQuery>

/** One department's travel of the month. */
export const CarbonDeptRow = Type.Object({
  /** '' for travellers in no department. */
  deptId: Type.String(),
  deptName: Type.String(),
  /** Issued flight tickets (one per passenger and flight). */
  flights: Type.Integer(),
  /** Issued train tickets (one per passenger and train). */
  trains: Type.Integer(),
  /** Trips: orders, those under one business-trip application counted once. */
  trips: Type.Integer(),
  flightKg: Type.Integer(),
  trainKg: Type.Integer(),
  /** flightKg + trainKg. */
  kg: Type.Integer(),
})
export type CarbonDeptRow = Static<typeof CarbonDeptRow>

/** The report: departments by kg, most first, and the company's total. */
export const CarbonReportReply = Type.Object({
  month: MonthText,
  departments: Type.Array(CarbonDeptRow),
  total: CarbonDeptRow,
})
export type CarbonReportReply = Static<typeof CarbonReportReply>
