/**
 * The rail account store (bind, unbind, the spec's messages, the password kept in memory only) and
 * the identity checks of the booking form (codes 0 / 1 / 2, children skipped, a code sent and
 * answered, the booking blocked until every adult passed) with fake apis.
 */
import { ApiError } from '@/core/http/envelope'
import { idCheckDigit } from '@/core/domain/id-card'
import { setLocale } from '@/core/i18n/index'
import type { RailAccountView, RailCheckItem, RailCheckListBody, RailCheckReply } from '@/tr/api/train-account'
import { TrainAccountStore, TrainIdentityChecks, type CheckTraveller, type TrainIdentityApi } from '@/tr/stores/train-account-store'
import { parseTrainBookingParams, TrainBookingStore } from '@/tr/stores/train-booking-store'
import { taroMock } from '../mocks/taro'
import { fakeBookingApi, fakeEnv, KEY, NOW } from './train-booking-fixtures'

const ACCOUNT: RailAccountView = {
  accountName: 'shanglv_demo',
  boundAt: '2026-11-22 09:00:00',
  passengers: [{ name: '王伟', cardType: 'NI', cardNumberMasked: '1101****0011', born: '1980-01-02', code: 1 }],
}

function business(message: string, data: unknown = null): ApiError {
  return new ApiError('business', message, { errCode: 4000, data, shown: false })
}

function idFor(born: string, seq: string): string {
  const first17 = `110101${born.replace(/-/g, '')}${seq}`
  return first17 + idCheckDigit(first17)
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the rail account', () => {
  test('loads the bound account, or none', async () => {
    const store = new TrainAccountStore({ getNewest: async () => ACCOUNT })
    expect(store.status).toBe('loading')
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.bound).toBe(true)
    expect(store.account?.accountName).toBe('shanglv_demo')

    const none = new TrainAccountStore({ getNewest: async () => null })
    await none.load()
    expect(none).toMatchObject({ status: 'ready', account: null, bound: false })
  })

  test('a failed load is an error state; a quiet refresh keeps what is shown', async () => {
    let fail = true
    const store = new TrainAccountStore({
      getNewest: async () => {
        if (fail) throw business('网络不给力')
        return ACCOUNT
      },
    })
    await store.load()
    expect(store).toMatchObject({ status: 'error', loadError: '网络不给力' })
    fail = false
    await store.load()
    fail = true
    await store.load(true)
    expect(store).toMatchObject({ status: 'ready', account: ACCOUNT })
  })

  test('an empty account or password says so without a call (the spec message)', async () => {
    const findClkList = jest.fn(async () => ACCOUNT)
    const store = new TrainAccountStore({ getNewest: async () => null, findClkList })
    await store.load()
    store.setAccountName('shanglv_demo')
    expect(await store.bind()).toBe(false)
    expect(store.error).toBe('账号或密码不能为空')
    store.setAccountName('')
    store.setPassword('rail2025')
    expect(await store.bind()).toBe(false)
    expect(findClkList).not.toHaveBeenCalled()
    setLocale('en-US')
    await store.bind()
    expect(store.error).toBe('Account or password is empty')
  })

  test("a refused login keeps what was typed and shows the server's words; binding clears the password", async () => {
    let answer: 'fail' | 'ok' = 'fail'
    const findClkList = jest.fn(async (account: string, password: string) => {
      if (answer === 'fail') throw business('12306账号登录失败，请检查账号和密码')
      expect([account, password]).toEqual(['shanglv_demo', 'rail2025'])
      return ACCOUNT
    })
    const store = new TrainAccountStore({ getNewest: async () => null, findClkList })
    await store.load()
    store.setAccountName(' shanglv_demo ')
    store.setPassword('rail2020')
    expect(await store.bind()).toBe(false)
    expect(store).toMatchObject({ error: '12306账号登录失败，请检查账号和密码', accountName: 'shanglv_demo', password: 'rail2020', account: null, binding: false })
    // Typing again clears the message.
    store.setPassword('rail2025')
    expect(store.error).toBe('')
    answer = 'ok'
    expect(await store.bind()).toBe(true)
    expect(store).toMatchObject({ account: ACCOUNT, password: '', error: '' })
  })

  test('the password is never put in storage', async () => {
    const store = new TrainAccountStore({ getNewest: async () => null, findClkList: async () => ACCOUNT })
    await store.load()
    store.setAccountName('shanglv_demo')
    store.setPassword('rail2025')
    await store.bind()
    expect(JSON.stringify(taroMock.storage)).not.toContain('rail2025')
  })

  test('unbinding removes the account and keeps its name on the form; a failure says why', async () => {
    let fail = true
    const deleteAccount = jest.fn(async () => {
      if (fail) throw business('系统错误')
      return { deleted: true }
    })
    const store = new TrainAccountStore({ getNewest: async () => ACCOUNT, deleteAccount })
    await store.load()
    expect(await store.unbind()).toBe(false)
    expect(store).toMatchObject({ error: '系统错误', account: ACCOUNT, unbinding: false })
    fail = false
    expect(await store.unbind()).toBe(true)
    expect(store).toMatchObject({ account: null, accountName: 'shanglv_demo', error: '' })
  })
})

