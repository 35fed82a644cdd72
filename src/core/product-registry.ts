/**
 * The product registry: every route family of the spec (= a folder under src/ = a mini-program
 * subpackage) with the product codes it serves, its screens and the order types whose detail screen
 * it owns (booking flows §2.4). The route table (routes.ts), order-type routing
 * (domain/order-types.ts) and the lint rule that keeps product folders apart (.eslintrc.cjs) are
 * derived from it, so a new product is named here once.
 *
 * Kept free of imports: the build config and ESLint load it in Node.
 */

/** A screen of a family: the spec route and the page file under the family's folder. */
export interface FamilyRoute {
  route: string
  /** Page path relative to the package root, without extension, e.g. 'pages/tk-query/index'. */
  page: string
  /** Product code whose permission the screen needs (getAuthorizationPnos); none for order screens. */
  product?: string
  /** Reachable without a session (spec §2.2). */
  public?: boolean
}

export interface ProductFamily {
  /** Folder under src/ and mini-program subpackage root. */
  pkg: string
  /** Product codes the family serves (spec codes, and ours where the spec has none: README design notes). */
  codes: readonly string[]
  routes: readonly FamilyRoute[]
  /** Order type → the spec route of its detail screen. A screen the app does not have yet is still named. */
  orderDetails?: Readonly<Record<number, string>>
  /**
   * The family's own words for spine statuses of its order types, as core i18n keys (a stay is
   * confirmed by the hotel, not issued); a status not named reads in the spine's words.
   */
  statusWords?: Readonly<Partial<Record<string, string>>>
  /** What follows payment: tickets issued ('issue', the default) or the supplier's confirmation ('confirm'). */
  afterPayment?: 'issue' | 'confirm'
}

const route = (r: string, page: string, product?: string): FamilyRoute => (product ? { route: r, page, product } : { route: r, page })
const publicRoute = (r: string, page: string): FamilyRoute => ({ route: r, page, public: true })

