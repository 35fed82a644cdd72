import type { CcsqdAddBody, CcsqdAddReply, CostCenter, UploadReply } from '@/core/api/trip'
import type { BookableEmployee } from '@/core/api/travellers'
import { setLocale } from '@/core/i18n/index'
import { TripFormStore, type TripFormApi, type TripFormEnv } from '@/trip/stores/trip-form-store'
import { emptyRoute } from '@/trip/stores/trip-rules'
import { inBothLocales } from '../domain/locale-helper'
import { NOW, SELF, TODAY, deferred, draft, refusal, application, route } from './trip-fixtures'

const COST_CENTERS: CostCenter[] = [
  { id: 7, code: 'CC-MKT', name: '市场推广', deptId: '20' },
  { id: 8, code: 'CC-RD', name: '研发', deptId: '10' },
]

function fakeApi(over: Partial<TripFormApi> = {}) {
  const calls = { add: [] as CcsqdAddBody[], upload: [] as { filePath: string; fileName: string }[] }
  let n = 0
  const api: TripFormApi = {
    vipCcsqdGetInfo: async () => draft(),
    vipCcsqdAdd: async (body): Promise<CcsqdAddReply> => {
      calls.add.push(body)
      return { ccsqdId: body.ccsqdId ?? '3100', ccsqdNo: 'SQ2611220100', status: body.addMethod === 1 ? 1 : 0 }
    },
    uploadCons: async (file): Promise<UploadReply> => {
      calls.upload.push(file)
      n += 1
      return { id: String(800 + n), name: file.fileName, size: 1000, mime: 'image/png', url: `/obt/vipCorp/fj/queryFj?id=${800 + n}` }
    },
    costCenterFindList: async () => COST_CENTERS,
    projectList: async () => ({ list: [{ id: 3, code: 'P-01', name: '华北市场拓展', manager: '李', status: 1, startDate: '2026-01-01', endDate: null }], total: 1 }),
    ...over,
  }
  return { api, calls }
}

function env(over: Partial<TripFormEnv> = {}): TripFormEnv {
  return { self: () => SELF, attachmentsRequired: () => false, now: () => NOW, ...over }
}

async function ready(apiOver: Partial<TripFormApi> = {}, envOver: Partial<TripFormEnv> = {}, ccsqdId?: string) {
  const fa = fakeApi(apiOver)
  const store = new TripFormStore(fa.api, env(envOver))
  await store.load(ccsqdId)
  return { store, calls: fa.calls }
}

