/**
 * The contract module (server/src/contract) is the one source of values both sides need: these
 * tests hold the app and the server to it, so a copied rule cannot drift back in.
 */
import { Value } from '@sinclair/typebox/value'
import { ORDER_STATUS } from '../../../server/src/contract/order-status'
import { ORDER_TYPE as CONTRACT_ORDER_TYPE } from '../../../server/src/contract/order-types'
import { ErrCode as ServerErrCode } from '../../../server/src/errors'
import { Email, Mobile, NewPassword, OrderStatusCode, SmsCode } from '../../../server/src/schemas/common'
import { orderDetailRoute, searchRouteOfOrderType } from '@/core/domain/order-types'
import { setLocale } from '@/core/i18n/index'
import { ErrCode } from '@/core/http/envelope'
import { validateEmail, validateMobile, validatePassword, validateSmsCode } from '@/core/domain/validators'

beforeAll(() => setLocale('zh-CN'))

describe('field rules: what the form accepts is what the server accepts', () => {
  const cases: [string, (v: string) => string | null, Parameters<typeof Value.Check>[0], string[]][] = [
    ['mobile', validateMobile, Mobile, ['13800138000', '19912345678', '12800138000', '1380013800', '138001380000', '+8613800138000', '']],
    ['email', validateEmail, Email, ['a@b.cn', 'li.ming+trip@corp.example.com', 'a..b@c.cn', '.a@b.cn', 'a@b.c', 'a@b', 'a b@c.cn', 'x_y%z@d-e.org']],
    ['password', validatePassword, NewPassword, ['Abcdefg1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc1', 'Abcdefg1!@#', 'Abcdefg 1', 'Abcdefg1中文', 'A'.repeat(19) + 'b1']],
    ['sms code', validateSmsCode, SmsCode, ['123456', '12345', '1234567', 'abcdef']],
  ]
  test.each(cases)('%s', (_name, validate, schema, values) => {
    for (const v of values) expect([v, validate(v) === null]).toEqual([v, Value.Check(schema, v)])
  })
})

test('errCodes the app acts on are the ones the server sends', () => {
  expect(ErrCode.success).toBe(ServerErrCode.OK)
  expect(ErrCode.tokenInvalid).toBe(ServerErrCode.TOKEN_INVALID)
  expect(ErrCode.otherDevice).toBe(ServerErrCode.TOKEN_REPLACED)
  expect(ErrCode.noSession).toBe(ServerErrCode.TOKEN_MISSING)
  expect(ErrCode.dialogCodes).toContain(ServerErrCode.INTERNAL)
  // Bad input, not found and conflicts are business failures the app shows as a toast with the tips.
  for (const code of [ServerErrCode.BAD_INPUT, ServerErrCode.NOT_FOUND, ServerErrCode.CONFLICT, ServerErrCode.TOO_MANY]) {
    expect(ErrCode.dialogCodes).not.toContain(code)
  }
})

test('every order status of the contract is in the reply schema', () => {
  for (const status of Object.values(ORDER_STATUS)) expect(Value.Check(OrderStatusCode, status)).toBe(true)
  expect(Value.Check(OrderStatusCode, 'SOMETHING_ELSE')).toBe(false)
})

test('all 20 order-type screens of booking flows §2.4 route, from the contract table', () => {
  const types = Object.values(CONTRACT_ORDER_TYPE)
  expect(types).toHaveLength(23)
  const routed = types.filter((t) => orderDetailRoute({ orderType: t, orderId: 7 }) !== null)
  // 23 codes; every one opens a screen (11001/11004, 11002/11005, 11003/11006 share theirs: 20 screens).
  expect(routed).toEqual(types)
  expect(new Set(types.map((t) => orderDetailRoute({ orderType: t, orderId: 7 })?.path)).size).toBe(20)
})

test('"search again" after a lapsed order opens its own product\'s search', () => {
  expect(searchRouteOfOrderType(11001)).toBe('/tk/tkQuery')
  expect(searchRouteOfOrderType('11003')).toBe('/tk/tkQuery')
  expect(searchRouteOfOrderType(11009)).toBe('/tr/trQuery')
  expect(searchRouteOfOrderType(20031)).toBe('/tr/trQuery')
  expect(searchRouteOfOrderType(99999)).toBe('/home')
})
