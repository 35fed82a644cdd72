/** Single-sign-on landing rules (booking-flows §2.5, §5.8) and the SDK signing URL (§7.13). */
import { isSsoTokenShape, parseSsoParam, ssoTarget } from '../../../src/core/sso'
import { dingtalkConfig, DD_API_LIST, osOf, signingUrl, urlToSign } from '../../../src/core/platform/sdk-common'
import { envFromUserAgent } from '../../../src/core/platform/env-common'

describe('SSO token shape (§5.8)', () => {
  test('32 or 42 characters, nothing else', () => {
    expect(isSsoTokenShape('a'.repeat(32))).toBe(true)
    expect(isSsoTokenShape('a'.repeat(42))).toBe(true)
    for (const n of [0, 31, 33, 41, 43]) expect(isSsoTokenShape('a'.repeat(n))).toBe(false)
  })
})

describe('ssoJsonParam', () => {
  test('only a JSON object is a target', () => {
    expect(parseSsoParam('{"targetModule":"index"}')).toEqual({ targetModule: 'index' })
    for (const raw of ['', null, undefined, 'not json', '[1]', '"x"', 'null']) expect(parseSsoParam(raw)).toBeNull()
  })
})

describe('landing targets (§2.5)', () => {
  const to = (p: Record<string, unknown> | null, corp: { hotelVersion?: number } | null = null) => ssoTarget(p, corp)

  test('the shell screens', () => {
    expect(to(null)).toEqual({ route: '/home', query: {} })
    expect(to({ targetModule: 'index' }).route).toBe('/home')
    expect(to({ targetModule: 'allorder' }).route).toBe('/allorder')
    expect(to({ targetModule: 'order' }).route).toBe('/allorder')
    expect(to({ targetModule: 'approvalList' }).route).toBe('/approvalList')
    expect(to({ targetModule: 'approval' }).route).toBe('/approvalList')
    expect(to({ targetModule: 'service' }).route).toBe('/service')
    expect(to({ targetModule: 'customerService' }).route).toBe('/service')
    expect(to({ targetModule: 'something else' }).route).toBe('/home')
  })

  test('pay opens the payment of the order', () => {
    expect(to({ targetModule: 'pay', orderId: 12, orderType: 11001 })).toEqual({ route: '/pay/payment', query: { orderIds: '12', orderType: '11001' } })
    expect(to({ targetModule: 'pay' }).route).toBe('/allorder')
  })

  test('query by product code, hotels by the company hotel version, with autoQuery', () => {
    expect(to({ targetModule: 'query', productCode: '10901' })).toEqual({ route: '/tk/tkQuery', query: {} })
    expect(to({ targetModule: 'query', productCode: 10902 }).route).toBe('/tk/tkQuery')
    expect(to({ targetModule: 'query', productCode: '10903' }).route).toBe('/htV2/htQuery')
    expect(to({ targetModule: 'query', productCode: '10903' }, { hotelVersion: 1 }).route).toBe('/ht/htQuery')
    expect(to({ targetModule: 'query', productCode: '10904', autoQuery: 1 })).toEqual({ route: '/tr/trQuery', query: { autoQuery: '1' } })
    expect(to({ targetModule: 'query', productCode: '10906', autoQuery: 'true' }).query).toEqual({ autoQuery: '1' })
    expect(to({ targetModule: 'query', productCode: '10913' }).route).toBe('/visa')
    expect(to({ targetModule: 'query', productCode: '99999' }).route).toBe('/home')
  })

  test('detail: approval with workItemId, else the order screen by order type, else the application', () => {
    expect(to({ targetModule: 'detail', workItemId: 9, orderId: '3', orderType: '11099' })).toEqual({
      route: '/approval/Detail',
      query: { workItemId: '9', id: '3', orderType: '11099' },
    })
    expect(to({ targetModule: 'detail', orderId: '5', orderType: '11001' })).toEqual({ route: '/tk/tkOrderDetail', query: { orderId: '5' } })
    expect(to({ targetModule: 'detail', orderId: '5', orderType: '11009' }).route).toBe('/tr/OrderDetail')
    expect(to({ targetModule: 'detail', orderId: '7', travelNo: 'SQ1' })).toEqual({ route: '/tripDetail', query: { ccsqdId: '7' } })
    expect(to({ targetModule: 'detail', orderNo: 'X1' }).route).toBe('/home')
    // An order target never becomes an approval decision.
    expect(to({ targetModule: 'order', workItemId: 9, orderId: '5', orderType: '11001' }).route).toBe('/tk/tkOrderDetail')
  })

  test('backUrl only as an app route', () => {
    expect(to({ backUrl: '/tr/trQuery?x=1' })).toEqual({ route: '/tr/trQuery', query: { x: '1' } })
    expect(to({ backUrl: 'https://evil.example/' }).route).toBe('/home')
    expect(to({ backUrl: '//evil.example/' }).route).toBe('/home')
  })
})

describe('JS-SDK signing URL', () => {
  test('without the hash; iOS signs the landing URL, Android the current one', () => {
    expect(urlToSign('https://a.example/x?y=1#/z')).toBe('https://a.example/x?y=1')
    expect(signingUrl('ios', 'https://a.example/sso?token=1#a', 'https://a.example/approval/Detail#b')).toBe('https://a.example/sso?token=1')
    expect(signingUrl('android', 'https://a.example/sso?token=1', 'https://a.example/approval/Detail#b')).toBe('https://a.example/approval/Detail')
    expect(osOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger')).toBe('ios')
    expect(osOf('Mozilla/5.0 (Linux; Android 14) wxwork/4.1')).toBe('android')
  })
})

describe('the chat apps\' browsers', () => {
  test('DingTalk, WeCom and WeChat are told apart by their user agents', () => {
    const android = 'Mozilla/5.0 (Linux; Android 13; V2185A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/97.0.4692.98 Mobile Safari/537.36'
    expect(envFromUserAgent(`${android} AliApp(DingTalk/7.0.40) com.alibaba.android.rimet/36338838 Channel/700159 language/zh-CN abi/64 UT4Aplus/0.2.25`)).toBe('dingtalk')
    expect(envFromUserAgent(`${android} wxwork/4.1.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh`)).toBe('wecom')
    expect(envFromUserAgent(`${android} MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN`)).toBe('wechat')
    expect(envFromUserAgent(android)).toBe('browser')
  })

  test('dd.config takes the corp as corpId, the agent, the signature and DingTalk\'s API names', () => {
    expect(dingtalkConfig({ appId: 'dingcorp01', agentId: '20001', timestamp: '1700000000', nonceStr: 'ab12', signature: 'f'.repeat(40) })).toEqual({
      corpId: 'dingcorp01', agentId: '20001', timeStamp: 1700000000, nonceStr: 'ab12', signature: 'f'.repeat(40), type: 0, jsApiList: DD_API_LIST,
    })
  })
})
