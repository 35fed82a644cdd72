/**
 * Malformed input never becomes a 999 (which makes the app show the bug dialog and file a bug
 * report): NUL bytes in strings, page numbers and sizes out of range, ids beyond what an integer
 * column holds, impossible calendar dates. Every case answers 4000 with a tips naming the field,
 * on public and private routes alike. The bodies are otherwise valid (a real fare, real ids) so
 * that, without the schema bounds, the bad value reaches the database.
 */
import { fieldLabel } from '../../server/src/messages'
import { DATE_PATTERN, FREE_TEXT_PATTERN, ID_PATTERN, LINE_PATTERN, positiveIntPattern } from '../../server/src/schemas/common'
import { dayAhead, empIdOf, findFare } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

/** What the cases may use: a signed-in token and real keys and ids of the demo world. */
interface Ctx {
  token: string
  empId: string
  flightKey: string
  cabinKey: string
  date: string
}

interface Case {
  method: 'GET' | 'POST'
  url: string
  data: (c: Ctx) => Record<string, unknown>
  /** The field the tips must name. */
  field: string
  /** Public routes are called without a token. */
  pub?: boolean
}

const NUL = 'ab\u0000cd'
/** Beyond int4 but inside the old 12-digit id pattern. */
const ID_12 = '999999999999'
/** Beyond every integer type. */
const ID_20 = '99999999999999999999'
const FEB_30 = '2024-02-30'

const route = (date: string) => ({ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: date, cabin: 'Y' })
const application = (c: Ctx, overrides: Record<string, unknown>) => ({
  addMethod: 0,
  travellerEmpIds: [c.empId],
  ccsy: '客户现场技术支持',
  dateBegin: c.date,
  dateEnd: c.date,
  mdd: '北京',
  jtys: 1,
  zsys: 1,
  qtys: 1,
  routes: [route(c.date)],
  ...overrides,
})
const booking = (c: Ctx, overrides: Record<string, unknown>) => ({
  segments: [{ cabinKey: c.cabinKey }],
  passengers: [{ empId: c.empId }],
  contact: { name: '联系人', phone: '13800138000' },
  tripType: 2,
  clientToken: `bad-input-${Math.random().toString(36).slice(2)}`,
  ...overrides,
})
const guest = (overrides: Record<string, unknown>) => ({ name: '王小明', cardType: 'PP', cardNumber: 'E12345678', cardExpiry: '2035-01-01', phone: '13900139000', born: '1990-01-01', ...overrides })
const contactEdit = (overrides: Record<string, unknown>) => ({ chName: '王小明', cards: [{ cardType: 'UU', cardNumber: 'X123456' }], ...overrides })

