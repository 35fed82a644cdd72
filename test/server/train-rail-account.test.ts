/**
 * Rail account (12306) and identity-check codes (booking flows §3.3, §4, §5.7, §7.7, §8): empty
 * account or password, a refused login, binding with the account's passengers, getNewest and
 * unbinding; codes 0 / 1 / 2 per passenger, children skipped, passed identities not asked again;
 * a check code through the SMS outbox, resend gap, wrong answers counted and limited; a booking
 * refused for a passenger who has not passed (and allowed once verified); another company's
 * employee answering like a missing one; the password in no reply, row or log line.
 */
import type { TrBookReply, TrValidOrderReply } from '../../server/src/schemas/train-order'
import type { RailAccountView, RailCheckItem, RailCheckListReply, RailCheckReply, RailNewestReply } from '../../server/src/schemas/train-account'
import { clientToken, empIdOf } from './helpers/flights'
import { bookTrainOrder, findTrain, idNumber, toBookingHours, trainBookBody } from './helpers/trains'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const TR = '/obt/train/trQuery'
const PASSWORD = 'Rail-Secret-2025'

/** A guest passenger (the simulated railway: born 1970-01-01 odd sequence 0, even sequence 2). */
function guest(name: string, born: string, seq: string, phone: string) {
  return { name, cardType: 'NI' as const, cardNumber: idNumber(born, seq), phone }
}

