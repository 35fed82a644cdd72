import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'
import { taroMock } from '../mocks/taro'
import { CACHE_TTL_MS, SessionStore } from '../../../src/core/stores/session-store'
import { LOGIN_AES_KEY } from '../../../src/core/api/login-crypto'
import type { LoginReply, LoginRequest, LoginUserInfo } from '../../../src/core/api/types'

const USER: LoginUserInfo = {
  empInfo: {
    empId: 'e1', empNo: 'HX001', empName: '李明', engName: 'LI/MING', corpId: 'c1', deptId: 'd1', deptName: '研发中心',
    phoneNumber: '13810010001', email: 'li.ming@huaxin.example', idNumberMasked: '1101**********002X', passportMasked: 'E1****78',
    born: '1990-05-12', sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 0, isdirector: 0, appBook: 0, appTravel: 0,
    bookOutside: 0, bookRange: 1, approvalMode: 0, loginVip: 0, roleIds: ['traveller'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
  },
  vipCorp: {
    corpId: 'c1', corpNo: 'HXKJ', fullname: '华信科技有限公司', shortName: '华信科技', deptName: '研发中心', hotelVersion: 2, khlx: 1,
    bookStyle: 1, visitorMode: 0, allowRegister: 1, services: {}, logoUrl: '/static/hx/logo.svg', ccsqdFjRequired: 0,
  },
}

function fakeApi(reply: LoginReply) {
  const calls: { login: LoginRequest[]; logout: number; info: number } = { login: [], logout: 0, info: 0 }
  return {
    calls,
    api: {
      vipLogin: async (body: LoginRequest) => {
        calls.login.push(body)
        return reply
      },
      getLoginUserInfo: async () => {
        calls.info++
        return USER
      },
      vipLoginOut: async () => {
        calls.logout++
        return null
      },
    },
  }
}

const pnos = async () => ({ pnos: ['10901', '10904'] })
const decrypt = (b64: string) => AES.decrypt(b64, Utf8.parse(LOGIN_AES_KEY), { mode: ECB, padding: Pkcs7 }).toString(Utf8)

beforeEach(() => taroMock.reset())

describe('SessionStore.login', () => {
  it('sends loginType 1 with the password AES-ECB encrypted, stores the token and the user, never the password', async () => {
    const { api, calls } = fakeApi({ token: 'a'.repeat(32), ifUpdatePwd: 0 })
    const s = new SessionStore(api, pnos, () => 1000, () => 'dev1')
    const out = await s.login({ loginName: ' hx.traveller ', password: 'Demo@2026', remember: true })
    expect(out).toEqual({ ok: true, mustChangePassword: false })
    expect(calls.login[0]).toMatchObject({ loginType: 1, loginName: 'hx.traveller', deviceId: 'dev1' })
    expect(calls.login[0].password).not.toBe('Demo@2026')
    expect(decrypt(calls.login[0].password)).toBe('Demo@2026')
    expect(s.loggedIn).toBe(true)
    expect(s.headers).toEqual({ token: 'a'.repeat(32), empNo: 'HX001', corpId: 'c1' })
    expect(taroMock.storage.get('access_token')).toBe('a'.repeat(32))
    expect(taroMock.storage.get('userInfo')).toEqual(USER)
    expect(taroMock.storage.get('AutoLogin')).toEqual({ loginName: 'hx.traveller', remember: true, corpNo: undefined })
    expect(JSON.stringify([...taroMock.storage.values()])).not.toContain('Demo@2026')
  })

  it('without remember-me keeps no login name', async () => {
    const { api } = fakeApi({ token: 't'.repeat(32) })
    const s = new SessionStore(api, pnos)
    await s.login({ loginName: 'hx.traveller', password: 'x', remember: false })
    expect(taroMock.storage.get('AutoLogin')).toEqual({ loginName: '', remember: false, corpNo: undefined })
  })

  it.each([
    [{ failCount: 1, msg: '用户名或密码错误' }, { ok: false, message: '用户名或密码错误', failCount: 1, needValidateCode: false, locked: false }],
    [{ failCount: 3, msg: '用户名或密码错误，还可尝试2次', needValidateCode: true }, { ok: false, message: '用户名或密码错误，还可尝试2次', failCount: 3, needValidateCode: true, locked: false }],
    [{ failCount: 5, msg: '账号已锁定，请15分钟后再试', needValidateCode: true, lockedMinutes: 15 }, { ok: false, message: '账号已锁定，请15分钟后再试', failCount: 5, needValidateCode: true, locked: true }],
  ])('a reply with a failure count or message stops login: %j', async (reply, expected) => {
    const { api, calls } = fakeApi(reply as LoginReply)
    const s = new SessionStore(api, pnos)
    await expect(s.login({ loginName: 'a', password: 'b', remember: true })).resolves.toEqual(expected)
    expect(s.loggedIn).toBe(false)
    expect(calls.info).toBe(0)
    expect(taroMock.storage.has('access_token')).toBe(false)
  })

  it('flags ifUpdatePwd', async () => {
    const { api } = fakeApi({ token: 't'.repeat(32), ifUpdatePwd: 1 })
    const s = new SessionStore(api, pnos)
    await expect(s.login({ loginName: 'a', password: 'b', remember: true })).resolves.toEqual({ ok: true, mustChangePassword: true })
  })
})

describe('SessionStore session lifecycle', () => {
  it('hydrates from storage', () => {
    taroMock.storage.set('access_token', 'tok')
    taroMock.storage.set('userInfo', USER)
    const s = new SessionStore(fakeApi({}).api, pnos)
    s.hydrate()
    expect(s.loggedIn).toBe(true)
    expect(s.empInfo?.empName).toBe('李明')
  })

  it('clears geo caches and histories 48 hours after the last login, not before', () => {
    const seed = () => {
      taroMock.storage.set('geo_10901_zh', [1])
      taroMock.storage.set('history_airport', ['PEK'])
      taroMock.storage.set('history_station', ['BJP'])
      taroMock.storage.set('Locale', 'en-US')
    }
    seed()
    taroMock.storage.set('lastLoginAt', 0)
    new SessionStore(fakeApi({}).api, pnos, () => CACHE_TTL_MS - 1).hydrate()
    expect(taroMock.storage.has('geo_10901_zh')).toBe(true)
    new SessionStore(fakeApi({}).api, pnos, () => CACHE_TTL_MS + 1).hydrate()
    expect(taroMock.storage.has('geo_10901_zh')).toBe(false)
    expect(taroMock.storage.has('history_airport')).toBe(false)
    expect(taroMock.storage.has('history_station')).toBe(false)
    expect(taroMock.storage.get('Locale')).toBe('en-US')
  })

  it('logout calls the server then clears token and user info, even when the call fails', async () => {
    const { api, calls } = fakeApi({ token: 't'.repeat(32) })
    const s = new SessionStore({ ...api, vipLoginOut: async () => {
      calls.logout++
      throw new Error('offline')
    } }, pnos)
    await s.login({ loginName: 'a', password: 'b', remember: true })
    // The trip offline's copies of this user (issue 18 §3) leave with the session; other keys stay.
    taroMock.storage.set('offline_schedule', { data: { owner: '1:HX0001', at: 1, data: {} } })
    taroMock.storage.set('offline_next_trip', { data: { owner: '1:HX0001', at: 1, data: {} } })
    taroMock.storage.set('Locale', { data: 'en-US' })
    await s.logout()
    expect(calls.logout).toBe(1)
    expect(s.loggedIn).toBe(false)
    expect(taroMock.storage.has('access_token')).toBe(false)
    expect(taroMock.storage.has('userInfo')).toBe(false)
    expect(taroMock.storage.has('offline_schedule')).toBe(false)
    expect(taroMock.storage.has('offline_next_trip')).toBe(false)
    expect(taroMock.storage.has('Locale')).toBe(true)
  })

  it('permissions: unknown until loaded, then exactly the authorised products', async () => {
    const s = new SessionStore(fakeApi({}).api, pnos)
    expect(s.can('10913')).toBe(true)
    await s.loadPermissions()
    expect(s.can('10901')).toBe(true)
    expect(s.can('10913')).toBe(false)
    expect(s.can(undefined)).toBe(true)
  })
})

describe('SessionStore.whenReady', () => {
  it('is ready at once without a session, waits for the user info after a token arrives, and stops waiting when the load fails', async () => {
    const { api } = fakeApi({ token: 't1' } as LoginReply)
    let answer!: (u: LoginUserInfo) => void
    let fail!: (e: Error) => void
    const store = new SessionStore(
      { ...api, getLoginUserInfo: () => new Promise<LoginUserInfo>((res, rej) => ((answer = res), (fail = rej))) },
      pnos,
    )
    expect(store.whenReady()).toBeNull()
    const adopted = store.adoptToken('t1')
    let ready = false
    const waiting = (store.whenReady() ?? Promise.resolve()).then(() => (ready = true))
    await Promise.resolve()
    expect(ready).toBe(false)
    answer(USER)
    await adopted
    await waiting
    expect(store.headers).toMatchObject({ token: 't1', empNo: 'HX001', corpId: 'c1' })

    store.clear(false)
    const again = store.adoptToken('t2').catch(() => 'failed')
    const waitingAgain = store.whenReady()
    fail(new Error('network'))
    await expect(again).resolves.toBe('failed')
    await expect(waitingAgain).resolves.toBeUndefined()
  })
})
