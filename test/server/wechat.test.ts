/** Mini-program login through the simulated WeChat provider. */
import { createHash } from 'node:crypto'
import { demoLogin } from '../../server/src/db/demo-logins'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('mini-program login on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('code -> openid -> needBind -> phone ticket -> bound -> wxLogin gives a token', async () => {
    const code = 'wx-login-code-001'
    const openId = await env.post<{ openid: string }>('/obt/getOpenId', { code, czly: 0 })
    const expected = `sim_${createHash('sha256').update(code).digest('hex').slice(0, 24)}`
    expect(openId).toEqual({ errCode: 1, status: 1, tips: '', data: { openid: expected } })
    // Deterministic.
    expect((await env.post<{ openid: string }>('/obt/getOpenId', { code })).data.openid).toBe(expected)

    const notBound = await env.post('/obt/wxLogin', { openId: expected })
    expect(notBound).toEqual({ errCode: 4009, status: 0, tips: '请先绑定手机号', data: { needBind: true } })

    const phone = demoLogin('df.booker').phone
    const phoneReply = await env.post<{ phone: string; phoneTicket: string }>('/obt/getWxMiniPhone', { code: `sim-phone-${phone}` })
    expect(phoneReply.data.phone).toBe(phone)
    // The phone must be proven: no ticket, no binding.
    expect((await env.post('/obt/validPhoneWithCorp', { phone, openId: expected })).tips).toBe('请先验证手机号')
    const bound = await env.post<{ token: string }>('/obt/validPhoneWithCorp', { phone, openId: expected, phoneTicket: phoneReply.data.phoneTicket })
    expect(bound.data.token).toMatch(/^[0-9a-f]{32}$/)
    const info = await env.get<{ empInfo: { empNo: string } }>('/obt/getLoginUserInfo', undefined, { token: bound.data.token })
    expect(info.data.empInfo.empNo).toBe(demoLogin('df.booker').empNo)

    const again = await env.post<{ token: string }>('/obt/wxLogin', { openId: expected, compId: 'DFNY' })
    expect(again.data.token).toMatch(/^[0-9a-f]{32}$/)
    expect((await env.post('/obt/wxLogin', { openId: expected, compId: 'HXKJ' })).errCode).toBe(4009)
  })

  test('an unrecognised phone code yields the first demo traveller; a bind SMS code also proves the phone', async () => {
    const { data } = await env.post<{ phone: string }>('/obt/getWxMiniPhone', { code: 'real-looking-code' })
    expect(data.phone).toBe(demoLogin('hx.traveller').phone)

    const openId = (await env.post<{ openid: string }>('/obt/getOpenId', { code: 'wx-login-code-002' })).data.openid
    const phone = demoLogin('hx.approver').phone
    await env.get('/obt/smsCodeGet', { phone, scene: 'bind' })
    const outbox = await env.get<{ code: string }[]>('/obt/demo/smsOutbox', { phone })
    expect((await env.post('/obt/validPhoneWithCorp', { phone, openId, smsCode: '000000' })).errCode).toBe(4009)
    const bound = await env.post<{ token: string }>('/obt/validPhoneWithCorp', { phone, openId, smsCode: outbox.data[0].code })
    expect(bound.data.token).toMatch(/^[0-9a-f]{32}$/)
  })

  test('an openid that getOpenId did not resolve recently cannot sign in', async () => {
    const stranger = await env.post('/obt/wxLogin', { openId: 'sim_000000000000000000000000' })
    expect(stranger).toMatchObject({ errCode: 4009, tips: '微信登录已过期，请重新进入小程序' })
    const openId = (await env.post<{ openid: string }>('/obt/getOpenId', { code: 'wx-login-code-003' })).data.openid
    env.clock.advance(31 * 60 * 1000)
    expect((await env.post('/obt/wxLogin', { openId })).tips).toBe('微信登录已过期，请重新进入小程序')
  })
})
