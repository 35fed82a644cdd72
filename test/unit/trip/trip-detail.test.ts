import type { ChangeListReply, TripApplication, TripDoneReply } from '@/core/api/trip'
import { setLocale } from '@/core/i18n/index'
import { TripDetailStore, type TripDetailApi } from '@/trip/stores/trip-detail-store'
import { NOW, SELF, application, change, deferred, draft, progress, refusal, route } from './trip-fixtures'

function fake(app: TripApplication, over: Partial<TripDetailApi> = {}) {
  const calls: string[] = []
  let current = app
  const api: TripDetailApi = {
    vipCcsqdGetInfo: async (id) => {
      calls.push(`info ${id}`)
      return current
    },
    vipChangeGetByCcsqd: async (): Promise<ChangeListReply> => ({ list: [] }),
    vipCcsqdDel: async (id): Promise<TripDoneReply> => {
      calls.push(`del ${id}`)
      return { done: true }
    },
    cancelTripApplication: async (id): Promise<TripDoneReply> => {
      calls.push(`cancel ${id}`)
      current = { ...current, status: 4, statusText: '已取消', canCancel: false, canChange: false }
      return { done: true }
    },
    vipChangeDel: async (id): Promise<TripDoneReply> => {
      calls.push(`withdraw ${id}`)
      current = { ...current, status: 2, pendingChange: undefined, canChange: true }
      return { done: true }
    },
    ...over,
  }
  return { api, calls }
}

async function loaded(app: TripApplication, over: Partial<TripDetailApi> = {}, selfId = SELF.empId) {
  const f = fake(app, over)
  const store = new TripDetailStore(app.ccsqdId, f.api, { selfId: () => selfId, now: () => NOW })
  await store.load()
  return { store, calls: f.calls }
}

afterEach(() => setLocale('zh-CN'))

describe('loading', () => {
  test('the application and its changes; a missing or foreign id (4004) reads as not found, other failures as errors', async () => {
    const { store } = await loaded(application(), { vipChangeGetByCcsqd: async () => ({ list: [change({ status: 3, rejectReason: '预算过高' })] }) })
    expect(store.status).toBe('ready')
    expect(store.changes).toHaveLength(1)
    expect((await loaded(application(), { vipCcsqdGetInfo: async () => Promise.reject(refusal(4004, '')) })).store.status).toBe('notFound')
    const bad = await loaded(application(), { vipCcsqdGetInfo: async () => Promise.reject(refusal(999, '系统繁忙')) })
    expect([bad.store.status, bad.store.loadError]).toEqual(['error', '系统繁忙'])
    const noId = new TripDetailStore('x1', fake(application()).api)
    await noId.load()
    expect(noId.status).toBe('notFound')
  })

  test('a change history that fails to load still shows the application', async () => {
    const { store } = await loaded(application(), { vipChangeGetByCcsqd: async () => Promise.reject(refusal(999, 'x')) })
    expect(store.status).toBe('ready')
    expect(store.changes).toEqual([])
  })

  test('a quiet reload that fails keeps the application on screen', async () => {
    let fail = false
    const { store } = await loaded(application(), { vipCcsqdGetInfo: async () => (fail ? Promise.reject(refusal(999, 'x')) : application()) })
    fail = true
    await store.load(true)
    expect(store.status).toBe('ready')
    expect(store.app?.ccsqdNo).toBe('SQ2611220001')
  })
})

