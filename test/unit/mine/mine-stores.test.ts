/**
 * The user centre's stores (issue 15): the schedule grouped by China date with its headings,
 * messages merged newest first, the meeting form's checks, offline order cancel, the trip-route
 * booking rules, and the strings of both languages.
 */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { OtherOrderDetail, ScheduleItem } from '@/mine/api/mine'
import { mineDict } from '@/mine/i18n/mine'
import { mineEntryDict } from '@/mine/i18n/mine-entries'
import { mergeLatest } from '@/mine/stores/messages-store'
import { checkMeeting, MeetingStore, type MeetingDraft } from '@/mine/stores/meeting-store'
import { OtherOrderStore } from '@/mine/stores/other-order-store'
import { signedPoints } from '@/mine/stores/points-store'
import { dayHeading, groupByDay, productLabel, ScheduleStore } from '@/mine/stores/schedule-store'
import { questionProblem } from '@/mine/stores/service-store'
import { tripRouteDict } from '@/trip/pages/trip-route/trip-route-dict'
import { TripRouteStore } from '@/trip/stores/trip-route-store'
import type { TripApplication } from '@/core/api/trip'
import type { PersonalMessage } from '@/core/api/messages'
import type { Notice } from '@/core/api/types'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/
/** 2030-05-10 10:00 China time. */
const NOW = Date.parse('2030-05-10T02:00:00Z')

const trip = (orderId: string, depTime: string, over: Partial<ScheduleItem> = {}): ScheduleItem => ({
  orderId, orderNo: `NO${orderId}`, orderType: 11001, productCode: '10901', status: 'ISSUED', routeText: '北京-上海', depTime, day: depTime.slice(0, 10), amount: 100, ...over,
})

afterEach(() => setLocale('zh-CN'))

describe('schedule', () => {
  test('trips of several products group by their China date in the list order', () => {
    const items = [
      trip('1', '2030-05-10 08:00', { orderType: 11009, productCode: '10904' }),
      trip('2', '2030-05-10 19:30'),
      trip('3', '2030-05-12 14:00', { orderType: 11007, productCode: '10903' }),
    ]
    expect(groupByDay(items).map((g) => [g.day, g.items.map((i) => i.orderId)])).toEqual([
      ['2030-05-10', ['1', '2']],
      ['2030-05-12', ['3']],
    ])
    expect(groupByDay([])).toEqual([])
  })

  test('day headings say today / tomorrow with the weekday, in both languages', () => {
    expect(dayHeading('2030-05-10', '2030-05-10')).toBe('5月10日 周五 · 今天')
    expect(dayHeading('2030-05-11', '2030-05-10')).toBe('5月11日 周六 · 明天')
    expect(dayHeading('2030-05-20', '2030-05-10')).toBe('5月20日 周一')
    setLocale('en-US')
    expect(dayHeading('2030-05-09', '2030-05-10')).toBe('May 9 Thu · Yesterday')
    expect(productLabel('10903')).toBe('Hotel')
    expect(productLabel('99999')).toBe('Order')
  })

  test('the store reads the kind of schedule it shows and opens a trip through the order-type table', async () => {
    const calls: number[] = []
    const store = new ScheduleStore(true, { list: async (history) => { calls.push(history); return { list: [trip('7', '2030-05-01 09:00', { orderType: 11007 })], total: 1 } } }, () => NOW)
    await store.reload()
    expect(calls).toEqual([1])
    expect(store.today).toBe('2030-05-10')
    expect(store.groups).toHaveLength(1)
    expect(store.target(store.list.items[0])).toEqual({ path: '/ht/htOrder/htOrderDetail', query: { orderId: '7' } })
    expect(store.target(trip('8', '2030-05-01 09:00', { orderType: 11032 }))).toEqual({ path: '/travel/travelOrder/travelOrderDetail/8', query: {} })
  })
})