// ---------------------------------------------------------------- identity checks

function traveller(key: string, name: string, over: Partial<CheckTraveller> = {}): CheckTraveller {
  return { key, name, signature: `guest:${key}:${name}`, child: false, input: { name, cardType: 'NI', cardNumber: '1', phone: '13911110001' }, phone: '13911110001', ...over }
}

function item(index: number, name: string, code: 0 | 1 | 2, message = ''): RailCheckItem {
  return { index, name, cardType: 'NI', cardNumberMasked: '1101****0016', code, skipped: false, message }
}

function fakeIdentityApi(codes: Record<string, 0 | 1 | 2>, over: Partial<TrainIdentityApi> = {}) {
  const sent: RailCheckListBody[] = []
  const api: TrainIdentityApi = {
    getCheckResult: async (body) => {
      sent.push(body)
      return { results: body.passengers.map((p, i) => item(i, p.name ?? '', codes[p.name ?? ''] ?? 1, codes[p.name ?? ''] === 0 ? `${p.name}的身份信息未通过核验，请先核验` : '')) }
    },
    checkRyxx: async (body): Promise<RailCheckReply> => ({ ...item(0, body.passenger.name ?? '', 2), sent: true, phoneMasked: '139****0001', expiresIn: 900, resendIn: 60 }),
    checkLocalHytgry: async (body) => {
      if (body.smsCode !== '246810') throw business('验证码错误，还可尝试4次')
      return item(0, body.passenger.name ?? '', 1)
    },
    ...over,
  }
  return { api, sent }
}

