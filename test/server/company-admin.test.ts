/**
 * Company administration: administrators read and edit the company's data and employees; anyone
 * else, and another company's ids, answer 4004 like a missing object. A new employee must change
 * the initial password at first login; a disabled one cannot sign in and loses every session.
 * Invitations register into the inviting company and refuse forged or expired tokens. The sweep
 * anonymises a closed account's trade-linked personal data once three years have passed.
 */
import type {
  CorpDetailReply,
  CorpItemEditReply,
  DeptTreeReply,
  EmpAdminListReply,
  EmpDoneReply,
  EmpSaveReply,
  InviteReply,
  RegisterForQrReply,
} from '../../server/src/schemas/company-admin'
import { demoLogin } from '../../server/src/db/demo-logins'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { bookBody, book, empIdOf, findFare, lastSmsCode } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

let phoneSeq = 0
/** A mobile no seeded employee has (unique per test run). */
function freshPhone(): string {
  phoneSeq += 1
  return `177${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`
}

describe.each(targets)('company administration on $name', (target) => {
  let env: TestEnv
  let admin: string
  beforeAll(async () => {
    env = await startTestApp(target)
    admin = await env.login('hx.admin')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const addBody = (overrides: Record<string, unknown> = {}) => ({
    empName: '测试员工',
    phoneNumber: freshPhone(),
    empRank: 'P2',
    ifBooker: 1,
    bookRange: 2,
    ...overrides,
  })

  test('a non-administrator is answered 4004 on every administration call, like a missing object', async () => {
    const token = await env.login('hx.traveller')
    const empId = await empIdOf(env, 'hx.booker')
    const replies = [
      await env.get('/obt/vipCorpFindDetail', undefined, { token }),
      await env.get('/obt/vipEmpFindList', {}, { token }),
      await env.get('/obt/vipEmpFindDetail', { empId }, { token }),
      await env.post('/obt/vipEmpSaveDetail', addBody(), { token }),
      await env.post('/obt/vipEmpEditDetail', { empId, ...addBody() }, { token }),
      await env.get('/obt/vipEmpDel', { empId }, { token }),
      await env.post('/obt/vipEmpEnable', { empId }, { token }),
      await env.post('/obt/vipEmpInvite', {}, { token }),
      await env.post('/obt/vipCorpItemEdit', { kind: 'dept', name: 'X', code: 'X1' }, { token }),
    ]
    const missing = await env.get('/obt/vipEmpFindDetail', { empId: '999999' }, { token: admin })
    for (const reply of replies) expect(reply).toMatchObject({ errCode: 4004, tips: missing.tips })
  })

  test('the administrator reads the company and adds, renames and disables a department, cost centre and project', async () => {
    const detail = await env.get<CorpDetailReply>('/obt/vipCorpFindDetail', undefined, { token: admin, lang: 'en' })
    expect(detail.errCode).toBe(1)
    expect(detail.data).toMatchObject({ corpNo: 'HXKJ' })
    expect(detail.data.departments.length).toBeGreaterThan(0)
    expect(detail.data.costCenters.length).toBeGreaterThan(0)
    expect(detail.data.ranks).toEqual(expect.arrayContaining(['P1', 'P2', 'P3', 'P4']))

    const code = `D${Date.now() % 100000}`
    const added = await env.post<CorpItemEditReply>('/obt/vipCorpItemEdit', { kind: 'dept', name: '测试部', nameEn: 'Test Dept', code }, { token: admin })
    expect(added.data.item).toMatchObject({ code, name: '测试部', status: 1, empCount: 0 })
    const again = await env.post('/obt/vipCorpItemEdit', { kind: 'dept', name: '另一个', code }, { token: admin, lang: 'en' })
    expect(again).toMatchObject({ errCode: 4009, tips: 'This code is already in use' })
    const renamed = await env.post<CorpItemEditReply>('/obt/vipCorpItemEdit', { kind: 'dept', id: added.data.item.id, name: '测试二部', status: 0 }, { token: admin })
    expect(renamed.data.item).toMatchObject({ name: '测试二部', status: 0 })

    // A department with employees cannot be disabled.
    const busy = detail.data.departments.find((d) => d.empCount > 0)!
    expect((await env.post('/obt/vipCorpItemEdit', { kind: 'dept', id: busy.id, name: busy.nameZh, status: 0 }, { token: admin })).errCode).toBe(4009)

    const cc = detail.data.costCenters[0]
    const ccOff = await env.post<CorpItemEditReply>('/obt/vipCorpItemEdit', { kind: 'costCenter', id: cc.id, name: cc.nameZh, status: 0 }, { token: admin })
    expect(ccOff.data.item.status).toBe(0)
    await env.post('/obt/vipCorpItemEdit', { kind: 'costCenter', id: cc.id, name: cc.nameZh, status: 1 }, { token: admin })
    const project = await env.post<CorpItemEditReply>('/obt/vipCorpItemEdit', { kind: 'project', name: '新项目', code: `P${Date.now() % 100000}` }, { token: admin })
    expect(project.data.item).toMatchObject({ name: '新项目', status: 1 })

    // Another company's department answers like a missing one.
    const df = await env.login('df.admin')
    expect((await env.post('/obt/vipCorpItemEdit', { kind: 'dept', id: busy.id, name: 'X' }, { token: df })).errCode).toBe(4004)
  })

  test('a new employee signs in with the initial password and must change it first', async () => {
    const detail = await env.get<CorpDetailReply>('/obt/vipCorpFindDetail', undefined, { token: admin })
    const dept = detail.data.departments.find((d) => d.status === 1)!
    const body = addBody({ deptId: dept.id, ifApprover: 1 })
    const saved = await env.post<EmpSaveReply>('/obt/vipEmpSaveDetail', body, { token: admin })
    expect(saved.errCode).toBe(1)
    expect(saved.data.loginName).toBe(body.phoneNumber)
    expect(saved.data.initialPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,20}$/)

    // The same mobile twice in one company is refused.
    expect((await env.post('/obt/vipEmpSaveDetail', { ...body }, { token: admin })).errCode).toBe(4009)
    // An unknown rank or department is bad input.
    expect((await env.post('/obt/vipEmpSaveDetail', addBody({ empRank: 'Z9' }), { token: admin })).errCode).toBe(4000)
    expect((await env.post('/obt/vipEmpSaveDetail', addBody({ deptId: '999999' }), { token: admin })).errCode).toBe(4000)

    const login = await env.post<{ token: string; ifUpdatePwd: number }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: saved.data.initialPassword })
    expect(login.data).toMatchObject({ ifUpdatePwd: 1 })
    const token = login.data.token
    expect(await env.get('/obt/empFindList', {}, { token })).toMatchObject({ errCode: 4009, data: { mustChangePassword: true } })
    expect((await env.post('/obt/vipEmpEditPwd', { oldPwd: saved.data.initialPassword, pwd: 'Newpass2026' }, { token })).errCode).toBe(1)
    const second = await env.post<{ token: string; ifUpdatePwd: number }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: 'Newpass2026' })
    expect(second.data.ifUpdatePwd).toBe(0)
    const info = await env.get<{ empInfo: { roleIds: string[]; deptId: string } }>('/obt/getLoginUserInfo', undefined, { token: second.data.token })
    expect(info.data.empInfo).toMatchObject({ deptId: dept.id })
    expect(info.data.empInfo.roleIds).toEqual(['traveller', 'booker', 'approver'])

    // Listed and found by name or phone.
    const list = await env.get<EmpAdminListReply>('/obt/vipEmpFindList', { keywords: body.phoneNumber }, { token: admin })
    expect(list.data.list.map((e) => e.empId)).toEqual([saved.data.empId])
    const paged = await env.get<EmpAdminListReply>('/obt/vipEmpFindList', { pageNum: 1, count: 2 }, { token: admin })
    expect(paged.data.list).toHaveLength(2)
    expect(paged.data.total).toBeGreaterThan(2)
  })

  test('edits stay in the company: another company answers 4004; the administrator cannot lock themselves out', async () => {
    const saved = await env.post<EmpSaveReply>('/obt/vipEmpSaveDetail', addBody(), { token: admin })
    const edit = { empId: saved.data.empId, ...addBody({ empName: '改名员工', empRank: 'P3', isAdmin: 0, bookRange: 3 }) }
    const edited = await env.post<EmpDoneReply>('/obt/vipEmpEditDetail', edit, { token: admin })
    expect(edited.data.emp).toMatchObject({ empName: '改名员工', empRank: 'P3', bookRange: 3, phoneNumber: edit.phoneNumber })

    const df = await env.login('df.admin')
    const missing = await env.get('/obt/vipEmpFindDetail', { empId: '999999' }, { token: df })
    for (const reply of [
      await env.get('/obt/vipEmpFindDetail', { empId: saved.data.empId }, { token: df }),
      await env.post('/obt/vipEmpEditDetail', edit, { token: df }),
      await env.get('/obt/vipEmpDel', { empId: saved.data.empId }, { token: df }),
    ]) {
      expect(reply).toMatchObject({ errCode: 4004, tips: missing.tips })
    }
    const dfList = await env.get<EmpAdminListReply>('/obt/vipEmpFindList', { keywords: edit.phoneNumber }, { token: df })
    expect(dfList.data.total).toBe(0)

    const self = await empIdOf(env, 'hx.admin')
    expect((await env.get('/obt/vipEmpDel', { empId: self }, { token: admin })).errCode).toBe(4009)
  })

  test('a disabled employee loses every session and cannot sign in; enabled again they can', async () => {
    const body = addBody()
    const saved = await env.post<EmpSaveReply>('/obt/vipEmpSaveDetail', body, { token: admin })
    const first = await env.post<{ token: string }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: saved.data.initialPassword })
    await env.post('/obt/vipEmpEditPwd', { oldPwd: saved.data.initialPassword, pwd: 'Newpass2026' }, { token: first.data.token })
    const session = await env.post<{ token: string }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: 'Newpass2026' })
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: session.data.token })).errCode).toBe(1)

    const off = await env.get<EmpDoneReply>('/obt/vipEmpDel', { empId: saved.data.empId }, { token: admin })
    expect(off.data.emp.status).toBe(2)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: session.data.token })).errCode).not.toBe(1)
    const refused = await env.post<{ token?: string }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: 'Newpass2026' })
    expect(refused.data.token).toBeFalsy()
    const disabledList = await env.get<EmpAdminListReply>('/obt/vipEmpFindList', { keywords: body.phoneNumber, status: 2 }, { token: admin })
    expect(disabledList.data.list[0]).toMatchObject({ empId: saved.data.empId, status: 2 })

    const on = await env.post<EmpDoneReply>('/obt/vipEmpEnable', { empId: saved.data.empId }, { token: admin })
    expect(on.data.emp.status).toBe(1)
    const back = await env.post<{ token?: string }>('/obt/vipLogin', { loginType: 2, loginName: body.phoneNumber, password: 'Newpass2026' })
    expect(back.data.token).toBeTruthy()
  })

  test('an invitation registers a new employee into the inviting company; forged and expired tokens are refused', async () => {
    const invite = await env.post<InviteReply>('/obt/vipEmpInvite', {}, { token: admin })
    expect(invite.data.path).toBe(`/Invitation?code=${invite.data.token}`)
    const tree = await env.get<DeptTreeReply>('/obt/vipDeptTreeForEmpQr', { code: invite.data.token }, { lang: 'en' })
    expect(tree.data).toMatchObject({ corpNo: 'HXKJ', inviterName: demoLogin('hx.admin').name })
    expect(tree.data.departments.length).toBeGreaterThan(0)
    expect(tree.data.departments.every((d) => /^[\x20-\x7e]+$/.test(d.name))).toBe(true)
    const dept = tree.data.departments[tree.data.departments.length - 1]

    const phone = freshPhone()
    expect((await env.get('/obt/smsCodeGet', { phone, scene: 'register' })).errCode).toBe(1)
    const wrongCode = await env.post('/obt/userRegisterForQr', { code: invite.data.token, empName: '新同事', phone, smsCode: '000000', password: 'Welcome2026', deptId: dept.id })
    expect(wrongCode.errCode).toBe(4009)
    const smsCode = await lastSmsCode(env, phone, 'register')
    const registered = await env.post<RegisterForQrReply>('/obt/userRegisterForQr', { code: invite.data.token, empName: '新同事', phone, smsCode, password: 'Welcome2026', deptId: dept.id })
    expect(registered.errCode).toBe(1)
    const token = await env.login(phone, { password: 'Welcome2026' })
    const info = await env.get<{ empInfo: { corpId: string; deptId: string; empName: string } }>('/obt/getLoginUserInfo', undefined, { token })
    const hx = await env.get<CorpDetailReply>('/obt/vipCorpFindDetail', undefined, { token: admin })
    expect(info.data.empInfo).toMatchObject({ corpId: hx.data.corpId, deptId: dept.id, empName: '新同事' })

    // Forged: a well-formed token nobody issued; malformed: bad input.
    const forged = 'ab'.repeat(16)
    expect(await env.get('/obt/vipDeptTreeForEmpQr', { code: forged }, { lang: 'en' })).toMatchObject({
      errCode: 4009,
      tips: 'The invitation link is invalid or has expired: ask your administrator for a new one',
    })
    expect((await env.get('/obt/vipDeptTreeForEmpQr', { code: 'nope' })).errCode).toBe(4000)
    expect((await env.post('/obt/userRegisterForQr', { code: forged, empName: 'X', phone: freshPhone(), smsCode: '123456', password: 'Welcome2026' })).errCode).toBe(4009)

    // Expired after a week.
    env.clock.advance(8 * 24 * 3600 * 1000)
    expect((await env.get('/obt/vipDeptTreeForEmpQr', { code: invite.data.token })).errCode).toBe(4009)
    admin = await env.login('hx.admin')
  })

  test('three years after an account closed, the sweep anonymises the personal data its orders still hold', async () => {
    const who = demoLogin('hx.traveller')
    const token = await env.login(who.loginName)
    const empId = await empIdOf(env, who.loginName)
    const fare = await findFare(env, token, { want: (c) => c.policy.inPolicy && c.seatsLeft >= 1 })
    const booked = await book(env, token, bookBody(fare.cabin.cabinKey, { passengers: [{ empId }] }))
    expect(booked.errCode).toBe(1)
    await env.post('/obt/vipCancel/smsCode', {}, { token })
    const code = await lastSmsCode(env, who.phone, 'closeAccount')
    expect((await env.post('/obt/vipCancel', { smsCode: code }, { token })).errCode).toBe(1)

    const db = env.database.db
    const passengers = () => db.selectFrom('flight_order_passengers').select(['name', 'card_number', 'phone']).where('emp_id', '=', Number(empId)).execute()
    // Within the three years the trade records are kept as they were.
    await sweepOrders(env.app.ctx)
    expect((await passengers())[0].name).toBe(who.name)

    env.clock.advance(3 * 366 * 24 * 3600 * 1000)
    await sweepOrders(env.app.ctx)
    const after = await passengers()
    expect(after.length).toBeGreaterThan(0)
    for (const p of after) expect(p).toMatchObject({ name: '已注销用户', card_number: '', phone: null })
    const order = await db.selectFrom('orders').select(['contact_name', 'contact_phone', 'total_amount']).where('id', '=', Number(booked.data.orderId)).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ contact_name: '已注销用户', contact_phone: '' })
    expect(Number(order.total_amount)).toBeGreaterThan(0)
    const claims = await db.selectFrom('flight_passenger_claims').select('identity').where('order_id', '=', Number(booked.data.orderId)).execute()
    expect(claims).toEqual([])
    const closure = await db.selectFrom('account_closures').selectAll().where('emp_id', '=', Number(empId)).executeTakeFirstOrThrow()
    expect(closure.purged_at).not.toBeNull()
  })
})
