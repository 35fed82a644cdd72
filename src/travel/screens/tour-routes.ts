/** The tour screens' routes and order type (booking flows §2.4: 11032 opens the tour order detail). */
export const TOUR_ORDER_TYPE = 11032
/** The order detail's route; the id goes as `id` (the spec's /{id}, which H5 turns into the query). */
export const TOUR_ORDER_DETAIL = '/travel/travelOrder/travelOrderDetail'