const nulCases: Case[] = [
  // Public calls: anyone can send these.
  { method: 'POST', url: '/obt/vipLogin', data: () => ({ loginType: 2, loginName: NUL, password: 'x' }), field: 'loginName', pub: true },
  { method: 'GET', url: '/obt/getCorpList', data: () => ({ loginName: NUL }), field: 'loginName', pub: true },
  { method: 'GET', url: '/obt/findAirportByKeyword', data: () => ({ keyword: NUL }), field: 'keyword', pub: true },
  { method: 'GET', url: '/obt/findTrainZdByKeyword', data: () => ({ keyword: NUL }), field: 'keyword', pub: true },
  { method: 'POST', url: '/obt/geo/findByKeyword', data: () => ({ type: '10903', keyword: NUL }), field: 'keyword', pub: true },
  { method: 'POST', url: '/obt/etPageSetList', data: () => ({ corpNo: NUL }), field: 'corpNo', pub: true },
  { method: 'POST', url: '/obt/etPageSetList', data: () => ({ domainName: NUL }), field: 'domainName', pub: true },
  { method: 'POST', url: '/obt/getLoginTz', data: () => ({ corpNo: NUL }), field: 'corpNo', pub: true },
  { method: 'GET', url: '/obt/getParameter', data: () => ({ paramNo: NUL }), field: 'paramNo', pub: true },
  { method: 'POST', url: '/obt/admin/queryParameter', data: () => ({ paramNos: ['10010', NUL] }), field: 'paramNos', pub: true },
  { method: 'POST', url: '/obt/vipEmpResetPwd', data: () => ({ step: 1, loginName: NUL }), field: 'loginName', pub: true },
  { method: 'POST', url: '/obt/userRegister', data: () => ({ phone: '13700001234', smsCode: '123456', password: 'Abcdefg1', empName: NUL }), field: 'empName', pub: true },
  { method: 'POST', url: '/obt/getOpenId', data: () => ({ code: NUL }), field: 'code', pub: true },
  { method: 'POST', url: '/obt/wxLogin', data: () => ({ openId: NUL }), field: 'openId', pub: true },
  { method: 'POST', url: '/obt/getWxMiniPhone', data: () => ({ code: NUL }), field: 'code', pub: true },
  { method: 'POST', url: '/obt/validPhoneWithCorp', data: () => ({ phone: '13800138000', openId: NUL, smsCode: '123456' }), field: 'openId', pub: true },
  { method: 'POST', url: '/mqc/bugManage/submitBug', data: () => ({ level: 1, path: NUL }), field: 'path', pub: true },
  { method: 'POST', url: '/mqc/bugManage/submitBug', data: () => ({ level: 1, payload: { note: NUL } }), field: 'note', pub: true },
  { method: 'GET', url: '/obt/demo/emailOutbox', data: () => ({ email: NUL }), field: 'email', pub: true },
  { method: 'GET', url: '/obt/demo/pushOutbox', data: () => ({ empNo: NUL }), field: 'empNo', pub: true },
  { method: 'GET', url: '/obt/demo/captcha', data: () => ({ validateCodeId: NUL }), field: 'validateCodeId', pub: true },
  // Private calls.
  { method: 'POST', url: '/obt/costCenterFindList', data: () => ({ keywords: NUL }), field: 'keywords' },
  { method: 'POST', url: '/obt/projectList', data: () => ({ keywords: NUL }), field: 'keywords' },
  { method: 'GET', url: '/obt/empFindList', data: () => ({ keywords: NUL }), field: 'keywords' },
  { method: 'GET', url: '/obt/vipEmpContactsPage', data: () => ({ keywords: NUL }), field: 'keywords' },
  { method: 'POST', url: '/obt/vipEmpContactsEdit', data: () => contactEdit({ chName: NUL }), field: 'chName' },
  { method: 'POST', url: '/obt/vipEmpContactsEdit', data: () => contactEdit({ cards: [{ cardType: 'UU', cardNumber: 'X123456', issuePlace: NUL }] }), field: 'issuePlace' },
  { method: 'GET', url: '/obt/getBClass', data: () => ({ parNo: NUL }), field: 'parNo' },
  { method: 'POST', url: '/obt/queryVipParameter', data: () => ({ paramNo: NUL }), field: 'paramNo' },
  { method: 'POST', url: '/obt/admin/vipParam/getSysParameter', data: () => ({ paramNo: NUL }), field: 'paramNo' },
  { method: 'POST', url: '/obt/common/vipWbyy/list', data: () => ({ cplx: NUL }), field: 'cplx' },
  { method: 'GET', url: '/obt/bx/getBxcpList', data: () => ({ cplx: NUL }), field: 'cplx' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryFlight', data: (c) => ({ depCode: 'BJS', arrCode: 'SHA', date: c.date, tripType: 1, ccsqdId: NUL }), field: 'ccsqdId' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryCabin', data: (c) => ({ flightKey: `${c.flightKey}${NUL}`, tripType: 1 }), field: 'flightKey' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryFlightRule', data: (c) => ({ cabinKey: `${c.cabinKey}${NUL}` }), field: 'cabinKey' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/patForFlight', data: (c) => ({ cabinKey: `${c.cabinKey}${NUL}` }), field: 'cabinKey' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/validateTimeOut', data: (c) => ({ cabinKey: `${c.cabinKey}${NUL}` }), field: 'cabinKey' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/checkSameOrder', data: (c) => ({ flightKey: c.flightKey, passengers: [{ idNumber: NUL }] }), field: 'idNumber' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { contact: { name: NUL, phone: '13800138000' } }), field: 'name' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { passengers: [guest({ name: NUL })] }), field: 'name' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { violationNote: NUL }), field: 'violationNote' },
  { method: 'POST', url: '/obt/totalOrderList', data: () => ({ orderNo: NUL }), field: 'orderNo' },
  { method: 'POST', url: '/obt/totalOrderList', data: () => ({ empName: NUL }), field: 'empName' },
  { method: 'POST', url: '/obt/plane/tkOrder/allOrderList', data: () => ({ cityId: NUL }), field: 'cityId' },
  { method: 'POST', url: '/obt/common/smsEmail', data: () => ({ orderNo: NUL, orderType: 11001, sendScene: 1 }), field: 'orderNo' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { ccsy: NUL }), field: 'ccsy' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { routes: [{ ...route(c.date), toCity: NUL }] }), field: 'toCity' },
  { method: 'POST', url: '/obt/vipChangeAdd', data: (c) => ({ ccsqdId: '1', changeYy: NUL, routes: [route(c.date)], jtys: 1, zsys: 1, qtys: 1 }), field: 'changeYy' },
  { method: 'POST', url: '/obt/vipBpmReceiveAppResult', data: () => ({ workItemId: '1', completeState: 2, appRemark: NUL }), field: 'appRemark' },
  { method: 'POST', url: '/obt/plane/tkOrder/refundAdd', data: () => ({ orderId: '1', passengerIds: ['1'], reason: NUL }), field: 'reason' },
  { method: 'POST', url: '/obt/pay/online', data: () => ({ orderIds: ['1'], payScene: 1, subjectBeanList: [{ subjectId: NUL, amount: 1 }], smsCode: '123456' }), field: 'subjectId' },
  { method: 'POST', url: '/obt/vipEmpEditPwd', data: () => ({ oldPwd: NUL, pwd: 'Abcdefg1' }), field: 'oldPwd' },
]

