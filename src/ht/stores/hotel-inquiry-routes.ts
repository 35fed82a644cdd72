/**
 * The price inquiry screens of each route family (spec: /htV2/htInquiry, /htV2/htInquiryDetail;
 * /ht/htInquiry, /ht/htInquiryDetail/{id}, read as ?id= on both targets). "My inquiries" is the
 * inquiry screen's second tab (?tab=mine): the spec names no list route.
 */
import type { HotelVersionNo } from './hotel-context'

export interface InquiryRoutes {
  form: string
  detail: string
}

/** The inquiry routes of a family: a screen opened under /ht/ goes on under /ht/. */
export function inquiryRoutes(version: HotelVersionNo): InquiryRoutes {
  return version === 1 ? { form: '/ht/htInquiry', detail: '/ht/htInquiryDetail' } : { form: '/htV2/htInquiry', detail: '/htV2/htInquiryDetail' }
}
