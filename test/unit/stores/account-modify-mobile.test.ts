import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import {
  maskMobile,
  ModifyMobileStore,
  type MobileSession,
  type ModifyMobileApi,
} from '@/userCenter/pages/modify-mobile/modify-mobile-store'
import { taroMock } from '../mocks/taro'

function fakeSession(phone = '13800000001') {
  const session = {
    empInfo: { phoneNumber: phone } as { phoneNumber?: string } | null,
    reloads: 0,
    async loadUserInfo() {
      session.reloads += 1
    },
  }
  return session satisfies MobileSession
}

function fakeApi(overrides: Partial<ModifyMobileApi> = {}) {
  const calls = { sent: [] as string[], bound: [] as [string, string][] }
  const api: ModifyMobileApi = {
    sendCode: async (phone) => {
      calls.sent.push(phone)
      return { sent: true }
    },
    bind: async (phone, code) => {
      calls.bound.push([phone, code])
      return { done: true }
    },
    ...overrides,
  }
  return { api, calls }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

test('maskMobile hides the middle four digits', () => {
  expect(maskMobile('13800000001')).toBe('138****0001')
  expect(maskMobile('138****0001')).toBe('138****0001')
  expect(maskMobile(undefined)).toBe('')
})

describe('ModifyMobileStore', () => {
  test('shows the current number masked', () => {
    const form = new ModifyMobileStore(fakeSession(), fakeApi().api)
    expect(form.maskedCurrent).toBe('138****0001')
    expect(new ModifyMobileStore({ empInfo: null, loadUserInfo: async () => undefined }, fakeApi().api).maskedCurrent).toBe('')
  })

  test('the new number must be a mobile and not the current one', async () => {
    const { api, calls } = fakeApi()
    const form = new ModifyMobileStore(fakeSession(), api)
    expect(form.phoneError('123')).toBe('请填写正确手机号码格式')
    expect(form.phoneError('13800000001')).toBe('新手机号不能与当前手机号相同')
    expect(form.phoneError('13900000002')).toBeNull()
    form.set('phone', '13800000001')
    form.set('smsCode', '123456')
    expect(await form.submit()).toBe(false)
    expect(form.fieldErrors.phone).toBe('新手机号不能与当前手机号相同')
    expect(calls.bound).toHaveLength(0)
  })

  test('sends the code (scene modifyMobile through the api) and records it for the demo inbox', async () => {
    const { api, calls } = fakeApi()
    const form = new ModifyMobileStore(fakeSession(), api, () => 7)
    await form.sendCode('13900000002')
    expect(calls.sent).toEqual(['13900000002'])
    expect([form.codePhone, form.codeSentAt]).toEqual(['13900000002', 7])
  })

  test('binds the new number, reloads the user info, then is done', async () => {
    const session = fakeSession()
    const { api, calls } = fakeApi()
    const form = new ModifyMobileStore(session, api)
    form.set('phone', '139 0000 0002')
    form.set('smsCode', '123456')
    expect(await form.submit()).toBe(true)
    expect(calls.bound).toEqual([['13900000002', '123456']])
    expect(session.reloads).toBe(1)
    expect(form.done).toBe(true)
    expect(await form.submit()).toBe(false)
    expect(calls.bound).toHaveLength(1)
  })

  test('a failed reload after a successful change still counts as changed', async () => {
    const form = new ModifyMobileStore(
      {
        empInfo: { phoneNumber: '13800000001' },
        loadUserInfo: async () => {
          throw new Error('offline')
        },
      },
      fakeApi().api,
    )
    form.set('phone', '13900000002')
    form.set('smsCode', '123456')
    expect(await form.submit()).toBe(true)
  })

  test('a refusal shows the message and keeps the fields', async () => {
    const session = fakeSession()
    const form = new ModifyMobileStore(
      session,
      fakeApi({
        bind: async () => {
          throw new ApiError('business', '验证码错误或已过期', { errCode: 4000, shown: true })
        },
      }).api,
    )
    form.set('phone', '13900000002')
    form.set('smsCode', '000000')
    expect(await form.submit()).toBe(false)
    expect(form.error).toBe('验证码错误或已过期')
    expect([form.phone, form.smsCode, form.submitting, form.done]).toEqual(['13900000002', '000000', false, false])
    expect(session.reloads).toBe(0)
  })
})
