/** Password login: encryption, failure counting, captcha, lock, sessions and their revocation. */
import { createHash } from 'node:crypto'
import { demoLogin } from '../../server/src/db/demo-logins'
import { encryptLoginPassword } from '../../server/src/services/identity/login-crypto'
import { isValidIdNumber } from '../../server/src/util/id-card'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

interface LoginData {
  token?: string
  ifUpdatePwd?: number
  empNo?: string
  corpId?: string
  failCount?: number
  msg?: string
  needValidateCode?: boolean
  lockedMinutes?: number
}

const MINUTE = 60 * 1000
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe.each(targets)('login on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const attempt = (loginName: string, password: string, extra: Record<string, unknown> = {}, lang: 'zh' | 'en' = 'zh') =>
    env.post<LoginData>('/obt/vipLogin', { loginType: 2, loginName, password, deviceId: 'dev-a', ...extra }, { lang })

  async function captcha(): Promise<{ validateCodeId: string; validateCode: string }> {
    const { data } = await env.get<{ validateCodeId: string; image: string }>('/obt/getValidateCode')
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(data.image.split(',')[1], 'base64').toString()).toContain('<svg')
    const answer = await env.get<{ text: string }>('/obt/demo/captcha', { validateCodeId: data.validateCodeId })
    return { validateCodeId: data.validateCodeId, validateCode: answer.data.text.toLowerCase() }
  }

  test('loginType 1 sends the password AES-encrypted; the token is stored only as its hash', async () => {
    const { password } = demoLogin('hx.traveller')
    const reply = await env.post<LoginData>('/obt/vipLogin', {
      loginType: 1,
      loginName: 'HX.Traveller',
      password: encryptLoginPassword(password),
      deviceId: 'phone-1',
    })
    expect(reply.errCode).toBe(1)
    expect(reply.data).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/), ifUpdatePwd: 0, empNo: 'HX0001', corpId: expect.any(String) })
    const token = reply.data.token as string
    const rows = await env.database.db.selectFrom('sessions').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true)
    // The plain password does not work as loginType 1, and garbage ciphertext is just a wrong password.
    expect((await env.post<LoginData>('/obt/vipLogin', { loginType: 1, loginName: 'hx.traveller', password })).data.token).toBeUndefined()
  })

  test('a login by mobile number works too', async () => {
    const { phone, password } = demoLogin('hx.booker')
    const reply = await attempt(phone, password)
    expect(reply.data.empNo).toBe('HX0002')
  })

  test('wrong password: message and failCount; from the 3rd failure a captcha; the 5th locks for 15 minutes', async () => {
    const name = 'df.approver2'
    const right = demoLogin(name).password
    expect((await attempt(name, 'Wrong1pass')).data).toEqual({ failCount: 1, msg: '用户名或密码错误', needValidateCode: false })
    expect((await attempt(name, 'Wrong1pass')).data).toEqual({ failCount: 2, msg: '用户名或密码错误', needValidateCode: false })
    expect((await attempt(name, 'Wrong1pass')).data).toEqual({ failCount: 3, msg: '用户名或密码错误，还可尝试2次', needValidateCode: true })

    // Captcha required now: missing or wrong captcha does not count as a password failure. Without
    // one the reply says a captcha is needed; with a wrong one, that it is wrong.
    expect((await attempt(name, right)).data).toEqual({ failCount: 3, msg: '为了账号安全，请输入图形验证码后再登录', needValidateCode: true })
    const wrongCaptcha = await captcha()
    expect((await attempt(name, right, { ...wrongCaptcha, validateCode: 'zzzz' })).data).toEqual({
      failCount: 3,
      msg: '请输入正确的验证码',
      needValidateCode: true,
    })
    // A captcha is single use.
    const used = await captcha()
    await attempt(name, 'Wrong1pass', used)
    expect((await attempt(name, right, used)).data.msg).toBe('请输入正确的验证码')
    expect((await attempt(name, 'Wrong1pass', await captcha())).data).toEqual({
      failCount: 5,
      msg: '账号已锁定，请15分钟后再试',
      needValidateCode: true,
      lockedMinutes: 15,
    })
    // Locked: even the right password (with a captcha) is refused.
    expect((await attempt(name, right, await captcha())).data.msg).toBe('账号已锁定，请15分钟后再试')
    env.clock.advance(14 * MINUTE)
    const stillLocked = await attempt(name, right, await captcha(), 'en')
    expect(stillLocked.data).toMatchObject({ msg: 'Account locked, try again in 1 minutes', lockedMinutes: 1 })
    env.clock.advance(1 * MINUTE + 1000)
    const unlocked = await attempt(name, right)
    expect(unlocked.data.token).toMatch(/^[0-9a-f]{32}$/)
    // Success reset the count.
    expect((await attempt(name, 'Wrong1pass')).data.failCount).toBe(1)
    await attempt(name, right)
  })

  test('an unknown login name gets exactly the reply of a wrong password', async () => {
    for (let i = 0; i < 4; i += 1) {
      const extra = i >= 3 ? await captcha() : {}
      const unknown = await attempt('nobody.at.all', 'Whatever1', extra, 'en')
      const wrong = await attempt('hx.admin', 'Whatever1', i >= 3 ? await captcha() : {}, 'en')
      expect(unknown).toEqual(wrong)
    }
    expect((await attempt('nobody.at.all', 'Whatever1', await captcha())).data).toEqual({
      failCount: 5, msg: '账号已锁定，请15分钟后再试', needValidateCode: true, lockedMinutes: 15,
    })
  })

  test('getCorpList answers a signed-in caller the companies of its own login name or mobile, anyone else an empty list', async () => {
    type CorpList = { responseBeans: { corpNo: string; fullname: string }[]; failCount: number; updatePassword: number }
    const token = await env.login('df.admin')
    const byName = await env.get<CorpList>('/obt/getCorpList', { loginName: 'DF.Admin' }, { token })
    expect(byName.data.responseBeans.map((b) => b.corpNo)).toEqual(['DFNY'])
    expect(byName.data.updatePassword).toBe(0)
    const byPhone = await env.get<CorpList>('/obt/getCorpList', { loginName: demoLogin('df.admin').phone }, { token })
    expect(byPhone.data.responseBeans[0].fullname).toBe('东方能源集团')
    const empty = { responseBeans: [], msg: '', failCount: 0, updatePassword: 0 }
    expect((await env.get('/obt/getCorpList', { loginName: 'df.admin' })).data).toEqual(empty)
    expect((await env.get('/obt/getCorpList', { loginName: 'nobody.else' })).data).toEqual(empty)
  })

  test('getLoginUserInfo: own phone whole, ID and passport masked, roles and company switches', async () => {
    const token = await env.login('hx.corpbooker')
    const reply = await env.get<{ empInfo: Record<string, unknown>; vipCorp: Record<string, unknown> }>('/obt/getLoginUserInfo', undefined, { token })
    const { empInfo, vipCorp } = reply.data
    expect(empInfo).toMatchObject({
      empNo: 'HX0003',
      empName: '陈晓燕',
      phoneNumber: demoLogin('hx.corpbooker').phone,
      deptName: '总裁办',
      ifBooker: 1,
      bookRange: 3,
      bookOutside: 1,
      roleIds: ['traveller', 'booker'],
      mustChangePassword: 0,
      sex: 'F',
    })
    expect(empInfo.idNumberMasked).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/)
    expect(empInfo.passportMasked).toMatch(/^E\d\*{4}\d{2}$/)
    expect(empInfo).not.toHaveProperty('idNumber')
    const row = await env.database.db.selectFrom('employees').select(['id_number', 'passport']).where('emp_no', '=', 'HX0003').executeTakeFirstOrThrow()
    expect(isValidIdNumber(row.id_number ?? '')).toBe(true)
    expect(JSON.stringify(reply)).not.toContain(row.id_number)
    expect(JSON.stringify(reply)).not.toContain(row.passport)
    expect(vipCorp).toMatchObject({ corpNo: 'HXKJ', fullname: '华信科技有限公司', bookStyle: 1, hotelVersion: 2, visitorMode: 0, allowRegister: 1 })
    expect((vipCorp.services as Record<string, unknown>)['10913']).toEqual({ zclx: 1, zclxS: 1 })

    const en = await env.get<{ vipCorp: { fullname: string }; empInfo: { deptName: string } }>('/obt/getLoginUserInfo', undefined, { token, lang: 'en' })
    expect(en.data.vipCorp.fullname).toBe('Huaxin Technology Co., Ltd.')
    expect(en.data.empInfo.deptName).toBe("President's Office")

    const df = await env.get<{ vipCorp: Record<string, unknown>; empInfo: Record<string, unknown> }>('/obt/getLoginUserInfo', undefined, {
      token: await env.login('df.approver1'),
    })
    expect(df.data.vipCorp).toMatchObject({ corpNo: 'DFNY', bookStyle: 2, hotelVersion: 1, visitorMode: 1, allowRegister: 0 })
    expect(df.data.empInfo).toMatchObject({ ifApprover: 1, isdirector: 1, roleIds: ['traveller', 'approver'] })
  })

  test('a must-change account gets ifUpdatePwd 1', async () => {
    const reply = await attempt('hx.newhire', demoLogin('hx.newhire').password)
    expect(reply.data.ifUpdatePwd).toBe(1)
    const info = await env.get<{ empInfo: { mustChangePassword: number } }>('/obt/getLoginUserInfo', undefined, { token: reply.data.token })
    expect(info.data.empInfo.mustChangePassword).toBe(1)
  })

  test('logout revokes the token: the next call answers 100', async () => {
    const token = await env.login('df.booker')
    expect((await env.post('/obt/vipLoginOut', {}, { token })).errCode).toBe(1)
    const after = await env.get('/obt/getLoginUserInfo', undefined, { token })
    expect(after).toMatchObject({ errCode: 100, status: 1, tips: '登录已失效，请重新登录' })
  })

  test('a login on another device ends the older session with 101; other platforms keep theirs', async () => {
    const first = await env.login('df.corpbooker', { deviceId: 'iphone-1', platform: '10505' })
    const h5 = await env.login('df.corpbooker', { deviceId: 'browser', platform: '10506' })
    const second = await env.login('df.corpbooker', { deviceId: 'iphone-2', platform: '10505' })
    const old = await env.get('/obt/getLoginUserInfo', undefined, { token: first, lang: 'en' })
    expect(old).toMatchObject({ errCode: 101, tips: 'Your account has logged in on another device' })
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: first })).tips).toBe('您的账号已在其他设备登录')
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: second })).errCode).toBe(1)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: h5 })).errCode).toBe(1)
  })

  test('changing the password checks the old one and revokes every session', async () => {
    const name = 'hx.approver'
    const old = demoLogin(name).password
    const tokenA = await env.login(name, { deviceId: 'a', platform: '10504' })
    const tokenB = await env.login(name, { deviceId: 'b', platform: '10506' })
    const wrongOld = await env.post('/obt/vipEmpEditPwd', { oldPwd: 'Nope1234', pwd: 'NewPass2026' }, { token: tokenA })
    expect(wrongOld).toMatchObject({ errCode: 4009, tips: '原密码错误' })
    const weak = await env.post('/obt/vipEmpEditPwd', { oldPwd: old, pwd: 'short' }, { token: tokenA })
    expect(weak.errCode).toBe(4000)
    expect((await env.post('/obt/vipEmpEditPwd', { oldPwd: old, pwd: 'NewPass2026' }, { token: tokenA })).errCode).toBe(1)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: tokenA })).errCode).toBe(100)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: tokenB })).errCode).toBe(100)
    expect((await attempt(name, old)).data.token).toBeUndefined()
    expect((await attempt(name, 'NewPass2026')).data.token).toMatch(/^[0-9a-f]{32}$/)
  })

  test('sessions expire after 7 days', async () => {
    const token = await env.login('df.admin')
    env.clock.advance(7 * 24 * 60 * MINUTE - MINUTE)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token })).errCode).toBe(1)
    env.clock.advance(2 * MINUTE)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token })).errCode).toBe(100)
  })
})