export const PRODUCT_FAMILIES = [
  {
    // Account screens reached before or around signing in (register, bind phone, reset password,
    // invitation): a subpackage of their own keeps them out of the main package every user
    // downloads first (README design notes: main package size).
    pkg: 'account',
    codes: [],
    routes: [
      publicRoute('/register', 'pages/register/index'),
      publicRoute('/bindPhone', 'pages/bind-phone/index'),
      publicRoute('/resetPassword/firstStep', 'pages/reset-password/first-step'),
      publicRoute('/resetPassword/secondStep', 'pages/reset-password/second-step'),
      publicRoute('/resetPassword/thirdStep', 'pages/reset-password/third-step'),
      publicRoute('/Invitation', 'pages/invitation/index'),
    ],
  },
  {
    pkg: 'tk',
    codes: ['10901', '10902'],
    routes: [
      route('/tk/tkQuery', 'pages/tk-query/index', '10901'),
      route('/tk/tkList', 'pages/tk-list/index', '10901'),
      route('/tk/tkCabin', 'pages/tk-cabin/index', '10901'),
      route('/tk/tkEdit', 'pages/tk-edit/index', '10901'),
      route('/tk/tkOrderDetail', 'pages/tk-order-detail/index'),
      route('/tk/tkRefundApply', 'pages/tk-refund-apply/index'),
      route('/tk/tkRefundDetail', 'pages/tk-refund-detail/index'),
      route('/tk/tkChangeApply', 'pages/tk-change-apply/index'),
      route('/tk/tkChangeDetail', 'pages/tk-change-detail/index'),
      route('/tk/tkIntList', 'pages/tk-int-list/index', '10902'),
      route('/tk/tkIntCabin', 'pages/tk-int-cabin/index', '10902'),
      route('/tk/tkIntEdit', 'pages/tk-int-edit/index', '10902'),
      route('/tk/tkIntCmp', 'pages/tk-int-cmp/index'),
      route('/tk/tkNeed', 'pages/tk-need/index', '10902'),
      route('/tk/tkNeedDetail', 'pages/tk-need-detail/index'),
      // International demand orders and policy live with the flights (same subpackage, shared code).
      route('/userCenter/NeedOrder', 'pages/need-order-list/index'),
      route('/tkIntel/policy', 'pages/tk-intel-policy/index'),
      route('/tkIntel/policy/detail', 'pages/tk-intel-policy-detail/index'),
      // Issue 13, the rest of the flight routes.
      route('/tk/tkCabinTransfer', 'pages/tk-cabin-transfer/index', '10901'),
      route('/tk/tkCmp', 'pages/tk-cmp/index'),
      route('/tk/tkRefundCmp', 'pages/tk-refund-cmp/index'),
      route('/tk/tkChangeCmp', 'pages/tk-change-cmp/index'),
      route('/tk/tkChangeFlight', 'pages/tk-change-flight/index'),
      route('/tk/tkChangeEdit', 'pages/tk-change-edit/index'),
      route('/tk/policy', 'pages/tk-policy/index'),
      route('/tk/strategy', 'pages/tk-strategy/index'),
      route('/tk/airportBus', 'pages/tk-airport-bus/index'),
    ],
    orderDetails: {
      11001: '/tk/tkOrderDetail',
      11004: '/tk/tkOrderDetail',
      11002: '/tk/tkRefundDetail',
      11005: '/tk/tkRefundDetail',
      11003: '/tk/tkChangeDetail',
      11006: '/tk/tkChangeDetail',
    },
  },
  {
    pkg: 'tr',
    codes: ['10904'],
    routes: [
      route('/tr/trQuery', 'pages/tr-query/index', '10904'),
      route('/tr/trList', 'pages/tr-list/index', '10904'),
      route('/tr/trDetail', 'pages/tr-detail/index', '10904'),
      route('/tr/trEdit', 'pages/tr-edit/index', '10904'),
      route('/tr/trCmp', 'pages/tr-cmp/index'),
      route('/tr/OrderDetail', 'pages/order-detail/index'),
      route('/tr/OrderService', 'pages/order-service/index'),
      route('/tr/ApplyRefund', 'pages/apply-refund/index'),
      route('/tr/RefundCmp', 'pages/refund-cmp/index'),
      route('/tr/RefundDetail', 'pages/refund-detail/index'),
      route('/tr/ApplyAlter', 'pages/apply-alter/index'),
      route('/tr/AlterCmp', 'pages/alter-cmp/index'),
      route('/tr/ChangeDetail', 'pages/change-detail/index'),
      route('/tr/Transfer', 'pages/transfer/index', '10904'),
      route('/tr/trSferOrderDetail', 'pages/transfer-order-detail/index'),
      route('/tr/trBenchEdit', 'pages/bench-edit/index', '10904'),
      route('/tr/trBenchCmp', 'pages/bench-cmp/index'),
      route('/tr/trBenthOrderDetail', 'pages/bench-order-detail/index'),
      route('/tr/trAccount', 'pages/tr-account/index', '10904'),
    ],
    // A train order with the transfer flag opens /tr/trSferOrderDetail (order-types.ts).
    orderDetails: { 11009: '/tr/OrderDetail', 11010: '/tr/RefundDetail', 11011: '/tr/ChangeDetail', 20031: '/tr/trBenthOrderDetail' },
  },
  {
    // Hotels: one subpackage serves both route families, version 2 (/htV2/, the default) and
    // version 1 (/ht/, companies whose hotelVersion is 1): the screens are shared, each route of a
    // family is a page file of its own (README design notes: hotels).
    pkg: 'ht',
    codes: ['10903'],
    routes: [
      route('/htV2/htQuery', 'pages/v2-query/index', '10903'),
      route('/ht/htQuery', 'pages/ht-query/index', '10903'),
      route('/htV2/htList', 'pages/v2-list/index', '10903'),
      route('/ht/htList', 'pages/ht-list/index', '10903'),
      route('/htV2/htSignList', 'pages/v2-sign-list/index', '10903'),
      route('/ht/htSignList', 'pages/ht-sign-list/index', '10903'),
      route('/htV2/htMap', 'pages/v2-map/index', '10903'),
      route('/ht/htMap', 'pages/ht-map/index', '10903'),
      route('/htV2/htRoomList', 'pages/v2-room-list/index', '10903'),
      route('/ht/htDetails', 'pages/ht-details/index', '10903'),
      route('/htV2/htIntRoomList', 'pages/v2-int-room-list/index', '10903'),
      route('/ht/htDetailsInt', 'pages/ht-details-int/index', '10903'),
      route('/htV2/htMore', 'pages/v2-more/index', '10903'),
      route('/ht/htMore', 'pages/ht-more/index', '10903'),
      route('/htV2/htEdit', 'pages/v2-edit/index', '10903'),
      route('/ht/htOrder', 'pages/ht-order/index', '10903'),
      route('/htV2/htIntEdit', 'pages/v2-int-edit/index', '10903'),
      route('/ht/htOrderInt', 'pages/ht-order-int/index', '10903'),
      route('/htV2/htCmp', 'pages/v2-cmp/index'),
      route('/ht/htOrderComplete', 'pages/ht-order-complete/index'),
      route('/ht/htOrder/htOrderDetail', 'pages/order-detail/index'),
      route('/ht/htOrder/htRefund', 'pages/refund-apply/index'),
      route('/ht/htOrder/htRefundDetail', 'pages/refund-detail/index'),
      route('/ht/htRefundComplete', 'pages/refund-done/index'),
      route('/htV2/htInquiry', 'pages/v2-inquiry/index', '10903'),
      route('/ht/htInquiry', 'pages/ht-inquiry/index', '10903'),
      route('/htV2/htInquiryDetail', 'pages/v2-inquiry-detail/index', '10903'),
      route('/ht/htInquiryDetail', 'pages/ht-inquiry-detail/index', '10903'),
    ],
    orderDetails: { 11007: '/ht/htOrder/htOrderDetail', 11008: '/ht/htOrder/htRefundDetail' },
    // A stay is confirmed by the hotel and cancelled, not ticketed and refunded.
    statusWords: {
      TICKETING: 'domain.status.confirming',
      ISSUED: 'domain.status.confirmed',
      FULL_REFUND: 'domain.status.stayCancelled',
      PARTIAL_REFUND: 'domain.status.stayPartlyCancelled',
    },
    afterPayment: 'confirm',
  },
  {
    pkg: 'car',
    codes: ['10906'],
    routes: [
      route('/car/carQuery', 'pages/car-query/index', '10906'),
      route('/car/carList', 'pages/car-list/index', '10906'),
      route('/car/carEdit', 'pages/car-edit/index', '10906'),
      route('/car/carCmp', 'pages/car-cmp/index'),
      route('/car/carOrderDetail', 'pages/car-order-detail/index'),
      route('/car/carJsycDetail', 'pages/car-jsyc-detail/index'),
      route('/car/driving', 'pages/driving/index'),
      // The car routes of business-trip applications live with cars: they need the car cities and use types.
      route('/tripCarAdd', 'pages/trip-car-add/index', '10906'),
      route('/userCenter/tripCarList', 'pages/trip-car-list/index'),
    ],
    // An open chartered ride opens /car/carJsycDetail/{id} (order-types.ts).
    orderDetails: { 11018: '/car/carOrderDetail' },
    // A ride under way is not "being processed".
    statusWords: { IN_PROGRESS: 'domain.status.underway' },
  },
  {
    // Visas: countries by continent with the trip date, a country's products for a consular
    // district, a product, the application (applicants, materials, delivery), booked, the order and
    // its progress (booking flows §2.4: 11023 opens /visa/orderDetail/{id}).
    pkg: 'visa',
    codes: ['10913'],
    routes: [
      route('/visa', 'pages/visa-home/index', '10913'),
      route('/visa/list', 'pages/visa-list/index', '10913'),
      route('/visa/detail', 'pages/visa-detail/index', '10913'),
      route('/visa/edit', 'pages/visa-edit/index', '10913'),
      route('/visa/cmp', 'pages/visa-cmp/index'),
      route('/visa/orderDetail', 'pages/visa-order-detail/index'),
      route('/visa/OrderService', 'pages/order-service/index'),
    ],
    orderDetails: { 11023: '/visa/orderDetail' },
    // Paid, the application is processed (materials, consulate, return) and then completed; a
    // cancellation after payment gives money back but is a cancellation, not a ticket refund.
    statusWords: { FULL_REFUND: 'domain.status.cancelled' },
    afterPayment: 'confirm',
  },
  {
    pkg: 'insurance',
    codes: ['10907'],
    // Products by kind, a product with its booking form, booked, the order (policy PDF) and its refund.
    routes: [
      route('/insurance/inQuery', 'pages/in-query/index', '10907'),
      route('/insurance/InProductDetails', 'pages/in-product-details/index', '10907'),
      route('/insurance/InCmp', 'pages/in-cmp/index'),
      route('/insurance/InOrderDetail', 'pages/in-order-detail/index'),
      route('/insurance/InRefundOrderDetail', 'pages/in-refund-order-detail/index'),
    ],
    orderDetails: { 11015: '/insurance/InOrderDetail', 11027: '/insurance/InRefundOrderDetail' },
    // The insurer issues a policy after payment, not a ticket.
    statusWords: { TICKETING: 'domain.status.confirming', ISSUED: 'domain.status.policyIssued', PARTIAL_REFUND: 'domain.status.policyPartRefunded', FULL_REFUND: 'domain.status.policyRefunded' },
  },
  {
    // Tours: the list by city and theme, a tour, filling the order (participants, contact, cost
    // centre), confirming it (standard, fee, price: /travelBook), booked, and the order detail.
    pkg: 'travel',
    codes: ['10911'],
    routes: [
      route('/travel', 'pages/travel-list/index', '10911'),
      route('/travelDetail', 'pages/travel-detail/index', '10911'),
      route('/travelFillorder', 'pages/travel-fillorder/index', '10911'),
      route('/travelBook', 'pages/travel-book/index', '10911'),
      route('/travelCmp', 'pages/travel-cmp/index'),
      route('/travel/travelOrder/travelOrderDetail', 'pages/travel-order-detail/index'),
    ],
    orderDetails: { 11032: '/travel/travelOrder/travelOrderDetail' },
    // The tour operator confirms the places; nothing is ticketed.
    statusWords: { TICKETING: 'domain.status.confirming', ISSUED: 'domain.status.confirmed' },
    afterPayment: 'confirm',
  },
  {
    pkg: 'airport',
    codes: ['10912'],
    // One subpackage for the five kinds of booking flows §2.4; the screens are shared, each spec
    // route is a page file of its own (src/airport/screens).
    routes: [
      route('/airportService', 'pages/airport-service/index', '10912'),
      route('/restRoom', 'pages/rest-room/index', '10912'),
      route('/restRoom/confirm', 'pages/rest-room-confirm/index', '10912'),
      route('/restRoom/edit', 'pages/rest-room-edit/index', '10912'),
      route('/restRoom/order', 'pages/rest-room-order/index'),
      route('/fastCheck', 'pages/fast-check/index', '10912'),
      route('/fastCheck/edit', 'pages/fast-check-edit/index', '10912'),
      route('/fastCheck/order', 'pages/fast-check-order/index'),
      route('/checkIn', 'pages/check-in/index', '10912'),
      route('/checkIn/edit', 'pages/check-in-edit/index', '10912'),
      route('/checkIn/order', 'pages/check-in-order/index'),
      route('/guestPass', 'pages/guest-pass/index', '10912'),
      route('/guestPass/confirm', 'pages/guest-pass-confirm/index', '10912'),
      route('/guestPass/edit', 'pages/guest-pass-edit/index', '10912'),
      route('/guestPass/order', 'pages/guest-pass-order/index'),
      route('/integratedProduct', 'pages/integrated-product/index', '10912'),
      route('/integratedProduct/edit', 'pages/integrated-product-edit/index', '10912'),
      route('/integratedProduct/order', 'pages/integrated-product-order/index'),
    ],
    orderDetails: {
      11028: '/restRoom/order',
      11029: '/fastCheck/order',
      11030: '/checkIn/order',
      11031: '/guestPass/order',
      21028: '/integratedProduct/order',
    },
    // A paid service is a voucher to show at the counter, not a ticket.
    statusWords: { TICKETING: 'domain.status.confirming', ISSUED: 'domain.status.voucherIssued' },
    afterPayment: 'confirm',
  },
  {
    pkg: 'trip',
    codes: ['10999'],
    routes: [
      route('/tripList', 'pages/trip-list/index', '10999'),
      route('/tripAdd', 'pages/trip-add/index', '10999'),
      route('/tripDetail', 'pages/trip-detail/index', '10999'),
      route('/tripChange', 'pages/trip-change/index', '10999'),
      route('/tripRoute', 'pages/trip-route/index', '10999'),
    ],
    orderDetails: { 11099: '/tripDetail' },
  },
  { pkg: 'approval', codes: [], routes: [route('/approval/Detail', 'pages/detail/index'), route('/approval/Send', 'pages/send/index')] },
  { pkg: 'pay', codes: [], routes: [route('/pay/payment', 'pages/payment/index'), route('/pay/paySuccess', 'pages/pay-success/index')] },
  {
    // The user centre's own screens (issue 15): schedule, messages, my approvals, offline orders,
    // violations, points, customer service and meetings.
    pkg: 'mine',
    codes: [],
    routes: [
      route('/schedule', 'pages/schedule/index'),
      route('/schedule/histroy', 'pages/schedule-history/index'),
      route('/userCenter/message', 'pages/message/index'),
      route('/userCenter/message/order', 'pages/message-order/index'),
      route('/userCenter/message/list', 'pages/message-list/index'),
      route('/userCenter/approvalList', 'pages/approval-list/index'),
      route('/otherOrder', 'pages/other-order/index'),
      route('/otherOrderDetail', 'pages/other-order-detail/index'),
      route('/violateList', 'pages/violate-list/index'),
      route('/userCenter/points', 'pages/points/index'),
      route('/service', 'pages/service/index'),
      route('/meeting', 'pages/meeting/index'),
    ],
  },
  {
    // Invoices (fapiao) of the user centre: a subpackage of their own (the spec paths stay /userCenter/Invoice...).
    pkg: 'invoice',
    codes: [],
    routes: [
      route('/userCenter/Invoice', 'pages/invoice-home/index'),
      route('/userCenter/Invoice/InvoiceOrderList', 'pages/order-list/index'),
      route('/userCenter/Invoice/InvoiceTrain', 'pages/invoice-train/index'),
      route('/userCenter/Invoice/addInvoiceTitle', 'pages/add-title/index'),
      route('/userCenter/Invoice/addInvoice', 'pages/add-invoice/index'),
      route('/userCenter/Invoice/distributionDetail', 'pages/distribution-detail/index'),
    ],
  },
  {
    pkg: 'userCenter',
    codes: [],
    routes: [
      route('/noticeList', 'pages/notice-list/index'),
      route('/userCenter/noticeDetail', 'pages/notice-detail/index'),
      route('/userCenter/settings', 'pages/settings/index'),
      route('/userCenter/settings/modifyPassword', 'pages/modify-password/index'),
      route('/userCenter/settings/modifyMobile', 'pages/modify-mobile/index'),
      route('/userCenter/settings/about', 'pages/about/index'),
      route('/userCenter/userInfo', 'pages/user-info/index'),
      route('/userCenter/trBenchList', 'pages/tr-bench-list/index'),
      route('/userCenter/CommonInfo', 'pages/common-info/index'),
      route('/userCenter/CommonInfo/EditContact', 'pages/edit-contact/index'),
      route('/userCenter/CommonInfo/EditAddress', 'pages/edit-address/index'),
      route('/userCenter/CommonInfo/EditVipEmpJdhy', 'pages/edit-member-card/index'),
      route('/userCenter/settings/closeAccount', 'pages/close-account/index'),
      route('/userCenter/settings/switchCompany', 'pages/switch-company/index'),
      // Company administration (administrators only: the pages show the not-open notice to anyone else).
      route('/userCenter/company', 'pages/company/index'),
      route('/userCenter/empList', 'pages/emp-list/index'),
      route('/userCenter/empEdit', 'pages/emp-edit/index'),
      route('/userCenter/invitEmployees', 'pages/invit-employees/index'),
      route('/userCenter/carbon', 'pages/carbon/index'),
      route('/userCenter/dutyOfCare', 'pages/duty-of-care/index'),
      // The recipient's "I'm safe" (a duty-of-care message opens it: order type 19001, orderId the broadcast).
      route('/userCenter/dutyOfCareAck', 'pages/duty-of-care-ack/index'),
    ],
    orderDetails: { 19001: '/userCenter/dutyOfCareAck' },
  },
] as const satisfies readonly ProductFamily[]

/** The folder (and subpackage) names of the families. */
export type FamilyName = (typeof PRODUCT_FAMILIES)[number]['pkg']

/** Every family folder, for the lint rule that keeps them from importing each other. */
export const FAMILY_FOLDERS: readonly FamilyName[] = PRODUCT_FAMILIES.map((f) => f.pkg)

/** The family owning a product code's entry screens (the first that serves it). */
export function familyOfCode(code: string): ProductFamily | undefined {
  return (PRODUCT_FAMILIES as readonly ProductFamily[]).find((f) => f.codes.includes(code))
}
