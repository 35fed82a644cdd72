import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { StorageKey } from '@/core/platform/storage'
import type { AutoLogin } from '@/core/stores/session-store'
import type { RegisterRequest } from '@/core/api/types'
import { RegisterFormStore, type RegisterApi } from '@/account/pages/register/register-form-store'
import { taroMock } from '../mocks/taro'

function fakeApi(overrides: Partial<RegisterApi> = {}) {
  const calls = { sent: [] as string[], registered: [] as RegisterRequest[], remembered: [] as AutoLogin[] }
  const api: RegisterApi = {
    sendCode: async (phone) => {
      calls.sent.push(phone)
      return { sent: true, expiresIn: 900, resendIn: 60 }
    },
    register: async (body) => {
      calls.registered.push(body)
      return { empNo: 'E1' }
    },
    remember: (saved) => calls.remembered.push(saved),
    ...overrides,
  }
  return { api, calls }
}

function fill(form: RegisterFormStore): void {
  form.set('empName', ' 张三 ')
  form.set('phone', '138 0000 0001')
  form.set('smsCode', '123456')
  form.set('password', 'Abcdef12')
  form.set('confirm', 'Abcdef12')
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('RegisterFormStore', () => {
  test('prefills the company code from the route and keeps it editable', () => {
    const form = new RegisterFormStore(' ACME ', fakeApi().api)
    expect(form.corpNo).toBe('ACME')
    form.set('corpNo', 'OTHER')
    expect(form.corpNo).toBe('OTHER')
  })

  test('checks every field with the domain validators, messages under the fields', async () => {
    const { api, calls } = fakeApi()
    const form = new RegisterFormStore(undefined, api)
    form.set('phone', '12345')
    form.set('smsCode', '12')
    form.set('password', 'abcdefgh')
    form.set('confirm', 'abcdefgX')
    expect(await form.submit()).toBe(false)
    expect(form.fieldErrors).toEqual({
      empName: '姓名不能为空',
      phone: '请填写正确手机号码格式',
      smsCode: '请输入6位数字验证码',
      password: '密码中必须包含大小写 字母、数字,至少8个字符，最多20个字符',
      confirm: '两次输入的密码不一致',
    })
    expect(calls.registered).toHaveLength(0)
    // What was typed survives.
    expect([form.phone, form.smsCode, form.password, form.confirm]).toEqual(['12345', '12', 'abcdefgh', 'abcdefgX'])
  })

  test('an empty confirmation asks for it rather than reporting a mismatch', () => {
    const form = new RegisterFormStore(undefined, fakeApi().api)
    fill(form)
    form.set('confirm', '')
    expect(form.validate()).toBe(false)
    expect(form.fieldErrors.confirm).toBe('确认密码不能为空')
  })

  test('messages follow the language', () => {
    setLocale('en-US')
    const form = new RegisterFormStore(undefined, fakeApi().api)
    form.validate()
    expect(form.fieldErrors.empName).toBe('Name cannot be empty')
    expect(form.fieldErrors.phone).toBe('Please enter a valid mobile number')
  })

  test('editing a field clears its error; a new password clears the mismatch', () => {
    const form = new RegisterFormStore(undefined, fakeApi().api)
    form.validate()
    form.set('phone', '1')
    expect(form.fieldErrors.phone).toBeUndefined()
    form.set('password', 'x')
    expect(form.fieldErrors.confirm).toBeUndefined()
    expect(form.fieldErrors.smsCode).toBeDefined()
  })

  test('registers with trimmed name and spaceless numbers, remembers the phone as login name', async () => {
    const { api, calls } = fakeApi()
    const form = new RegisterFormStore('ACME', api)
    fill(form)
    expect(await form.submit()).toBe(true)
    expect(calls.registered).toEqual([
      { phone: '13800000001', smsCode: '123456', password: 'Abcdef12', empName: '张三', corpNo: 'ACME' },
    ])
    expect(calls.remembered).toEqual([{ loginName: '13800000001', remember: true, corpNo: 'ACME' }])
    expect(form.done).toBe(true)
    // No second registration from a second tap while leaving.
    expect(await form.submit()).toBe(false)
    expect(calls.registered).toHaveLength(1)
  })

  test('an empty company code registers a personal user (no corpNo sent)', async () => {
    const { api, calls } = fakeApi()
    const form = new RegisterFormStore(undefined, api)
    fill(form)
    form.set('corpNo', '  ')
    expect(await form.submit()).toBe(true)
    expect(calls.registered[0].corpNo).toBeUndefined()
    expect(calls.remembered[0]).toEqual({ loginName: '13800000001', remember: true, corpNo: undefined })
  })

  test('the default remember writes AutoLogin to storage, never a password', async () => {
    const { api } = fakeApi()
    const form = new RegisterFormStore('ACME', { sendCode: api.sendCode, register: api.register })
    fill(form)
    await form.submit()
    const saved = taroMock.storage.get(StorageKey.autoLogin) as Record<string, unknown>
    expect(saved).toEqual({ loginName: '13800000001', remember: true, corpNo: 'ACME' })
    expect(JSON.stringify(saved)).not.toContain('Abcdef12')
  })

  test('a server refusal shows its message and keeps every value', async () => {
    const { api } = fakeApi({
      register: async () => {
        throw new ApiError('business', '该手机号已注册', { errCode: 4009, shown: true })
      },
    })
    const form = new RegisterFormStore('ACME', api)
    fill(form)
    expect(await form.submit()).toBe(false)
    expect(form.error).toBe('该手机号已注册')
    expect(form.submitting).toBe(false)
    expect(form.done).toBe(false)
    expect([form.empName, form.phone, form.smsCode, form.password, form.confirm, form.corpNo]).toEqual([
      ' 张三 ',
      '13800000001',
      '123456',
      'Abcdef12',
      'Abcdef12',
      'ACME',
    ])
    // Typing again clears the banner.
    form.set('smsCode', '654321')
    expect(form.error).toBe('')
  })

  test('an unexpected failure still says something', async () => {
    const { api } = fakeApi({
      register: async () => {
        throw new Error('boom')
      },
    })
    const form = new RegisterFormStore(undefined, api)
    fill(form)
    await form.submit()
    expect(form.error).toBe('操作失败，请稍后重试')
  })

  test('no double submit while the call is running', async () => {
    let release: () => void = () => undefined
    const { api, calls } = fakeApi({
      register: (body) =>
        new Promise((resolve) => {
          calls.registered.push(body)
          release = () => resolve({ empNo: 'E1' })
        }),
    })
    const form = new RegisterFormStore(undefined, api)
    fill(form)
    const first = form.submit()
    expect(form.submitting).toBe(true)
    expect(await form.submit()).toBe(false)
    release()
    expect(await first).toBe(true)
    expect(calls.registered).toHaveLength(1)
  })

  test('sending a code records the number and time for the demo inbox', async () => {
    const { api, calls } = fakeApi()
    const form = new RegisterFormStore(undefined, api, () => 1234)
    form.setFieldError('phone', 'x')
    await form.sendCode('13800000001')
    expect(calls.sent).toEqual(['13800000001'])
    expect(form.codePhone).toBe('13800000001')
    expect(form.codeSentAt).toBe(1234)
    expect(form.fieldErrors.phone).toBeUndefined()
  })

  test('a refused send rejects (the button resets) and records nothing', async () => {
    const { api } = fakeApi({
      sendCode: async () => {
        throw new ApiError('business', '该手机号已注册', { errCode: 4009, shown: true })
      },
    })
    const form = new RegisterFormStore(undefined, api)
    await expect(form.sendCode('13800000001')).rejects.toThrow('该手机号已注册')
    expect(form.codeSentAt).toBe(0)
  })
})
