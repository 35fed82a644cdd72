/**
 * Login hardening (issue 19): parallel attempts, per-account locks, a captcha without its answer in
 * the markup, the must-change-password hold, enumeration through public calls, and demo tools
 * only for loopback clients of the demo world.
 */
import { demoLogin, demoToolsEnabled } from '../../server/src/db/demo-logins'
import { SMS_PER_IP, SMS_PER_IP_WINDOW_MS } from '../../server/src/services/identity/account'
import { CORP_LIST_PER_IP, CORP_LIST_PER_NAME, CORP_LIST_WINDOW_MS } from '../../server/src/services/identity/auth'
import { drawCaptcha } from '../../server/src/services/identity/captcha'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

interface LoginData {
  token?: string
  failCount?: number
  msg?: string
  needValidateCode?: boolean
  lockedMinutes?: number
  ifUpdatePwd?: number
}

const MINUTE = 60 * 1000

describe.each(targets)('login hardening on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const attempt = (loginName: string, password: string, extra: Record<string, unknown> = {}, lang: 'zh' | 'en' = 'zh') =>
    env.post<LoginData>('/obt/vipLogin', { loginType: 2, loginName, password, deviceId: 'dev-h', ...extra }, { lang })

  async function captcha(): Promise<{ validateCodeId: string; validateCode: string }> {
    const { data } = await env.get<{ validateCodeId: string }>('/obt/getValidateCode')
    const answer = await env.get<{ text: string }>('/obt/demo/captcha', { validateCodeId: data.validateCodeId })
    return { validateCodeId: data.validateCodeId, validateCode: answer.data.text }
  }

  /** Sorts burst replies: a wrong-password reply means the password was checked. */
  function tally(replies: LoginData[]) {
    const out = { checked: 0, captcha: 0, locked: 0, token: 0 }
    for (const r of replies) {
      if (r.token) out.token += 1
      else if (r.msg?.startsWith('用户名或密码错误')) out.checked += 1
      else if (r.msg?.includes('锁定')) out.locked += 1
      else out.captcha += 1
    }
    return out
  }

  describe('parallel attempts', () => {
    test('50 parallel wrong passwords without captchas: 3 checked, the rest told a captcha is required', async () => {
      const name = 'df.booker'
      const replies = await Promise.all(Array.from({ length: 50 }, () => attempt(name, 'Wrong1pass')))
      const counts = tally(replies.map((r) => r.data))
      expect(counts).toEqual({ checked: 3, captcha: 47, locked: 0, token: 0 })
      expect(replies.filter((r) => r.data.msg === '为了账号安全，请输入图形验证码后再登录').length).toBe(47)
      env.clock.advance(16 * MINUTE)
    })

    test('50 parallel wrong passwords, each with a solved captcha: at most 5 checked, then locked', async () => {
      const name = 'hx.booker'
      const captchas = await Promise.all(Array.from({ length: 50 }, () => captcha()))
      const replies = await Promise.all(captchas.map((c) => attempt(name, 'Wrong1pass', c)))
      const counts = tally(replies.map((r) => r.data))
      expect(counts.checked + counts.locked).toBe(50)
      expect(counts.checked).toBeLessThanOrEqual(5)
      expect(counts.token).toBe(0)
      // Locked now: the right password (with a captcha) is refused.
      expect((await attempt(name, demoLogin(name).password, await captcha())).data).toMatchObject({ lockedMinutes: 15 })
    })

    test('the right password at position 25 of a burst is refused once the account is locked', async () => {
      const name = 'hx.corpbooker'
      const right = demoLogin(name).password
      const captchas = await Promise.all(Array.from({ length: 50 }, () => captcha()))
      const replies = await Promise.all(captchas.map((c, i) => attempt(name, i === 24 ? right : 'Wrong1pass', c)))
      const counts = tally(replies.map((r) => r.data))
      expect(counts.token).toBe(0)
      expect(replies[24].data.msg).toContain('锁定')
      expect(counts.checked).toBeLessThanOrEqual(5)
      env.clock.advance(16 * MINUTE)
      expect((await attempt(name, right)).data.token).toMatch(/^[0-9a-f]{32}$/)
    })

    test('an unknown name in a burst answers like a known one', async () => {
      const captchas = await Promise.all(Array.from({ length: 20 }, () => captcha()))
      const replies = await Promise.all(captchas.map((c) => attempt('ghost.burst', 'Wrong1pass', c)))
      const counts = tally(replies.map((r) => r.data))
      expect(counts.checked).toBeLessThanOrEqual(5)
      expect(counts.checked + counts.locked).toBe(20)
    })
  })

  describe('the lock covers the account', () => {
    test('five failures by login name lock the mobile number too; the right password by mobile is refused', async () => {
      const login = demoLogin('df.approver1')
      for (let i = 0; i < 5; i += 1) await attempt(login.loginName, 'Wrong1pass', i >= 3 ? await captcha() : {})
      const byPhone = await attempt(login.phone, login.password, await captcha())
      expect(byPhone.data.token).toBeUndefined()
      expect(byPhone.data).toMatchObject({ failCount: 5, lockedMinutes: 15, needValidateCode: true })
      // The refusal did not clear the lock: the login name is still locked.
      expect((await attempt(login.loginName, login.password, await captcha())).data.lockedMinutes).toBe(15)
      env.clock.advance(15 * MINUTE + 1000)
      expect((await attempt(login.phone, login.password)).data.token).toMatch(/^[0-9a-f]{32}$/)
    })

    test('failures by mobile and by login name add up on one account', async () => {
      const login = demoLogin('df.corpbooker')
      expect((await attempt(login.phone, 'Wrong1pass')).data.failCount).toBe(1)
      expect((await attempt(login.loginName, 'Wrong1pass')).data.failCount).toBe(2)
      expect((await attempt(login.loginName.toUpperCase(), 'Wrong1pass')).data).toMatchObject({ failCount: 3, needValidateCode: true })
      // A captcha is required whichever identifier comes next.
      expect((await attempt(login.phone, login.password)).data).toMatchObject({ failCount: 3, msg: '为了账号安全，请输入图形验证码后再登录' })
      expect((await attempt(login.phone, login.password, await captcha())).data.token).toMatch(/^[0-9a-f]{32}$/)
      expect((await attempt(login.loginName, 'Wrong1pass')).data.failCount).toBe(1)
      await attempt(login.loginName, login.password)
    })
  })

  describe('captcha messages', () => {
    test('no captcha sent where one is required says so; a wrong one says it is wrong (zh and en)', async () => {
      const name = 'nobody.captcha'
      for (let i = 0; i < 3; i += 1) await attempt(name, 'Wrong1pass')
      expect((await attempt(name, 'Wrong1pass')).data.msg).toBe('为了账号安全，请输入图形验证码后再登录')
      expect((await attempt(name, 'Wrong1pass', {}, 'en')).data.msg).toBe('A captcha is now required: enter the characters in the image')
      const wrong = { ...(await captcha()), validateCode: 'ZZZZ9' }
      expect((await attempt(name, 'Wrong1pass', wrong)).data.msg).toBe('请输入正确的验证码')
    })
  })

  describe('captcha image', () => {
    test('the SVG carries no text: glyphs are paths and the answer is not in the markup', async () => {
      for (let i = 0; i < 20; i += 1) {
        const { data } = await env.get<{ validateCodeId: string; image: string }>('/obt/getValidateCode')
        const svg = Buffer.from(data.image.split(',')[1], 'base64').toString()
        const answer = (await env.get<{ text: string }>('/obt/demo/captcha', { validateCodeId: data.validateCodeId })).data.text
        expect(answer).toMatch(/^[A-Z2-9]{4}$/)
        expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s)
        expect(svg).not.toMatch(/<text|<tspan|font|<title|<desc|aria-label/i)
        // No character data at all between tags, and the answer nowhere in the markup.
        expect(svg).not.toMatch(/>[^<]+</)
        expect(svg).not.toContain(answer)
        for (const ch of answer) expect(svg).not.toMatch(new RegExp(`>\\s*${ch}\\s*<`))
        expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(8)
      }
    })

    test('the same text is drawn differently each time', () => {
      expect(drawCaptcha('AB23')).not.toBe(drawCaptcha('AB23'))
    })
  })

  describe('must change the password first', () => {
    test('hx.newhire is held: only user info, the password change and logout until the change', async () => {
      const newhire = demoLogin('hx.newhire')
      const login = await attempt(newhire.loginName, newhire.password)
      expect(login.data).toMatchObject({ ifUpdatePwd: 1 })
      const token = login.data.token as string

      const refusal = await env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token })
      expect(refusal).toEqual({ errCode: 4009, status: 1, tips: '请先修改密码', data: { mustChangePassword: true } })
      expect((await env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token, lang: 'en' })).tips).toBe('Please change your password first')
      for (const url of ['/obt/vipCcsqdGetList', '/obt/empFindList', '/obt/vipEmpContactsPage']) {
        const res = await env.inject({ method: 'GET', url, headers: { token, 'accept-language': 'zh' } })
        expect(res.json()).toMatchObject({ errCode: 4009, tips: '请先修改密码' })
      }
      expect((await env.post('/obt/phoneBinding', { phone: '13700009999', smsCode: '123456' }, { token })).errCode).toBe(4009)

      // Allowed: user info (the app needs it to know), the public calls, and the change itself.
      const info = await env.get<{ empInfo: { mustChangePassword: number } }>('/obt/getLoginUserInfo', undefined, { token })
      expect(info).toMatchObject({ errCode: 1, data: { empInfo: { mustChangePassword: 1 } } })
      expect((await env.get('/obt/validModifyPassword', { pwd: 'Newhire2026' }, { token })).errCode).toBe(1)
      expect((await env.post('/obt/etPageSetList', {}, { token })).errCode).toBe(1)
      expect((await env.post('/obt/vipEmpEditPwd', { oldPwd: newhire.password, pwd: 'Newhire2026' }, { token })).errCode).toBe(1)

      const fresh = await attempt(newhire.loginName, 'Newhire2026')
      expect(fresh.data.ifUpdatePwd).toBe(0)
      const now = await env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token: fresh.data.token })
      expect(now.errCode).toBe(1)
    })

    test('a held account may log out', async () => {
      // Mark another account as must-change to keep hx.newhire's state out of it.
      await env.database.db.updateTable('employees').set({ must_change_password: 1 }).where('login_name', '=', 'df.admin').execute()
      const token = (await attempt('df.admin', demoLogin('df.admin').password)).data.token as string
      expect((await env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token })).errCode).toBe(4009)
      expect((await env.post('/obt/vipLoginOut', {}, { token })).errCode).toBe(1)
      expect((await env.get('/obt/getLoginUserInfo', undefined, { token })).errCode).toBe(100)
      await env.database.db.updateTable('employees').set({ must_change_password: 0 }).where('login_name', '=', 'df.admin').execute()
    })
  })

  describe('no enumeration through public calls', () => {
    test('getCorpList without a session answers the same for known names, mobiles and unknown ones', async () => {
      const known = await env.get('/obt/getCorpList', { loginName: 'hx.newhire' })
      const phone = await env.get('/obt/getCorpList', { loginName: demoLogin('df.traveller').phone })
      const unknown = await env.get('/obt/getCorpList', { loginName: 'nobody.corplist' })
      expect(known).toEqual(unknown)
      expect(phone).toEqual(unknown)
      expect(unknown.data).toEqual({ responseBeans: [], msg: '', failCount: 0, updatePassword: 0 })
      // A name with failures does not show them.
      await attempt('hx.admin', 'Wrong1pass')
      expect(await env.get('/obt/getCorpList', { loginName: 'hx.admin' })).toEqual(unknown)
    })

    test('getCorpList with a session answers the caller its own companies', async () => {
      const token = await env.login('hx.traveller')
      const own = await env.get<{ responseBeans: { corpNo: string }[] }>('/obt/getCorpList', { loginName: 'hx.traveller' }, { token })
      expect(own.data.responseBeans.map((b) => b.corpNo)).toEqual(['HXKJ'])
      const other = await env.get('/obt/getCorpList', { loginName: 'df.traveller' }, { token })
      expect(other.data).toEqual({ responseBeans: [], msg: '', failCount: 0, updatePassword: 0 })
    })

    test('getCorpList is rate-limited per identifier and per IP (4290)', async () => {
      for (let i = 0; i < CORP_LIST_PER_NAME; i += 1) expect((await env.get('/obt/getCorpList', { loginName: 'rate.one' })).errCode).toBe(1)
      const limited = await env.get('/obt/getCorpList', { loginName: 'rate.one' })
      expect(limited).toMatchObject({ errCode: 4290, status: 1, tips: expect.stringMatching(/^请求过于频繁，请\d+秒后再试$/) })
      expect((await env.get('/obt/getCorpList', { loginName: 'rate.one' }, { lang: 'en' })).tips).toMatch(/^Too many requests, try again in \d+ seconds$/)
      // Another name from the same address still answers, until the address itself is over its limit.
      const fromIp = (loginName: string) =>
        env.inject({ method: 'GET', url: '/obt/getCorpList', query: { loginName }, remoteAddress: '10.1.2.3', headers: { 'accept-language': 'zh' } })
      const codes: number[] = []
      for (let i = 0; i <= CORP_LIST_PER_IP; i += 1) codes.push((await fromIp(`rate.ip${i}`)).json().errCode)
      expect(codes.slice(0, CORP_LIST_PER_IP).every((c) => c === 1)).toBe(true)
      expect(codes[CORP_LIST_PER_IP]).toBe(4290)
      env.clock.advance(CORP_LIST_WINDOW_MS + 1000)
      expect((await fromIp('rate.after')).json().errCode).toBe(1)
      expect((await env.get('/obt/getCorpList', { loginName: 'rate.one' })).errCode).toBe(1)
    })

    test('a client cannot choose its address with X-Forwarded-For (no proxy is trusted by default)', async () => {
      const codes: number[] = []
      for (let i = 0; i <= CORP_LIST_PER_IP; i += 1) {
        const r = await env.inject({
          method: 'GET', url: '/obt/getCorpList', query: { loginName: `xff.${i}` }, remoteAddress: '10.4.5.6',
          headers: { 'accept-language': 'zh', 'x-forwarded-for': `203.0.113.${i}` },
        })
        codes.push(r.json().errCode)
      }
      expect(codes[CORP_LIST_PER_IP]).toBe(4290)
    })

    test('smsCodeGet for registration and binding answers the same for registered and free numbers', async () => {
      const registered = demoLogin('hx.approver').phone
      const free = '13700008888'
      for (const scene of ['register', 'bind'] as const) {
        const a = await env.get('/obt/smsCodeGet', { phone: registered, scene })
        const b = await env.get('/obt/smsCodeGet', { phone: free, scene })
        expect(a).toEqual(b)
        expect(a).toMatchObject({ errCode: 1, data: { sent: true } })
        env.clock.advance(61 * 1000)
      }
      expect(await env.get('/obt/getRegisterSmsCode', { phone: registered })).toEqual(await env.get('/obt/getRegisterSmsCode', { phone: free }))
    })

    test('registering a registered number is refused only after the code proves the phone', async () => {
      const phone = demoLogin('df.approver2').phone
      env.clock.advance(61 * 1000)
      await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
      const wrong = await env.post('/obt/userRegister', { phone, smsCode: '000000', password: 'Travel2026', empName: '某人' })
      const wrongFree = await env.post('/obt/userRegister', { phone: '13700008887', smsCode: '000000', password: 'Travel2026', empName: '某人' })
      expect(wrong).toEqual(wrongFree)
      const outbox = await env.get<{ code: string; scene: string }[]>('/obt/demo/smsOutbox', { phone })
      const code = outbox.data.find((m) => m.scene === 'register')?.code as string
      const taken = await env.post('/obt/userRegister', { phone, smsCode: code, password: 'Travel2026', empName: '某人' })
      expect(taken).toMatchObject({ errCode: 4009, tips: '该手机号已注册' })
    })

    test('smsCodeGet is rate-limited per IP (4290)', async () => {
      const fromIp = (phone: string) =>
        env.inject({ method: 'GET', url: '/obt/smsCodeGet', query: { phone, scene: 'register' }, remoteAddress: '10.9.8.7', headers: { 'accept-language': 'en' } })
      const codes: number[] = []
      for (let i = 0; i < SMS_PER_IP; i += 1) codes.push((await fromIp(`1390000${String(i).padStart(4, '0')}`)).json().errCode)
      expect(codes.every((c) => c === 1)).toBe(true)
      const over = (await fromIp('13900009999')).json()
      expect(over).toMatchObject({ errCode: 4290, tips: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/) })
      env.clock.advance(SMS_PER_IP_WINDOW_MS + 1000)
      expect((await fromIp('13900009998')).json().errCode).toBe(1)
    })
  })

  describe('demo tools', () => {
    const phone = () => demoLogin('hx.traveller').phone

    test('answer a loopback client', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await env.inject({ method: 'GET', url: '/obt/demo/smsOutbox', query: { phone: phone() }, remoteAddress })
        expect(res.json().errCode).toBe(1)
      }
    })

    test('refuse a non-loopback client like a missing route, whatever X-Forwarded-For says', async () => {
      const missing = (await env.inject({ method: 'GET', url: '/obt/demo/nothingHere', remoteAddress: '10.0.0.5' })).json()
      expect(missing.errCode).toBe(4004)
      for (const url of ['/obt/demo/smsOutbox', '/obt/demo/captcha', '/obt/demo/emailOutbox', '/obt/demo/pushOutbox']) {
        const res = await env.inject({
          method: 'GET',
          url,
          query: { phone: phone(), validateCodeId: 'x', empNo: 'HX0001' },
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        })
        expect(res.json()).toEqual(missing)
      }
      // A loopback socket carrying a forwarded request is a proxy in front: refused too.
      const proxied = await env.inject({
        method: 'GET',
        url: '/obt/demo/smsOutbox',
        query: { phone: phone() },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(proxied.json()).toEqual(missing)
    })
  })
})

