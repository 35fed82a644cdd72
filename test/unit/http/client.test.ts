import { HttpClient, type HttpDeps, type TransportReply, type TransportRequest, redact } from '../../../src/core/http/client'
import { ApiError } from '../../../src/core/http/envelope'
import { setLocale } from '../../../src/core/i18n/index'

interface Harness {
  client: HttpClient
  deps: HttpDeps
  sent: TransportRequest[]
  toasts: { text: string; duration?: number }[]
  alerts: { title: string; content: string }[]
  ended: string[]
  reply: (r: TransportReply | Error | ((req: TransportRequest) => TransportReply)) => void
}

function harness(opts: { token?: string; local?: boolean } = {}): Harness {
  const sent: TransportRequest[] = []
  const toasts: Harness['toasts'] = []
  const alerts: Harness['alerts'] = []
  const ended: string[] = []
  let next: TransportReply | Error | ((req: TransportRequest) => TransportReply) = { statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: null } }
  const deps: HttpDeps = {
    transport: async (req) => {
      sent.push(req)
      if (req.url.endsWith('/mqc/bugManage/submitBug')) return { statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: { id: 1 } } }
      if (next instanceof Error) throw { errMsg: next.message }
      return typeof next === 'function' ? next(req) : next
    },
    baseUrl: 'https://api.example.com',
    platformCode: 10506,
    userAgent: 'jest',
    isLocalHost: opts.local ?? false,
    session: () => ({ token: opts.token, empNo: 'HX 001/张', corpId: 'c1', locale: 'zh-CN' }),
    ui: {
      toast: (text, o) => void toasts.push({ text, duration: o?.duration }),
      alert: async (title, content) => void alerts.push({ title, content }),
      showLoading: () => undefined,
      hideLoading: () => undefined,
    },
    endSession: (mode) => void ended.push(mode),
  }
  const client = new HttpClient()
  client.configure(deps)
  return { client, deps, sent, toasts, alerts, ended, reply: (r) => (next = r) }
}

const env = (errCode: number, extra: Partial<{ status: number; tips: string; data: unknown }> = {}) => ({
  statusCode: 200,
  data: { errCode, status: extra.status ?? 1, tips: extra.tips ?? '', data: extra.data ?? null },
})

const flush = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => setLocale('zh-CN'))

describe('HttpClient headers and envelope', () => {
  it('sends the contract headers, the 60 s timeout and passes data on errCode 1', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(1, { data: { a: 1 } }))
    await expect(h.client.post('/obt/x', { q: 1 })).resolves.toEqual({ a: 1 })
    const req = h.sent[0]
    expect(req.url).toBe('https://api.example.com/obt/x')
    expect(req.timeout).toBe(60000)
    expect(req.header).toMatchObject({
      loginUserNo: encodeURIComponent('HX 001/张'),
      corpId: 'c1',
      token: 'tok',
      'y-cli': '10506',
      'Accept-Language': 'zh',
    })
  })

  it('puts GET payloads in the query string', async () => {
    const h = harness()
    await h.client.get('/obt/getParameter', { paramNo: 'A 1', skip: undefined })
    expect(h.sent[0].url).toBe('https://api.example.com/obt/getParameter?paramNo=A%201')
    expect(h.sent[0].data).toBeUndefined()
  })

  it('sends en when the session locale is en-US', async () => {
    const h = harness()
    h.deps.session = () => ({ locale: 'en-US' })
    await h.client.post('/obt/x')
    expect(h.sent[0].header['Accept-Language']).toBe('en')
  })
})

describe('HttpClient error catalogue (overview §8)', () => {
  it.each([100, 101])('%i with a session: one dialog with the tips, then a full-reload logout', async (code) => {
    const h = harness({ token: 'tok' })
    h.reply(env(code, { tips: '账号已在其他设备登录' }))
    const a = h.client.post('/obt/a').catch((e: unknown) => e)
    const b = h.client.post('/obt/b').catch((e: unknown) => e)
    const [ea, eb] = await Promise.all([a, b])
    expect(ea).toBeInstanceOf(ApiError)
    expect((ea as ApiError).kind).toBe('session')
    expect((eb as ApiError).errCode).toBe(code)
    await flush()
    expect(h.alerts).toEqual([{ title: '提示', content: '账号已在其他设备登录' }])
    expect(h.ended).toEqual(['reload'])
  })

  it('3901 clears the session and goes to login without a dialog', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(3901, { tips: 'x' }))
    await expect(h.client.post('/obt/a')).rejects.toMatchObject({ kind: 'session' })
    expect(h.alerts).toEqual([])
    expect(h.ended).toEqual(['redirect'])
  })

  it.each([100, 101, 3901])('%i on a public call made without a token passes the body on', async (code) => {
    const h = harness()
    h.reply(env(code, { data: { notice: 'hi' } }))
    await expect(h.client.post('/obt/getLoginTz')).resolves.toEqual({ notice: 'hi' })
    expect(h.ended).toEqual([])
    expect(h.alerts).toEqual([])
  })

  it.each([102, 999, 998])('%i shows a dialog, files a bug report and fails', async (code) => {
    const h = harness({ token: 'tok' })
    h.reply(env(code, { tips: '系统错误' }))
    await expect(h.client.post('/obt/book', { password: 'secret', name: 'x' })).rejects.toMatchObject({ kind: 'server', errCode: code })
    await flush()
    expect(h.alerts).toEqual([{ title: '提示', content: '系统错误' }])
    const bug = h.sent.find((r) => r.url.endsWith('/mqc/bugManage/submitBug'))
    expect(bug?.data).toMatchObject({ level: 2, platform: 10506, userAgent: 'jest', corpId: 'c1', path: '/obt/book' })
    expect(String((bug?.data as { payload: string }).payload)).not.toContain('secret')
  })

  it('never sends bug reports from a local host', async () => {
    const h = harness({ token: 'tok', local: true })
    h.reply(env(999, { tips: 'boom' }))
    await expect(h.client.post('/obt/x')).rejects.toBeInstanceOf(ApiError)
    await flush()
    expect(h.sent.some((r) => r.url.endsWith('/mqc/bugManage/submitBug'))).toBe(false)
  })

  it('1201 fails silently', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(1201, { tips: 'quiet' }))
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ kind: 'silent', shown: false })
    expect(h.toasts).toEqual([])
    expect(h.alerts).toEqual([])
  })

  it('other codes toast the tips for 5 s', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(4009, { tips: '该手机号已注册' }))
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ kind: 'business', errCode: 4009, message: '该手机号已注册', shown: true })
    expect(h.toasts).toEqual([{ text: '该手机号已注册', duration: 5000 }])
  })

  it('other codes with status 0 show nothing', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(4009, { status: 0, tips: 'hidden' }))
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ shown: false })
    expect(h.toasts).toEqual([])
  })

  it('inlineErrors leaves the message to the page', async () => {
    const h = harness({ token: 'tok' })
    h.reply(env(4000, { tips: '手机号码格式不正确' }))
    await expect(h.client.post('/obt/x', {}, { inlineErrors: true })).rejects.toMatchObject({ message: '手机号码格式不正确', shown: false })
    expect(h.toasts).toEqual([])
  })
})

