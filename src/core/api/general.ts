import { http } from '../http/client'
import type { CostCenter, ProjectPage } from '../../../server/src/schemas/general'
import type { PageSet } from './types'

export type { CostCenter, ProjectPage }

export function etPageSetList(body: { domainName?: string; sysType?: string; corpNo?: string }): Promise<PageSet[]> {
  return http.post<PageSet[]>('/obt/etPageSetList', body, { quiet: true, inlineErrors: true })
}

export function getParameter(paramNo: string): Promise<{ parameterResponses: { paramNo: string; value1: string }[] }> {
  return http.get('/obt/getParameter', { paramNo }, { quiet: true })
}

export function queryParameter(paramNos: string[]): Promise<{ parameterResponses: { paramNo: string; value1: string; value2?: string }[] }> {
  return http.post('/obt/admin/queryParameter', { paramNos }, { quiet: true })
}

export function getAuthorizationPnos(): Promise<{ pnos: string[] }> {
  return http.post('/obt/sys/privilege/getAuthorizationPnos', {}, { quiet: true })
}

export function getComplaintPhone(): Promise<{ phone: string }> {
  return http.get('/obt/getComplaintPhone', {}, { quiet: true, inlineErrors: true })
}

export function getBClass(parNo: string): Promise<{ id: string; name: string; code: string }[]> {
  return http.get('/obt/getBClass', { parNo }, { quiet: true })
}

/** Registers the native shell's push client id (tsDevice 1 Android, 2 iOS). */
export function saveAppTsInfo(tsCid: string, tsDevice: 1 | 2): Promise<unknown> {
  return http.post('/obt/saveAppTsInfo', { tsCid, tsDevice }, { quiet: true, inlineErrors: true })
}

/** POST /obt/costCenterFindList: the company's cost centres (booking and trip application forms). */
export function costCenterFindList(keywords?: string): Promise<CostCenter[]> {
  return http.post<CostCenter[]>('/obt/costCenterFindList', { keywords }, { quiet: true, inlineErrors: true })
}

/** POST /obt/projectList: projects in progress (page size 9999, overview §9). */
export function projectList(keywords?: string): Promise<ProjectPage> {
  return http.post<ProjectPage>('/obt/projectList', { pageNum: 1, count: 9999, status: 1, keywords }, { quiet: true, inlineErrors: true })
}
