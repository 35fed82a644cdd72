import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { StorageKey } from '@/core/platform/storage'
import { BindPhoneStore, defaultBindApi, type BindApi, type BindProof } from '@/account/pages/bind-phone/bind-phone-store'
import { taroMock } from '../mocks/taro'

function fakeApi(overrides: Partial<BindApi> = {}) {
  const calls = {
    sent: [] as string[],
    checked: [] as [string, string][],
    bound: [] as BindProof[],
    adopted: [] as string[],
    remembered: [] as string[],
  }
  const api: BindApi = {
    loginCode: async () => 'wx-code',
    getOpenId: async () => ({ openid: 'OPENID' }),
    sendCode: async (phone) => {
      calls.sent.push(phone)
      return { sent: true }
    },
    checkCode: async (phone, code) => {
      calls.checked.push([phone, code])
      return { ticket: 'TK' }
    },
    bind: async (proof) => {
      calls.bound.push(proof)
      return { token: 'TOKEN' }
    },
    adoptToken: async (token) => {
      calls.adopted.push(token)
    },
    rememberLoginName: (phone) => calls.remembered.push(phone),
    ...overrides,
  }
  return { api, calls }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('BindPhoneStore in the mini-program', () => {
  test('resolves the WeChat user first', async () => {
    const form = new BindPhoneStore(fakeApi().api)
    expect(form.phase).toBe('connecting')
    await form.init()
    expect(form.phase).toBe('ready')
    expect(form.openId).toBe('OPENID')
    expect(form.canBind).toBe(true)
  })

  test('a failing getOpenId offers a retry', async () => {
    let fail = true
    const form = new BindPhoneStore(
      fakeApi({
        getOpenId: async () => {
          if (fail) throw new Error('x')
          return { openid: 'O2' }
        },
      }).api,
    )
    await form.init()
    expect(form.phase).toBe('failed')
    fail = false
    await form.init()
    expect(form.phase).toBe('ready')
  })

  test('validates mobile and code before any call', async () => {
    const { api, calls } = fakeApi()
    const form = new BindPhoneStore(api)
    await form.init()
    form.set('phone', '123')
    expect(await form.submit()).toBeNull()
    expect(form.fieldErrors).toEqual({ phone: '请填写正确手机号码格式', smsCode: '请输入6位数字验证码' })
    expect(calls.checked).toHaveLength(0)
  })

  test('binds with the openid and the SMS code (the server checks it), opens the session', async () => {
    const { api, calls } = fakeApi()
    const form = new BindPhoneStore(api, () => 5)
    await form.init()
    await form.sendCode('13800000001')
    expect(form.codeSentAt).toBe(5)
    form.set('phone', '138 0000 0001')
    form.set('smsCode', '123456')
    expect(await form.submit()).toBe('bound')
    expect(calls.checked).toEqual([])
    expect(calls.bound).toEqual([{ phone: '13800000001', openId: 'OPENID', smsCode: '123456' }])
    expect(calls.adopted).toEqual(['TOKEN'])
    expect(calls.remembered).toEqual([])
    expect(form.done).toBe(true)
    expect(await form.submit()).toBeNull()
  })

  test('a wrong code keeps the fields and shows the message', async () => {
    const { api, calls } = fakeApi({
      bind: async () => {
        throw new ApiError('business', '验证码错误或已过期', { errCode: 4009, shown: false })
      },
    })
    const form = new BindPhoneStore(api)
    await form.init()
    form.set('phone', '13800000001')
    form.set('smsCode', '000000')
    expect(await form.submit()).toBeNull()
    expect(form.error).toBe('验证码错误或已过期')
    expect([form.phone, form.smsCode, form.submitting]).toEqual(['13800000001', '000000', false])
    expect(calls.adopted).toHaveLength(0)
  })
})

describe('BindPhoneStore in a browser', () => {
  test('without a login code the page explains; the code check leads to password login', async () => {
    const { api, calls } = fakeApi({ loginCode: async () => null })
    const form = new BindPhoneStore(api)
    await form.init()
    expect(form.phase).toBe('browser')
    expect(form.canBind).toBe(false)
    form.set('phone', '13800000001')
    form.set('smsCode', '123456')
    expect(await form.submit()).toBe('verified')
    expect(calls.checked).toHaveLength(1)
    expect(calls.bound).toHaveLength(0)
    expect(calls.adopted).toHaveLength(0)
    expect(calls.remembered).toEqual(['13800000001'])
  })

  test('the default remember keeps the company of the saved login', () => {
    taroMock.storage.set(StorageKey.autoLogin, { loginName: 'old', remember: false, corpNo: 'ACME' })
    defaultBindApi(async () => undefined).rememberLoginName('13800000001')
    expect(taroMock.storage.get(StorageKey.autoLogin)).toEqual({ loginName: '13800000001', remember: true, corpNo: 'ACME' })
  })

  test('the default loginCode answers through the platform adapter', async () => {
    // The Taro fake answers a login code, as the mini-program would.
    expect(await defaultBindApi(async () => undefined).loginCode()).toBe('mock-login-code')
  })
})
