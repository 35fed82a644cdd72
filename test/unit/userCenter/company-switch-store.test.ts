/**
 * Switching between the companies of a group: the session store's switchCompany (token replaced,
 * user info of the new account, nothing of the old one left) and the switch screen's store (offered
 * only with two or more companies, refusals shown with the server's tips, a switch whose user-info
 * load failed can be resumed), against fake apis.
 */
import { taroMock } from '../mocks/taro'
import { SessionStore } from '../../../src/core/stores/session-store'
import { ApiError } from '../../../src/core/http/envelope'
import type { GroupCorp, SwitchCorpReply } from '../../../src/core/api/company-group'
import type { LoginReply, LoginUserInfo } from '../../../src/core/api/types'
import { CompanySwitchStore, corpNames } from '../../../src/userCenter/stores/company-switch-store'

function user(corpId: string, corpNo: string, shortName: string): LoginUserInfo {
  return {
    empInfo: {
      empId: `e${corpId}`, empNo: 'HX0001', empName: '李明轩', engName: 'LI/MINGXUAN', corpId, deptId: 'd1', deptName: '研发', phoneNumber: '13810010001',
      email: '', idNumberMasked: '', passportMasked: '', born: '1990-05-12', sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 0,
      isdirector: 0, appBook: 0, appTravel: 1, bookOutside: 0, bookRange: 1, approvalMode: 1, loginVip: 1, roleIds: ['traveller'], sqdBookType: 0,
      ssoJsonParam: null, mustChangePassword: 0,
    },
    vipCorp: {
      corpId, corpNo, fullname: shortName, shortName, deptName: '研发', hotelVersion: 2, khlx: 1, bookStyle: 1, visitorMode: 0, allowRegister: 0,
      services: {}, logoUrl: '', ccsqdFjRequired: 0,
    },
  }
}

const USERS: Record<string, LoginUserInfo> = { t1: user('1', 'HXKJ', '华信科技'), t4: user('4', 'HXSZ', '华信深圳') }

const corp = (corpId: string, corpNo: string, current: 0 | 1, zh: string, en: string): GroupCorp => ({
  corpId, corpNo, fullname: zh, shortName: zh, fullnameZh: `${zh}有限公司`, fullnameEn: `${en} Co., Ltd.`, shortNameZh: zh, shortNameEn: en,
  deptName: '研发', isParent: corpNo === 'HXKJ' ? 1 : 0, current,
})
const GROUP = [corp('1', 'HXKJ', 1, '华信科技', 'Huaxin Tech'), corp('4', 'HXSZ', 0, '华信深圳', 'Huaxin Shenzhen')]

/** A server of two accounts: tokens t1 (HXKJ) and t4 (HXSZ); switching answers the other's token. */
function fakeServer(opts: { refuse?: ApiError; failInfoCall?: number } = {}) {
  const calls = { switch: [] as string[], info: [] as string[], headersAtInfo: [] as unknown[] }
  const session: SessionStore = new SessionStore(
    {
      vipLogin: async () => ({}) as LoginReply,
      getLoginUserInfo: async () => {
        const token = session.token ?? ''
        calls.info.push(token)
        // What any other call would go out with while this load runs.
        calls.headersAtInfo.push({ ...session.headers, waits: session.whenReady() !== null })
        if (calls.info.length === opts.failInfoCall) throw new ApiError('network', '网络异常', { shown: true })
        return USERS[token]
      },
      vipLoginOut: async () => null,
    },
    async () => ({ pnos: ['10901'] }),
    () => 1000,
    () => 'dev1',
    {
      sso4ParnetCorpId: async (corpId: string): Promise<SwitchCorpReply> => {
        calls.switch.push(corpId)
        if (opts.refuse) throw opts.refuse
        return { token: corpId === '4' ? 't4' : 't1', ifUpdatePwd: 0, empNo: 'HX0001', corpId }
      },
    },
  )
  return { session, calls }
}

beforeEach(() => taroMock.reset())

describe('SessionStore.switchCompany', () => {
  it('replaces the token and loads the new account, dropping the old rights; calls meanwhile wait for the new user info', async () => {
    const { session, calls } = fakeServer()
    await session.adoptToken('t1')
    await session.loadPermissions()
    expect(session.pnos).toEqual(['10901'])

    expect(await session.switchCompany('4')).toEqual({ mustChangePassword: false })
    expect(calls.switch).toEqual(['4'])
    expect(calls.info).toEqual(['t1', 't4'])
    // During the new account's load nothing of the old one is sent, and other calls wait.
    expect(calls.headersAtInfo[1]).toEqual({ token: 't4', empNo: undefined, corpId: undefined, waits: true })
    expect(session.whenReady()).toBeNull()
    expect(session.headers).toEqual({ token: 't4', empNo: 'HX0001', corpId: '4' })
    expect(session.vipCorp?.corpNo).toBe('HXSZ')
    expect(session.pnos).toBeNull()
    expect(taroMock.storage.get('access_token')).toBe('t4')
  })

  it('a refused switch leaves the session as it was', async () => {
    const { session } = fakeServer({ refuse: new ApiError('business', '您在该公司没有可用的账号，无法切换', { errCode: 4004, shown: false }) })
    await session.adoptToken('t1')
    await expect(session.switchCompany('2')).rejects.toThrow('您在该公司没有可用的账号')
    expect(session.headers).toEqual({ token: 't1', empNo: 'HX0001', corpId: '1' })
    expect(session.vipCorp?.corpNo).toBe('HXKJ')
  })
})

