/**
 * The page parameters of /tr/trList (core/domain/booking-context): the search of the query page,
 * so an H5 reload or a shared link shows the same list.
 *
 *   /tr/trList?from=BJS&fromName=北京&fromKind=city&to=AOH&toName=上海虹桥&toKind=station
 *             &date=2026-11-27&tripType=1&travellers=101,102&gcd=1&ccsqdId=7&routeId=9
 *
 * The search fields are the ones the transfer and standby screens read (train-transfer-context.ts);
 * `gcd` 1 asks for G, C and D trains only (§9 "recommended train types").
 */
import { defineContext, field, type ContextOf } from '../../core/domain/booking-context'
import type { RawParams } from '../../core/domain/page-params'
import { trainSearchFields } from './train-transfer-context'

/** /tr/trList. */
export const trainListContext = defineContext({
  ...trainSearchFields,
  gcdOnly: field.flag({ param: 'gcd' }),
})

export type PlaceKind = 'station' | 'city'

/** What a train list asks the server (and carries on to the booking screens). */
export interface TrainListQuery {
  fromCode: string
  fromName: string
  fromKind?: PlaceKind
  toCode: string
  toName: string
  toKind?: PlaceKind
  date: string
  gcdOnly: boolean
  tripType: 1 | 2
  travellerIds: string[]
  ccsqdId?: string
  routeId?: string
}

/** The page parameters of a query. */
export function listParams(q: TrainListQuery): Record<string, string> {
  return trainListContext.encode(q)
}

/** The query of page parameters (raw, as the router gives them); null when a required part is missing or malformed. */
export function listQueryOf(raw: RawParams): TrainListQuery | null {
  const c: ContextOf<typeof trainListContext.spec> | null = trainListContext.decode(raw)
  if (!c) return null
  return {
    fromCode: c.fromCode,
    fromName: c.fromName ?? c.fromCode,
    fromKind: c.fromKind,
    toCode: c.toCode,
    toName: c.toName ?? c.toCode,
    toKind: c.toKind,
    date: c.date,
    gcdOnly: c.gcdOnly,
    tripType: c.tripType,
    travellerIds: c.travellerIds,
    // A route only with its application.
    ...(c.ccsqdId ? { ccsqdId: c.ccsqdId, ...(c.routeId ? { routeId: c.routeId } : {}) } : {}),
  }
}

/** Whether two queries ask the server the same question. */
export function sameListQuery(a: TrainListQuery | null, b: TrainListQuery | null): boolean {
  if (!a || !b) return false
  return (
    a.fromCode === b.fromCode &&
    (a.fromKind ?? 'station') === (b.fromKind ?? 'station') &&
    a.toCode === b.toCode &&
    (a.toKind ?? 'station') === (b.toKind ?? 'station') &&
    a.date === b.date &&
    a.gcdOnly === b.gcdOnly &&
    a.tripType === b.tripType &&
    a.travellerIds.join(',') === b.travellerIds.join(',') &&
    a.ccsqdId === b.ccsqdId &&
    a.routeId === b.routeId
  )
}