/** Every paged list, as GET or POST. */
const pagedLists: { method: 'GET' | 'POST'; url: string; extra?: Record<string, unknown> }[] = [
  { method: 'POST', url: '/obt/sms/allGgTz' },
  { method: 'POST', url: '/obt/sms/findGgtzByMsgType', extra: { msgType: 2 } },
  { method: 'GET', url: '/obt/vipBpmForMyAppNew' },
  { method: 'GET', url: '/obt/vipBpmForMyAppedNew' },
  { method: 'GET', url: '/obt/vipBpmForMySendAppNew' },
  { method: 'GET', url: '/obt/vipCcsqdGetList' },
  { method: 'GET', url: '/obt/empFindList' },
  { method: 'GET', url: '/obt/vipEmpContactsPage' },
  { method: 'POST', url: '/obt/projectList' },
  { method: 'POST', url: '/obt/totalOrderList' },
  { method: 'POST', url: '/obt/plane/tkOrder/allOrderList' },
]
const pageCases: Case[] = pagedLists.flatMap(({ method, url, extra }) =>
  (
    [
      ['pageNum', 99999999999999],
      ['pageNum', 100001],
      ['pageNum', 0],
      ['pageNum', -1],
      ['count', 99999999999],
      ['count', 10000],
      ['count', 0],
      ['count', -5],
    ] as const
  ).map(([field, value]): Case => ({ method, url, data: () => ({ ...extra, [field]: value }), field })),
)
// A JSON number far past 2^53 is still an integer to JSON Schema.
pageCases.push({ method: 'POST', url: '/obt/sms/allGgTz', data: () => ({ pageNum: 1e20 }), field: 'pageNum' })

