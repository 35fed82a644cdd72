/**
 * The page parameters of /tr/trBenchEdit (core/domain/booking-context): the train list opens it
 * from a sold-out seat (isBench 1) with the search it came from and the train and seat tapped.
 *
 *   /tr/trBenchEdit?from=BJS&to=SHA&date=2026-11-26&tripType=1&trainKey=20261126.G1.VNP.AOH&seatType=O
 *                  [&fromName=北京&toName=上海&fromKind=city&toKind=city&travellers=101&ccsqdId=7&routeId=9]
 *
 * The search fields are the transfer screen's (train-transfer-context.ts); trainKey (opaque, from
 * trSearch) and seatType (a 12306 seat code) are the first choice, both optional.
 */
import { defineContext, field } from '../../core/domain/booking-context'
import { trainSearchFields } from './train-transfer-context'

/** 12306 seat type codes (server/src/schemas/train.ts SeatTypeCode). */
export const SEAT_TYPE_CODES = ['9', 'P', 'M', 'O', 'A', 'F', '6', '4', '3', '2', '1', 'WZ'] as const

/** /tr/trBenchEdit: standby for the trains of a date. */
export const benchContext = defineContext({
  ...trainSearchFields,
  trainKey: field.string({ max: 64, pattern: /^[\w.-]{8,64}$/ }),
  seatType: field.oneOf(SEAT_TYPE_CODES),
})

export type BenchContext = NonNullable<ReturnType<typeof benchContext.decode>>