describe('booking an open flight route', () => {
  test('offered on open domestic flight routes of an approved application the viewer travels on or applied for', async () => {
    const hotel = route({ routeId: '502', productType: 10903, fromCity: undefined, fromCode: undefined, toCity: '北京', toCode: '110100', dateEnd: '2026-12-03' })
    const booked = route({ routeId: '503', routeStatus: 3, orderId: '61', orderNo: 'TK61' })
    const { store } = await loaded(application({ routes: [route(), hotel, booked] }))
    expect(store.canBook(store.app!.routes[0])).toBe(true)
    expect(store.canBook(hotel)).toBe(false)
    expect(store.canBook(booked)).toBe(false)
  })

  test('not while a change is in approval (5), not for drafts or other statuses, not for a past route, not for an approver reading it', async () => {
    for (const status of [0, 1, 3, 4, 5] as const) {
      const { store } = await loaded(application({ status }))
      expect(store.canBook(store.app!.routes[0])).toBe(false)
    }
    const past = await loaded(application({ dateBegin: '2026-11-01', routes: [route({ dateBegin: '2026-11-20' })] }))
    expect(past.store.canBook(past.store.app!.routes[0])).toBe(false)
    const approver = await loaded(application(), {}, '201')
    expect(approver.store.canBook(approver.store.app!.routes[0])).toBe(false)
    // A traveller who did not apply may book.
    const traveller = await loaded(application({ applicant: { empId: '150', name: '秘书' } }))
    expect(traveller.store.canBook(traveller.store.app!.routes[0])).toBe(true)
  })
})

describe('actions', () => {
  test('deleting a draft calls vipCcsqdDel once (a second tap meanwhile does nothing)', async () => {
    const gate = deferred<TripDoneReply>()
    const calls: string[] = []
    const { store } = await loaded(draft(), {
      vipCcsqdDel: async (id) => {
        calls.push(id)
        return gate.promise
      },
    })
    const first = store.remove()
    expect(store.busy).toBe('delete')
    expect(await store.remove()).toBe(false)
    gate.resolve({ done: true })
    expect(await first).toBe(true)
    expect(calls).toEqual(['3001'])
  })

  test('only what the flags allow: no delete of a submitted one, no cancel where canCancel is false', async () => {
    const { store, calls } = await loaded(application({ canCancel: false }))
    expect(await store.remove()).toBe(false)
    expect(await store.cancel()).toBe(false)
    expect(calls).toEqual(['info 3001'])
    expect(store.hasActions).toBe(true) // canChange
    const none = await loaded(application({ status: 4, canCancel: false, canChange: false }))
    expect(none.store.hasActions).toBe(false)
  })

  test('cancelling posts cancelApp with the application id and reloads it (now cancelled)', async () => {
    const { store, calls } = await loaded(application({ status: 1, progress: progress(), canChange: false }))
    expect(await store.cancel()).toBe(true)
    expect(calls).toEqual(['info 3001', 'cancel 3001', 'info 3001'])
    expect(store.app?.status).toBe(4)
    expect(store.busy).toBeNull()
  })

  test('a refused action says why and shows the application as it is now', async () => {
    const { store, calls } = await loaded(application({ status: 1 }), { cancelTripApplication: async () => Promise.reject(refusal(4009, '该申请已审批通过，不能撤销')) })
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('该申请已审批通过，不能撤销')
    expect(calls).toEqual(['info 3001', 'info 3001'])
    expect(store.busy).toBeNull()
  })

  test('a change in approval: shown on its own, withdrawable by the applicant only', async () => {
    const pending = change()
    const old = change({ changeId: '7000', status: 3, rejectReason: '预算过高' })
    const app = application({ status: 5, statusText: '变更审批中', pendingChange: pending, canChange: false, canCancel: false })
    const { store, calls } = await loaded(app, { vipChangeGetByCcsqd: async () => ({ list: [pending, old] }) })
    expect(store.pendingChange?.changeId).toBe('7001')
    expect(store.pastChanges.map((c) => c.changeId)).toEqual(['7000'])
    expect(store.canWithdrawChange).toBe(true)
    expect(await store.withdrawChange()).toBe(true)
    expect(calls).toContain('withdraw 7001')
    expect(store.app?.status).toBe(2)
    const traveller = await loaded(app, {}, '150')
    expect(traveller.store.canWithdrawChange).toBe(false)
  })

  test('without pendingChange on the reply, the change in approval is found in the history', async () => {
    const { store } = await loaded(application({ status: 5, pendingChange: undefined }), { vipChangeGetByCcsqd: async () => ({ list: [change()] }) })
    expect(store.pendingChange?.changeId).toBe('7001')
  })
})
