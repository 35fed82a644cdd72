import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { ResetPwdStep1, ResetPwdStep2, ResetPwdStep3 } from '@/core/api/types'
import {
  phoneForReset,
  ResetStep1Store,
  ResetStep2Store,
  ResetStep3Store,
  safeDecode,
  type ResetApi,
} from '@/account/pages/reset-password/reset-password-store'
import { taroMock } from '../mocks/taro'

function refused(message: string): ApiError {
  return new ApiError('business', message, { errCode: 4009, shown: true })
}

function fakeApi(overrides: Partial<ResetApi> = {}) {
  let captchas = 0
  const calls = { step1: [] as ResetPwdStep1[], step2: [] as ResetPwdStep2[], step3: [] as ResetPwdStep3[] }
  const api: ResetApi = {
    captcha: async () => {
      captchas += 1
      return { validateCodeId: `cap${captchas}`, image: `data:image/svg+xml;base64,${captchas}` }
    },
    step1: async (body) => {
      calls.step1.push(body)
      return { resetId: 'R1', maskedPhone: '138****0001' }
    },
    step2: async (body) => {
      calls.step2.push(body)
      return { ticket: 'T1' }
    },
    step3: async (body) => {
      calls.step3.push(body)
      return { done: true }
    },
    ...overrides,
  }
  return { api, calls, captchas: () => captchas }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('ResetStep1Store', () => {
  test('loads a captcha and asks for account and captcha', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep1Store(api)
    await form.refreshCaptcha()
    expect(form.captchaId).toBe('cap1')
    expect(form.captchaImage).toContain('data:image')
    expect(await form.submit()).toBeNull()
    expect(form.fieldErrors).toEqual({ loginName: '账号不能为空', captcha: '图形验证码不能为空' })
    expect(calls.step1).toHaveLength(0)
  })

  test('sends step 1 with the captcha and answers resetId and masked phone', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep1Store(api)
    await form.refreshCaptcha()
    form.set('loginName', ' zhangsan ')
    form.set('captchaCode', 'ab 12')
    expect(await form.submit()).toEqual({ resetId: 'R1', maskedPhone: '138****0001' })
    expect(calls.step1).toEqual([{ step: 1, loginName: 'zhangsan', validateCode: 'ab12', validateCodeId: 'cap1' }])
  })

  test('a refusal keeps the account, shows the message and replaces the spent captcha', async () => {
    const { api, captchas } = fakeApi({
      step1: async () => {
        throw refused('请输入正确的验证码')
      },
    })
    const form = new ResetStep1Store(api)
    await form.refreshCaptcha()
    form.set('loginName', 'zhangsan')
    form.set('captchaCode', 'WRONG')
    expect(await form.submit()).toBeNull()
    expect(form.error).toBe('请输入正确的验证码')
    expect(form.loginName).toBe('zhangsan')
    expect(captchas()).toBe(2)
    expect(form.captchaId).toBe('cap2')
    expect(form.captchaCode).toBe('')
    expect(form.submitting).toBe(false)
  })

  test('a captcha that fails to load offers a retry instead of an image', async () => {
    const form = new ResetStep1Store(
      fakeApi({
        captcha: async () => {
          throw new Error('offline')
        },
      }).api,
    )
    await form.refreshCaptcha()
    expect(form.captchaFailed).toBe(true)
    expect(form.captchaImage).toBe('')
  })

  test('a mobile number typed as account is remembered in memory for the demo inbox of step 2', async () => {
    const { api } = fakeApi({ step1: async () => ({ resetId: 'R-mobile', maskedPhone: '139****0002' }) })
    const form = new ResetStep1Store(api)
    form.set('loginName', '13900000002')
    form.set('captchaCode', 'x1')
    await form.submit()
    expect(phoneForReset('R-mobile', '139****0002')).toBe('13900000002')
    expect(phoneForReset('R-other', '139****0002')).toBe('139****0002')
  })

  test('no double submit', async () => {
    let release: () => void = () => undefined
    const { api, calls } = fakeApi({
      step1: (body) =>
        new Promise((resolve) => {
          calls.step1.push(body)
          release = () => resolve({ resetId: 'R1', maskedPhone: 'm' })
        }),
    })
    const form = new ResetStep1Store(api)
    form.set('loginName', 'a')
    form.set('captchaCode', 'b')
    const first = form.submit()
    expect(await form.submit()).toBeNull()
    release()
    await first
    expect(calls.step1).toHaveLength(1)
  })
})