const idCases: Case[] = [ID_12, ID_20].flatMap((id): Case[] => [
  { method: 'GET', url: '/obt/plane/tkOrder/orderDetail', data: () => ({ orderId: id }), field: 'orderId' },
  { method: 'POST', url: '/obt/plane/tkOrder/cancelTkOrder', data: () => ({ orderId: id }), field: 'orderId' },
  { method: 'GET', url: '/obt/plane/tkOrder/refundOrderDetail', data: () => ({ refundId: id }), field: 'refundId' },
  { method: 'GET', url: '/obt/plane/tkOrder/tkChangeOrderDetail', data: () => ({ changeId: id }), field: 'changeId' },
  { method: 'POST', url: '/obt/plane/tkOrder/refundAdd', data: () => ({ orderId: id, passengerIds: ['1'], reason: '行程变更' }), field: 'orderId' },
  { method: 'POST', url: '/obt/plane/tkOrder/queryChangeFee', data: (c) => ({ orderId: id, newCabinKey: c.cabinKey }), field: 'orderId' },
  { method: 'POST', url: '/obt/plane/tkOrder/tkChangeOrderAdd', data: (c) => ({ orderId: '1', passengerIds: [id], newCabinKey: c.cabinKey }), field: 'passengerIds' },
  { method: 'POST', url: '/obt/vipOrder/pdf/generate', data: () => ({ orderId: id }), field: 'orderId' },
  { method: 'GET', url: '/obt/queryOnlinePayStatus', data: () => ({ orderId: id }), field: 'orderId' },
  { method: 'POST', url: '/obt/getPaySubject', data: () => ({ orderIds: [id] }), field: 'orderIds' },
  { method: 'POST', url: '/obt/pay/getSmsCode', data: () => ({ orderIds: [id] }), field: 'orderIds' },
  { method: 'GET', url: '/obt/vipEmpContactsDetail', data: () => ({ id }), field: 'id' },
  { method: 'GET', url: '/obt/vipEmpContactsDel', data: () => ({ id }), field: 'id' },
  { method: 'POST', url: '/obt/vipEmpContactsEdit', data: () => contactEdit({ id }), field: 'id' },
  { method: 'GET', url: '/obt/vipCcsqdGetInfo', data: () => ({ ccsqdId: id }), field: 'ccsqdId' },
  { method: 'GET', url: '/obt/vipCcsqdDel', data: () => ({ ccsqdId: id }), field: 'ccsqdId' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { ccsqdId: id }), field: 'ccsqdId' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { costCenterId: id }), field: 'costCenterId' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { travellerEmpIds: [id] }), field: 'travellerEmpIds' },
  { method: 'POST', url: '/obt/vipCcsqdDetail4Book', data: () => ({ ccsqdId: id }), field: 'ccsqdId' },
  { method: 'POST', url: '/obt/vipCcsqdList4Book', data: () => ({ productType: 10901, travellerEmpIds: [id] }), field: 'travellerEmpIds' },
  { method: 'GET', url: '/obt/vipChangeGetByCcsqd', data: () => ({ ccsqdId: id }), field: 'ccsqdId' },
  { method: 'GET', url: '/obt/vipChangeDel', data: () => ({ changeId: id }), field: 'changeId' },
  { method: 'GET', url: '/obt/vipCorp/fj/queryFj', data: () => ({ id }), field: 'id' },
  { method: 'POST', url: '/obt/orderApproveList', data: () => ({ workItemId: id }), field: 'workItemId' },
  { method: 'POST', url: '/obt/orderApproveList', data: () => ({ orderId: id, orderType: 11099 }), field: 'orderId' },
  { method: 'POST', url: '/obt/vipBpmReceiveAppResult', data: () => ({ workItemId: id, completeState: 1 }), field: 'workItemId' },
  { method: 'POST', url: '/obt/cancelApp', data: () => ({ orderId: id, orderType: 11099 }), field: 'orderId' },
  { method: 'POST', url: '/obt/vipBpmSendAppNew', data: () => ({ orderId: id, orderType: 11001 }), field: 'orderId' },
  { method: 'POST', url: '/obt/vipSpkzNeedApproval', data: () => ({ orderType: 11001, amount: 100, violation: false, travellerEmpIds: [id] }), field: 'travellerEmpIds' },
  { method: 'POST', url: '/obt/matchGz', data: () => ({ scope: 'trip', empId: id }), field: 'empId' },
  { method: 'GET', url: '/obt/vipSpgzFindDetail', data: () => ({ spgzId: id }), field: 'spgzId' },
  { method: 'POST', url: '/obt/readGgtz', data: () => ({ id: Number(id) }), field: 'id' },
  { method: 'POST', url: '/obt/getTzContent', data: () => ({ id: Number(id) }), field: 'id' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryFlight', data: (c) => ({ depCode: 'BJS', arrCode: 'SHA', date: c.date, tripType: 1, travellerEmpIds: [id] }), field: 'travellerEmpIds' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/matchClbz', data: (c) => ({ cabinKey: c.cabinKey, travellerEmpIds: [id], tripType: 1 }), field: 'travellerEmpIds' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/checkSameOrder', data: (c) => ({ flightKey: c.flightKey, passengers: [{ contactId: id }] }), field: 'contactId' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { costCenterId: id, tripType: 1 }), field: 'costCenterId' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { passengers: [{ empId: id }] }), field: 'empId' },
  // A numeric application id is an id; other text stays a (refused) application reference.
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { ccsqdId: id, tripType: 1 }), field: 'ccsqdId' },
  // Integer fields that are codes, not ids.
  { method: 'POST', url: '/obt/totalOrderList', data: () => ({ orderType: Number(id) }), field: 'orderType' },
  { method: 'POST', url: '/obt/common/smsEmail', data: () => ({ orderNo: 'X1', orderType: Number(id), sendScene: 1 }), field: 'orderType' },
])

