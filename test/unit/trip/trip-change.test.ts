import type { ChangeAddBody, ChangeAddReply } from '@/core/api/trip'
import { setLocale } from '@/core/i18n/index'
import { TripChangeStore, type TripChangeApi } from '@/trip/stores/trip-change-store'
import { emptyRoute } from '@/trip/stores/trip-rules'
import { inBothLocales } from '../domain/locale-helper'
import { application, deferred, draft, refusal, route } from './trip-fixtures'

const BOOKED = route({ routeId: '502', routeStatus: 3, orderId: '61', orderNo: 'TK61', dateBegin: '2026-12-01' })

async function loaded(over: Partial<TripChangeApi> = {}, app = application({ routes: [BOOKED, route()] })) {
  const sent: ChangeAddBody[] = []
  const store = new TripChangeStore(app.ccsqdId, {
    vipCcsqdGetInfo: async () => app,
    vipChangeAdd: async (body): Promise<ChangeAddReply> => {
      sent.push(body)
      return { changeId: '7002', status: 1 }
    },
    ...over,
  })
  await store.load()
  return { store, sent }
}

afterEach(() => setLocale('zh-CN'))

describe('changing an approved application', () => {
  test('prefilled from the application: routes, budgets after, the total before', async () => {
    const { store } = await loaded()
    expect(store.status).toBe('ready')
    expect(store.routeList.routes.map((r) => r.routeId)).toEqual(['502', '501'])
    expect([store.jtys, store.zsys, store.qtys]).toEqual(['3000', '2400', '600'])
    expect(store.totalBefore).toBe(6000)
    store.setBudget('jtys', '4000')
    expect(store.totalAfter).toBe(7000)
  })

  test('booked routes are locked: they can be neither edited nor removed', async () => {
    const { store } = await loaded()
    const locked = store.routeList.routes[0]
    expect(store.routeList.remove(locked.key)).toBe(false)
    expect(inBothLocales(() => store.routeList.save({ ...locked, toCity: '上海', toCode: 'SHA' })?.to)).toEqual({
      'zh-CN': '已预订的行程不能修改',
      'en-US': 'Booked routes cannot be changed',
    })
    expect(store.routeList.routes[0].toCode).toBe('BJS')
    // The open one can go.
    expect(store.routeList.remove('501')).toBe(true)
  })

  test('the reason is required (both languages) and at most 200 characters', async () => {
    const { store } = await loaded()
    store.setBudget('jtys', '4000')
    expect(inBothLocales(() => store.validate())).toEqual({ 'zh-CN': '变更原因不能为空', 'en-US': 'Reason cannot be empty' })
    store.setReason('原'.repeat(201))
    expect(store.validate()).toBe('变更原因不能超过200个字')
  })

  test('a change that changes nothing is refused before it travels', async () => {
    const { store, sent } = await loaded()
    store.setReason('看看')
    expect(inBothLocales(() => store.validate())).toEqual({ 'zh-CN': '行程和预算都没有变化', 'en-US': 'Neither the routes nor the budget changed' })
    expect(await store.submit()).toEqual({ ok: false, message: '行程和预算都没有变化' })
    expect(sent).toEqual([])
  })

  test('a new route must lie inside the application dates; at least one route stays', async () => {
    const { store } = await loaded(undefined, application({ routes: [route()] }))
    const outside = { ...emptyRoute(10901, '2026-12-10', '2026-12-12'), fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU' }
    expect(store.routeList.save(outside)?.dateBegin).toBe('行程日期须在出差日期2026-12-01至2026-12-08之内')
    store.routeList.remove('501')
    store.setReason('取消行程')
    expect(store.validate()).toBe('请至少添加一段行程')
  })

  test('submits the routes (booked ones unchanged with their id), the budgets after and the reason, once', async () => {
    const gate = deferred<ChangeAddReply>()
    const sent: ChangeAddBody[] = []
    const { store } = await loaded({
      vipChangeAdd: async (body) => {
        sent.push(body)
        return gate.promise
      },
    })
    store.setReason(' 行程延长两天 ')
    store.setBudget('zsys', '3000')
    const back = { ...emptyRoute(10901, '2026-12-08', '2026-12-08'), fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU' }
    expect(store.routeList.save(back)).toBeNull()
    const first = store.submit()
    expect(store.submitting).toBe(true)
    expect(await store.submit()).toEqual({ ok: false, message: null })
    gate.resolve({ changeId: '7002', status: 1 })
    expect(await first).toEqual({ ok: true, changeId: '7002', status: 1 })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toEqual({
      ccsqdId: '3001',
      changeYy: '行程延长两天',
      jtys: 3000,
      zsys: 3000,
      qtys: 600,
      routes: [
        { routeId: '502', productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: '2026-12-01', cabin: 'Y', fyys: 1500 },
        { routeId: '501', productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: '2026-12-02', cabin: 'Y', fyys: 1500 },
        { productType: 10901, fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU', dateBegin: '2026-12-08', cabin: 'Y' },
      ],
    })
  })

  test('a refusal keeps the change as typed and says why', async () => {
    const { store } = await loaded({ vipChangeAdd: async () => Promise.reject(refusal(4009, '已预订的行程不能修改')) })
    store.setReason('延期')
    store.setBudget('qtys', '800')
    expect(await store.submit()).toEqual({ ok: false, message: '已预订的行程不能修改' })
    expect([store.changeYy, store.qtys, store.error]).toEqual(['延期', '800', '已预订的行程不能修改'])
  })

  test('only approved applications the caller may change (canChange); unknown ids read as not found', async () => {
    expect((await loaded(undefined, draft())).store.status).toBe('locked')
    expect((await loaded(undefined, application({ status: 5, canChange: false }))).store.status).toBe('locked')
    expect((await loaded({ vipCcsqdGetInfo: async () => Promise.reject(refusal(4004, '')) })).store.status).toBe('notFound')
  })
})
