/** Duty of care (server/src/schemas/duty-of-care.ts): administrators' calls answer 4004 to anyone else; ack is the recipient's own. */
import { http } from '../../core/http/client'
import type { DutyBroadcast, DutyBroadcastsReply, DutyMineReply, DutyTraveller, DutyTravellersReply } from '../../../server/src/schemas/duty-of-care'

export type { DutyBroadcast, DutyBroadcastsReply, DutyMineReply, DutyTraveller, DutyTravellersReply }

/** GET /obt/dutyOfCare/travellers: the company's employees travelling today (China date). */
export function dutyTravellers(): Promise<DutyTravellersReply> {
  return http.get<DutyTravellersReply>('/obt/dutyOfCare/travellers', {}, { quiet: true, inlineErrors: true })
}

/** GET /obt/dutyOfCare/broadcasts: the company's recent messages and who acknowledged. */
export function dutyBroadcasts(): Promise<DutyBroadcastsReply> {
  return http.get<DutyBroadcastsReply>('/obt/dutyOfCare/broadcasts', {}, { quiet: true, inlineErrors: true })
}

/** POST /obt/dutyOfCare/broadcast: one message to everyone travelling now. */
export function sendDutyBroadcast(text: string): Promise<DutyBroadcast> {
  return http.post<DutyBroadcast>('/obt/dutyOfCare/broadcast', { text }, { quiet: true, inlineErrors: true })
}

/** GET /obt/dutyOfCare/mine: a broadcast as its recipient sees it. */
export function dutyMine(broadcastId: string): Promise<DutyMineReply> {
  return http.get<DutyMineReply>('/obt/dutyOfCare/mine', { broadcastId }, { quiet: true, inlineErrors: true })
}

/** POST /obt/dutyOfCare/ack: "I'm safe" (again is harmless). */
export function ackDuty(broadcastId: string): Promise<DutyMineReply> {
  return http.post<DutyMineReply>('/obt/dutyOfCare/ack', { broadcastId }, { quiet: true, inlineErrors: true })
}
