/**
 * Single sign-on through the workplace chat (issue 16): the simulated WeCom (DFNY) and DingTalk
 * (HXKJ) of the demo world; codes single use and short-lived; a chat user of one company never
 * lands in another; the landing target travels as the employee's ssoJsonParam.
 */
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('workplace single sign-on on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  async function location(url: string): Promise<string> {
    const res = await env.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(302)
    return String(res.headers.location)
  }

  /** The authorize redirect, then the simulated consent for `userId`: the callback URL with code and state. */
  async function consent(start: string, userId: string): Promise<string> {
    const authorize = await location(start)
    expect(authorize).toMatch(/^\/obt\/demo\/workplace\/authorize\?/)
    return location(`${authorize}&userId=${encodeURIComponent(userId)}`)
  }

  const tokenOf = (landing: string) => new URL(landing, 'http://x').searchParams.get('token')

  test('a DFNY employee from WeCom gets a session and the approval-detail target', async () => {
    const authorize = await location('/obt/workplace/authorize?corpId=DFNY&targetModule=detail&workItemId=77&orderId=12&orderType=11099')
    const params = new URL(authorize, 'http://x').searchParams
    expect(params.get('kind')).toBe('wecom')
    expect(params.get('redirect_uri')).toMatch(/\/obt\/workplace\/callback$/)
    // The member page lists the company's people.
    const page = await env.inject({ method: 'GET', url: authorize })
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('sim-member-DF0004')
    expect(page.body).not.toContain('HX0001')

    const callback = await location(`${authorize}&userId=DF0004`)
    const landing = await location(callback)
    expect(landing).toMatch(/^\/sso\?token=[0-9a-f]{32}$/)
    const info = await env.get<{ empInfo: { empNo: string; ssoJsonParam: string | null } }>('/obt/getLoginUserInfo', undefined, { token: tokenOf(landing) ?? '' })
    expect(info.data.empInfo.empNo).toBe('DF0004')
    expect(JSON.parse(info.data.empInfo.ssoJsonParam ?? '{}')).toEqual({ targetModule: 'detail', workItemId: '77', orderId: '12', orderType: '11099' })

    // The same callback again (state and code used) lands with no token.
    expect(await location(callback)).toBe('/sso?token=')
  })

  test('a code is single use and short-lived', async () => {
    const first = await consent('/obt/workplace/authorize?corpId=DFNY', 'DF0001')
    const code = new URL(first, 'http://x').searchParams.get('code') ?? ''
    expect(tokenOf(await location(first))).toMatch(/^[0-9a-f]{32}$/)
    // A fresh state with the used code.
    const again = await location('/obt/workplace/authorize?corpId=DFNY')
    const state = new URL(again, 'http://x').searchParams.get('state') ?? ''
    expect(await location(`/obt/workplace/callback?code=${code}&state=${state}`)).toBe('/sso?token=')
    // An unused code after five minutes.
    const late = await consent('/obt/workplace/authorize?corpId=DFNY', 'DF0001')
    env.clock.advance(6 * 60 * 1000)
    expect(await location(late)).toBe('/sso?token=')
  })

  test('a chat user of company A never lands in company B', async () => {
    // HXKJ's DingTalk presents a DFNY employee number: no HXKJ employee has it.
    expect(await location(await consent('/obt/workplace/authorize?corpId=HXKJ', 'DF0004'))).toBe('/sso?token=')
    // A code DFNY's WeCom issued, brought back with an HXKJ state: HXKJ's app does not know it.
    const dfny = await consent('/obt/workplace/authorize?corpId=DFNY', 'DF0004')
    const code = new URL(dfny, 'http://x').searchParams.get('code') ?? ''
    const hx = new URL(await location('/obt/workplace/authorize?corpId=HXKJ&loginCli=dingtalk'), 'http://x').searchParams.get('state') ?? ''
    expect(await location(`/obt/workplace/callback?code=${code}&state=${hx}`)).toBe('/sso?token=')
    // The right HXKJ member lands in HXKJ.
    const landing = await location(await consent('/obt/workplace/authorize?corpId=HXKJ&loginCli=dingtalk', 'HX0004'))
    const info = await env.get<{ empInfo: { empNo: string } }>('/obt/getLoginUserInfo', undefined, { token: tokenOf(landing) ?? '' })
    expect(info.data.empInfo.empNo).toBe('HX0004')
  })

  test('unknown company, missing chat app, bad state, and no open redirect from the consent page', async () => {
    expect(await location('/obt/workplace/authorize?corpId=NOPE')).toBe('/sso?token=')
    expect(await location('/obt/workplace/authorize?corpId=DFNY&loginCli=dingtalk')).toBe('/sso?token=')
    expect(await location('/obt/workplace/callback?code=x&state=y')).toBe('/sso?token=')
    expect(await location('/obt/workplace/callback')).toBe('/sso?token=')
    const res = await env.inject({ method: 'GET', url: '/obt/demo/workplace/authorize?kind=wecom&appid=wwsimdfny0001&redirect_uri=https://evil.example/&state=s&userId=DF0004' })
    expect(res.json()).toMatchObject({ errCode: 4004 })
    // The demo consent page answers loopback clients only.
    const remote = await env.inject({ method: 'GET', url: '/obt/demo/workplace/authorize?kind=wecom&appid=wwsimdfny0001&redirect_uri=/obt/workplace/callback&state=s', remoteAddress: '10.0.0.8' })
    expect(remote.json()).toMatchObject({ errCode: 4004 })
  })
})