describe('messages, points, service', () => {
  test('the centre merges personal messages and notices newest first', () => {
    const m = (id: number, time: string) => ({ id, title: `m${id}`, content: '', time, read: false, yycj: 1, orderId: '1', orderType: 11001 }) as PersonalMessage
    const n = (id: number, publishTime: string) => ({ id, title: `n${id}`, content: '', publishTime, read: true, platform: false }) as Notice
    const rows = mergeLatest([m(1, '2030-05-09 10:00'), m(2, '2030-05-01 08:00')], [n(3, '2030-05-05 12:00:00'), n(4, '2030-05-10 07:00:00')], 3)
    expect(rows.map((r) => (r.kind === 'personal' ? `p${r.message.id}` : `n${r.notice.id}`))).toEqual(['n4', 'p1', 'n3'])
  })

  test('points are signed; a question must say something and stay short', () => {
    expect(signedPoints(12)).toBe('+12')
    expect(signedPoints(-3)).toBe('-3')
    expect(questionProblem('  ')).toBe('请输入您的问题')
    expect(questionProblem('x'.repeat(501))).toBe('内容不能超过500字')
    expect(questionProblem('签证需要翻译吗')).toBeNull()
  })
})

describe('meeting form', () => {
  const ok: MeetingDraft = {
    meetingName: '季度会', city: '杭州', dateBegin: '2030-05-20', dateEnd: '2030-05-21', attendees: '40', rooms: '', budget: '', contactPhone: '13800138000', remark: '',
  }
  test('a complete form passes; every field says what is wrong', () => {
    expect(checkMeeting(ok, '2030-05-10')).toEqual({})
    const e = checkMeeting({ ...ok, meetingName: ' ', dateBegin: '2030-05-01', dateEnd: '2030-04-30', attendees: '0', rooms: 'x', contactPhone: '12345' }, '2030-05-10')
    expect(e).toEqual({
      meetingName: '请填写会议名称',
      dateBegin: '开始日期不能早于今天',
      dateEnd: '结束日期不能早于开始日期',
      attendees: '参会人数须为1至5000的整数',
      rooms: '每晚房间数须为0至2000的整数',
      contactPhone: '请填写正确手机号码格式',
    })
    expect(checkMeeting({ ...ok, contactPhone: '021-61208800' }, '2030-05-10')).toEqual({})
  })

  test('submitting sends numbers and clears the form; a server refusal stays on screen', async () => {
    const sent: unknown[] = []
    const store = new MeetingStore('13800138000', {
      add: async (body) => { sent.push(body); if (sent.length > 1) throw new ApiError('business', '会议开始日期不能早于今天', { errCode: 4000, shown: false }); return {} as never },
      list: async () => ({ list: [], total: 0 }),
    }, () => NOW)
    expect(store.draft.dateBegin).toBe('2030-05-17')
    expect(await store.submit()).toBe(false)
    expect(store.errors.meetingName).toBe('请填写会议名称')
    store.set('meetingName', '季度会')
    store.set('city', '杭州')
    store.set('attendees', '40')
    expect(await store.submit()).toBe(true)
    expect(sent[0]).toEqual({ kind: 'MEETING', content: '', meeting: { meetingName: '季度会', city: '杭州', dateBegin: '2030-05-17', dateEnd: '2030-05-18', attendees: 40, rooms: 0, budget: 0, contactPhone: '13800138000' } })
    expect(store.draft.meetingName).toBe('')
    store.set('meetingName', '又一次')
    store.set('attendees', '5')
    expect(await store.submit()).toBe(false)
    expect(store.message).toBe('会议开始日期不能早于今天')
  })
})