describe('CompanySwitchStore', () => {
  function make(server = fakeServer(), list: GroupCorp[] = GROUP) {
    const restarts: boolean[] = []
    let listCalls = 0
    const store = new CompanySwitchStore({
      list: async () => {
        listCalls += 1
        return { list }
      },
      session: server.session,
      restart: async (mustChangePassword) => {
        restarts.push(mustChangePassword)
      },
    })
    return { store, restarts, server, listCalls: () => listCalls }
  }

  it('offers the switch only with more than one company, and knows the current one', async () => {
    const two = make()
    expect(two.store.status).toBe('idle')
    const loading = two.store.load()
    expect(two.store.status).toBe('loading')
    await loading
    expect(two.store.status).toBe('ready')
    expect(two.store.canSwitch).toBe(true)
    expect(two.store.current?.corpNo).toBe('HXKJ')

    const one = make(fakeServer(), [GROUP[0]])
    await one.store.load()
    expect(one.store.canSwitch).toBe(false)
  })

  it('shows a failed list load with the server tips, and loads again on retry', async () => {
    let fail = true
    const server = fakeServer()
    const store = new CompanySwitchStore({
      list: async () => {
        if (fail) throw new ApiError('business', '系统繁忙', { errCode: 4009, shown: false })
        return { list: GROUP }
      },
      session: server.session,
      restart: async () => undefined,
    })
    await store.load()
    expect(store).toMatchObject({ status: 'error', loadError: '系统繁忙', canSwitch: false })
    fail = false
    await store.load()
    expect(store).toMatchObject({ status: 'ready', loadError: '', canSwitch: true })
  })

  it('switches through the session store and restarts the app; the current company and a second tap do nothing', async () => {
    const { store, restarts, server } = make()
    await server.session.adoptToken('t1')
    await store.load()
    expect(await store.switchTo(GROUP[0])).toBe(false)
    const first = store.switchTo(GROUP[1])
    expect(store.busy).toBe(true)
    expect(await store.switchTo(GROUP[1])).toBe(false)
    expect(await first).toBe(true)
    expect(server.calls.switch).toEqual(['4'])
    expect(restarts).toEqual([false])
    expect(server.session.vipCorp?.corpNo).toBe('HXSZ')
    expect(store.busy).toBe(false)
  })

  it('a refusal shows the server tips and keeps the old session; nothing restarts', async () => {
    const refuse = new ApiError('business', '您在该公司没有可用的账号，无法切换', { errCode: 4004, shown: false })
    const { store, restarts, server } = make(fakeServer({ refuse }))
    await server.session.adoptToken('t1')
    await store.load()
    expect(await store.switchTo(GROUP[1])).toBe(false)
    expect(store).toMatchObject({ switchError: '您在该公司没有可用的账号，无法切换', switchedPending: false, busy: false })
    expect(restarts).toEqual([])
    expect(server.session.token).toBe('t1')
  })

  it('a switch whose user-info load failed says so and resumes into the new company', async () => {
    // The second user-info load, the one after the switch, fails.
    const server = fakeServer({ failInfoCall: 2 })
    const { store, restarts } = make(server)
    await server.session.adoptToken('t1')
    await store.load()
    expect(await store.switchTo(GROUP[1])).toBe(false)
    expect(store.switchedPending).toBe(true)
    expect(store.switchError).toBe('已切换公司，但账号信息加载失败，请重试')
    expect(server.session.token).toBe('t4')
    expect(restarts).toEqual([])

    expect(await store.resume()).toBe(true)
    expect(store).toMatchObject({ switchedPending: false, switchError: '' })
    expect(server.session.vipCorp?.corpNo).toBe('HXSZ')
    expect(restarts).toEqual([false])
  })

  it('names companies in the language on screen', () => {
    expect(corpNames(GROUP[1], false)).toEqual({ short: '华信深圳', full: '华信深圳有限公司' })
    expect(corpNames(GROUP[1], true)).toEqual({ short: 'Huaxin Shenzhen', full: 'Huaxin Shenzhen Co., Ltd.' })
  })
})
