/**
 * Company groups (issue 16, sso4ParnetCorpId for group companies): HXKJ and its Shenzhen subsidiary
 * HXSZ; hx.traveller (HX0001) has a record in both. getVipCorpsByEmpNo lists the group companies of
 * the caller's person, sso4ParnetCorpId switches into one as a login would, and nothing crosses the
 * tenant line: a subsidiary token sees the subsidiary's data only, and other companies are never named.
 */
import type { GroupCorpsReply, SwitchCorpReply } from '../../server/src/schemas/company-group'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

interface UserInfo {
  empInfo: { empNo: string; corpId: string; empName: string; deptName: string; empRank: string }
  vipCorp: { corpNo: string; fullname: string; shortName: string }
}

describe.each(targets)('company groups on $name', (target) => {
  let env: TestEnv
  let corpIds: Record<string, string>
  beforeAll(async () => {
    env = await startTestApp(target)
    const rows = await env.database.db.selectFrom('companies').select(['id', 'corp_no', 'parent_id']).execute()
    corpIds = Object.fromEntries(rows.map((r) => [r.corp_no, String(r.id)]))
    // The seeded group: HXSZ under HXKJ, the others on their own.
    expect(rows.find((r) => r.corp_no === 'HXSZ')?.parent_id).toBe(Number(corpIds.HXKJ))
    expect(rows.filter((r) => r.corp_no !== 'HXSZ').every((r) => r.parent_id === null)).toBe(true)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const list = (token: string, lang: 'zh' | 'en' = 'zh') => env.post<GroupCorpsReply>('/obt/getVipCorpsByEmpNo', {}, { token, lang })
  const switchTo = (token: string, corpId: string, lang: 'zh' | 'en' = 'zh') =>
    env.post<SwitchCorpReply>('/obt/sso4ParnetCorpId', { corpId }, { token, lang })
  const userInfo = (token: string) => env.get<UserInfo>('/obt/getLoginUserInfo', undefined, { token })

  test('hx.traveller sees both companies of the group, the parent first and the current one marked, in both languages', async () => {
    const token = await env.login('hx.traveller')
    const zh = await list(token)
    expect(zh.errCode).toBe(1)
    expect(zh.data.list.map((c) => [c.corpNo, c.current, c.isParent])).toEqual([['HXKJ', 1, 1], ['HXSZ', 0, 0]])
    expect(zh.data.list[1]).toMatchObject({
      corpId: corpIds.HXSZ, fullname: '华信科技(深圳)有限公司', shortName: '华信深圳', deptName: '深圳研发部',
      fullnameZh: '华信科技(深圳)有限公司', fullnameEn: 'Huaxin Technology (Shenzhen) Co., Ltd.', shortNameEn: 'Huaxin Shenzhen',
    })
    const en = await list(token, 'en')
    expect(en.data.list.map((c) => [c.shortName, c.deptName])).toEqual([['Huaxin Tech', 'R&D Center'], ['Huaxin Shenzhen', 'Shenzhen R&D']])
  })

  test('hx.approver, with a record in HXKJ only, sees one company; df.traveller only DFNY', async () => {
    expect((await list(await env.login('hx.approver'))).data.list.map((c) => [c.corpNo, c.current])).toEqual([['HXKJ', 1]])
    expect((await list(await env.login('df.traveller'))).data.list.map((c) => c.corpNo)).toEqual(['DFNY'])
  })

  test('switching opens a session for the subsidiary record, ends the old one, and back again', async () => {
    const parent = await env.login('hx.traveller', { deviceId: 'switch-device' })
    const reply = await switchTo(parent, corpIds.HXSZ)
    expect(reply.errCode).toBe(1)
    expect(reply.data).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/), ifUpdatePwd: 0, empNo: 'HX0001', corpId: corpIds.HXSZ })
    const sub = reply.data.token

    const info = await userInfo(sub)
    expect(info.data.vipCorp).toMatchObject({ corpNo: 'HXSZ', shortName: '华信深圳' })
    expect(info.data.empInfo).toMatchObject({ empNo: 'HX0001', corpId: corpIds.HXSZ, empName: '李明轩', deptName: '深圳研发部', empRank: 'P3' })
    // The token it came from is over (100: log in again), not "replaced by another device" (101).
    expect((await userInfo(parent)).errCode).toBe(100)
    // From the subsidiary the list is the same two companies, now HXSZ current.
    expect((await list(sub)).data.list.map((c) => [c.corpNo, c.current])).toEqual([['HXKJ', 0], ['HXSZ', 1]])
    // A password login of the subsidiary record on another device is unaffected by the switch on this one.
    const elsewhere = await env.login('hx.traveller.sz', { deviceId: 'other-platform-device', platform: '10504' })
    expect((await userInfo(elsewhere)).errCode).toBe(1)

    const back = await switchTo(sub, corpIds.HXKJ)
    expect(back.data.corpId).toBe(corpIds.HXKJ)
    expect((await userInfo(back.data.token)).data.vipCorp.corpNo).toBe('HXKJ')
    expect((await userInfo(sub)).errCode).toBe(100)
  })

  test('the tenant line holds: a subsidiary token cannot read the parent record orders', async () => {
    const parent = await env.login('hx.traveller')
    const parentOrders = await env.post<{ list: { orderId: string }[]; total: number }>('/obt/qt/order/list', { pageNum: 1, count: 50 }, { token: parent })
    expect(parentOrders.data.total).toBeGreaterThan(0)
    const orderId = parentOrders.data.list[0].orderId
    expect((await env.post('/obt/qt/order/detail', { orderId }, { token: parent })).errCode).toBe(1)

    const sub = (await switchTo(parent, corpIds.HXSZ)).data.token
    const subOrders = await env.post<{ list: { orderId: string }[]; total: number }>('/obt/qt/order/list', { pageNum: 1, count: 50 }, { token: sub })
    expect(subOrders.errCode).toBe(1)
    expect(subOrders.data.list.map((o) => o.orderId)).not.toContain(orderId)
    expect((await env.post('/obt/qt/order/detail', { orderId }, { token: sub })).errCode).toBe(4004)
  })

  test('a company outside the group, an unknown one and one without an active record are refused alike; nothing is named', async () => {
    const token = await env.login('hx.traveller')
    const dfny = await switchTo(token, corpIds.DFNY)
    const unknown = await switchTo(token, '987654')
    expect(dfny).toEqual({ errCode: 4004, status: expect.any(Number), tips: '您在该公司没有可用的账号，无法切换', data: null })
    expect(unknown).toEqual(dfny)
    expect((await switchTo(token, corpIds.DFNY, 'en')).tips).toBe('You have no active account in that company, so you cannot switch to it')
    expect(JSON.stringify(dfny)).not.toMatch(/东方|Dongfang/)

    // hx.approver: no record in HXSZ, then an inactive one (left the subsidiary): refused both times, and not listed.
    const approver = await env.login('hx.approver')
    expect((await switchTo(approver, corpIds.HXSZ)).errCode).toBe(4004)
    const db = env.database.db
    const source = await db.selectFrom('employees').selectAll().where('login_name', '=', 'hx.approver').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = source
    void _id
    await db
      .insertInto('employees')
      .values({ ...copy, corp_id: Number(corpIds.HXSZ), dept_id: null, login_name: 'hx.approver.sz.left', status: 0 })
      .execute()
    expect((await switchTo(approver, corpIds.HXSZ)).errCode).toBe(4004)
    expect((await list(approver)).data.list.map((c) => c.corpNo)).toEqual(['HXKJ'])
    // The refused calls left the caller's session alone.
    expect((await userInfo(approver)).data.vipCorp.corpNo).toBe('HXKJ')
    expect((await userInfo(token)).data.vipCorp.corpNo).toBe('HXKJ')
  })

  test('bad input and the current company are 4000 with tips; without a session 4001-style refusals', async () => {
    const token = await env.login('hx.traveller')
    const bad = await switchTo(token, 'HXSZ')
    expect(bad.errCode).toBe(4000)
    expect(bad.tips).not.toBe('')
    const same = await switchTo(token, corpIds.HXKJ)
    expect(same).toMatchObject({ errCode: 4000, tips: '您当前已在该公司' })
    expect((await userInfo(token)).errCode).toBe(1)
    const anonymous = await env.post('/obt/getVipCorpsByEmpNo', {})
    expect(anonymous.errCode).not.toBe(1)
    expect((await env.post('/obt/sso4ParnetCorpId', { corpId: corpIds.HXSZ })).errCode).toBe(anonymous.errCode)
  })

  test('workplace sign-on lands in the company whose chat app signed the user in, never in another of the group', async () => {
    const location = async (url: string) => {
      const res = await env.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(302)
      return String(res.headers.location)
    }
    // HXKJ's (simulated) DingTalk: chat user HX0001 is the parent record, although HXSZ has an HX0001 too.
    const authorize = await location('/obt/workplace/authorize?corpId=HXKJ')
    const landing = await location(await location(`${authorize}&userId=HX0001`))
    const token = new URL(landing, 'http://x').searchParams.get('token') ?? ''
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    const info = await userInfo(token)
    expect(info.data.vipCorp.corpNo).toBe('HXKJ')
    expect(info.data.empInfo.corpId).toBe(corpIds.HXKJ)
    // From there the subsidiary is one switch away.
    expect((await list(token)).data.list.map((c) => c.corpNo)).toEqual(['HXKJ', 'HXSZ'])
    // The subsidiary has no chat app of its own: its sign-on lands with no token (token invalid, then login).
    expect(await location('/obt/workplace/authorize?corpId=HXSZ')).toBe('/sso?token=')
  })
})
