/**
 * The trip offline (issue 18 §3) in the stores, with a fake api and a map for the device's storage:
 * good reads are kept as the signed-in user's; a read failing for want of a network shows the kept
 * schedule, next trip and service lines with "offline · saved HH:mm (n minutes ago)" in China time;
 * other failures and other users' copies do not stand in; the network coming back reads again.
 */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { CustomerInfo, NextTripReply, ScheduleItem, ScheduleReply } from '@/mine/api/mine'
import { tripOfflineDict } from '@/mine/i18n/trip-offline'
import { ageText, COPY_MAX_CHARS, CopyKey, keepCopy, ownerOf, readCopy, savedNotice, type CopyStore } from '@/mine/stores/offline-copy'
import { ScheduleStore } from '@/mine/stores/schedule-store'
import { ServiceStore } from '@/mine/stores/service-store'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/
/** 2030-05-10 10:00 China time. */
const T0 = Date.parse('2030-05-10T02:00:00Z')
const MIN = 60_000

const item = (orderId: string): ScheduleItem => ({
  orderId, orderNo: `NO${orderId}`, orderType: 11001, productCode: '10901', status: 'ISSUED', routeText: '北京-上海', depTime: '2030-05-12 08:00', day: '2030-05-12', amount: 100,
})
const TRIP: NextTripReply = {
  day: '2030-05-12', endDay: '2030-05-13',
  docs: [{
    orderId: '1', orderNo: 'NO1', orderType: 11001, productCode: '10901', status: 'ISSUED', routeText: '北京-上海', title: 'MU5101',
    depTime: '2030-05-12 08:00', arrTime: '2030-05-12 10:15', from: '北京首都国际机场 T2', to: '上海虹桥国际机场 T2', address: '', phone: '', confirmNo: '',
    people: [{ name: '张三', cardMasked: '1101****0011', ticketNo: '781-1234567890', seatClass: '经济舱' }],
  }],
  lines: [{ name: '差旅顾问', phone: '400-800-0000', workTime: '' }],
}

const network = () => new ApiError('network', '网络不给力', { shown: true })

function memory(): CopyStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>()
  return { map, get: <T>(k: string) => map.get(k) as T | undefined, set: (k, v) => void map.set(k, JSON.parse(JSON.stringify(v))) }
}

/** A fake api whose calls fail while `down.now` is set. */
function fakeApi(down: { now: Error | null }, page: ScheduleReply = { list: [item('1'), item('2')], total: 25 }) {
  let reads = 0
  return {
    get reads() { return reads },
    list: async () => { reads++; if (down.now) throw down.now; return page },
    nextTrip: async () => { if (down.now) throw down.now; return TRIP },
  }
}

afterEach(() => setLocale('zh-CN'))

describe('kept copies', () => {
  test('owner, size cap and age text', () => {
    const m = memory()
    expect(ownerOf({ corpId: '7', empNo: 'E1' })).toBe('7:E1')
    expect(ownerOf({})).toBe('')
    keepCopy(m, CopyKey.schedule, '', { a: 1 }, T0)
    expect(m.map.size).toBe(0)
    keepCopy(m, CopyKey.schedule, '7:E1', { big: 'x'.repeat(COPY_MAX_CHARS) }, T0)
    expect(m.map.size).toBe(0)
    keepCopy(m, CopyKey.schedule, '7:E1', { a: 1 }, T0)
    expect(readCopy(m, CopyKey.schedule, '7:E1')).toEqual({ owner: '7:E1', at: T0, data: { a: 1 } })
    expect(readCopy(m, CopyKey.schedule, '7:E2')).toBeNull()
  })

  test.each([
    [0, '刚刚', 'just now'],
    [5, '5 分钟前', '5 min ago'],
    [59, '59 分钟前', '59 min ago'],
    [61, '1 小时前', '1 h ago'],
    [60 * 30, '1 天前', '1 days ago'],
  ])('%i minutes: %s / %s', (minutes, zh, en) => {
    expect(ageText(T0, T0 + minutes * MIN)).toBe(zh)
    setLocale('en-US')
    expect(ageText(T0, T0 + minutes * MIN)).toBe(en)
  })

  test('the notice says the China time of the copy, and its date when it was another day', () => {
    // 10:00 China time whatever zone the machine running the test is in.
    expect(savedNotice(T0, T0 + 5 * MIN)).toBe('离线 · 保存于 10:00（5 分钟前）')
    expect(savedNotice(T0, T0 + 20 * 60 * MIN)).toBe('离线 · 保存于 05-10 10:00（20 小时前）')
    setLocale('en-US')
    expect(savedNotice(T0, T0 + 5 * MIN)).toBe('Offline · saved 10:00 (5 min ago)')
  })

  test('the dictionary has every key in both languages and no Chinese in English', () => {
    expect(Object.keys(tripOfflineDict['en-US']).sort()).toEqual(Object.keys(tripOfflineDict['zh-CN']).sort())
    for (const v of Object.values(tripOfflineDict['en-US'])) expect(v).not.toMatch(HAN)
  })
})