describe('identity checks', () => {
  test('codes per adult: 0 blocks with the spec message, children are not sent, 1 shows as passed', async () => {
    const { api, sent } = fakeIdentityApi({ 甲: 0, 乙: 2 })
    const checks = new TrainIdentityChecks(api, () => NOW)
    const list = [traveller('a', '甲'), traveller('b', '乙'), traveller('c', '丙'), traveller('d', '小丁', { child: true })]
    const outcome = await checks.checkBeforeBooking(list, '2026-11-25')
    expect(outcome).toEqual({ ok: false, message: '甲的身份信息未通过核验，请先核验' })
    expect(sent[0].passengers.map((p) => p.name)).toEqual(['甲', '乙', '丙'])
    expect(sent[0].trainDate).toBe('2026-11-25')
    expect(checks.entryOf(list[0])?.code).toBe(0)
    expect(checks.entryOf(list[1])?.code).toBe(2)
    expect(checks.entryOf(list[2])).toMatchObject({ code: 1, message: '' })
    expect(checks.entryOf(list[3])).toBeNull()
    // Without the 0, a 2 still blocks: verify first.
    const second = await checks.checkBeforeBooking(list.slice(1), '2026-11-25')
    expect(second).toEqual({ ok: false, message: '请先完成乙的身份核验' })
    // Travellers gone from the form are forgotten.
    expect(checks.entryOf(list[0])).toBeNull()
  })

  test('children alone need no call; a failed call lets the server decide', async () => {
    const getCheckResult = jest.fn(async () => {
      throw new ApiError('network', '网络不给力', { shown: true })
    })
    const checks = new TrainIdentityChecks({ getCheckResult }, () => NOW)
    expect(await checks.checkBeforeBooking([traveller('d', '小丁', { child: true })], '')).toEqual({ ok: true })
    expect(getCheckResult).not.toHaveBeenCalled()
    expect(await checks.checkBeforeBooking([traveller('a', '甲')], '')).toEqual({ ok: true })
    expect(checks.checking).toBe(false)
  })

  test('code 2: send a code (cooldown 60 s), a wrong code is said and kept, the right one passes', async () => {
    let now = NOW
    const { api } = fakeIdentityApi({ 乙: 2 })
    const checks = new TrainIdentityChecks(api, () => now)
    const t = traveller('b', '乙')
    await checks.checkBeforeBooking([t], '')
    await checks.sendCode(t, '')
    expect(checks.entryOf(t)).toMatchObject({ code: 2, sentAt: NOW, phoneMasked: '139****0001', sending: false })
    expect(checks.cooldown(t)).toBe(60)
    now += 45_000
    expect(checks.cooldown(t)).toBe(15)

    expect(await checks.verify(t, '')).toBe(false)
    expect(checks.entryOf(t)?.error).toBe('请输入6位验证码')
    checks.setSmsCode(t, '13 57a91')
    expect(checks.entryOf(t)?.smsCode).toBe('135791')
    expect(await checks.verify(t, '')).toBe(false)
    expect(checks.entryOf(t)).toMatchObject({ error: '验证码错误，还可尝试4次', smsCode: '135791', verifying: false, code: 2 })
    checks.setSmsCode(t, '246810')
    expect(await checks.verify(t, '')).toBe(true)
    expect(checks.entryOf(t)).toMatchObject({ code: 1, error: '', smsCode: '' })
  })

  test('a failed send is said on the traveller; a changed identity forgets the check', async () => {
    const { api } = fakeIdentityApi({ 乙: 2 }, { checkRyxx: async () => { throw new ApiError('business', '验证码发送过于频繁，请30秒后再试', { errCode: 4290, shown: false }) } })
    const checks = new TrainIdentityChecks(api, () => NOW)
    const t = traveller('b', '乙')
    await checks.checkBeforeBooking([t], '')
    await checks.sendCode(t, '')
    expect(checks.entryOf(t)).toMatchObject({ error: '验证码发送过于频繁，请30秒后再试', sending: false, sentAt: 0 })
    expect(checks.entryOf({ ...t, signature: 'guest:b:乙2' })).toBeNull()
  })
})