// Past and future impossible days (a future one passes the 'date is past' rule and reaches the search).
const dateCases: Case[] = [FEB_30, '2031-02-29', '2030-04-31', '2030-13-01', '2100-02-29', '0000-01-01'].flatMap((date): Case[] => [
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryFlightWeekPrice', data: () => ({ depCode: 'BJS', arrCode: 'SHA', date }), field: 'date' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryFlight', data: () => ({ depCode: 'BJS', arrCode: 'SHA', date, tripType: 1 }), field: 'date' },
  { method: 'POST', url: '/obt/plane/shopping/gn/v3/queryTransferCity', data: () => ({ depCode: 'CTU', arrCode: 'HRB', date }), field: 'date' },
  { method: 'POST', url: '/obt/totalOrderList', data: () => ({ dateStart: date }), field: 'dateStart' },
  { method: 'POST', url: '/obt/plane/tkOrder/allOrderList', data: () => ({ dateType: 2, dateEnd: date }), field: 'dateEnd' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { dateBegin: date }), field: 'dateBegin' },
  { method: 'POST', url: '/obt/vipCcsqdAdd', data: (c) => application(c, { routes: [route(date)] }), field: 'dateBegin' },
  { method: 'POST', url: '/obt/vipEmpContactsEdit', data: () => contactEdit({ born: date }), field: 'born' },
  { method: 'POST', url: '/obt/vipEmpContactsEdit', data: () => contactEdit({ cards: [{ cardType: 'PP', cardNumber: 'E12345678', expiry: date }] }), field: 'expiry' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { passengers: [guest({ born: date })] }), field: 'born' },
  { method: 'POST', url: '/obt/plane/tkOrder/v3/book', data: (c) => booking(c, { passengers: [guest({ cardExpiry: date })] }), field: 'cardExpiry' },
])

const tables: [string, Case[]][] = [
  ['NUL bytes in strings', nulCases],
  ['page numbers and sizes', pageCases],
  ['ids beyond the integer range', idCases],
  ['impossible calendar dates', dateCases],
]

