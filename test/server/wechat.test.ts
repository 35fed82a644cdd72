/** Mini-program login through the simulated WeChat provider. */
import { createHash } from 'node:crypto'
import { demoLogin } from '../../server/src/db/demo-logins'
import { WechatError } from '../../server/src/providers/wechat'
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

  test('generateWxScheme: a signed-in user\'s link into a page, valid 30 days; bad pages and strangers refused', async () => {
    const token = await env.login('hx.traveller')
    const body = { path: 'pages/sso/index', query: 'ssoJsonParam=%7B%22targetModule%22%3A%22allorder%22%7D' }
    const reply = await env.post<{ openlink: string; expireTime: string }>('/obt/generateWxScheme', body, { token })
    expect(reply.errCode).toBe(1)
    expect(reply.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=\w+$/)
    expect(reply.data.expireTime).toBe(new Date(env.clock.now().getTime() + 8 * 3600_000 + 30 * 86400_000).toISOString().slice(0, 19).replace('T', ' '))
    // The same page, the same link; another page, another.
    expect((await env.post<{ openlink: string }>('/obt/generateWxScheme', body, { token })).data.openlink).toBe(reply.data.openlink)
    expect((await env.post<{ openlink: string }>('/obt/generateWxScheme', { path: 'pages/home/index' }, { token })).data.openlink).not.toBe(reply.data.openlink)

    for (const bad of [{ path: '/pages/home/index' }, { path: 'pages/../secret' }, { path: 'pages/home/index', query: '<script>' }, { path: 'x'.repeat(200) }, {}]) {
      const r = await env.post('/obt/generateWxScheme', bad, { token })
      expect(r.errCode).toBe(4000)
      expect(r.tips).not.toBe('')
    }
    expect((await env.post('/obt/generateWxScheme', body)).errCode).not.toBe(1)

    // WeChat refusing (a page not in the released version, quota) reads as a WeChat failure, not 999.
    const wechat = env.app.ctx.wechat
    env.app.ctx.wechat = { ...wechat, kind: wechat.kind, code2Session: (c) => wechat.code2Session(c), getPhoneNumber: (c) => wechat.getPhoneNumber(c), generateScheme: async () => { throw new WechatError('generatescheme errcode 40165') } }
    try {
      expect(await env.post('/obt/generateWxScheme', body, { token })).toMatchObject({ errCode: 4009, tips: '暂时无法生成小程序链接，请稍后再试' })
    } finally {
      env.app.ctx.wechat = wechat
    }
  })
})