/** Fills what a submission needs: purpose, destination, one route. */
function fill(store: TripFormStore) {
  store.setText('ccsy', '客户拜访')
  store.setText('mdd', '北京')
  store.setBudget('jtys', '3000')
  store.setBudget('zsys', '2400')
  const r = { ...emptyRoute(10901, store.dateBegin, store.dateEnd), fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS' }
  expect(store.routeList.save(r)).toBeNull()
}

const colleague = (over: Partial<BookableEmployee> = {}): BookableEmployee => ({
  empId: '102', empNo: 'DF0002', empName: '李娜', engName: 'LI/NA', deptId: '20', deptName: '市场部', phoneMasked: '139****0002',
  email: '', sex: 'F', born: '1992-01-01', empRank: 'P2', psgType: 1, cards: [], isSelf: false, ...over,
})

afterEach(() => setLocale('zh-CN'))

describe('a new application', () => {
  test('starts with the user as traveller, today to today + 7 days, and the own department cost centre', async () => {
    const { store } = await ready()
    expect(store.status).toBe('ready')
    expect(store.travellers).toEqual([{ empId: '101', name: '王磊', deptName: '市场部', empRank: 'P3' }])
    expect(store.dateBegin).toBe(TODAY)
    expect(store.dateEnd).toBe('2026-11-29')
    expect(store.days).toBe(8)
    expect(store.costCenterId).toBe('7')
    expect(store.projects).toHaveLength(1)
  })

  test('moving the start moves the default end with it; an end the user chose stays while it is still after the start', async () => {
    const { store } = await ready()
    store.setDateBegin('2026-12-01')
    expect(store.dateEnd).toBe('2026-12-08')
    store.setDateEnd('2026-12-20')
    store.setDateBegin('2026-12-05')
    expect(store.dateEnd).toBe('2026-12-20')
    store.setDateBegin('2026-12-24')
    expect(store.dateEnd).toBe('2026-12-31')
  })

  test('the total is the sum of the three budgets, live', async () => {
    const { store } = await ready()
    store.setBudget('jtys', '1500.5')
    store.setBudget('zsys', '2400')
    store.setBudget('qtys', '０.２５')
    expect(store.total).toBe(3900.75)
    store.setBudget('qtys', 'abc')
    expect(store.total).toBe(3900.5)
  })

  test('cost centres and projects that fail to load leave the form usable', async () => {
    const { store } = await ready({ costCenterFindList: async () => Promise.reject(new Error('x')), projectList: async () => Promise.reject(new Error('x')) })
    expect(store.status).toBe('ready')
    expect(store.costCenters).toEqual([])
    fill(store)
    expect(store.validate(1)).toBeNull()
  })
})

describe('travellers', () => {
  test('colleagues from the picker join once, at most 9; removing one works', async () => {
    const { store } = await ready()
    expect(store.canPickColleagues).toBe(true)
    expect(store.addEmployee(colleague())).toBeNull()
    expect(inBothLocales(() => store.addEmployee(colleague()))).toEqual({ 'zh-CN': '李娜已在出行人中', 'en-US': '李娜 is already a traveller' })
    for (let i = 0; i < 7; i++) expect(store.addEmployee(colleague({ empId: String(200 + i), empName: `同事${i}` }))).toBeNull()
    expect(store.travellers).toHaveLength(9)
    expect(store.addEmployee(colleague({ empId: '299', empName: '第十人' }))).toBe('最多9位出行人')
    store.removeTraveller('102')
    expect(store.travellers.map((t) => t.empId)).not.toContain('102')
  })

  test('someone who books only for themselves gets no colleague picker', async () => {
    const { store } = await ready({}, { self: () => ({ ...SELF, bookRange: 1 }) })
    expect(store.canPickColleagues).toBe(false)
  })
})

describe('checks', () => {
  test('required fields: messages under the fields in both languages, the first one answered', async () => {
    const { store } = await ready()
    store.removeTraveller(SELF.empId)
    const msg = inBothLocales(() => store.validate(0))
    expect(msg).toEqual({ 'zh-CN': '请至少选择一位出行人', 'en-US': 'Choose at least one traveller' })
    setLocale('en-US')
    store.validate(0)
    expect(store.errors.ccsy).toBe('Purpose cannot be empty')
    expect(store.errors.mdd).toBe('Destination cannot be empty')
    setLocale('zh-CN')
    store.validate(0)
    expect(store.errors.ccsy).toBe('出差事由不能为空')
    expect(store.errors.mdd).toBe('目的地不能为空')
  })

  test('purpose up to 200 and destination up to 100 characters', async () => {
    const { store } = await ready()
    fill(store)
    store.setText('ccsy', '事'.repeat(201))
    store.setText('mdd', '地'.repeat(101))
    store.validate(0)
    expect(store.errors.ccsy).toBe('出差事由不能超过200个字')
    expect(store.errors.mdd).toBe('目的地不能超过100个字')
  })

  test('a draft may have no route and an old start; a submission needs a route and a start not before today', async () => {
    const { store } = await ready()
    store.setText('ccsy', '客户拜访')
    store.setText('mdd', '北京')
    store.setDateBegin('2026-11-20')
    expect(store.validate(0)).toBeNull()
    store.validate(1)
    expect(store.errors.dateBegin).toBe('开始日期不能早于今天')
    expect(store.errors.routes).toBe('请至少添加一段行程')
    setLocale('en-US')
    store.validate(1)
    expect(store.errors.dateBegin).toBe('The start date cannot be earlier than today')
    expect(store.errors.routes).toBe('Add at least one route')
  })

  test('the end is never before the start', async () => {
    const { store } = await ready()
    fill(store)
    store.dateEnd = '2026-11-21'
    expect(inBothLocales(() => store.validate(0))).toEqual({ 'zh-CN': '结束日期不能早于开始日期', 'en-US': 'The end date cannot be earlier than the start date' })
  })

  test('a route left outside the trip after the dates moved is marked on its row ("Route n: ...")', async () => {
    const { store } = await ready()
    fill(store)
    store.setDateBegin('2026-12-01')
    const first = store.routeList.routes[0]
    expect(inBothLocales(() => store.validate(1))).toEqual({
      'zh-CN': '第1段行程：行程日期须在出差日期2026-12-01至2026-12-08之内',
      'en-US': 'Route 1: Route dates must be within the trip dates 2026-12-01 to 2026-12-08',
    })
    store.validate(1)
    expect(store.routeList.rowError(first.key)).toBe('行程日期须在出差日期2026-12-01至2026-12-08之内')
    // Fixing the dates clears the row's mark at once.
    store.setDateBegin(TODAY)
    expect(store.routeList.rowError(first.key)).toBeNull()
  })

  test('the cost centre is needed to submit where the company has them', async () => {
    const { store } = await ready()
    fill(store)
    store.chooseCostCenter('')
    expect(store.validate(0)).toBeNull()
    expect(store.validate(1)).toBe('成本中心不能为空')
    store.chooseCostCenter('8')
    expect(store.validate(1)).toBeNull()
  })

  test('an unreadable budget is refused under its field', async () => {
    const { store } = await ready()
    fill(store)
    store.setBudget('qtys', '12.345')
    expect(store.validate(0)).toBe('请输入正确的金额（最多两位小数）')
    expect(store.errors.qtys).toBeDefined()
  })
})

describe('attachments', () => {
  const required = { attachmentsRequired: () => true }

  test('where the company requires them, a submission needs one uploaded; drafts do not', async () => {
    const { store } = await ready({}, required)
    fill(store)
    expect(store.showAttachments).toBe(true)
    expect(store.validate(0)).toBeNull()
    expect(inBothLocales(() => store.validate(1))).toEqual({ 'zh-CN': '请上传附件', 'en-US': 'Please upload an attachment' })
  })

  test('files are checked before upload: a wrong type or a 10 MB+ image never travels, the good one uploads', async () => {
    const { store, calls } = await ready({}, required)
    const refusalText = await store.addFiles([
      { path: 'blob:1', name: 'virus.exe', size: 10 },
      { path: 'blob:2', name: 'big.jpg', size: 10 * 1024 * 1024 + 1 },
      { path: 'blob:3', name: 'invite.png', size: 2048, type: 'image/png' },
    ])
    expect(refusalText).toBe('virus.exe：仅支持上传jpg、jpeg、gif、png、bmp、doc、docx、xls、xlsx、csv格式的文件')
    expect(calls.upload).toEqual([{ filePath: 'blob:3', fileName: 'invite.png' }])
    expect(store.attachments.map((a) => [a.name, a.status, a.id])).toEqual([['invite.png', 'done', '801']])
    fill(store)
    expect(store.validate(1)).toBeNull()
    await store.save(1)
    expect(store.errors.attachments).toBeUndefined()
  })

  test('a submit refused for a missing attachment is cleared (field and banner) once one is uploaded', async () => {
    const { store } = await ready({}, required)
    fill(store)
    expect((await store.save(1)).ok).toBe(false)
    expect(store.errors.attachments).toBe('请上传附件')
    expect(store.error).toBe('请上传附件')
    await store.addFiles([{ path: 'blob:9', name: 'invite.png', size: 2048, type: 'image/png' }])
    expect(store.errors.attachments).toBeUndefined()
    expect(store.error).toBe('')
  })

  test('the size message of an image names 10 MB in English too', async () => {
    const { store } = await ready({}, required)
    setLocale('en-US')
    expect(await store.addFiles([{ path: 'p', name: 'big.JPG', size: 11 * 1024 * 1024 }])).toBe('big.JPG：Images cannot be larger than 10 MB')
  })

  test('a failed upload can be retried; while one uploads, saving waits', async () => {
    let fail = true
    const gate = deferred<UploadReply>()
    const { store } = await ready(
      {
        uploadCons: async (f) => {
          if (fail) throw refusal(4000, '上传失败：文件损坏')
          return gate.promise.then((r) => ({ ...r, name: f.fileName }))
        },
      },
      required,
    )
    fill(store)
    await store.addFiles([{ path: 'wxfile://a', name: 'a.docx', size: 500 }])
    const item = store.attachments[0]
    expect(item.status).toBe('failed')
    expect(item.error).toBe('上传失败：文件损坏')
    fail = false
    const retry = store.upload(item.key)
    expect(store.attachments[0].status).toBe('uploading')
    expect(store.validate(1)).toBe('附件正在上传，请稍候')
    gate.resolve({ id: '901', name: 'a.docx', size: 500, mime: 'application/msword', url: '/x' })
    await retry
    expect(store.attachments[0].status).toBe('done')
    expect(store.uploadedIds).toEqual(['901'])
    store.removeAttachment(item.key)
    expect(store.uploadedIds).toEqual([])
  })
})

describe('saving', () => {
  test('submitting sends the whole form once; a second tap while it runs does nothing', async () => {
    const gate = deferred<CcsqdAddReply>()
    const { store, calls } = await ready({
      vipCcsqdAdd: async (body) => {
        calls.add.push(body)
        return gate.promise
      },
    })
    fill(store)
    store.chooseProject('3')
    const first = store.save(1)
    expect(store.saving).toBe(1)
    expect(await store.save(1)).toEqual({ ok: false, message: null })
    expect(await store.save(0)).toEqual({ ok: false, message: null })
    gate.resolve({ ccsqdId: '3100', ccsqdNo: 'SQ2611220100', status: 1 })
    expect(await first).toEqual({ ok: true, ccsqdId: '3100', status: 1, method: 1 })
    expect(calls.add).toHaveLength(1)
    expect(calls.add[0]).toEqual({
      addMethod: 1,
      travellerEmpIds: ['101'],
      ccsy: '客户拜访',
      dateBegin: TODAY,
      dateEnd: '2026-11-29',
      mdd: '北京',
      costCenterId: '7',
      projectId: '3',
      jtys: 3000,
      zsys: 2400,
      qtys: 0,
      routes: [{ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: TODAY, cabin: 'Y' }],
    })
    expect(store.saving).toBeNull()
  })

  test('a refused submission keeps everything typed and shows the server reason', async () => {
    const { store } = await ready({ vipCcsqdAdd: async () => Promise.reject(refusal(4009, '请上传附件')) })
    fill(store)
    store.setBudget('qtys', '88')
    const before = JSON.stringify(store.body(1))
    expect(await store.save(1)).toEqual({ ok: false, message: '请上传附件' })
    expect(store.error).toBe('请上传附件')
    expect(JSON.stringify(store.body(1))).toBe(before)
    expect(store.saving).toBeNull()
  })

  test('a failed check does not call the server', async () => {
    const { store, calls } = await ready()
    expect(await store.save(1)).toEqual({ ok: false, message: '出差事由不能为空' })
    expect(calls.add).toHaveLength(0)
  })

  test('after a draft is saved, the next save edits the same draft', async () => {
    const { store, calls } = await ready()
    fill(store)
    await store.save(0)
    await store.save(1)
    expect(calls.add[0].ccsqdId).toBeUndefined()
    expect(calls.add[1].ccsqdId).toBe('3100')
  })
})

describe('editing a draft', () => {
  test('the draft fills the form: travellers, texts, dates (end kept), budgets, routes and attachments', async () => {
    const d = draft({
      ccsqdId: '3005', jtys: 1000, zsys: 0, qtys: 50.5, costCenterId: '8', projectId: '3',
      attachments: [{ id: '77', name: 'plan.xlsx', size: 2048, mime: 'application/vnd.ms-excel', url: '/obt/vipCorp/fj/queryFj?id=77' }],
    })
    const { store, calls } = await ready({ vipCcsqdGetInfo: async () => d }, {}, '3005')
    expect(store.status).toBe('ready')
    expect(store.ccsy).toBe('客户拜访')
    expect([store.dateBegin, store.dateEnd]).toEqual(['2026-12-01', '2026-12-08'])
    expect([store.jtys, store.zsys, store.qtys]).toEqual(['1000', '', '50.5'])
    expect(store.costCenterId).toBe('8')
    expect(store.routeList.routes[0].routeId).toBe('501')
    expect(store.uploadedIds).toEqual(['77'])
    expect(store.showAttachments).toBe(true)
    store.setDateBegin('2026-12-02')
    expect(store.dateEnd).toBe('2026-12-08')
    await store.save(1)
    expect(calls.add[0]).toMatchObject({ ccsqdId: '3005', attachmentIds: ['77'], routes: [{ routeId: '501' }] })
  })

  test('a submitted application cannot be edited here; an unknown or foreign id reads as not found', async () => {
    expect((await ready({ vipCcsqdGetInfo: async () => application() }, {}, '3001')).store.status).toBe('locked')
    expect((await ready({ vipCcsqdGetInfo: async () => Promise.reject(refusal(4004, '不存在')) }, {}, '3999')).store.status).toBe('notFound')
    expect((await ready({}, {}, 'abc')).store.status).toBe('notFound')
    const failed = await ready({ vipCcsqdGetInfo: async () => Promise.reject(refusal(999, '系统繁忙')) }, {}, '3001')
    expect([failed.store.status, failed.store.loadError]).toEqual(['error', '系统繁忙'])
  })

  test('a booked route of a draft cannot be removed from the form', async () => {
    const { store } = await ready({ vipCcsqdGetInfo: async () => draft({ routes: [route({ routeStatus: 3, orderId: '9', orderNo: 'TK9' })] }) }, {}, '3001')
    expect(store.routeList.remove('501')).toBe(false)
    expect(store.routeList.routes).toHaveLength(1)
  })
})