const describeCase = (c: Case, data: Record<string, unknown>) => `${c.method} ${c.url} ${JSON.stringify(data)}`

describe('the shared patterns', () => {
  // AJV compiles patterns with the u flag; so do these checks.
  const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value)

  test('positiveIntPattern(max) matches exactly 1..max', () => {
    const wrong: string[] = []
    for (const max of [1, 7, 10, 19, 100, 305, 1000, 2047, 65535]) {
      const pattern = positiveIntPattern(max)
      for (let i = 0; i <= max * 2 + 20; i += 1) if (matches(pattern, String(i)) !== (i >= 1 && i <= max)) wrong.push(`${max}: ${i}`)
    }
    expect(wrong).toEqual([])
  })

  test('ids are 1..2147483647 without sign, blanks or leading zeros', () => {
    for (const id of ['1', '9', '10', '999999999', '1000000000', '2147483646', '2147483647']) expect([id, matches(ID_PATTERN, id)]).toEqual([id, true])
    for (const id of ['', '0', '01', '-1', '+1', ' 1', '1.0', '2147483648', '2147483650', '3000000000', ID_12, ID_20]) expect([id, matches(ID_PATTERN, id)]).toEqual([id, false])
  })

  test('dates are exactly the calendar days of 1900 to 2099', () => {
    const wrong: string[] = []
    for (let y = 1890; y <= 2110; y += 1) {
      for (let m = 0; m <= 13; m += 1) {
        for (let d = 0; d <= 32; d += 1) {
          const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
          const day = new Date(Date.UTC(y, m - 1, d))
          const real = y >= 1900 && y <= 2099 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
          if (matches(DATE_PATTERN, text) !== real) wrong.push(text)
        }
      }
    }
    expect(wrong).toEqual([])
    for (const text of ['2024-2-01', '20240201', ' 2024-02-01', '2024-02-01 ', '2024-02-01T00:00']) expect([text, matches(DATE_PATTERN, text)]).toEqual([text, false])
  })

  test('a line refuses every control character; free text allows tab and line breaks', () => {
    expect(matches(LINE_PATTERN, '北京 Beijing-1/2')).toBe(true)
    expect(matches(FREE_TEXT_PATTERN, '第一行\r\n第二行\t备注')).toBe(true)
    for (let code = 0; code < 0x20; code += 1) expect(matches(LINE_PATTERN, `a${String.fromCharCode(code)}b`)).toBe(false)
    for (let code = 0; code < 0x20; code += 1) expect([code, matches(FREE_TEXT_PATTERN, `a${String.fromCharCode(code)}b`)]).toEqual([code, [9, 10, 13].includes(code)])
    expect(matches(LINE_PATTERN, 'a\u007fb')).toBe(false)
    expect(matches(FREE_TEXT_PATTERN, 'a\u007fb')).toBe(false)
  })
})

