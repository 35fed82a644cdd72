/** The reply envelope, validation errors, unknown routes, public vs private calls, and the H5 files. */
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../server/src/app'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

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
