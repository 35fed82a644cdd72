/** The login form: one inline message per failure, the captcha when the server asks, where a login lands. */
import { setLocale } from '../../../src/core/i18n/index'
import type { LoginForm, LoginOutcome, SessionStore } from '../../../src/core/stores/session-store'
import { LoginFormStore, landingAfterLogin } from '../../../src/pages/login/login-form-store'

function fakeSession(outcomes: LoginOutcome[]) {
  const sent: LoginForm[] = []
  const session = {
    autoLogin: undefined,
    login: async (form: LoginForm) => {
      sent.push(form)
      const next = outcomes.shift()
      if (!next) throw new Error('no more outcomes')
      return next
    },
  } as unknown as SessionStore
  return { session, sent }
}

const captchaApi = async () => ({ validateCodeId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })

function filled(session: SessionStore): LoginFormStore {
  const form = new LoginFormStore(session, undefined, captchaApi)
  form.set('loginName', 'hx.traveller')
  form.set('password', 'Wrong1pass')
  return form
}

afterEach(() => setLocale('zh-CN'))

describe('LoginFormStore', () => {
  it('shows a failure inline with the server message', async () => {
    const { session } = fakeSession([{ ok: false, message: '用户名或密码错误', failCount: 1, needValidateCode: false, locked: false }])
    const form = filled(session)
    const outcome = await form.submit()
    expect(outcome?.ok).toBe(false)
    expect(form.error).toBe('用户名或密码错误')
    expect(form.needCaptcha).toBe(false)
  })

  it('when the server first asks for a captcha, shows the field, loads an image and says a captcha is now required', async () => {
    const { session, sent } = fakeSession([
      { ok: false, message: '为了账号安全，请输入图形验证码后再登录', failCount: 3, needValidateCode: true, locked: false },
      { ok: false, message: '请输入正确的验证码', failCount: 3, needValidateCode: true, locked: false },
    ])
    const form = filled(session)
    await form.submit()
    expect(form.needCaptcha).toBe(true)
    expect(form.captchaId).toBe('cap-1')
    expect(form.error).toBe('为了账号安全，请输入图形验证码后再登录')
    expect(sent[0].validateCode).toBeUndefined()

    form.set('captchaCode', 'ab12')
    await form.submit()
    expect(sent[1]).toMatchObject({ validateCode: 'ab12', validateCodeId: 'cap-1' })
    expect(form.error).toBe('请输入正确的验证码')
  })

  it('falls back to its own words (zh and en) when a captcha is newly required and the server gave none', async () => {
    for (const [locale, text] of [
      ['zh-CN', '为了账号安全，请输入图形验证码后再登录'],
      ['en-US', 'A captcha is now required: enter the characters in the image'],
    ] as const) {
      setLocale(locale)
      const { session } = fakeSession([{ ok: false, message: '', failCount: 3, needValidateCode: true, locked: false }])
      const form = filled(session)
      await form.submit()
      expect(form.error).toBe(text)
    }
  })
})

describe('landingAfterLogin', () => {
  it('sends a must-change account to the forced change screen without loading the session’s rights', () => {
    expect(landingAfterLogin({ mustChangePassword: true })).toEqual({
      route: '/userCenter/settings/modifyPassword?force=1',
      startSession: false,
      reload: true,
    })
    expect(landingAfterLogin({ mustChangePassword: false })).toEqual({ route: '/home', startSession: true, reload: false })
  })
})
