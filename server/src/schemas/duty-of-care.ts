/**
 * Duty of care (issue 18 §5): who of the company is travelling now, a message to all of them, and
 * who has acknowledged. Administrators only (4004 otherwise, as the company administration calls);
 * the acknowledgement is the recipient's own. The spec has no such calls: paths and fields are ours
 * (README "Duty of care").
 */
import { Type, type Static } from '@sinclair/typebox'

/** One thing a traveller is on today. kind: FLIGHT, TRAIN, HOTEL or CAR (a ride today). */
export const DutySegment = Type.Object({
  kind: Type.Union([Type.Literal('FLIGHT'), Type.Literal('TRAIN'), Type.Literal('HOTEL'), Type.Literal('CAR')]),
  /** Flight or train number; the hotel's name. */
  label: Type.String(),
  /** 'Beijing → Shanghai' or the hotel's city. */
  route: Type.String(),
  /** 'HH:mm–HH:mm' China time for a flight or train; check-in – check-out dates for a hotel. */
  time: Type.String(),
})
export type DutySegment = Static<typeof DutySegment>

/** One employee travelling today. */
export const DutyTraveller = Type.Object({
  empId: Type.String(),
  name: Type.String(),
  deptName: Type.String(),
  /** Masked (138****0001). */
  mobile: Type.String(),
  /** Where they are: the arrival city of the last leg already departed, else the hotel's city, else the first departure city. */
  city: Type.String(),
  /** true while a flight or train is between departure and arrival. */
  inTransit: Type.Boolean(),
  segments: Type.Array(DutySegment),
})
export type DutyTraveller = Static<typeof DutyTraveller>

export const DutyTravellersReply = Type.Object({
  /** China date 'YYYY-MM-DD' the list is for. */
  day: Type.String(),
  travellers: Type.Array(DutyTraveller),
})
export type DutyTravellersReply = Static<typeof DutyTravellersReply>

/** POST /obt/dutyOfCare/broadcast body: 1–200 characters (blank is refused with 4000). */
export const DutyBroadcastBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) })
export type DutyBroadcastBody = Static<typeof DutyBroadcastBody>

export const DutyRecipient = Type.Object({
  empId: Type.String(),
  name: Type.String(),
  acked: Type.Boolean(),
  /** 'YYYY-MM-DD HH:mm' China time; '' when not acknowledged. */
  ackedAt: Type.String(),
})
export type DutyRecipient = Static<typeof DutyRecipient>

export const DutyBroadcast = Type.Object({
  id: Type.String(),
  text: Type.String(),
  senderName: Type.String(),
  /** 'YYYY-MM-DD HH:mm' China time. */
  sentAt: Type.String(),
  ackedCount: Type.Integer(),
  recipients: Type.Array(DutyRecipient),
})
export type DutyBroadcast = Static<typeof DutyBroadcast>

export const DutyBroadcastsReply = Type.Object({ list: Type.Array(DutyBroadcast) })
export type DutyBroadcastsReply = Static<typeof DutyBroadcastsReply>

/** POST /obt/dutyOfCare/ack body, and GET /obt/dutyOfCare/mine query (the recipient's view). */
export const DutyAckBody = Type.Object({ broadcastId: Type.String({ pattern: '^[0-9]{1,9}$' }) })
export type DutyAckBody = Static<typeof DutyAckBody>

/** The recipient's view of one broadcast (the acknowledgement screen). */
export const DutyMineReply = Type.Object({
  id: Type.String(),
  text: Type.String(),
  senderName: Type.String(),
  sentAt: Type.String(),
  acked: Type.Boolean(),
  ackedAt: Type.String(),
})
export type DutyMineReply = Static<typeof DutyMineReply>