describe('offline order', () => {
  const order = (over: Partial<OtherOrderDetail> = {}): OtherOrderDetail => ({
    orderId: '5', orderNo: 'QT20300510000001', category: 'VISA', title: '签证', travellerNames: '李明轩', serviceDate: '2030-05-22', amount: 680, status: 'IN_PROGRESS',
    createdAt: '2030-05-09 10:00', detail: '', consultant: '王顾问', consultantPhone: '021-61208800', cancelledAt: null, canCancel: true, ...over,
  })
  test('cancel while allowed; a refusal shows the server words and the order as it is now', async () => {
    let state = order()
    const store = new OtherOrderStore('5', {
      detail: async () => state,
      cancel: async () => {
        if (state.status !== 'IN_PROGRESS') throw new ApiError('business', '该订单已由差旅顾问处理，无法取消，请联系差旅顾问', { errCode: 4009, shown: false })
        state = order({ status: 'CANCELLED', canCancel: false, cancelledAt: '2030-05-10 10:00' })
        return state
      },
    })
    await store.load()
    expect(store.status).toBe('ready')
    expect(await store.cancel()).toBe(true)
    expect(store.order?.status).toBe('CANCELLED')
    expect(await store.cancel()).toBe(false)
  })

  test('a missing or foreign order, or a bad id, is not found', async () => {
    const store = new OtherOrderStore('9', { detail: async () => { throw new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false }) } })
    await store.load()
    expect(store.status).toBe('notFound')
    const bad = new OtherOrderStore('abc')
    await bad.load()
    expect(bad.status).toBe('notFound')
  })
})

describe('trip routes', () => {
  const app = (over: Partial<TripApplication> = {}): TripApplication => ({
    ccsqdId: '7', ccsqdNo: 'SQ1', status: 2, statusText: '已审批', applicant: { empId: '101', name: '李明轩' }, travellers: [{ empId: '101', name: '李明轩', deptName: '', empRank: '' }],
    ccsy: '拜访客户', dateBegin: '2030-05-12', dateEnd: '2030-05-15', mdd: '上海',
    routes: [
      { routeId: '1', productType: 10901, fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA', dateBegin: '2030-05-12', routeStatus: 1 },
      { routeId: '2', productType: 10903, toCity: '上海', toCode: 'SHA', dateBegin: '2030-05-12', dateEnd: '2030-05-15', routeStatus: 3, orderId: '88', orderNo: 'JD1' },
      { routeId: '3', productType: 10904, fromCity: '上海', fromCode: 'SHH', toCity: '北京', toCode: 'BJP', dateBegin: '2030-05-09', routeStatus: 1 },
    ],
    ...over,
  }) as TripApplication

  test('open routes book through their product query with the application and route; booked ones open their order', async () => {
    const store = new TripRouteStore('7', { info: async () => app() }, { selfId: () => '101', now: () => NOW, hotelVersion: () => 1 })
    await store.load()
    const [flight, hotel, pastTrain] = store.routes
    expect(store.bookedCount).toBe(1)
    expect(store.canBook(flight)).toBe(true)
    expect(store.bookTarget(flight)).toEqual({ path: '/tk/tkQuery', query: { ccsqdId: '7', routeId: '1', tripType: '1' } })
    expect(store.bookTarget(hotel)?.path).toBe('/ht/htQuery')
    expect(store.canBook(hotel)).toBe(false)
    expect(store.orderTarget(hotel)).toEqual({ path: '/ht/htOrder/htOrderDetail', query: { orderId: '88' } })
    expect(store.canBook(pastTrain)).toBe(false)
  })

  test('someone who neither applied nor travels, or an application not approved, cannot book', async () => {
    const other = new TripRouteStore('7', { info: async () => app() }, { selfId: () => '999', now: () => NOW, hotelVersion: () => 2 })
    await other.load()
    expect(other.canBook(other.routes[0])).toBe(false)
    const pending = new TripRouteStore('7', { info: async () => app({ status: 1 }) }, { selfId: () => '101', now: () => NOW, hotelVersion: () => 2 })
    await pending.load()
    expect(pending.canBook(pending.routes[0])).toBe(false)
    const chooser = new TripRouteStore('', { list: async (q) => ({ list: [], total: q.status ?? 0 }) })
    await chooser.load()
    expect(chooser.choosing).toBe(true)
    expect(chooser.status).toBe('ready')
  })
})

describe('strings', () => {
  for (const [name, dict] of [['mine', mineDict], ['entries', mineEntryDict], ['trip route', tripRouteDict]] as const) {
    test(`${name}: same keys, English without Chinese, placeholders alike`, () => {
      const zh = dict['zh-CN'] as Record<string, string>
      const en = dict['en-US'] as Record<string, string>
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
      expect(Object.entries(en).filter(([, v]) => HAN.test(v))).toEqual([])
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
      expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
    })
  }
})