describe.each(targets)('rail account and identity-check codes on $name', (target) => {
  let env: TestEnv
  let booker: string
  let bookerId: string

  const post = <T>(path: string, body: unknown, token = booker, lang: 'zh' | 'en' = 'zh') => env.post<T>(`${TR}/${path}`, body, { token, lang })
  const outboxCodes = async (phone: string) =>
    env.database.db.selectFrom('sms_outbox').select(['code', 'scene', 'text']).where('phone', '=', phone).orderBy('id', 'desc').execute()

  beforeAll(async () => {
    env = await startTestApp(target, { captureLogs: true })
    toBookingHours(env)
    booker = await env.login('hx.corpbooker')
    bookerId = await empIdOf(env, 'hx.corpbooker')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('an empty account or password, and a refused login, answer 4000 with the spec messages', async () => {
    for (const body of [{}, { account: 'shanglv_demo' }, { account: '  ', password: PASSWORD }, { account: 'shanglv_demo', password: '' }]) {
      expect(await post('FindClkList', body)).toMatchObject({ errCode: 4000, status: 1, tips: '12306账号或密码不能为空', data: null })
    }
    expect((await post('FindClkList', {}, booker, 'en')).tips).toBe('The 12306 account or password is empty')
    // The demo's wrong password ends in 0; a name that is no 12306 user name; a password too short.
    for (const body of [{ account: 'shanglv_demo', password: 'rail2020' }, { account: '1bad', password: PASSWORD }, { account: 'shanglv_demo', password: '12345' }]) {
      expect(await post('FindClkList', body)).toMatchObject({ errCode: 4000, tips: '12306账号登录失败，请检查账号和密码' })
    }
    expect((await post('FindClkList', { account: 'shanglv_demo', password: 'rail2020' }, booker, 'en')).tips).toBe('12306 account login failed: check the account and password')
    expect((await post<RailNewestReply>('getNewest', {})).data).toBeNull()
  })

  test('binding answers the account and its passengers; getNewest reads it back; unbinding removes it', async () => {
    const bound = await post<RailAccountView>('FindClkList', { account: 'shanglv_demo', password: PASSWORD })
    expect(bound.errCode).toBe(1)
    expect(bound.data.accountName).toBe('shanglv_demo')
    expect(bound.data.boundAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(bound.data.passengers).toHaveLength(3)
    for (const p of bound.data.passengers) expect(p.cardNumberMasked).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/)
    expect(bound.data.passengers.map((p) => p.code)).toEqual([1, 1, 2])
    // The same account gives the same passengers.
    const again = await post<RailAccountView>('FindClkList', { account: 'shanglv_demo', password: 'another-pin' })
    expect(again.data.passengers).toEqual(bound.data.passengers)

    const newest = await post<RailNewestReply>('getNewest', {})
    expect(newest.data).toEqual(again.data)
    // Another employee has none; one row per employee.
    const traveller = await env.login('hx.traveller')
    expect((await post<RailNewestReply>('getNewest', {}, traveller)).data).toBeNull()
    expect(await env.database.db.selectFrom('rail_accounts').select('id').execute()).toHaveLength(1)

    // Another account replaces the first.
    const other = await post<RailAccountView>('FindClkList', { account: '13700001111', password: PASSWORD })
    expect(other.data.accountName).toBe('13700001111')
    expect(other.data.passengers.map((p) => p.name)).not.toEqual(bound.data.passengers.map((p) => p.name))
    expect((await post<RailNewestReply>('getNewest', {})).data?.accountName).toBe('13700001111')

    expect((await post<{ deleted: boolean }>('deleteAccount', {})).data).toEqual({ deleted: true })
    expect((await post<RailNewestReply>('getNewest', {})).data).toBeNull()
    expect((await post<{ deleted: boolean }>('deleteAccount', {})).data).toEqual({ deleted: false })
  })

  test('identity-check codes: 0 not passed, 1 passed, 2 needs a code; children skipped; passed ones not asked again', async () => {
    const spy = jest.spyOn(env.app.ctx.trains, 'checkPassenger')
    const passengers = [
      { empId: bookerId },
      guest('核验甲', '19700101', '001', '13911110001'),
      guest('核验乙', '19700101', '002', '13911110002'),
      guest('小核验', '20180505', '123', '13911110003'),
    ]
    const first = await post<RailCheckListReply>('getCheckResult', { passengers })
    expect(first.errCode).toBe(1)
    expect(first.data.results.map((r) => [r.index, r.code, r.skipped])).toEqual([[0, 1, false], [1, 0, false], [2, 2, false], [3, 1, true]])
    expect(first.data.results[1].message).toBe('核验甲的身份信息未通过核验，请先核验')
    expect(first.data.results[2].message).toContain('核验乙')
    expect(first.data.results[3].message).toBe('儿童无需核验')
    for (const r of first.data.results) expect(r.cardNumberMasked).toMatch(/\*{4}/)
    // The child was not asked; the three adults were.
    expect(spy).toHaveBeenCalledTimes(3)

    spy.mockClear()
    const second = await post<RailCheckListReply>('getCheckResult', { passengers }, booker, 'en')
    expect(second.data.results.map((r) => r.code)).toEqual([1, 0, 2, 1])
    expect(second.data.results[1].message).toBe("核验甲's identity information did not pass verification: please verify it first")
    // The booker passed before: not asked again; the others are.
    expect(spy.mock.calls.map(([identity]) => identity.name)).toEqual(['核验甲', '核验乙'])
    spy.mockRestore()

    // Stored per company without the document number.
    const rows = await env.database.db.selectFrom('rail_identity_checks').selectAll().execute()
    expect(rows.map((r) => r.result).sort()).toEqual([0, 1, 2])
    expect(JSON.stringify(rows)).not.toContain(idNumber('19700101', '001'))
  })

  test('a check code goes through the SMS outbox; resending waits 60 s; the right code passes', async () => {
    const p = guest('核验丙', '19700101', '004', '13911110004')
    const sent = await post<RailCheckReply>('checkRyxx', { passenger: p })
    expect(sent.data).toMatchObject({ code: 2, sent: true, phoneMasked: '139****0004', expiresIn: 900, resendIn: 60 })
    const [sms] = await outboxCodes(p.phone)
    expect(sms.scene).toBe('railCheck')
    expect(sms.code).toMatch(/^\d{6}$/)
    expect(sms.text).toContain(sms.code)
    expect(sms.text).toContain('核验丙')

    expect(await post('checkRyxx', { passenger: p })).toMatchObject({ errCode: 4290 })
    const wrong = sms.code === '000000' ? '111111' : '000000'
    expect(await post('checkLocalHytgry', { passenger: p, smsCode: wrong })).toMatchObject({ errCode: 4000, tips: '验证码错误，还可尝试4次' })
    const right = await post<RailCheckItem>('checkLocalHytgry', { passenger: p, smsCode: sms.code })
    expect(right.data).toMatchObject({ code: 1, name: '核验丙', skipped: false, message: '' })
    expect((await post<RailCheckListReply>('getCheckResult', { passengers: [p] })).data.results[0].code).toBe(1)
    // Passed: checkRyxx sends nothing more.
    env.clock.advance(61_000)
    expect((await post<RailCheckReply>('checkRyxx', { passenger: p })).data).toMatchObject({ code: 1, sent: false })
    expect(await outboxCodes(p.phone)).toHaveLength(1)

    // Code 0 sends nothing either; a child is skipped.
    const refused = await post<RailCheckReply>('checkRyxx', { passenger: guest('核验丁', '19700101', '003', '13911110005') })
    expect(refused.data).toMatchObject({ code: 0, sent: false, message: '核验丁的身份信息未通过核验，请先核验' })
    expect(await outboxCodes('13911110005')).toHaveLength(0)
    expect((await post<RailCheckReply>('checkRyxx', { passenger: guest('小核验', '20180505', '123', '13911110003') })).data).toMatchObject({ code: 1, skipped: true })
  })

  test('wrong answers are counted: five kill the code, a new one works; no code yet or expired answers 4000', async () => {
    const p = guest('核验戊', '19700101', '006', '13911110006')
    expect(await post('checkLocalHytgry', { passenger: p, smsCode: '123456' })).toMatchObject({ errCode: 4000, tips: '请先获取核验验证码' })
    await post('checkRyxx', { passenger: p })
    const [{ code }] = await outboxCodes(p.phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const tips: string[] = []
    for (let i = 0; i < 5; i++) tips.push((await post('checkLocalHytgry', { passenger: p, smsCode: wrong }, booker, 'en')).tips)
    expect(tips).toEqual(['Incorrect verification code, 4 attempts left', 'Incorrect verification code, 3 attempts left', 'Incorrect verification code, 2 attempts left',
      'Incorrect verification code, 1 attempts left', 'Too many incorrect attempts: please get a new code'])
    expect(await post('checkLocalHytgry', { passenger: p, smsCode: code })).toMatchObject({ errCode: 4000, tips: '验证码错误次数过多，请重新获取' })
    // A malformed code is refused by the schema.
    expect(await post('checkLocalHytgry', { passenger: p, smsCode: '12ab' })).toMatchObject({ errCode: 4000 })

    env.clock.advance(61_000)
    await post('checkRyxx', { passenger: p })
    const [{ code: fresh }] = await outboxCodes(p.phone)
    env.clock.advance(16 * 60_000)
    expect(await post('checkLocalHytgry', { passenger: p, smsCode: fresh })).toMatchObject({ errCode: 4000, tips: '验证码已过期，请重新获取' })
    await post('checkRyxx', { passenger: p })
    const [{ code: last }] = await outboxCodes(p.phone)
    expect((await post<RailCheckItem>('checkLocalHytgry', { passenger: p, smsCode: last })).data.code).toBe(1)
  })

  test('a booking is refused while an adult has not passed, and goes through once verified', async () => {
    toBookingHours(env)
    const train = await findTrain(env, { days: 4 })
    const failed = guest('核验己', '19700101', '007', '13911110007')
    const pending = guest('核验庚', '19700101', '008', '13911110008')
    const child = guest('小核验', '20180505', '123', '13911110003')
    const contact = { name: '联系人', phone: '13800138000' }

    // A passenger never checked is checked by the booking itself: 0 refuses.
    const refused = await bookTrainOrder(env, booker, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: bookerId }, failed], tripType: 2, contact }))
    expect(refused).toMatchObject({ errCode: 4000, tips: '核验己的身份信息未通过核验，请先核验', data: { identityCheck: 0, index: 1 } })
    const valid = await env.post<TrValidOrderReply>(`${TR}/validOrder`, { ...trainBookBody(train.trainKey, 'O', { passengers: [pending], tripType: 2, contact }), clientToken: undefined }, { token: booker, lang: 'en' })
    expect(valid).toMatchObject({ errCode: 4000, tips: "核验庚's identity information did not pass verification: please verify it first", data: { identityCheck: 2 } })

    // Verified by code: the booking goes through (the child travels unchecked).
    await post('checkRyxx', { passenger: pending })
    const [{ code }] = await outboxCodes(pending.phone)
    await post('checkLocalHytgry', { passenger: pending, smsCode: code })
    const booked = await bookTrainOrder(env, booker, trainBookBody(train.trainKey, 'O', { passengers: [pending, { ...child, ticketType: 2 }], tripType: 2, contact, clientToken: clientToken('tr') }))
    expect(booked.errCode).toBe(1)
    expect((booked.data as TrBookReply).orderId).toMatch(/^\d+$/)
  })

  test("another company's employee answers like a missing one", async () => {
    const other = await empIdOf(env, 'df.traveller')
    const missing = await post('getCheckResult', { passengers: [{ empId: '999999' }] })
    expect(missing).toMatchObject({ errCode: 4004 })
    for (const [path, body] of [
      ['getCheckResult', { passengers: [{ empId: other }] }],
      ['checkRyxx', { passenger: { empId: other } }],
      ['checkLocalHytgry', { passenger: { empId: other }, smsCode: '123456' }],
    ] as const) {
      expect(await post(path, body)).toEqual(missing)
    }
    // Without a token: the usual refusal.
    expect((await env.post(`${TR}/getNewest`, {})).errCode).not.toBe(1)
  })

  test('the password is in no reply, row or log line', async () => {
    const replies = [
      await post('FindClkList', { account: 'shanglv_demo', password: PASSWORD }),
      await post('FindClkList', { account: 'shanglv_demo', password: `${PASSWORD}0` }),
      await post('FindClkList', { account: 'shanglv_demo', password: 'x'.repeat(65) + PASSWORD }),
      await post('getNewest', {}),
    ]
    const secrets = [PASSWORD, `${PASSWORD}0`]
    for (const reply of replies) for (const s of secrets) expect(JSON.stringify(reply)).not.toContain(s)
    const tables = ['rail_accounts', 'rail_identity_checks', 'sms_outbox', 'sms_codes'] as const
    for (const table of tables) {
      const rows = await env.database.db.selectFrom(table).selectAll().execute()
      for (const s of secrets) expect(JSON.stringify(rows)).not.toContain(s)
    }
    const log = env.logs.join('\n')
    expect(log).toContain('/obt/train/trQuery/FindClkList')
    for (const s of secrets) expect(log).not.toContain(s)
    // Not even part of it.
    expect(log).not.toContain('Rail-Secret')
  })

  test('a company that has not opened the 12306 login (parameter 20019 value1 0) is refused by the server', async () => {
    const db = env.database.db
    const hx = (await db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
    await db.deleteFrom('parameters').where('corp_id', '=', hx).where('param_no', '=', '20019').execute()
    await db.insertInto('parameters').values({ corp_id: hx, param_no: '20019', name: '12306账号登录', value1: '0' }).execute()
    try {
      expect(await post('FindClkList', { account: 'shanglv_demo', password: PASSWORD })).toMatchObject({ errCode: 4009, tips: '贵司未开通12306账号登录，请联系管理员' })
      expect(await post('FindClkList', { account: 'shanglv_demo', password: PASSWORD }, booker, 'en')).toMatchObject({ errCode: 4009, tips: '12306 account login is not open for your company; contact the administrator' })
    } finally {
      await db.deleteFrom('parameters').where('corp_id', '=', hx).where('param_no', '=', '20019').execute()
    }
  })
  test('railway logins are bounded: ten per employee and per railway account in ten minutes, then 4290 with the wait', async () => {
    const traveller = await env.login('hx.traveller')
    for (let i = 0; i < 10; i += 1) {
      expect(await post('FindClkList', { account: 'limit_probe', password: 'wrong0' }, traveller)).toMatchObject({ errCode: 4000 })
    }
    const over = await post('FindClkList', { account: 'limit_probe', password: PASSWORD }, traveller)
    expect(over.errCode).toBe(4290)
    // Another employee guessing the same railway account is held by the account's bound too.
    const approver = await env.login('hx.approver')
    expect((await post('FindClkList', { account: 'limit_probe', password: PASSWORD }, approver)).errCode).toBe(4290)
    env.clock.advance(11 * 60 * 1000)
    expect((await post('FindClkList', { account: 'limit_probe', password: 'wrong0' }, traveller)).errCode).toBe(4000)
  })
})