describe('the booking form with identity checks', () => {
  const PARAMS = parseTrainBookingParams({ trainKey: KEY, seatType: 'O', date: '2026-11-25', from: 'VNP', to: 'AOH', tripType: '2', travellers: '1' })!

  async function form(codes: Record<string, 0 | 1 | 2>) {
    const fa = fakeBookingApi()
    const identity = fakeIdentityApi(codes)
    const store = new TrainBookingStore(fa.api, fakeEnv(), identity.api)
    await store.load(PARAMS)
    const guest = store.travellers[store.travellers.length - 1]
    return { store, calls: fa.calls, identity, self: guest }
  }

  function addGuest(store: TrainBookingStore, name: string, cardNumber: string, phone: string) {
    store.addGuest()
    const g = store.travellers[store.travellers.length - 1]
    store.setTravellerField(g.key, 'name', name)
    store.setTravellerField(g.key, 'cardType', 'NI')
    store.setTravellerField(g.key, 'cardNumber', cardNumber)
    store.setTravellerField(g.key, 'phone', phone)
    return g
  }

  test('a code-2 guest blocks the booking until verified; the child is not checked; then it books', async () => {
    const codes: Record<string, 0 | 1 | 2> = { 核验乙: 2 }
    const { store, calls, identity } = await form(codes)
    const g = addGuest(store, '核验乙', idFor('1970-01-01', '002'), '13911110002')
    const child = addGuest(store, '小核验', idFor('2018-05-05', '124'), '13911110003')
    expect(store.travellers.find((t) => t.key === child.key)?.ticketType).toBe(2)
    const blocked = await store.submit()
    expect(blocked).toEqual({ ok: false, message: '请先完成核验乙的身份核验' })
    expect(store.error).toBe('请先完成核验乙的身份核验')
    expect(calls.valid).toHaveLength(0)
    expect(identity.sent[0].passengers.map((p) => p.empId ?? p.name)).toEqual(['1', '核验乙'])
    expect(identity.sent[0].trainDate).toBe('2026-11-25')
    // What was typed is all still there.
    expect(store.travellers.map((t) => t.name)).toEqual(['李明轩', '核验乙', '小核验'])
    expect(store.identityOf(store.travellers[1])?.code).toBe(2)
    expect(store.identityOf(store.travellers[2])).toBeNull()

    await store.sendIdentityCode(g.key)
    expect(store.identityOf(store.travellers[1])?.sentAt).toBe(NOW)
    expect(store.checkTravellerOf(store.travellers[1]).phone).toBe('13911110002')
    store.setIdentityCode(g.key, '246810')
    expect(await store.verifyIdentity(g.key)).toBe(true)
    expect(store.error).toBe('')
    expect(store.identityOf(store.travellers[1])?.code).toBe(1)

    // The fake server now answers 1 for the verified guest.
    codes['核验乙'] = 1
    const booked = await store.submit()
    expect(booked).toMatchObject({ ok: true })
    expect(calls.valid).toHaveLength(1)
  })

  test('a code-0 guest blocks with the spec message; editing the document forgets the check', async () => {
    const { store, calls } = await form({ 核验甲: 0 })
    const g = addGuest(store, '核验甲', idFor('1970-01-01', '001'), '13911110001')
    expect(await store.submit()).toEqual({ ok: false, message: '核验甲的身份信息未通过核验，请先核验' })
    expect(calls.valid).toHaveLength(0)
    expect(store.identityOf(store.travellers[1])?.code).toBe(0)
    store.setTravellerField(g.key, 'cardNumber', idFor('1970-01-01', '003'))
    expect(store.identityOf(store.travellers[1])).toBeNull()
  })

  test("validOrder's identity refusal marks the traveller it names", async () => {
    const fa = fakeBookingApi({
      validOrder: async () => {
        throw business('核验乙的身份信息未通过核验，请先核验', { identityCheck: 2, index: 1 })
      },
    })
    const store = new TrainBookingStore(fa.api, fakeEnv(), { getCheckResult: async () => { throw new ApiError('network', 'x', { shown: true }) } })
    await store.load(PARAMS)
    addGuest(store, '核验乙', idFor('1970-01-01', '002'), '13911110002')
    expect(await store.submit()).toEqual({ ok: false, message: '核验乙的身份信息未通过核验，请先核验' })
    expect(store.identityOf(store.travellers[1])).toMatchObject({ code: 2, message: '核验乙的身份信息未通过核验，请先核验' })
  })
})

describe('the rail account offer (company parameter 20019)', () => {
  test('value1 1 offers the row; another value or a failed read does not', async () => {
    const on = new TrainAccountStore({ queryParameter: async () => ({ parameterResponses: [{ paramNo: '20019', value1: '1' }] }) })
    await on.loadOffer()
    expect(on.offered).toBe(true)
    const off = new TrainAccountStore({ queryParameter: async () => ({ parameterResponses: [{ paramNo: '20019', value1: '0' }] }) })
    await off.loadOffer()
    expect(off.offered).toBe(false)
    const failed = new TrainAccountStore({ queryParameter: async () => { throw business('系统错误') } })
    await failed.loadOffer()
    expect(failed.offered).toBe(false)
  })
})
