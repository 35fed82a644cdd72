/**
 * Calls of the rail account (12306) and the passengers' identity check (booking flows §7.7:
 * getNewest, FindClkList, getCheckResult, checkRyxx, checkLocalHytgry, and the account's delete).
 * One typed function per call; the shapes come from server/src/schemas/train-account.ts (import
 * type only). The password goes out with FindClkList and is kept nowhere by the app.
 */
import { http } from '../../core/http/client'
import type {
  RailAccountPassengerView,
  RailAccountView,
  RailCheckCode,
  RailCheckItem,
  RailCheckListBody,
  RailCheckListReply,
  RailCheckOneBody,
  RailCheckReply,
  RailCodeBody,
  RailDeleteReply,
  RailNewestReply,
} from '../../../server/src/schemas/train-account'

export type {
  RailAccountPassengerView,
  RailAccountView,
  RailCheckCode,
  RailCheckItem,
  RailCheckListBody,
  RailCheckListReply,
  RailCheckOneBody,
  RailCheckReply,
  RailCodeBody,
  RailDeleteReply,
  RailNewestReply,
}

const TR_QUERY = '/obt/train/trQuery'

/** getNewest: the caller's bound rail account, or null. */
export function getNewest(): Promise<RailNewestReply> {
  return http.post<RailNewestReply>(`${TR_QUERY}/getNewest`, {}, { quiet: true, inlineErrors: true })
}

/** FindClkList: signs in at 12306, binds the account and answers its passengers. */
export function findClkList(account: string, password: string): Promise<RailAccountView> {
  return http.post<RailAccountView>(`${TR_QUERY}/FindClkList`, { account, password }, { inlineErrors: true })
}

/** Unbinds the caller's rail account. */
export function deleteAccount(): Promise<RailDeleteReply> {
  return http.post<RailDeleteReply>(`${TR_QUERY}/deleteAccount`, {}, { inlineErrors: true })
}

/** getCheckResult: the railway's check per passenger (0 not passed, 1 passed, 2 needs a code). */
export function getCheckResult(body: RailCheckListBody): Promise<RailCheckListReply> {
  return http.post<RailCheckListReply>(`${TR_QUERY}/getCheckResult`, body, { inlineErrors: true })
}

/** checkRyxx: checks one passenger; for code 2 a code is sent to their mobile. */
export function checkRyxx(body: RailCheckOneBody): Promise<RailCheckReply> {
  return http.post<RailCheckReply>(`${TR_QUERY}/checkRyxx`, body, { inlineErrors: true })
}

/** checkLocalHytgry: the code the passenger's mobile received. */
export function checkLocalHytgry(body: RailCodeBody): Promise<RailCheckItem> {
  return http.post<RailCheckItem>(`${TR_QUERY}/checkLocalHytgry`, body, { inlineErrors: true })
}
