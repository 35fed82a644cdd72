/** Request logs never carry passwords, tokens, codes or ID numbers. */
import { demoLogin } from '../../server/src/db/demo-logins'
import { encryptLoginPassword } from '../../server/src/services/identity/login-crypto'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('log redaction on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target, { captureLogs: true })
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('passwords, tokens and codes never reach the log', async () => {
    const { loginName, password } = demoLogin('hx.traveller')
    const encrypted = encryptLoginPassword(password)
    const token = await env.login(loginName)
    await env.post('/obt/vipLogin', { loginType: 1, loginName, password: encrypted })
    await env.post('/obt/vipLogin', { loginType: 2, loginName, password: 'Wrong-Secret-9' })
    await env.get('/obt/getLoginUserInfo', undefined, { token })
    await env.get('/obt/validModifyPassword', { pwd: 'Query-Secret-7' })
    await env.post('/obt/vipEmpEditPwd', { oldPwd: 'Old-Secret-5', pwd: 'x' }, { token })
    await env.get('/obt/smsCodeCheck', { phone: '13700009999', scene: 'register', code: '864213' })
    // A bug report whose payload carries a password.
    await env.post('/mqc/bugManage/submitBug', { level: 2, path: '/obt/vipLogin', payload: { password: 'Bug-Secret-3', loginName } })

    const log = env.logs.join('\n')
    expect(env.logs.length).toBeGreaterThan(10)
    expect(log).toContain('/obt/validModifyPassword?pwd=[REDACTED]')
    for (const secret of [password, encrypted, token, 'Wrong-Secret-9', 'Query-Secret-7', 'Old-Secret-5', '864213', 'Bug-Secret-3']) {
      expect(log).not.toContain(secret)
    }
  })

  test('an internal error is logged with the body redacted and answered 999 without details', async () => {
    const token = await env.login('hx.booker')
    await env.database.db.schema.alterTable('notices').renameTo('notices_away').execute()
    try {
      const reply = await env.post('/obt/sms/allGgTz', { pageNum: 1, count: 10, password: 'Body-Secret-1' }, { token, lang: 'en' })
      expect(reply).toEqual({ errCode: 999, status: 1, tips: 'System error', data: null })
    } finally {
      await env.database.db.schema.alterTable('notices_away').renameTo('notices').execute()
    }
    const errorLine = env.logs.find((line) => line.includes('unhandled error'))
    expect(errorLine).toBeDefined()
    expect(errorLine).toContain('[REDACTED]')
    expect(env.logs.join('\n')).not.toContain('Body-Secret-1')
    expect(env.logs.join('\n')).not.toContain(token)
  })

  test('malformed input is logged at most as a one-line warning, never an error with a stack', async () => {
    const token = await env.login('hx.traveller')
    const from = env.logs.length
    // Unauthenticated first: NUL bytes, and a company id past the integer column (only the database refuses it).
    await env.post('/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller\u0000', password: 'x' })
    await env.get('/obt/getCorpList', { loginName: 'x\u0000y' })
    await env.post('/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller', password: 'x', compId: '99999999999999999999' })
    await env.post('/obt/geo/findByKeyword', { type: '10901', keyword: '\u0000' })
    // Signed in: an id past int4, an impossible date, a page past the end of the OFFSET range.
    await env.get('/obt/plane/tkOrder/orderDetail', { orderId: '999999999999' }, { token })
    await env.post('/obt/totalOrderList', { dateStart: '2030-02-30' }, { token })
    await env.post('/obt/sms/allGgTz', { pageNum: 1e20 }, { token })
    const lines = env.logs.slice(from).map((line) => JSON.parse(line) as { level: number; msg: string; sqlState?: string })
    expect(lines.length).toBeGreaterThan(7)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    expect(env.logs.slice(from).filter((line) => /stack|\\n\s+at /.test(line))).toEqual([])
    // What reached the database (today the compId) says which SQLSTATE refused it, and nothing of the value.
    for (const line of lines.filter((l) => l.level === 40)) expect(line).toMatchObject({ msg: 'database refused input', sqlState: expect.stringMatching(/^22/) })
    expect(env.logs.slice(from).join('\n')).not.toContain('99999999999999999999')
  })

  test('logged URLs keep no mobile numbers, login names, search words or one-time document keys', async () => {
    const token = await env.login('hx.booker')
    const from = env.logs.length
    await env.get('/obt/smsCodeGet', { phone: '13712345678', scene: 'register' })
    await env.get('/obt/getCorpList', { loginName: '13712345679' })
    await env.get('/obt/empFindList', { keywords: '13712345670', pageNum: 2, count: 20 }, { token })
    await env.get('/obt/empFindList', { keywords: '陈晓燕' }, { token })
    await env.get('/obt/demo/smsOutbox', { phone: '13712345671' })
    await env.inject({ method: 'GET', url: '/obt/vipOrder/pdf/file/0123456789abcdef0123456789abcdef' })
    await env.inject({ method: 'GET', url: '/obt/health?13712345672' })
    const log = env.logs.slice(from).join('\n')
    for (const secret of ['13712345678', '13712345679', '13712345670', '13712345671', '13712345672', '陈晓燕', encodeURIComponent('陈晓燕'), '0123456789abcdef']) {
      expect(log).not.toContain(secret)
    }
    // What helps to follow a request stays: the path, the parameter names, paging and codes.
    expect(log).toContain('/obt/smsCodeGet?phone=[REDACTED]&scene=register')
    expect(log).toContain('/obt/empFindList?keywords=[REDACTED]&pageNum=2&count=20')
    expect(log).toContain('/obt/vipOrder/pdf/file/[REDACTED]')
  })

  test('bug reports are stored with their secrets removed', async () => {
    const reply = await env.post<{ id: number }>('/mqc/bugManage/submitBug', {
      level: 2,
      platform: '10506',
      userAgent: 'Mozilla/5.0',
      corpId: '1',
      empNo: 'HX0001',
      path: '/obt/vipLogin',
      payload: JSON.stringify({ loginName: 'hx.traveller', password: 'Stored-Secret-2' }),
      response: { errCode: 999, tips: '系统错误' },
    })
    expect(reply.data.id).toBeGreaterThan(0)
    const row = await env.database.db.selectFrom('bug_reports').selectAll().where('id', '=', reply.data.id).executeTakeFirstOrThrow()
    expect(row.payload).toContain('hx.traveller')
    expect(row.payload).not.toContain('Stored-Secret-2')
    expect(JSON.parse(row.response)).toEqual({ errCode: 999, tips: '系统错误' })
  })
})
