/**
 * The chosen train again, for the detail and booking screens: the search has no call for one train,
 * so its day is searched again (the places and date of the context, with the travellers and the
 * application) and the train picked by its key. Also the train's timetable as the screens show it,
 * and the seat rules (booking flows §4) with the travellers' verdicts.
 */
import { trainBookable, trainSaleLabel, seatBookable } from '../../core/domain/train-sale'
import type { Train, TrainFee, TrainSeat, TrainSeatType, TrainStandard, Wb } from '../api/train-order'
import * as searchApi from '../api/train-search'
import type { TrSearchReply, TrStop } from '../api/train-search'
import type { TrainDetailContext } from './train-context'

export type TrainSearchApi = Pick<typeof searchApi, 'trSearch'>

/** The detail screen's calls: the search again and the train's stops. */
export type TrainDetailApi = Pick<typeof searchApi, 'trSearch' | 'queryTrainStop'>

/** The search's trSearch (the search has no call for one train). */
export const searchTrSearch = searchApi.trSearch

/** The detail screen's calls. */
export const detailCalls: TrainDetailApi = { trSearch: searchApi.trSearch, queryTrainStop: searchApi.queryTrainStop }

/** The train was not among its day's trains (another day now, or the key was edited). */
export class TrainGone extends Error {
  constructor() {
    super('train gone')
  }
}

/** What the screens need of the search answer. */
export interface FoundTrain {
  train: Train
  feeList: TrainFee[]
  travelStandard: TrainStandard | null
}

/** Searches the context's day again and finds its train; TrainGone when it is not there. */
export async function findTrain(api: TrainSearchApi, c: TrainDetailContext, travellerIds: readonly string[]): Promise<FoundTrain> {
  const reply: TrSearchReply = await api.trSearch({
    date: c.date,
    fromStationCode: c.from,
    toStationCode: c.to,
    tripType: c.tripType,
    travellerEmpIds: travellerIds.slice(0, 9),
    ...(c.tripType === 1 && c.ccsqdId ? { ccsqdId: c.ccsqdId } : {}),
    ...(c.tripType === 1 && c.ccsqdId && c.routeId ? { routeId: c.routeId } : {}),
  })
  const train = reply.trainList.find((t) => t.trainKey === c.trainKey)
  if (!train) throw new TrainGone()
  return { train, feeList: reply.feeList, travelStandard: reply.travelStandard }
}

/** One stop of a timetable as shown; a time the answer does not carry is null. */
export interface TrainStopView {
  stationName: string
  /** 'HH:mm'; null at the origin or when unknown. */
  arriveTime: string | null
  /** 'HH:mm'; null at the terminus or when unknown. */
  departTime: string | null
  /** Minutes the train stands there; null when unknown or at an end. */
  stopMinutes: number | null
  /** Days after the boarding day (+1: the next day). */
  dayOffset: number
  /** The traveller's boarding or alighting station. */
  role: 'board' | 'alight' | 'pass' | 'origin' | 'terminal'
  /** Between boarding and alighting (both included). */
  inSegment: boolean
}

/**
 * The timetable of a train. With its stops (queryTrainStop): every call with times, dwell and days
 * from the boarding day, the traveller's part marked. Until they arrive, or when that call failed,
 * the stations the search names: the origin and terminus (times unknown) and the boarding and
 * alighting stations.
 */
export function timetableOf(train: Train, stops: readonly TrStop[] | null): TrainStopView[] {
  if (stops && stops.length >= 2) {
    const boardIndex = stops.findIndex((s) => s.inSegment)
    const alightIndex = stops.length - 1 - [...stops].reverse().findIndex((s) => s.inSegment)
    // Days count from the boarding day, which is what the ticket shows.
    const boardDay = boardIndex >= 0 ? stops[boardIndex].dayOffset : 0
    return stops.map((s, i) => ({
      stationName: s.stationName,
      arriveTime: s.arriveTime,
      departTime: s.departTime,
      stopMinutes: i === 0 || i === stops.length - 1 ? null : s.stopMinutes,
      dayOffset: s.dayOffset - boardDay,
      role: i === boardIndex ? 'board' : i === alightIndex && boardIndex >= 0 ? 'alight' : i === 0 ? 'origin' : i === stops.length - 1 ? 'terminal' : 'pass',
      inSegment: s.inSegment,
    }))
  }
  const out: TrainStopView[] = []
  if (!train.isOrigin) out.push({ stationName: train.originStationName, arriveTime: null, departTime: null, stopMinutes: null, dayOffset: 0, role: 'origin', inSegment: false })
  out.push({ stationName: train.fromStationName, arriveTime: null, departTime: train.startTime, stopMinutes: null, dayOffset: 0, role: 'board', inSegment: true })
  out.push({ stationName: train.toStationName, arriveTime: train.arriveTime, departTime: null, stopMinutes: null, dayOffset: train.arriveDays, role: 'alight', inSegment: true })
  if (!train.isTerminal) out.push({ stationName: train.terminalStationName, arriveTime: null, departTime: null, stopMinutes: null, dayOffset: train.arriveDays, role: 'terminal', inSegment: false })
  return out
}

/** Run time 'HH:mm' as hours and minutes. */
export function runHoursMinutes(train: Pick<Train, 'runMinutes'>): { h: number; m: number } {
  return { h: Math.floor(train.runMinutes / 60), m: train.runMinutes % 60 }
}

/** The verdict of a seat for the travellers: the newer verdicts when known, else the search's; personal trips are always within policy. */
export function verdictOf(seat: TrainSeat, verdicts: Readonly<Record<string, Wb>>, business: boolean): Wb {
  if (!business) return 0
  return verdicts[seat.seatType] ?? seat.wb
}

/** A seat can be booked now: the train is on sale, seats are left and it is not a type-2 violation (§4). */
export function canBookSeat(train: Train, seat: TrainSeat, wb: Wb, now: number): boolean {
  return trainBookable(train, now) && seatBookable({ seatCount: seat.seatCount, wb })
}

/** Why a train cannot be booked now (sale paused, not on sale), or null (§4: saleDateTime and runTime decide). */
export function trainRefusal(train: Train, now: number): string | null {
  return trainSaleLabel(train, now)
}

/** The seat of a code on a train. */
export function seatOf(train: Train | null, code: TrainSeatType | string): TrainSeat | undefined {
  return train?.seatList.find((s) => s.seatType === code)
}