describe('demo tools setting', () => {
  test('on by default only in the demo world (PGlite, not production); DEMO_TOOLS=1 and =0 decide', () => {
    expect(demoToolsEnabled({})).toBe(true)
    expect(demoToolsEnabled({ DATABASE_URL: '' })).toBe(true)
    expect(demoToolsEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(demoToolsEnabled({ DATABASE_URL: 'postgres://db/shanglv' })).toBe(false)
    expect(demoToolsEnabled({ NODE_ENV: 'production', DEMO_TOOLS: '1' })).toBe(true)
    expect(demoToolsEnabled({ DATABASE_URL: 'postgres://db/shanglv', DEMO_TOOLS: '1' })).toBe(true)
    expect(demoToolsEnabled({ DEMO_TOOLS: '0' })).toBe(false)
    expect(demoToolsEnabled({ DEMO_TOOLS: 'yes' })).toBe(true)
  })

  test.each(targets)('an app built with the tools off has no demo routes ($name)', async (target) => {
    const env = await startTestApp(target, { deps: { demoTools: demoToolsEnabled({ NODE_ENV: 'production' }) } })
    try {
      const res = await env.inject({ method: 'GET', url: '/obt/demo/smsOutbox', query: { phone: '13900000001' }, remoteAddress: '127.0.0.1' })
      expect(res.json().errCode).toBe(4004)
    } finally {
      await env.close()
    }
  }, SETUP_TIMEOUT)
})
