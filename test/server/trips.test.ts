/**
 * Business-trip applications: drafts, submit and its validation, the lists and the detail,
 * deleting and withdrawing, changes of approved applications, booking a flight under an
 * application (route booked / released), the applications offered for booking, and attachments.
 */
import type { BookReply, OrderDetail } from '../../server/src/schemas/order'
import type {
  BookableApplication,
  CcsqdAddReply,
  ChangeAddReply,
  ChangeListReply,
  List4BookReply,
  TripApplication,
  TripApplicationPage,
  TripAttachment,
} from '../../server/src/schemas/trip'
import { book, bookBody, dayAhead, empIdOf, findFare, seatsLeft } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { applicationBody, approveEverything, approvedApplication, flightRoute, pendingItemsOf, submitApplication } from './helpers/trips'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** A multipart body with one file part. */
function multipart(fileName: string, data: Buffer, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shanglv${Date.now().toString(16)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe.each(targets)('trip applications on $name', (target) => {
  let env: TestEnv
  let df: string
  let dfId: string
  let hx: string
  let hxId: string

  beforeAll(async () => {
    env = await startTestApp(target)
    df = await env.login('df.traveller')
    dfId = await empIdOf(env, 'df.traveller')
    hx = await env.login('hx.traveller')
    hxId = await empIdOf(env, 'hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const info = (token: string, ccsqdId: string, lang: 'zh' | 'en' = 'zh') => env.get<TripApplication>('/obt/vipCcsqdGetInfo', { ccsqdId }, { token, lang })

  async function upload(token: string, fileName: string, data: Buffer) {
    const body = multipart(fileName, data)
    const res = await env.inject({ method: 'POST', url: '/obt/vipCorp/fj/uploadCons', payload: body.payload, headers: { ...body.headers, token } })
    return res.json() as { errCode: number; tips: string; data: TripAttachment }
  }

  test('the seeded history: an approved and a draft application for df.traveller, one in approval for hx.traveller', async () => {
    const all = await env.get<TripApplicationPage>('/obt/vipCcsqdGetList', { status: -1 }, { token: df })
    expect(all.data.list.map((a) => a.status).sort()).toEqual([0, 2])
    const approved = await env.get<TripApplicationPage>('/obt/vipCcsqdGetList', { status: 2 }, { token: df })
    expect(approved.data.list[0]).toMatchObject({ ccsy: '赴北京参加集团年度生产运营工作会议', statusText: '已审批', routeCount: 3, travellerNames: '杨帆' })
    const detail = await info(df, approved.data.list[0].ccsqdId)
    expect(detail.data.routes.map((r) => [r.productType, r.fromCode ?? '', r.toCode, r.routeStatus])).toEqual([[10901, 'CTU', 'BJS', 1], [10903, '', 'BJS', 1], [10901, 'BJS', 'CTU', 1]])
    expect(detail.data.progress).toMatchObject({ status: 2, levels: [{ level: 1, state: 2, decidedBy: { name: '林志强' } }, { level: 2, state: 2, decidedBy: { name: '郭敏' } }] })
    expect(detail.data.ccsqdNo).toMatch(/^SQ\d{10}$/)
    const hxList = await env.get<TripApplicationPage>('/obt/vipCcsqdGetList', {}, { token: hx })
    expect(hxList.data.list).toEqual([expect.objectContaining({ status: 1, nextApprover: '张伟' })])
    const hxDetail = await info(hx, hxList.data.list[0].ccsqdId)
    expect(hxDetail.data.attachments).toEqual([expect.objectContaining({ name: '客户会议邀请函.png', mime: 'image/png' })])
  })

  test('draft -> edit -> submit; validation errors name the problem; only drafts are deleted', async () => {
    const draft = await submitApplication(env, df, applicationBody(env, [dfId], { addMethod: 0, routes: [] }))
    expect(draft).toMatchObject({ status: 0, ccsqdNo: expect.stringMatching(/^SQ\d{10}$/) })
    const draftView = await info(df, draft.ccsqdId)
    expect(draftView.data).toMatchObject({ status: 0, statusText: '草稿', canEdit: true, canDelete: true, canCancel: false, canChange: false, progress: null, zys: 3800 })

    const bad = (overrides: Parameters<typeof applicationBody>[2], lang: 'zh' | 'en' = 'zh') =>
      env.post('/obt/vipCcsqdAdd', applicationBody(env, [dfId], overrides), { token: df, lang })
    expect(await bad({ dateBegin: dayAhead(env, 5), dateEnd: dayAhead(env, 4) })).toMatchObject({ errCode: 4000, tips: '结束日期不能早于开始日期' })
    expect(await bad({ dateBegin: dayAhead(env, 5), dateEnd: dayAhead(env, 4) }, 'en')).toMatchObject({ errCode: 4000, tips: 'The end date cannot be before the start date' })
    expect(await bad({ dateBegin: dayAhead(env, -1), routes: [flightRoute(env, 2)] })).toMatchObject({ errCode: 4000, tips: '出发日期不能早于今天' })
    expect(await bad({ routes: [] })).toMatchObject({ errCode: 4000, tips: '请至少添加一个行程' })
    expect(await bad({ routes: [flightRoute(env, 9)] })).toMatchObject({ errCode: 4000, tips: '行程日期须在出差日期范围内' })
    expect(await bad({ routes: [flightRoute(env, 2, { fromCode: undefined })] })).toMatchObject({ errCode: 4000, tips: '请填写机票或火车行程的出发城市' })
    expect(await bad({ ccsy: '' })).toMatchObject({ errCode: 4000, tips: '出差事由不能为空' })
    expect(await bad({ jtys: -1 })).toMatchObject({ errCode: 4000, tips: '交通预算不能小于0' })
    // A colleague outside df.traveller's booking scope (self only) answers like a missing employee.
    const other = await empIdOf(env, 'df0101')
    expect(await bad({ travellerEmpIds: [dfId, other] })).toMatchObject({ errCode: 4004 })

    // Edit the draft and submit it: the same application goes to approval.
    const submitted = await submitApplication(env, df, applicationBody(env, [dfId], { ccsqdId: draft.ccsqdId, ccsy: '现场调试' }))
    expect(submitted).toEqual({ ccsqdId: draft.ccsqdId, ccsqdNo: draft.ccsqdNo, status: 1 })
    const view = await info(df, draft.ccsqdId)
    expect(view.data).toMatchObject({ ccsy: '现场调试', status: 1, statusText: '审批中', canEdit: false, canCancel: true, submittedAt: expect.any(String) })
    expect(view.data.progress).toMatchObject({ status: 1, ruleName: '出差申请审批', currentLevel: 1, nextApprovers: ['林志强'],
      levels: [{ level: 1, state: 1 }, { level: 2, state: 0, approvers: [{ name: '郭敏' }] }] })
    // Not a draft any more: neither edited nor deleted.
    expect(await env.post('/obt/vipCcsqdAdd', applicationBody(env, [dfId], { ccsqdId: draft.ccsqdId }), { token: df })).toMatchObject({ errCode: 4009, tips: '只有草稿可以修改或删除' })
    expect(await env.get('/obt/vipCcsqdDel', { ccsqdId: draft.ccsqdId }, { token: df })).toMatchObject({ errCode: 4009, tips: '只有草稿可以修改或删除' })

    const another = await submitApplication(env, df, applicationBody(env, [dfId], { addMethod: 0 }))
    expect(await env.get('/obt/vipCcsqdDel', { ccsqdId: another.ccsqdId }, { token: df })).toMatchObject({ errCode: 1, data: { done: true } })
    expect((await info(df, another.ccsqdId)).errCode).toBe(4004)
  })

  test('HX requires an attachment on submit (4009 请上传附件); uploads are checked by extension, content and size', async () => {
    expect(await env.post('/obt/vipCcsqdAdd', applicationBody(env, [hxId], { routes: [flightRoute(env, 2, { fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA' })] }), { token: hx }))
      .toMatchObject({ errCode: 4009, tips: '请上传附件' })
    expect(await upload(hx, 'invite.exe', PNG)).toMatchObject({ errCode: 4000, tips: '仅支持jpg、jpeg、gif、png、bmp、doc、docx、xls、xlsx、csv格式的文件' })
    expect(await upload(hx, 'fake.png', Buffer.from('MZ not a picture'))).toMatchObject({ errCode: 4000, tips: '文件内容与扩展名不符' })
    expect(await upload(hx, 'empty.csv', Buffer.alloc(0))).toMatchObject({ errCode: 4000, tips: '文件内容为空' })
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])
    expect(await upload(hx, 'huge.png', big)).toMatchObject({ errCode: 4000, tips: '文件大小不能超过10MB' })
    const noFile = await env.inject({ method: 'POST', url: '/obt/vipCorp/fj/uploadCons', payload: {}, headers: { token: hx } })
    expect(noFile.json()).toMatchObject({ errCode: 4000, tips: '请选择要上传的文件' })

    const uploaded = await upload(hx, '邀请函.png', PNG)
    expect(uploaded).toMatchObject({ errCode: 1, data: { name: '邀请函.png', mime: 'image/png', size: PNG.length, url: expect.stringContaining('/obt/vipCorp/fj/queryFj?id=') } })
    const csv = await upload(hx, 'budget.csv', Buffer.from('项目,金额\n交通,2000\n'))
    expect(csv.data.mime).toBe('text/csv')
    // Unattached: only the uploader reads it.
    const file = await env.inject({ method: 'GET', url: uploaded.data.url, headers: { token: hx } })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(PNG)).toBe(true)
    const approver = await env.login('hx.approver')
    const foreign = await env.inject({ method: 'GET', url: uploaded.data.url, headers: { token: approver } })
    expect(foreign.json()).toMatchObject({ errCode: 4004 })

    const app = await submitApplication(env, hx, applicationBody(env, [hxId], {
      attachmentIds: [uploaded.data.id], routes: [flightRoute(env, 2, { fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA' })],
    }))
    expect(app.status).toBe(1)
    // Attached: the approver with a visible item reads it; another company does not.
    expect((await env.inject({ method: 'GET', url: uploaded.data.url, headers: { token: approver } })).statusCode).toBe(200)
    expect((await env.inject({ method: 'GET', url: uploaded.data.url, headers: { token: approver } })).headers['content-type']).toBe('image/png')
    expect((await env.inject({ method: 'GET', url: uploaded.data.url, headers: { token: df } })).json()).toMatchObject({ errCode: 4004 })
    // An attachment used once cannot be taken by another application.
    expect(await env.post('/obt/vipCcsqdAdd', applicationBody(env, [hxId], { attachmentIds: [uploaded.data.id] }), { token: hx })).toMatchObject({ errCode: 4000 })
  })

  test('readers: applicant, travellers and reached approvers; others (and other companies) get the reply of a missing id', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const missing = await info(df, '99999999')
    expect(missing).toMatchObject({ errCode: 4004, tips: '访问的资源不存在' })
    const level2 = await env.login('df.approver2')
    const colleague = await env.login('df.booker')
    const hxAdmin = await env.login('hx.admin')
    for (const token of [level2, colleague, hxAdmin]) expect(await info(token, app.ccsqdId)).toEqual(await info(token, '99999999'))
    const level1 = await env.login('df.approver1')
    expect((await info(level1, app.ccsqdId)).data).toMatchObject({ canEdit: false, canCancel: false, canChange: false })
    expect(await env.post('/obt/cancelApp', { orderId: app.ccsqdId, orderType: 11099 }, { token: level1 })).toMatchObject({ errCode: 4009 })
  })

  test('withdraw: an application in approval is cancelled and its items vanish from the approver; an approved one without bookings too', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const [item] = await pendingItemsOf(env, 11099, app.ccsqdId)
    expect(await env.post('/obt/cancelApp', { orderId: app.ccsqdId, orderType: 11099 }, { token: df })).toMatchObject({ errCode: 1, data: { done: true } })
    const view = await info(df, app.ccsqdId)
    expect(view.data).toMatchObject({ status: 4, statusText: '已取消', progress: { status: 4, levels: [{ state: 5 }, { state: 5 }] } })
    const level1 = await env.login('df.approver1')
    expect(await env.post('/obt/vipBpmReceiveAppResult', { workItemId: item.id, completeState: 1 }, { token: level1 })).toMatchObject({ errCode: 4009, tips: '该审批已处理' })
    expect(await env.post('/obt/cancelApp', { orderId: app.ccsqdId, orderType: 11099 }, { token: df })).toMatchObject({ errCode: 4009, tips: '当前出差申请状态不允许取消' })

    const approved = await approvedApplication(env, df, applicationBody(env, [dfId]))
    expect((await info(df, approved.ccsqdId)).data).toMatchObject({ status: 2, canCancel: true, canChange: true })
    expect((await env.post('/obt/cancelApp', { orderId: approved.ccsqdId, orderType: 11099 }, { token: df })).errCode).toBe(1)
    expect((await info(df, approved.ccsqdId)).data.status).toBe(4)
  })

  test('a change returns the application to approval (status 5, not bookable); approved it replaces routes and budgets', async () => {
    const app = await approvedApplication(env, df, applicationBody(env, [dfId], { routes: [flightRoute(env, 2), flightRoute(env, 5, { fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU' })] }))
    const before = await info(df, app.ccsqdId)
    const [outbound] = before.data.routes
    const changed = await env.post<ChangeAddReply>('/obt/vipChangeAdd', {
      ccsqdId: app.ccsqdId, changeYy: '会议延期一天', jtys: 2500, zsys: 2000, qtys: 300,
      routes: [{ ...flightRoute(env, 3), routeId: outbound.routeId }, flightRoute(env, 6, { fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU' })],
    }, { token: df })
    expect(changed).toMatchObject({ errCode: 1, data: { status: 1 } })
    const during = await info(df, app.ccsqdId)
    expect(during.data).toMatchObject({ status: 5, statusText: '变更审批中', canChange: false, zys: 3800,
      pendingChange: { status: 1, changeYy: '会议延期一天', bgqzys: 3800, bghzys: 4800, progress: { status: 1, currentLevel: 1 } } })
    expect(during.data.pendingChange?.routesAfter[0].routeId).toBe(outbound.routeId)
    expect(during.data.routes[0].dateBegin).toBe(dayAhead(env, 2))
    const approvedTab = await env.get<TripApplicationPage>('/obt/vipCcsqdGetList', { status: 2, count: 50 }, { token: df })
    expect(approvedTab.data.list.find((a) => a.ccsqdId === app.ccsqdId)).toMatchObject({ status: 5 })
    const bookable = await env.post<List4BookReply>('/obt/vipCcsqdList4Book', { productType: 10901 }, { token: df })
    expect(bookable.data.list.some((a) => a.ccsqdId === app.ccsqdId)).toBe(false)
    expect(await env.post('/obt/vipChangeAdd', { ccsqdId: app.ccsqdId, changeYy: 'x', jtys: 0, zsys: 0, qtys: 0, routes: [flightRoute(env, 3)] }, { token: df }))
      .toMatchObject({ errCode: 4009, tips: '只有已审批的出差申请可以变更' })

    // The approver sees the change as a 11099 item with its changeId.
    const level1 = await env.login('df.approver1')
    const items = await env.get<{ list: { workItemId: string; changeId?: string; title: string }[] }>('/obt/vipBpmForMyAppNew', {}, { token: level1 })
    const item = items.data.list.find((i) => i.changeId === changed.data.changeId)
    expect(item?.title).toBe('出差申请变更 · 成都→北京')

    await approveEverything(env, 11099, app.ccsqdId)
    const after = await info(df, app.ccsqdId)
    expect(after.data).toMatchObject({ status: 2, zys: 4800, jtys: 2500, zsys: 2000 })
    expect(after.data.routes.map((r) => [r.routeId === outbound.routeId, r.dateBegin])).toEqual([[true, dayAhead(env, 3)], [false, dayAhead(env, 6)]])
    const changes = await env.get<ChangeListReply>('/obt/vipChangeGetByCcsqd', { ccsqdId: app.ccsqdId }, { token: df })
    expect(changes.data.list[0]).toMatchObject({ status: 2, routesBefore: [{ dateBegin: dayAhead(env, 2) }, { dateBegin: dayAhead(env, 5) }], routesAfter: [{ dateBegin: dayAhead(env, 3) }, { dateBegin: dayAhead(env, 6) }] })

    // A second change, rejected: the reason shows and the application keeps its content.
    const second = await env.post<ChangeAddReply>('/obt/vipChangeAdd', { ccsqdId: app.ccsqdId, changeYy: '增加住宿', jtys: 2500, zsys: 3000, qtys: 300, routes: after.data.routes }, { token: df })
    const [pending] = await pendingItemsOf(env, 11099, app.ccsqdId)
    expect(await env.post('/obt/vipBpmReceiveAppResult', { workItemId: pending.id, completeState: 2, appRemark: '住宿预算超标' }, { token: level1 })).toMatchObject({ errCode: 1, data: { state: 3, instanceStatus: 3 } })
    const rejected = await info(df, app.ccsqdId)
    expect(rejected.data).toMatchObject({ status: 2, zys: 4800, rejectReason: '住宿预算超标' })
    expect((await env.get<ChangeListReply>('/obt/vipChangeGetByCcsqd', { ccsqdId: app.ccsqdId }, { token: df })).data.list[0]).toMatchObject({ changeId: second.data.changeId, status: 3, rejectReason: '住宿预算超标' })

    // A third, withdrawn.
    const third = await env.post<ChangeAddReply>('/obt/vipChangeAdd', { ccsqdId: app.ccsqdId, changeYy: '改期', jtys: 1, zsys: 1, qtys: 1, routes: after.data.routes }, { token: df })
    expect(await env.get('/obt/vipChangeDel', { changeId: third.data.changeId }, { token: df })).toMatchObject({ errCode: 1, data: { done: true } })
    expect((await info(df, app.ccsqdId)).data).toMatchObject({ status: 2, zys: 4800 })
    expect(await env.get('/obt/vipChangeDel', { changeId: third.data.changeId }, { token: df })).toMatchObject({ errCode: 4009, tips: '该变更已处理，不能撤回' })
    expect(await pendingItemsOf(env, 11099, app.ccsqdId)).toEqual([])
  })

  test('booking under an application: the route becomes booked (3) and is released when the order is cancelled; refusals say why', async () => {
    const inPolicy = (c: { policy: { inPolicy: boolean }; cabinClass: string }) => c.policy.inPolicy && c.cabinClass === 'Y'
    const { flight, cabin } = await findFare(env, df, { dep: 'CTU', arr: 'BJS', days: 4, want: inPolicy })
    const draft = await submitApplication(env, df, applicationBody(env, [dfId], { routes: [flightRoute(env, 4)] }))
    // In approval: not bookable yet.
    expect(await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId })))
      .toMatchObject({ errCode: 4009, tips: '出差申请单未审批通过，不能预订', data: { field: 'ccsqdId' } })
    await approveEverything(env, 11099, draft.ccsqdId)
    const view = await info(df, draft.ccsqdId)
    const route = view.data.routes[0]

    const offered = await env.post<List4BookReply>('/obt/vipCcsqdList4Book', { productType: 10901, travellerEmpIds: [dfId] }, { token: df })
    expect(offered.data.list.find((a) => a.ccsqdId === draft.ccsqdId)?.routes).toEqual([expect.objectContaining({ routeId: route.routeId, routeStatus: 1, fromCode: 'CTU', toCode: 'BJS' })])
    const one = await env.post<BookableApplication>('/obt/vipCcsqdDetail4Book', { ccsqdId: draft.ccsqdId, routeId: route.routeId }, { token: df })
    expect(one.data.routes).toHaveLength(1)
    expect((await env.post('/obt/vipCcsqdDetail4Book', { ccsqdId: draft.ccsqdId }, { token: await env.login('df.booker') })).errCode).toBe(4004)

    // Refusals: another city pair, a passenger who is not a traveller, a flight outside the dates.
    const { cabin: shaCabin } = await findFare(env, df, { dep: 'CTU', arr: 'SHA', days: 4, want: inPolicy })
    expect(await book(env, df, bookBody(shaCabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId, routeId: route.routeId })))
      .toMatchObject({ errCode: 4009, tips: '航班的出发、到达城市与出差申请的行程不符', data: { field: 'routeId' } })
    const corpBooker = await env.login('df.corpbooker')
    const colleague = await empIdOf(env, 'df0101')
    expect(await book(env, corpBooker, bookBody(cabin.cabinKey, { passengers: [{ empId: colleague }], ccsqdId: draft.ccsqdId })))
      .toMatchObject({ errCode: 4009, data: { code: 'C767' } })
    const { cabin: late } = await findFare(env, df, { dep: 'CTU', arr: 'BJS', days: 9, want: inPolicy })
    expect(await book(env, df, bookBody(late.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId })))
      .toMatchObject({ errCode: 4009, tips: `航班日期须在出差申请的出行日期内（${view.data.dateBegin} 至 ${view.data.dateEnd}）` })

    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const ordered = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId, routeId: route.routeId }))
    expect(ordered).toMatchObject({ errCode: 1, data: { status: 'IN_APPROVAL' } })
    const booked = await info(df, draft.ccsqdId)
    expect(booked.data.routes[0]).toMatchObject({ routeStatus: 3, orderId: ordered.data.orderId, orderNo: ordered.data.orderNo })
    expect(booked.data.canCancel).toBe(false)
    expect((await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId: ordered.data.orderId }, { token: df })).data.ccsqdId).toBe(draft.ccsqdId)
    // The route is taken: booking it again is refused; a booked route cannot be changed away.
    expect(await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId, routeId: route.routeId })))
      .toMatchObject({ errCode: 4009, tips: '该行程已预订', data: { field: 'routeId' } })
    expect(await env.post('/obt/vipChangeAdd', { ccsqdId: draft.ccsqdId, changeYy: '改期', jtys: 1, zsys: 1, qtys: 1, routes: [flightRoute(env, 5)] }, { token: df }))
      .toMatchObject({ errCode: 4009, tips: '已预订的行程不能修改或删除' })
    expect(await env.post('/obt/cancelApp', { orderId: draft.ccsqdId, orderType: 11099 }, { token: df })).toMatchObject({ errCode: 4009, tips: '出差申请已有预订的行程，不能取消' })

    // Cancelling the order opens the route again and gives the seat back.
    expect(await env.post('/obt/plane/tkOrder/cancelTkOrder', { orderId: ordered.data.orderId }, { token: df })).toMatchObject({ errCode: 1 })
    expect((await info(df, draft.ccsqdId)).data.routes[0]).toEqual(expect.objectContaining({ routeStatus: 1 }))
    expect((await info(df, draft.ccsqdId)).data.routes[0].orderId).toBeUndefined()
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before)
    // Without routeId the open route of the same cities is taken.
    const again = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: draft.ccsqdId }))
    expect(again.errCode).toBe(1)
    expect((await info(df, draft.ccsqdId)).data.routes[0]).toMatchObject({ routeStatus: 3, orderId: (again.data as BookReply).orderId })
  })

  test('lists: newest first, status filter, English texts', async () => {
    const created: CcsqdAddReply[] = []
    for (const ccsy of ['一', '二']) created.push(await submitApplication(env, hx, applicationBody(env, [hxId], { addMethod: 0, ccsy })))
    const drafts = await env.get<TripApplicationPage>('/obt/vipCcsqdGetList', { status: 0, pageNum: 1, count: 1 }, { token: hx, lang: 'en' })
    expect(drafts.data.total).toBeGreaterThanOrEqual(2)
    expect(drafts.data.list).toEqual([expect.objectContaining({ ccsqdId: created[1].ccsqdId, statusText: 'Draft' })])
  })
})