describe('ResetStep2Store', () => {
  test('without resetId or masked phone the step is missing its hand-over', async () => {
    const { api, calls } = fakeApi()
    expect(new ResetStep2Store('', '138****0001', api).missing).toBe(true)
    const form = new ResetStep2Store('R1', '', api)
    expect(form.missing).toBe(true)
    form.set('123456')
    expect(await form.submit()).toBeNull()
    expect(calls.step2).toHaveLength(0)
  })

  test('the code must be 6 digits', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep2Store('R1', '138****0001', api)
    form.set('12a')
    expect(await form.submit()).toBeNull()
    expect(form.error).toBe('请输入6位数字验证码')
    expect(calls.step2).toHaveLength(0)
  })

  test('a right code answers the ticket', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep2Store('R1', '138****0001', api, () => 99)
    expect(form.sentAt).toBe(99)
    form.set(' 123 456 ')
    expect(await form.submit()).toBe('T1')
    expect(calls.step2).toEqual([{ step: 2, resetId: 'R1', smsCode: '123456' }])
  })

  test('a wrong code shows the server message and keeps the code', async () => {
    const form = new ResetStep2Store(
      'R1',
      '138****0001',
      fakeApi({
        step2: async () => {
          throw refused('验证码错误或已过期')
        },
      }).api,
    )
    form.set('000000')
    expect(await form.submit()).toBeNull()
    expect(form.error).toBe('验证码错误或已过期')
    expect(form.smsCode).toBe('000000')
  })
})

describe('ResetStep3Store', () => {
  test('without a ticket nothing is sent', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep3Store('', api)
    expect(form.missing).toBe(true)
    form.set('password', 'Abcdef12')
    form.set('confirm', 'Abcdef12')
    expect(await form.submit()).toBe(false)
    expect(calls.step3).toHaveLength(0)
  })

  test('the strict password rule and the confirmation apply', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep3Store('T1', api)
    form.set('password', 'abc')
    form.set('confirm', 'abd')
    expect(await form.submit()).toBe(false)
    expect(form.fieldErrors).toEqual({
      password: '密码中必须包含大小写 字母、数字,至少8个字符，最多20个字符',
      confirm: '两次输入的密码不一致',
    })
    expect(calls.step3).toHaveLength(0)
  })

  test('sets the password with the ticket, then is done and forgets the password', async () => {
    const { api, calls } = fakeApi()
    const form = new ResetStep3Store('T1', api)
    form.set('password', 'Newpass123')
    form.set('confirm', 'Newpass123')
    expect(await form.submit()).toBe(true)
    expect(calls.step3).toEqual([{ step: 3, ticket: 'T1', pwd: 'Newpass123' }])
    expect(form.done).toBe(true)
    expect(form.password).toBe('')
    expect(await form.submit()).toBe(false)
    expect(calls.step3).toHaveLength(1)
  })

  test('an expired ticket shows the message and keeps what was typed', async () => {
    const form = new ResetStep3Store(
      'T-old',
      fakeApi({
        step3: async () => {
          throw refused('验证已失效，请重新获取验证码')
        },
      }).api,
    )
    form.set('password', 'Newpass123')
    form.set('confirm', 'Newpass123')
    expect(await form.submit()).toBe(false)
    expect(form.error).toBe('验证已失效，请重新获取验证码')
    expect([form.password, form.confirm, form.done]).toEqual(['Newpass123', 'Newpass123', false])
  })

  test('show/hide password', () => {
    const form = new ResetStep3Store('T1', fakeApi().api)
    expect(form.showPassword).toBe(false)
    form.toggleShowPassword()
    expect(form.showPassword).toBe(true)
  })
})

test('safeDecode decodes mini-program query values and leaves stray % alone', () => {
  expect(safeDecode('138%2A%2A%2A%2A0001')).toBe('138****0001')
  expect(safeDecode('138****0001')).toBe('138****0001')
  expect(safeDecode('100%')).toBe('100%')
})
