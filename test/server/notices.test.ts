/** Notices: login notice, counts, pages, read marks, company isolation, badge counts. */
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

interface NoticeItem {
  id: number
  title: string
  content: string
  publishTime: string
  read: boolean
  platform: boolean
}

describe.each(targets)('notices on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('getLoginTz: by corpNo, by token, else the platform notice', async () => {
    const platform = await env.post<{ title: string }>('/obt/getLoginTz', {})
    expect(platform.data.title).toBe('欢迎使用商旅平台')
    expect((await env.post<{ title: string }>('/obt/getLoginTz', { corpNo: 'DFNY' })).data.title).toBe('东方能源集团差旅平台')
    const token = await env.login('hx.booker')
    expect((await env.post<{ title: string }>('/obt/getLoginTz', {}, { token, lang: 'en' })).data.title).toBe('Welcome to Huaxin Travel')
  })

  test('counts, newest-first pages, read marks and the badge', async () => {
    const token = await env.login('hx.traveller')
    expect((await env.post('/obt/sms/findGgtzReadCount', {}, { token })).data).toEqual({ unread: 6, total: 6 })
    const page = await env.post<{ list: NoticeItem[]; total: number }>('/obt/sms/allGgTz', { pageNum: 1, count: 20 }, { token })
    expect(page.data.total).toBe(6)
    const times = page.data.list.map((n) => n.publishTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(page.data.list[0].title).toBe('关于调整国内差旅住宿标准的通知')
    expect(page.data.list.filter((n) => n.platform)).toHaveLength(2)
    expect(page.data.list.every((n) => !n.read)).toBe(true)

    expect((await env.post('/obt/readGgtz', { id: page.data.list[0].id }, { token })).errCode).toBe(1)
    expect((await env.post('/obt/readGgtz', { id: page.data.list[0].id }, { token })).errCode).toBe(1)
    expect((await env.post('/obt/sms/findGgtzReadCount', {}, { token })).data).toEqual({ unread: 5, total: 6 })
    const second = await env.post<{ list: NoticeItem[] }>('/obt/sms/allGgTz', { pageNum: 2, count: 4 }, { token })
    expect(second.data.list).toHaveLength(2)
    const first = await env.post<{ list: NoticeItem[] }>('/obt/sms/allGgTz', { pageNum: 1, count: 4 }, { token, lang: 'en' })
    expect(first.data.list[0]).toMatchObject({ read: true, title: 'Revised domestic hotel allowances' })
    // The seeded application waiting for hx.approver adds one unread personal message and one submission in approval.
    expect(await env.post('/obt/totalCount', {}, { token })).toMatchObject({
      errCode: 1,
      data: { message: 5 + 1, approval: 0, toPay: 0, waitApproval: 1, todo: 0, schedule: 0 },
    })
    // Read marks are per employee.
    const colleague = await env.login('hx.booker')
    expect((await env.post<{ unread: number }>('/obt/sms/findGgtzReadCount', {}, { token: colleague })).data.unread).toBe(6)
  })

  test('another company\'s notice answers exactly like a missing one', async () => {
    const dfToken = await env.login('df.traveller')
    const dfPage = await env.post<{ list: NoticeItem[] }>('/obt/sms/allGgTz', { pageNum: 1, count: 20 }, { token: dfToken })
    const dfOwn = dfPage.data.list.find((n) => !n.platform) as NoticeItem
    expect(dfOwn.title).toBe('关于严格执行出差申请审批制度的通知')

    const hxToken = await env.login('hx.admin')
    const foreign = await env.post('/obt/readGgtz', { id: dfOwn.id }, { token: hxToken })
    const missing = await env.post('/obt/readGgtz', { id: 999999 }, { token: hxToken })
    expect(foreign).toEqual(missing)
    expect(foreign).toEqual({ errCode: 4004, status: 1, tips: '访问的资源不存在', data: null })
    expect(await env.post('/obt/getTzContent', { id: dfOwn.id }, { token: hxToken })).toEqual(missing)
    const own = await env.post<NoticeItem>('/obt/getTzContent', { id: dfOwn.id }, { token: dfToken })
    expect(own.data).toMatchObject({ id: dfOwn.id, title: dfOwn.title, read: false, platform: false })
    expect(own.data.content).toContain('审批')
    // Login notices are not in the message centre.
    const hxPage = await env.post<{ list: NoticeItem[] }>('/obt/sms/allGgTz', { pageNum: 1, count: 20 }, { token: hxToken })
    expect(hxPage.data.list.some((n) => n.title === '欢迎使用华信商旅')).toBe(false)
  })
})
