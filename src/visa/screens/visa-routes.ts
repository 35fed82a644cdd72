/** The visa screens' routes and order type (booking flows §2.4: 11023 opens the visa order detail). */
export const VISA_ORDER_TYPE = 11023
/** The order detail's route; the id goes as `id` (the spec's /{id}, which H5 turns into the query). */
export const VISA_ORDER_DETAIL = '/visa/orderDetail'
/** Booked: the order's state and payment (/visa/cmp/{id}). */
export const VISA_CMP = '/visa/cmp'
/** The order's progress and the return of the passports. */
export const VISA_ORDER_SERVICE = '/visa/OrderService'
