/**
 * JS-SDK signing (getSdkQx): WeChat's published sample; the ticket fetched once per lifetime under
 * 20 parallel requests and across two app instances on one database; WeCom's agent signature; the
 * hash never signed.
 */
import { buildApp } from '../../server/src/app'
import { createDb, type Database } from '../../server/src/db/kysely'
import type { FetchedCredential, WechatMpProvider } from '../../server/src/providers/workplace'
import { createWorkplaceHub, setWorkplaceHub, type WorkplaceHub } from '../../server/src/services/workplace/hub'
import { jsapiSignature } from '../../server/src/services/workplace/sdk-sign'
import type { AppContext } from '../../server/src/context'
import type { SdkQxReply } from '../../server/src/schemas/workplace'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

test("the signature matches WeChat's published sample", () => {
  expect(
    jsapiSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value',
    ),
  ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
})

/** An official account that counts its fetches (shared by every hub given the same counter). */
function countingMp(counter: { token: number; ticket: number }): WechatMpProvider {
  const slow = <T>(value: T) => new Promise<T>((r) => setTimeout(() => r(value), 60))
  return {
    simulated: true,
    appId: 'wxcountingmp',
    async fetchAccessToken(): Promise<FetchedCredential> {
      counter.token += 1
      return slow({ value: `token-${counter.token}`, expiresIn: 7200 })
    },
    async fetchJsapiTicket(token: string): Promise<FetchedCredential> {
      counter.ticket += 1
      return slow({ value: `ticket-${counter.ticket}-${token}`, expiresIn: 7200 })
    },
  }
}

function hubWith(ctx: AppContext, mp: WechatMpProvider): WorkplaceHub {
  return { ...createWorkplaceHub(ctx, {}), mp }
}

describe.each(targets)('getSdkQx on $name', (target) => {
  let env: TestEnv
  let second: { app: ReturnType<typeof buildApp>; database: Database | null }
  const counter = { token: 0, ticket: 0 }

  beforeAll(async () => {
    env = await startTestApp(target)
    // A second instance on the same database: its own pool on PostgreSQL, the same PGlite otherwise.
    const database = env.databaseUrl ? await createDb({ kind: 'postgres', url: env.databaseUrl, max: 5 }) : null
    const app = buildApp({ db: database ?? env.database, clock: env.clock.now, logger: false })
    await app.ready()
    second = { app, database }
    setWorkplaceHub(env.app.ctx, hubWith(env.app.ctx, countingMp(counter)))
    setWorkplaceHub(app.ctx, hubWith(app.ctx, countingMp(counter)))
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await second?.app.close()
    await second?.database?.close()
    await env?.close()
  })

  const url = 'https://shanglv.example/approval/Detail?id=3&workItemId=9'

  async function sign(app: 'first' | 'second', body: Record<string, unknown>, token?: string): Promise<SdkQxReply> {
    const instance = app === 'first' ? env.app : second.app
    const res = await instance.inject({ method: 'POST', url: '/obt/getSdkQx', payload: body, headers: { 'accept-language': 'zh', 'y-cli': '10506', ...(token ? { token } : {}) } })
    const reply = res.json()
    expect(reply.errCode).toBe(1)
    return reply.data
  }

  test('20 parallel requests on each of two instances fetch the token and ticket once', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => sign(i % 2 ? 'second' : 'first', { url: `${url}#frag${i}` })))
    expect(counter).toEqual({ token: 1, ticket: 1 })
    for (const r of replies) {
      expect(r.appId).toBe('wxcountingmp')
      // Signed over the URL without its hash.
      expect(r.signature).toBe(jsapiSignature('ticket-1-token-1', r.nonceStr, r.timestamp, url))
    }
    // Later requests reuse it; after its lifetime (less five minutes) one instance renews it once.
    await sign('second', { url })
    expect(counter.ticket).toBe(1)
    env.clock.advance(7000 * 1000)
    await Promise.all(Array.from({ length: 10 }, (_, i) => sign(i % 2 ? 'second' : 'first', { url })))
    expect(counter).toEqual({ token: 2, ticket: 2 })
  })

  test('in WeCom a DFNY user gets the corp signature and the agent config signature', async () => {
    const token = await env.login('df.approver1')
    const reply = await sign('first', { url, client: 'wecom' }, token)
    expect(reply.appId).toBe('wwsimdfny0001')
    expect(reply.agentId).toBe('1000002')
    expect(reply.signature).toMatch(/^[0-9a-f]{40}$/)
    expect(reply.agentSignature).toMatch(/^[0-9a-f]{40}$/)
    expect(reply.agentSignature).not.toBe(reply.signature)
    // The cached tickets are shared: the second instance signs with the same ones.
    const other = await sign('second', { url, client: 'wecom' }, token)
    const rows = await env.database.db.selectFrom('sdk_credentials').select(['key', 'value']).where('key', 'like', 'wecom:%').execute()
    const ticket = rows.find((r) => r.key.endsWith(':jsapi'))?.value ?? ''
    expect(other.signature).toBe(jsapiSignature(ticket, other.nonceStr, other.timestamp, url))
    // Without a session (or outside WeCom) the official account signs.
    expect((await sign('first', { url, client: 'wecom' })).appId).toBe('wxcountingmp')
  })

  test('in DingTalk an HXKJ user gets the corp signature with the corp and agent dd.config names', async () => {
    const token = await env.login('hx.approver')
    const reply = await sign('first', { url, client: 'dingtalk' }, token)
    const rows = await env.database.db.selectFrom('workplace_apps').select(['chat_corp_id', 'agent_id', 'kind']).where('kind', '=', 'dingtalk').execute()
    const app = rows.find((r) => r.chat_corp_id === reply.appId)
    expect(app).toBeDefined()
    expect(reply.agentId).toBe(app?.agent_id)
    expect(reply.agentSignature).toBeUndefined()
    const cached = await env.database.db.selectFrom('sdk_credentials').select(['key', 'value']).where('key', 'like', 'dingtalk:%').execute()
    const ticket = cached.find((r) => r.key.endsWith(':jsapi'))?.value ?? ''
    expect(reply.signature).toBe(jsapiSignature(ticket, reply.nonceStr, reply.timestamp, url))
  })

  test('a URL that is not an address is a 4000 with tips', async () => {
    const res = await env.post('/obt/getSdkQx', { url: 'javascript:alert(1)' })
    expect(res).toMatchObject({ errCode: 4000, tips: '签名地址不正确，请传入当前页面的完整地址' })
    expect((await env.post('/obt/getSdkQx', { url: 'not a url at all' }, { lang: 'en' })).tips).toMatch(/Invalid URL to sign/)
  })
})
