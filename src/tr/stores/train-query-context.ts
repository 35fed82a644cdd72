/**
 * The page parameters of /tr/trQuery (core/domain/booking-context): a trip's "book" button opens
 * the search under that business-trip application and train route (`?ccsqdId=&routeId=`).
 */
import { defineContext, field } from '../../core/domain/booking-context'

const ID = /^\d{1,12}$/

/** /tr/trQuery?ccsqdId=&routeId=. */
export const queryEntryContext = defineContext({
  ccsqdId: field.string({ pattern: ID }),
  routeId: field.string({ pattern: ID }),
})
