/**
 * Closing an account (vipCancel): the SMS code of the mobile on file, personal data erased or
 * anonymised at once, sessions revoked, the login refused, the orders kept for the company with
 * the three-year retention date; and the personal data export (access request).
 */
import type { AddressListReply, CloseAccountCodeReply, CloseAccountReply, PersonalDataLinkReply } from '../../server/src/schemas/user-data'
import type { ContactsPageReply } from '../../server/src/schemas/traveller'
import { demoLogin } from '../../server/src/db/demo-logins'
import { bookBody, book, empIdOf, findFare, lastSmsCode } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('closing an account on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('a wrong code closes nothing; the right code erases the personal data, ends the sessions and the login, and keeps the orders', async () => {
    const who = demoLogin('hx.traveller')
    const token = await env.login(who.loginName)
    const other = await env.login(who.loginName, { deviceId: 'second', platform: '10504' })
    await env.post('/obt/vipEmpContactsEdit', { chName: '林晓', cards: [{ cardType: 'UU', cardNumber: 'X-1234' }] }, { token })
    await env.post('/obt/vipEmpAddress/edit', { recipient: '张三', mobile: '13800001111', provinceCode: '11', cityCode: 'BJS', addr: '建国路1号' }, { token })
    await env.post('/obt/airline/memberCard/edit', { interfacePlat: 'MU', hykh: 'MU123456' }, { token })
    const fare = await findFare(env, token, { want: (c) => c.policy.inPolicy && c.seatsLeft >= 2 })
    const booked = await book(env, token, bookBody(fare.cabin.cabinKey, { passengers: [{ empId: await empIdOf(env, who.loginName) }] }))
    expect(booked.errCode).toBe(1)

    const sent = await env.post<CloseAccountCodeReply>('/obt/vipCancel/smsCode', {}, { token })
    expect(sent.data).toMatchObject({ sent: true, phoneMasked: `${who.phone.slice(0, 3)}****${who.phone.slice(7)}` })
    const wrong = await env.post('/obt/vipCancel', { smsCode: '000000' }, { token, lang: 'en' })
    expect(wrong).toMatchObject({ errCode: 4009, tips: 'The verification code is wrong or has expired' })
    expect((await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', {}, { token })).data.total).toBeGreaterThan(0)

    const code = await lastSmsCode(env, who.phone, 'closeAccount')
    const closed = await env.post<CloseAccountReply>('/obt/vipCancel', { smsCode: code }, { token })
    expect(closed.errCode).toBe(1)
    const now = env.clock.now()
    expect(closed.data.ordersKeptUntil.slice(0, 4)).toBe(String(now.getUTCFullYear() + 3))

    // Sessions on every device are gone, and the password no longer signs in.
    for (const t of [token, other]) expect((await env.get('/obt/getLoginUserInfo', undefined, { token: t })).errCode).not.toBe(1)
    const login = await env.post<{ token?: string }>('/obt/vipLogin', { loginType: 2, loginName: who.loginName, password: who.password })
    expect(login.data?.token).toBeFalsy()
    // The mobile now reaches only the person's account in the other company of the group (HXSZ), never the closed one.
    const byPhone = await env.post<{ token?: string; corpId?: string }>('/obt/vipLogin', { loginType: 2, loginName: who.phone, password: who.password })
    const closedCorpId = String((await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id)
    if (byPhone.data?.token) {
      expect(byPhone.data.corpId).not.toBe(closedCorpId)
      const info = await env.get<{ vipCorp: { corpNo: string } }>('/obt/getLoginUserInfo', undefined, { token: byPhone.data.token })
      expect(info.data.vipCorp.corpNo).toBe('HXSZ')
    }

    // The personal data is erased at once.
    const db = env.database.db
    const emp = await db.selectFrom('employees').selectAll().where('emp_no', '=', who.empNo).where('corp_id', '=', Number(closedCorpId)).executeTakeFirstOrThrow()
    expect(emp).toMatchObject({ emp_name: '已注销用户', mobile: `closed-${emp.id}`, email: null, id_number: null, passport: null, password_hash: null, status: 3 })
    for (const table of ['contacts', 'user_addresses', 'airline_member_cards', 'hotel_member_cards'] as const) {
      const rows = await db.selectFrom(table).select('emp_id').where('emp_id', '=', emp.id).execute()
      expect(rows).toEqual([])
    }
    // The orders stay for the company, with the retention date on record.
    const orders = await db.selectFrom('orders').select(['id', 'corp_id']).where('booker_emp_id', '=', emp.id).execute()
    expect(orders.map((o) => String(o.id))).toContain(booked.data.orderId)
    const closure = await db.selectFrom('account_closures').selectAll().where('emp_id', '=', emp.id).executeTakeFirstOrThrow()
    expect(closure.retain_until.getTime()).toBeGreaterThan(now.getTime() + 3 * 365 * 24 * 3600 * 1000 - 1)

    // The number is free again in the company: it may give it to someone else.
    expect(await db.selectFrom('employees').select('id').where('mobile', '=', who.phone).where('corp_id', '=', Number(closedCorpId)).execute()).toEqual([])
  })

  test('a closed account cannot be closed or exported again, and the export of a live account is a one-time PDF of its own data', async () => {
    const token = await env.login('hx.booker')
    await env.post('/obt/vipEmpAddress/edit', { recipient: '王芳', mobile: '13800005555', provinceCode: '31', cityCode: 'SHA', addr: '南京东路2号', post: '200001' }, { token })
    const link = await env.post<PersonalDataLinkReply>('/obt/vipPersonalData/generate', {}, { token, lang: 'en' })
    expect(link.data.url).toMatch(/^\/obt\/vipPersonalData\/file\/[0-9a-f]{32}$/)
    const file = await env.inject({ method: 'GET', url: link.data.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('application/pdf')
    expect(file.body.startsWith('%PDF-1.4')).toBe(true)
    expect(file.body).toContain('Delivery addresses \\(1\\)')
    const again = await env.inject({ method: 'GET', url: link.data.url })
    expect(JSON.parse(again.body)).toMatchObject({ errCode: 4004 })

    // Without a session nothing is sent or closed.
    expect((await env.post('/obt/vipCancel/smsCode', {})).errCode).not.toBe(1)
    expect((await env.post('/obt/vipCancel', { smsCode: '123456' })).errCode).not.toBe(1)
    expect((await env.post('/obt/vipCancel', { smsCode: '12' }, { token })).errCode).toBe(4000)
    const list = await env.post<AddressListReply>('/obt/vipEmpAddress/list', {}, { token })
    expect(list.data.list).toHaveLength(1)
  })
})