describe.each(targets)('malformed input answers 4000 on $name', (target) => {
  let env: TestEnv
  let ctx: Ctx
  beforeAll(async () => {
    env = await startTestApp(target)
    const token = await env.login('hx.corpbooker')
    const { flight, cabin } = await findFare(env, token, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft > 0 })
    ctx = { token, empId: await empIdOf(env, 'hx.corpbooker'), flightKey: flight.flightKey, cabinKey: cabin.cabinKey, date: dayAhead(env, 10) }
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  async function call(c: Case, data: Record<string, unknown>) {
    const headers: Record<string, string> = { 'accept-language': 'zh', 'y-cli': '10506' }
    if (!c.pub) headers.token = ctx.token
    const res =
      c.method === 'GET'
        ? await env.inject({ method: 'GET', url: c.url, query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), headers })
        : await env.inject({ method: 'POST', url: c.url, payload: data, headers })
    expect(res.statusCode).toBe(200)
    return res.json() as { errCode: number; status: number; tips: string }
  }

  describe.each(tables)('%s', (_title, cases) => {
    test.each(cases.map((c, i) => [`${i + 1}. ${c.method} ${c.url} (${c.field})`, c] as const))('%s', async (_name, c) => {
      const data = c.data(ctx)
      const reply = await call(c, data)
      expect({ case: describeCase(c, data), errCode: reply.errCode, status: reply.status }).toEqual({ case: describeCase(c, data), errCode: 4000, status: 1 })
      expect(reply.tips).toContain(fieldLabel('zh', c.field))
    })
  })

  test('where no schema bounds the value, the database refusing it is still a 4000, not a 999', async () => {
    // vipLogin's compId is a company id or code (schemas/auth.ts); a 20-digit one overflows the id column.
    const login = await call({ method: 'POST', url: '/obt/vipLogin', data: () => ({}), field: '', pub: true }, { loginType: 2, loginName: 'hx.traveller', password: 'x', compId: ID_20 })
    expect(login).toMatchObject({ errCode: 4000, status: 1 })
    expect(login.tips).not.toBe('')
    // A multipart file name reaches the attachments table unchecked.
    const form = '--X\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n0000\r\n--X--\r\n'
    const upload = await env.inject({
      method: 'POST',
      url: '/obt/vipCorp/fj/uploadCons',
      headers: { token: ctx.token, 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.from(form, 'latin1'),
    })
    expect(upload.json()).toMatchObject({ errCode: 4000, status: 1 })
  })

  test('a NUL in a URL path parameter is 4000', async () => {
    const res = await env.inject({ method: 'GET', url: '/obt/vipOrder/pdf/file/%00' })
    expect(res.json()).toMatchObject({ errCode: 4000, status: 1 })
  })

  test('a NUL in a field name is 4000', async () => {
    const reply = await call({ method: 'POST', url: '/obt/costCenterFindList', data: () => ({}), field: '' }, { keywords: 'a', ['x\u0000y']: 1 })
    expect(reply).toMatchObject({ errCode: 4000, status: 1 })
    expect(reply.tips).not.toBe('')
  })

  test('tab and newline still pass in free text; the same control characters are refused in one-line fields', async () => {
    const remark = await call({ method: 'POST', url: '/obt/vipCcsqdAdd', data: () => ({}), field: '' }, application(ctx, { ccsy: '第一行\n第二行\t备注' }))
    expect(remark.errCode).toBe(1)
    const name = await call({ method: 'POST', url: '/obt/vipCcsqdAdd', data: () => ({}), field: '' }, application(ctx, { mdd: '北京\n上海' }))
    expect(name).toMatchObject({ errCode: 4000, tips: `${fieldLabel('zh', 'mdd')}格式不正确` })
    const bell = await call({ method: 'POST', url: '/obt/vipCcsqdAdd', data: () => ({}), field: '' }, application(ctx, { ccsy: '响铃\u0007' }))
    expect(bell.errCode).toBe(4000)
  })

  test('real calendar days, the last page and the largest page size still work', async () => {
    expect((await call({ method: 'POST', url: '/obt/totalOrderList', data: () => ({}), field: '' }, { dateType: 2, dateStart: '2024-02-29', dateEnd: '2028-02-29' })).errCode).toBe(1)
    expect((await call({ method: 'POST', url: '/obt/sms/allGgTz', data: () => ({}), field: '' }, { pageNum: 100000, count: 100 })).errCode).toBe(1)
    expect((await call({ method: 'POST', url: '/obt/projectList', data: () => ({}), field: '' }, { pageNum: 1, count: 9999 })).errCode).toBe(1)
    expect((await call({ method: 'GET', url: '/obt/empFindList', data: () => ({}), field: '' }, { pageNum: 1, count: 999 })).errCode).toBe(1)
    const maxId = await call({ method: 'GET', url: '/obt/plane/tkOrder/orderDetail', data: () => ({}), field: '' }, { orderId: '2147483647' })
    expect(maxId.errCode).toBe(4004)
  })
})