describe('schedule offline', () => {
  test('a good read is kept; with no network the kept schedule and next trip show with their age; back online they refresh', async () => {
    const m = memory()
    const down: { now: Error | null } = { now: null }
    let now = T0
    const api = fakeApi(down)
    const online = new ScheduleStore(false, api, () => now, { copies: m, owner: () => '7:E1' })
    await online.reload()
    expect(online.offline).toBe(false)
    expect(online.trip?.docs[0].people[0].ticketNo).toBe('781-1234567890')
    expect((m.map.get(CopyKey.schedule) as { at: number }).at).toBe(T0)
    expect(m.map.has(CopyKey.nextTrip)).toBe(true)

    // Later, the app opens with no network.
    now = T0 + 7 * MIN
    down.now = network()
    let back: () => void = () => undefined
    const store = new ScheduleStore(false, api, () => now, { copies: m, owner: () => '7:E1' })
    const unsubscribe = jest.fn()
    store.watchNetwork((f) => { back = f; return unsubscribe })
    await store.reload()
    expect(store.list.status).toBe('ready')
    expect(store.list.items.map((i) => i.orderId)).toEqual(['1', '2'])
    // Only the kept page: no "more" to read offline.
    expect(store.list.hasMore).toBe(false)
    expect(store.trip?.docs[0].title).toBe('MU5101')
    expect(store.offline).toBe(true)
    expect(store.notice).toBe('离线 · 保存于 10:00（7 分钟前）')

    // The network comes back: read again, the notice goes, the fresh copy is kept.
    down.now = null
    now = T0 + 9 * MIN
    const before = api.reads
    back()
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    expect(api.reads).toBe(before + 1)
    expect(store.offline).toBe(false)
    expect(store.notice).toBe('')
    expect((m.map.get(CopyKey.schedule) as { at: number }).at).toBe(T0 + 9 * MIN)
  })

  test('back online with fresh replies on screen reads nothing', async () => {
    const api = fakeApi({ now: null })
    let back: () => void = () => undefined
    const store = new ScheduleStore(false, api, () => T0, { copies: memory(), owner: () => '7:E1' })
    store.watchNetwork((f) => { back = f; return () => undefined })
    await store.reload()
    back()
    expect(api.reads).toBe(1)
  })

  test('no copy, another user\'s copy, or a failure that is not the network: the error shows, nothing stands in', async () => {
    const m = memory()
    await new ScheduleStore(false, fakeApi({ now: null }), () => T0, { copies: m, owner: () => '7:E1' }).reload()

    const other = new ScheduleStore(false, fakeApi({ now: network() }), () => T0, { copies: m, owner: () => '8:E9' })
    await other.reload()
    expect(other.list.status).toBe('error')
    expect(other.trip).toBeNull()
    expect(other.offline).toBe(false)

    const refused = new ScheduleStore(false, fakeApi({ now: new ApiError('business', '无权访问', { errCode: 4003, shown: false }) }), () => T0, { copies: m, owner: () => '7:E1' })
    await refused.reload()
    expect(refused.list.status).toBe('error')
    expect(refused.offline).toBe(false)

    const empty = new ScheduleStore(false, fakeApi({ now: network() }), () => T0, { copies: memory(), owner: () => '7:E1' })
    await empty.reload()
    expect(empty.list.status).toBe('error')
  })

  test('the past schedule keeps nothing and reads no next trip', async () => {
    const m = memory()
    const api = fakeApi({ now: null })
    const history = new ScheduleStore(true, api, () => T0, { copies: m, owner: () => '7:E1' })
    await history.reload()
    expect(m.map.size).toBe(0)
    expect(history.trip).toBeNull()
  })
})

describe('service lines offline', () => {
  const contacts: CustomerInfo[] = [{ id: 1, name: '王顾问', role: 'consultant', phone: '400-800-0000', email: '', workTime: '9:00-18:00' }]
  const api = (down: { now: Error | null }) => ({
    contacts: async () => { if (down.now) throw down.now; return contacts },
    complaint: async () => { if (down.now) throw down.now; return { phone: '400-100-2000' } },
    parameters: async () => { if (down.now) throw down.now; return { parameterResponses: [] } },
  })

  test('kept after a good read; with no network the kept lines show with their age', async () => {
    const m = memory()
    const down: { now: Error | null } = { now: null }
    let now = T0
    const first = new ServiceStore(api(down), { copies: m, owner: () => '7:E1', now: () => now })
    await first.load()
    expect(first.notice).toBe('')

    down.now = network()
    now = T0 + 3 * MIN
    const store = new ServiceStore(api(down), { copies: m, owner: () => '7:E1', now: () => now })
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.contacts.map((c) => c.phone)).toEqual(['400-800-0000'])
    expect(store.complaintPhone).toBe('400-100-2000')
    expect(store.notice).toBe('离线 · 保存于 10:00（3 分钟前）')

    down.now = null
    await store.load()
    expect(store.notice).toBe('')
  })

  test('no copy: the error shows', async () => {
    const store = new ServiceStore(api({ now: network() }), { copies: memory(), owner: () => '7:E1' })
    await store.load()
    expect(store.status).toBe('error')
  })
})
