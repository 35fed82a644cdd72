/**
 * Employees and travellers (overview §7 "Employees and travellers"): colleagues within the caller's
 * booking scope, the caller's frequent travellers, and saving one. Document numbers arrive masked.
 */
import { http } from '../http/client'
import type {
  BookableEmployee,
  CardView,
  Contact,
  ContactDelReply,
  ContactDetail,
  ContactEditBody,
  ContactEditReply,
  ContactsPageQuery,
  ContactsPageReply,
  EmpFindListQuery,
  EmpFindListReply,
} from '../../../server/src/schemas/traveller'

export type { BookableEmployee, CardView, Contact, ContactDetail, ContactEditBody, ContactEditReply, ContactsPageReply, EmpFindListReply }

/** GET /obt/empFindList: colleagues the caller may book for (the caller first). */
export function empFindList(query: EmpFindListQuery = {}): Promise<EmpFindListReply> {
  return http.get<EmpFindListReply>('/obt/empFindList', query, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipEmpContactsPage: the caller's frequent travellers. */
export function vipEmpContactsPage(query: ContactsPageQuery = {}): Promise<ContactsPageReply> {
  return http.get<ContactsPageReply>('/obt/vipEmpContactsPage', query, { quiet: true, inlineErrors: true })
}

/** POST /obt/vipEmpContactsEdit: adds (no id) or edits a frequent traveller / outside guest. */
export function vipEmpContactsEdit(body: ContactEditBody): Promise<ContactEditReply> {
  return http.post<ContactEditReply>('/obt/vipEmpContactsEdit', body, { inlineErrors: true })
}

/** GET /obt/vipEmpContactsDetail: one frequent traveller of the caller with whole document numbers (its edit form). */
export function vipEmpContactsDetail(id: string): Promise<ContactDetail> {
  return http.get<ContactDetail>('/obt/vipEmpContactsDetail', { id }, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipEmpContactsDel: deletes one of the caller's frequent travellers (orders keep their own copy). */
export function vipEmpContactsDel(id: string): Promise<ContactDelReply> {
  return http.get<ContactDelReply>('/obt/vipEmpContactsDel', { id }, { inlineErrors: true })
}