describe('HttpClient transport failures', () => {
  it.each([
    ['request:fail timeout', 'timeout'],
    ['request:fail net::ERR_CONNECTION_REFUSED', 'network'],
  ])('%s -> %s with the spec toast for 3 s', async (errMsg, kind) => {
    const h = harness()
    h.reply(new Error(errMsg))
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ kind })
    expect(h.toasts).toEqual([{ text: '请求超时，请检查网络或重新进入页面！', duration: 3000 }])
  })

  it('the toast follows the language', async () => {
    setLocale('en-US')
    const h = harness()
    h.reply(new Error('timeout'))
    await expect(h.client.post('/obt/x')).rejects.toBeInstanceOf(ApiError)
    expect(h.toasts[0].text).toBe('Request timed out. Please check your network or reopen the page!')
  })

  it('a reply that is not an envelope is a clear failure, never a crash', async () => {
    const h = harness()
    h.reply({ statusCode: 200, data: '<html>proxy login</html>' })
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ kind: 'bad-reply', message: '服务器返回的数据无法识别，请稍后重试' })
  })

  it('a 502 page is reported as a server connection failure', async () => {
    const h = harness()
    h.reply({ statusCode: 502, data: 'Bad Gateway' })
    await expect(h.client.post('/obt/x')).rejects.toMatchObject({ kind: 'bad-reply', message: '服务器连接失败' })
  })

  it('a JSON string body is parsed', async () => {
    const h = harness()
    h.reply({ statusCode: 200, data: JSON.stringify({ errCode: 1, status: 1, tips: '', data: 7 }) })
    await expect(h.client.post('/obt/x')).resolves.toBe(7)
  })
})

describe('loading indicator', () => {
  it('counts pending calls and ignores quiet ones', async () => {
    jest.useFakeTimers()
    try {
      const h = harness()
      const shown: string[] = []
      h.deps.ui.showLoading = () => void shown.push('show')
      h.deps.ui.hideLoading = () => void shown.push('hide')
      h.client.configure(h.deps)
      let release!: () => void
      const gate = new Promise<void>((r) => (release = r))
      h.deps.transport = async () => {
        await gate
        return env(1)
      }
      const quiet = h.client.post('/obt/q', {}, { quiet: true })
      expect(h.client.pending).toBe(0)
      const a = h.client.post('/obt/a')
      const b = h.client.post('/obt/b')
      expect(h.client.pending).toBe(2)
      jest.advanceTimersByTime(300)
      expect(shown).toEqual(['show'])
      release()
      await Promise.all([quiet, a, b])
      expect(h.client.pending).toBe(0)
      expect(shown).toEqual(['show', 'hide'])
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('redact', () => {
  it('masks secrets and document numbers at any depth', () => {
    expect(redact({ password: 'x', list: [{ idNumber: '1', name: 'a' }], nested: { token: 't', ok: 1 } })).toEqual({
      password: '***',
      list: [{ idNumber: '***', name: 'a' }],
      nested: { token: '***', ok: 1 },
    })
  })
})

describe('HttpClient waits for the session user info', () => {
  it('holds a private call until the session is ready, then sends it with the employee headers', async () => {
    const h = harness({ token: 'tok' })
    const user: { empNo?: string } = {}
    let ready!: () => void
    const gate = new Promise<void>((r) => (ready = r))
    h.deps.session = () => ({ token: 'tok', empNo: user.empNo, corpId: user.empNo ? 'c1' : undefined, locale: 'zh-CN' })
    h.deps.sessionReady = () => gate
    h.client.configure(h.deps)
    const call = h.client.post('/obt/costCenterFindList', {})
    const info = h.client.get('/obt/getLoginUserInfo')
    await flush()
    // The user-info call itself goes out at once; the private call waits for it.
    expect(h.sent.map((r) => r.url)).toEqual(['https://api.example.com/obt/getLoginUserInfo'])
    user.empNo = 'HX001'
    ready()
    await Promise.all([call, info])
    expect(h.sent[1].url).toBe('https://api.example.com/obt/costCenterFindList')
    expect(h.sent[1].header).toMatchObject({ loginUserNo: 'HX001', corpId: 'c1', token: 'tok' })
  })
})
