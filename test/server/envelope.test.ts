/** The reply envelope, validation errors, unknown routes, public vs private calls, and the H5 files. */
import { sql } from 'kysely'
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../server/src/app'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

/** Sends raw bytes to a listening server and returns what comes back until the server closes. */
function rawHttp(port: number, request: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const contentType = /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? ''
      resolve({ status, contentType, body: rest.join('\r\n\r\n') })
    })
  })
}

describe.each(targets)('envelope on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('success is errCode 1, status 1, empty tips', async () => {
    const reply = await env.get('/obt/health')
    expect(reply).toEqual({ errCode: 1, status: 1, tips: '', data: { ok: true, db: target.name } })
  })

  test('a bad body is 4000 with a tips naming the field, in the request language, HTTP 200', async () => {
    const zh = await env.get('/obt/smsCodeGet', { phone: '12345', scene: 'register' })
    expect(zh).toEqual({ errCode: 4000, status: 1, tips: '手机号码格式不正确', data: null })
    const en = await env.get('/obt/smsCodeGet', { phone: '12345', scene: 'register' }, { lang: 'en' })
    expect(en.tips).toBe('Invalid mobile number')
  })

  test('a missing field and a wrong value are named', async () => {
    const missing = await env.post('/obt/vipLogin', { loginType: 2, password: 'x' })
    expect(missing.errCode).toBe(4000)
    expect(missing.tips).toBe('用户名不能为空')
    const wrongType = await env.post('/obt/vipLogin', { loginType: 7, loginName: 'a', password: 'x' }, { lang: 'en' })
    expect(wrongType.errCode).toBe(4000)
    expect(wrongType.tips).toBe('Invalid value for login type')
    const weak = await env.post('/obt/userRegister', { phone: '13800000000', smsCode: '123456', password: 'weak', empName: '张三' })
    expect(weak.tips).toBe('密码中必须包含大小写字母、数字，至少8个字符，最多20个字符')
  })

  test('malformed JSON is 4000, never a 5xx', async () => {
    const res = await env.inject({
      method: 'POST',
      url: '/obt/vipLogin',
      payload: '{"loginType": 1,',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ errCode: 4000, status: 1, tips: '请求格式不正确' })
    expect(res.body).not.toMatch(/at .*\.ts/)
  })

  test('an over-long URL is 4000 in the envelope', async () => {
    const res = await env.inject({ method: 'GET', url: `/obt/findAirportByKeyword?keyword=${'a'.repeat(10 * 1024)}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ errCode: 4000, status: 1, tips: '请求格式不正确', data: null })
    // Before the token is looked at: a private call says bad input, not "no token".
    expect((await env.inject({ method: 'GET', url: `/obt/empFindList?keywords=${'a'.repeat(10 * 1024)}` })).json()).toMatchObject({ errCode: 4000 })
  })

  test('a path parameter over the router limit or with a broken escape is 4000 in the envelope', async () => {
    for (const url of [`/obt/vipOrder/pdf/file/${'a'.repeat(200)}`, '/obt/vipOrder/pdf/file/%zz']) {
      const res = await env.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { errCode: 4000, status: 1, tips: 'Malformed request', data: null }])
    }
  })

  test('over a socket, request lines of 20 KB and 40 KB get the envelope; a file path keeps a plain 431', async () => {
    const app = buildApp({ db: env.database, logger: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = app.server.address() as AddressInfo
      const call = (path: string, size: number) =>
        rawHttp(port, `GET ${path}?keyword=${'a'.repeat(size)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: zh\r\nConnection: close\r\n\r\n`)
      for (const size of [20 * 1024, 40 * 1024, 100 * 1024]) {
        const reply = await call('/obt/findAirportByKeyword', size)
        expect([size, reply.status, reply.contentType]).toEqual([size, 200, 'application/json; charset=utf-8'])
        expect(JSON.parse(reply.body)).toEqual({ errCode: 4000, status: 1, tips: '请求格式不正确', data: null })
      }
      const file = await call('/static/hx/logo.svg', 40 * 1024)
      expect(file.status).toBe(431)
      expect(file.body).not.toContain('errCode')
      // A short call on the same server still works.
      const health = await rawHttp(port, 'GET /obt/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
      expect(JSON.parse(health.body)).toMatchObject({ errCode: 1 })
    } finally {
      await app.close()
    }
  })

  test('a value the database refuses as input is 4000 even where no schema caught it; other database errors stay 999', async () => {
    const app = buildApp({ db: env.database, logger: false })
    // A route without any schema: the value goes to SQL as sent (a NUL is made here: the request guard refuses one).
    app.post<{ Body: { value: string; type: string } }>('/obt/test/cast', { config: { public: true } }, async (request) => {
      const types: Record<string, string> = { text: 'text', int: 'integer', date: 'date', timestamp: 'timestamp', numeric: 'numeric(4, 2)' }
      const value = request.body.value.replace('<NUL>', '\u0000')
      await sql`select cast(${value} as ${sql.raw(types[request.body.type])}) as v`.execute(env.database.db)
      return { errCode: 1, status: 1, tips: '', data: null }
    })
    app.post<{ Body: { limit: number; offset: number } }>('/obt/test/page', { config: { public: true } }, async (request) => {
      await sql`select 1 limit ${request.body.limit} offset ${request.body.offset}`.execute(env.database.db)
      return { errCode: 1, status: 1, tips: '', data: null }
    })
    app.post('/obt/test/broken', { config: { public: true } }, async () => {
      await sql`select 1 / 0`.execute(env.database.db)
    })
    await app.ready()
    try {
      const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, payload })).json()
      for (const [type, value] of [
        ['text', 'a<NUL>b'],
        ['int', '99999999999999'],
        ['int', 'abc'],
        ['date', '2024-02-30'],
        ['date', '0000-01-01'],
        ['timestamp', 'yesterday-ish'],
        ['numeric', '123456'],
      ]) {
        expect([type, value, await post('/obt/test/cast', { type, value })]).toEqual([type, value, { errCode: 4000, status: 1, tips: '请求格式不正确', data: null }])
      }
      expect(await post('/obt/test/cast', { type: 'date', value: '2024-02-29' })).toMatchObject({ errCode: 1 })
      expect(await post('/obt/test/page', { limit: -1, offset: 0 })).toMatchObject({ errCode: 4000 })
      expect(await post('/obt/test/page', { limit: 1, offset: -1 })).toMatchObject({ errCode: 4000 })
      // Division by zero is the server's own bug, not the caller's input.
      expect(await post('/obt/test/broken', {})).toMatchObject({ errCode: 999 })
    } finally {
      await app.close()
    }
  })

  test('unknown routes under /obt and /mqc answer 4004 in the envelope', async () => {
    expect(await env.post('/obt/noSuchCall', {})).toEqual({ errCode: 4004, status: 1, tips: '访问的资源不存在', data: null })
    expect((await env.get('/obt/no/such/thing')).errCode).toBe(4004)
    expect((await env.post('/mqc/nothing', {})).errCode).toBe(4004)
  })

  test('a private call without a token is 3901, with a bad token 100; public calls need none', async () => {
    expect((await env.get('/obt/getLoginUserInfo')).errCode).toBe(3901)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: '0123456789abcdef0123456789abcdef' })).errCode).toBe(100)
    expect((await env.get('/obt/getLoginUserInfo', undefined, { token: 'undefined' })).errCode).toBe(3901)
    expect((await env.post('/obt/etPageSetList', {})).errCode).toBe(1)
    // A public call ignores an invalid token.
    expect((await env.post('/obt/etPageSetList', {}, { token: 'ffffffffffffffffffffffffffffffff' })).errCode).toBe(1)
  })

  test('a POST without a body counts as {}', async () => {
    const token = await env.login('hx.traveller')
    const res = await env.inject({ method: 'POST', url: '/obt/totalCount', headers: { token } })
    expect(res.json()).toMatchObject({ errCode: 1 })
  })

  test('static logos are served', async () => {
    const res = await env.inject({ method: 'GET', url: '/static/hx/logo.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.body).toContain('#1a66ff')
  })

  test('without an H5 build, / explains how to build it', async () => {
    const res = await env.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('npm run build:h5')
  })

  test('with an H5 build, app routes fall back to index.html and files are files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shanglv-h5-'))
    mkdirSync(join(dir, 'js'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app">shanglv-h5</div>')
    writeFileSync(join(dir, 'js', 'app.3f2a9c1d.js'), 'console.log(1)')
    const app = buildApp({ db: env.database, logger: false, h5Dir: dir })
    try {
      for (const url of ['/', '/login', '/home', '/tk/tkQuery', '/approval/Detail?id=1']) {
        const res = await app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(200)
        expect(res.body).toContain('shanglv-h5')
      }
      const asset = await app.inject({ method: 'GET', url: '/js/app.3f2a9c1d.js' })
      expect(asset.body).toBe('console.log(1)')
      expect(asset.headers['cache-control']).toContain('immutable')
      expect((await app.inject({ method: 'GET', url: '/js/missing.js' })).statusCode).toBe(404)
      const api = await app.inject({ method: 'GET', url: '/obt/unknownCall' })
      expect(api.json()).toMatchObject({ errCode: 4004 })
      expect((await app.inject({ method: 'GET', url: '/obt/health' })).json()).toMatchObject({ errCode: 1 })
    } finally {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
