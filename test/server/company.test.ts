/** Page settings, product rights, parameters and the company reference lists. */
import type { PageSet } from '../../server/src/schemas/general'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('company data on $name', (target) => {
  let env: TestEnv
  let hx: string
  let df: string
  beforeAll(async () => {
    env = await startTestApp(target)
    hx = await env.login('hx.traveller')
    df = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const pageSet = async (body: Record<string, unknown>, token?: string, lang: 'zh' | 'en' = 'zh') =>
    (await env.post<PageSet[]>('/obt/etPageSetList', body, { token, lang })).data[0]

  test('etPageSetList: platform default, by domain, by corpNo, and the token wins', async () => {
    const fallback = await pageSet({ domainName: 'unknown.example.com', sysType: 1 })
    expect(fallback).toMatchObject({ pageName: '商旅 Shanglv', by4: 'default', sysType: '1', logoUrl: '/static/default/logo.svg' })
    expect(fallback.themeBean.mainColor).toBe('#1677ff')
    expect(JSON.parse(fallback.by1)).toMatchObject({ banners: ['/static/default/banner-1.svg', '/static/default/banner-2.svg'], loginBg: expect.any(String) })
    expect(fallback.by2).toContain('\n')

    expect(fallback.visitorMode).toBe(0)
    const byDomain = await pageSet({ domainName: 'dfny.shanglv.cn:443' })
    expect(byDomain).toMatchObject({ pageName: '东方能源差旅', by4: 'df', visitorMode: 1 })
    expect(byDomain.themeBean.mainColor).toBe('#c8102e')
    expect((await pageSet({ corpNo: 'HXKJ' })).by4).toBe('hx')
    expect((await pageSet({ corpNo: 'PERSONAL' })).by4).toBe('default')
    // A valid token decides, whatever the domain says.
    const withToken = await pageSet({ domainName: 'dfny.shanglv.cn' }, hx, 'en')
    expect(withToken).toMatchObject({ by4: 'hx', pageName: 'Huaxin Travel' })
    expect(withToken.themeBean.mainColor).toBe('#1a66ff')

    // The logo and banners it points to exist.
    for (const url of [withToken.logoUrl, ...(JSON.parse(withToken.by1) as { banners: string[] }).banners]) {
      expect((await env.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
  })

  test('banners and the login background follow the reader\'s language (their pictures carry text)', async () => {
    const zh = JSON.parse((await pageSet({ corpNo: 'HXKJ' })).by1) as Record<string, unknown>
    const en = JSON.parse((await pageSet({ corpNo: 'HXKJ' }, undefined, 'en')).by1) as Record<string, unknown>
    expect(zh).toMatchObject({ banners: ['/static/hx/banner-1.svg', '/static/hx/banner-2.svg'], loginBg: '/static/hx/login-bg.svg' })
    expect(en).toMatchObject({ banners: ['/static/hx/banner-1.en.svg', '/static/hx/banner-2.en.svg'], loginBg: '/static/hx/login-bg.en.svg' })
    expect(zh.en).toBeUndefined()
    expect(en.en).toBeUndefined()
    for (const url of [...(en.banners as string[]), en.loginBg as string]) {
      const file = await env.inject({ method: 'GET', url })
      expect(file.statusCode).toBe(200)
      expect(file.body).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })

  test('getAuthorizationPnos differs per company and per user', async () => {
    const pnos = async (token: string) => (await env.post<{ pnos: string[] }>('/obt/sys/privilege/getAuthorizationPnos', {}, { token })).data.pnos
    const hxPnos = await pnos(hx)
    expect(hxPnos).toEqual(['10901', '10902', '10903', '10904', '10906', '10907', '10911', '10912', '10913', '10999'])
    const dfPnos = await pnos(df)
    expect(dfPnos).toContain('10901')
    expect(dfPnos).not.toContain('10913')
    expect(dfPnos).not.toContain('10911')
    // A must-change account is held until the change (only the change, user info and logout answer).
    const held = await env.login('hx.newhire')
    expect((await env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token: held })).errCode).toBe(4009)
    await env.post('/obt/vipEmpEditPwd', { oldPwd: 'Welcome1', pwd: 'Newhire2026' }, { token: held })
    const newhire = await pnos(await env.login('hx.newhire', { password: 'Newhire2026' }))
    expect(newhire).not.toContain('10906')
    expect(newhire).toContain('10903')
  })

  test('parameters: system values, company overrides with a token, several at once', async () => {
    const one = await env.get<{ parameterResponses: { paramNo: string; value1: string }[] }>('/obt/getParameter', { paramNo: '10010' })
    expect(one.data.parameterResponses).toEqual([{ paramNo: '10010', value1: '0' }])
    const dfOne = await env.get<{ parameterResponses: { value1: string }[] }>('/obt/getParameter', { paramNo: '10010' }, { token: df })
    expect(dfOne.data.parameterResponses[0].value1).toBe('1')
    const many = await env.post<{ parameterResponses: { paramNo: string; value1: string; value2?: string }[] }>('/obt/admin/queryParameter', {
      paramNos: ['20019', '10914', 'H083', 'NOPE'],
    })
    expect(many.data.parameterResponses).toEqual([
      { paramNo: '20019', value1: '1' },
      { paramNo: '10914', value1: '1', value2: '1' },
      { paramNo: 'H083', value1: '1' },
    ])
    const vip = await env.post<{ parameterResponses: { value1: string }[] }>('/obt/queryVipParameter', { paramNo: '10915' }, { token: df })
    expect(vip.data.parameterResponses[0].value1).toBe('0')
    expect((await env.post('/obt/queryVipParameter', { paramNo: '10915' })).errCode).toBe(3901)
    const sys = await env.post<{ parameterResponses: { value1: string }[] }>('/obt/admin/vipParam/getSysParameter', { paramNo: '10915' }, { token: df })
    expect(sys.data.parameterResponses[0].value1).toBe('1')
    expect((await env.post('/obt/admin/queryParameter', { paramNos: [] })).errCode).toBe(4000)
  })

  test('getBClass trip purposes in both languages; nations', async () => {
    const zh = await env.get<{ id: number; name: string; code: string }[]>('/obt/getBClass', { parNo: '15900' }, { token: hx })
    expect(zh.data[0]).toMatchObject({ code: '01', name: '客户拜访' })
    const en = await env.get<{ name: string }[]>('/obt/getBClass', { parNo: '15900' }, { token: hx, lang: 'en' })
    expect(en.data[0].name).toBe('Client visit')
    const nations = await env.post<{ code: string; nameZh: string; nameEn: string }[]>('/obt/bdc/findNationList', {})
    expect(nations.data.length).toBeGreaterThanOrEqual(60)
    expect(nations.data[0]).toEqual({ code: 'CN', nameZh: '中国', nameEn: 'China' })
    expect(new Set(nations.data.map((n) => n.code)).size).toBe(nations.data.length)
  })

  test('cost centres and projects are company scoped', async () => {
    const hxCc = await env.post<{ code: string }[]>('/obt/costCenterFindList', {}, { token: hx })
    expect(hxCc.data.map((c) => c.code).every((c) => c.startsWith('CC-HX'))).toBe(true)
    const dfCc = await env.post<{ code: string }[]>('/obt/costCenterFindList', { keywords: '财务' }, { token: df })
    expect(dfCc.data.map((c) => c.code)).toEqual(['CC-DF-FIN'])

    const all = await env.post<{ list: { code: string; status: number }[]; total: number }>('/obt/projectList', { pageNum: 1, count: 9999 }, { token: hx })
    expect(all.data.total).toBe(8)
    expect(all.data.list.every((p) => p.code.startsWith('HX-'))).toBe(true)
    const open = await env.post<{ list: unknown[]; total: number }>('/obt/projectList', { pageNum: 1, count: 3, status: 1 }, { token: hx })
    expect(open.data.total).toBe(7)
    expect(open.data.list).toHaveLength(3)
    const search = await env.post<{ list: { name: string }[] }>('/obt/projectList', { keywords: '风电', pageNum: 1, count: 20 }, { token: df })
    expect(search.data.list.map((p) => p.name)).toEqual(['酒泉风电场运维', '海上风电前期调研'])
  })

  test('service contacts and complaint phone follow the company', async () => {
    const contacts = await env.get<{ name: string; role: string; phone: string }[]>('/obt/getCustomerInfoList', undefined, { token: df })
    expect(contacts.data[0].name).toContain('邱瑞')
    expect(contacts.data[contacts.data.length - 1].phone).toBe('400-820-6688')
    expect((await env.get<{ phone: string }>('/obt/getComplaintPhone')).data.phone).toBe('400-820-6699')
    expect((await env.get<{ phone: string }>('/obt/getComplaintPhone', undefined, { token: df })).data.phone).toBe('400-900-9518')
  })
})
