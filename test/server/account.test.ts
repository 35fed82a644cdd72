/** SMS codes, registration, the 3-step password reset, validModifyPassword and the mobile change. */
import { demoLogin } from '../../server/src/db/demo-logins'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const SECOND = 1000
const MINUTE = 60 * SECOND

describe.each(targets)('account on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  async function lastCode(phone: string, scene?: string): Promise<string> {
    const outbox = await env.get<{ code: string; scene: string; text: string }[]>('/obt/demo/smsOutbox', { phone })
    const message = outbox.data.find((m) => scene === undefined || m.scene === scene)
    if (!message) throw new Error(`no SMS for ${phone}`)
    return message.code
  }

  async function captcha(): Promise<{ validateCodeId: string; validateCode: string }> {
    const { data } = await env.get<{ validateCodeId: string }>('/obt/getValidateCode')
    const answer = await env.get<{ text: string }>('/obt/demo/captcha', { validateCodeId: data.validateCodeId })
    return { validateCodeId: data.validateCodeId, validateCode: answer.data.text }
  }

  test('registration end to end: code from the outbox, personal company, then login by phone', async () => {
    const phone = '13700001111'
    const sent = await env.get('/obt/getRegisterSmsCode', { phone })
    expect(sent).toEqual({ errCode: 1, status: 1, tips: '', data: { sent: true, expiresIn: 900, resendIn: 60 } })
    const outbox = await env.get<{ text: string; code: string; scene: string }[]>('/obt/demo/smsOutbox', { phone })
    expect(outbox.data[0]).toMatchObject({ scene: 'register', code: expect.stringMatching(/^\d{6}$/) })
    expect(outbox.data[0].text).toContain(outbox.data[0].code)

    const wrong = await env.post('/obt/userRegister', { phone, smsCode: '000000', password: 'Travel2026', empName: '钱多多' })
    expect(wrong).toMatchObject({ errCode: 4009, tips: '验证码错误或已过期' })
    const reply = await env.post<{ empNo: string }>('/obt/userRegister', {
      phone, smsCode: outbox.data[0].code, password: 'Travel2026', empName: '钱多多',
    })
    expect(reply).toMatchObject({ errCode: 1, data: { empNo: 'PER0001' } })

    const token = await env.login(phone, { password: 'Travel2026' })
    const info = await env.get<{ empInfo: { empName: string; roleIds: string[] }; vipCorp: { corpNo: string } }>('/obt/getLoginUserInfo', undefined, { token })
    expect(info.data.empInfo).toMatchObject({ empName: '钱多多', roleIds: ['traveller'] })
    expect(info.data.vipCorp.corpNo).toBe('PERSONAL')

    // The number is taken now: asking for a code answers as for any number, and only the code's
    // owner learns that it is registered.
    env.clock.advance(61 * SECOND)
    expect(await env.get('/obt/getRegisterSmsCode', { phone })).toMatchObject({ errCode: 1, data: { sent: true } })
    const again = await env.post('/obt/userRegister', { phone, smsCode: await lastCode(phone, 'register'), password: 'Travel2026', empName: '钱多多' })
    expect(again).toMatchObject({ errCode: 4009, tips: '该手机号已注册' })
    expect((await env.get('/obt/smsCodeGet', { phone: demoLogin('hx.traveller').phone, scene: 'register' })).errCode).toBe(1)
  })

  test('registration into a company that allows it, with an smsCodeCheck ticket; refused where it does not', async () => {
    const phone = '13700002222'
    await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
    const check = await env.get<{ ticket: string }>('/obt/smsCodeCheck', { phone, scene: 'register', code: await lastCode(phone) })
    expect(check.data.ticket).toMatch(/^[0-9a-f]{32}$/)
    const refused = await env.post('/obt/userRegister', { phone, ticket: check.data.ticket, password: 'Travel2026', empName: '孙莉', corpNo: 'DFNY' })
    expect(refused).toMatchObject({ errCode: 4009, tips: '该企业未开放注册' })
    const unknown = await env.post('/obt/userRegister', { phone, ticket: check.data.ticket, password: 'Travel2026', empName: '孙莉', corpNo: 'NOPE' })
    expect(unknown.tips).toBe('企业编号不存在')
    const ok = await env.post<{ empNo: string }>('/obt/userRegister', { phone, ticket: check.data.ticket, password: 'Travel2026', empName: '孙莉', corpNo: 'hxkj' })
    expect(ok.data.empNo).toBe('HXR0001')
    // The ticket is single use.
    const again = await env.post('/obt/userRegister', { phone: '13700002223', ticket: check.data.ticket, password: 'Travel2026', empName: 'x' })
    expect(again.tips).toBe('验证已失效，请重新获取验证码')
  })

  test('a new code for the same phone and scene within 60 s is 4290; after 60 s it is sent', async () => {
    const phone = '13700003333'
    expect((await env.get('/obt/smsCodeGet', { phone, scene: 'register' })).errCode).toBe(1)
    env.clock.advance(30 * SECOND)
    const tooSoon = await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
    expect(tooSoon).toMatchObject({ errCode: 4290, status: 1, tips: '验证码发送过于频繁，请30秒后再试' })
    expect((await env.get('/obt/getRegisterSmsCode', { phone }, { lang: 'en' })).tips).toBe('Codes are sent too often, try again in 30 seconds')
    env.clock.advance(30 * SECOND)
    expect((await env.get('/obt/smsCodeGet', { phone, scene: 'register' })).errCode).toBe(1)
  })

  test('codes expire after 15 minutes', async () => {
    const phone = '13700004444'
    await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
    const code = await lastCode(phone)
    env.clock.advance(15 * MINUTE + SECOND)
    expect(await env.get('/obt/smsCodeCheck', { phone, scene: 'register', code })).toMatchObject({ errCode: 4009, tips: '验证码错误或已过期' })

    await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
    const fresh = await lastCode(phone)
    env.clock.advance(14 * MINUTE)
    expect((await env.get('/obt/smsCodeCheck', { phone, scene: 'register', code: fresh })).errCode).toBe(1)
    // Used up.
    expect((await env.get('/obt/smsCodeCheck', { phone, scene: 'register', code: fresh })).errCode).toBe(4009)
  })

  test('a code dies after 5 wrong checks', async () => {
    const phone = '13700005555'
    await env.get('/obt/smsCodeGet', { phone, scene: 'register' })
    const code = await lastCode(phone)
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i += 1) expect((await env.get('/obt/smsCodeCheck', { phone, scene: 'register', code: wrong })).errCode).toBe(4009)
    expect((await env.get('/obt/smsCodeCheck', { phone, scene: 'register', code })).errCode).toBe(4009)
  })

  test('reset password in three steps: captcha + SMS, ticket, new password; lock cleared, sessions ended', async () => {
    const login = demoLogin('df.traveller')
    const oldToken = await env.login(login.loginName)
    // Lock the account first.
    for (let i = 0; i < 5; i += 1) {
      await env.post('/obt/vipLogin', { loginType: 2, loginName: login.loginName, password: 'Wrong1pass', ...(i >= 3 ? await captcha() : {}) })
    }
    expect((await env.post<{ msg: string }>('/obt/vipLogin', { loginType: 2, loginName: login.loginName, password: login.password })).data.msg).toContain('锁定')

    expect((await env.post('/obt/vipEmpResetPwd', { step: 1, loginName: login.loginName, validateCodeId: 'x', validateCode: 'AAAA' })).tips).toBe(
      '请输入正确的验证码',
    )
    const step1 = await env.post<{ maskedPhone: string; resetId: string }>('/obt/vipEmpResetPwd', { step: 1, loginName: login.loginName, ...(await captcha()) })
    expect(step1.data).toEqual({ maskedPhone: '139****0001', resetId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(JSON.stringify(step1)).not.toContain(login.phone)
    const code = await lastCode(login.phone, 'reset')

    expect((await env.post('/obt/vipEmpResetPwd', { step: 2, resetId: step1.data.resetId, smsCode: '000000' })).errCode).toBe(4009)
    const step2 = await env.post<{ ticket: string }>('/obt/vipEmpResetPwd', { step: 2, resetId: step1.data.resetId, smsCode: code })
    expect(step2.data.ticket).toMatch(/^[0-9a-f]{32}$/)

    expect((await env.post('/obt/vipEmpResetPwd', { step: 3, ticket: step2.data.ticket, pwd: 'weak' })).errCode).toBe(4000)
    expect((await env.post('/obt/vipEmpResetPwd', { step: 3, ticket: step2.data.ticket })).tips).toBe('新密码不能为空')
    expect(await env.post('/obt/vipEmpResetPwd', { step: 3, ticket: step2.data.ticket, pwd: 'Reset2026x' })).toMatchObject({ errCode: 1, data: { done: true } })
    expect((await env.post('/obt/vipEmpResetPwd', { step: 3, ticket: step2.data.ticket, pwd: 'Reset2026y' })).errCode).toBe(4009)

    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: oldToken })).errCode).toBe(100)
    const relogin = await env.post<{ token?: string }>('/obt/vipLogin', { loginType: 2, loginName: login.loginName, password: 'Reset2026x' })
    expect(relogin.data.token).toMatch(/^[0-9a-f]{32}$/)
  })

  test('reset for an unknown name looks the same at step 1 and fails like a wrong code at step 2', async () => {
    const first = await env.post<{ maskedPhone: string; resetId: string }>('/obt/vipEmpResetPwd', { step: 1, loginName: 'ghost.user', ...(await captcha()) })
    expect(first.errCode).toBe(1)
    expect(first.data.maskedPhone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    env.clock.advance(61 * SECOND)
    const second = await env.post<{ maskedPhone: string }>('/obt/vipEmpResetPwd', { step: 1, loginName: 'ghost.user', ...(await captcha()) })
    expect(second.data.maskedPhone).toBe(first.data.maskedPhone)
    const step2 = await env.post('/obt/vipEmpResetPwd', { step: 2, resetId: first.data.resetId, smsCode: '123456' })
    expect(step2).toMatchObject({ errCode: 4009, tips: '验证码错误或已过期' })
  })

  test('smsCodeGet reset answers the same for unknown numbers but sends nothing; bind answers the same too', async () => {
    const reply = await env.get('/obt/smsCodeGet', { phone: '13700006666', scene: 'reset' })
    expect(reply.data).toEqual({ sent: true, expiresIn: 900, resendIn: 60 })
    expect((await env.get<unknown[]>('/obt/demo/smsOutbox', { phone: '13700006666' })).data).toEqual([])
    expect((await env.get('/obt/smsCodeGet', { phone: '13700006666', scene: 'bind' })).data).toEqual({ sent: true, expiresIn: 900, resendIn: 60 })
  })

  test('validModifyPassword states the rule', async () => {
    expect((await env.get('/obt/validModifyPassword', { pwd: 'Good2026pass' })).data).toEqual({ valid: true, msg: '' })
    expect((await env.get('/obt/validModifyPassword', { pwd: 'alllowercase1' }, { lang: 'en' })).data).toEqual({
      valid: false,
      msg: 'The password must contain upper and lower case letters and digits, 8 to 20 characters',
    })
  })

  test('changing the mobile: signed in, number free in the company, proven by SMS', async () => {
    const phone = '13700007777'
    expect((await env.get('/obt/smsCodeGet', { phone, scene: 'modifyMobile' })).errCode).toBe(3901)
    const token = await env.login('hx.admin')
    const taken = await env.get('/obt/smsCodeGet', { phone: demoLogin('hx.booker').phone, scene: 'modifyMobile' }, { token })
    expect(taken).toMatchObject({ errCode: 4009, tips: '该手机号已被其他员工使用' })
    expect((await env.get('/obt/smsCodeGet', { phone, scene: 'modifyMobile' }, { token })).errCode).toBe(1)
    expect((await env.post('/obt/phoneBinding', { phone, smsCode: '000000' }, { token })).errCode).toBe(4009)
    expect((await env.post('/obt/phoneBinding', { phone, smsCode: await lastCode(phone) }, { token })).errCode).toBe(1)
    const info = await env.get<{ empInfo: { phoneNumber: string } }>('/obt/getLoginUserInfo', undefined, { token })
    expect(info.data.empInfo.phoneNumber).toBe(phone)
  })
})
