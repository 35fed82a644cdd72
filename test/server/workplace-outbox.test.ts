/**
 * The notifications outbox: an approval-needed message reaches the approver's (simulated) WeCom
 * with an SSO link to the approval detail; a failing channel is retried with capped backoff and
 * given up after its limit while the business action stands; push clients from saveAppTsInfo.
 */
import type { CcsqdAddReply } from '../../server/src/schemas/trip'
import type { WorkplaceOutboxReply } from '../../server/src/schemas/workplace'
import type { WorkplaceProvider } from '../../server/src/providers/workplace'
import { createWorkplaceHub, setWorkplaceHub } from '../../server/src/services/workplace/hub'
import { BASE_BACKOFF_MS, MAX_ATTEMPTS, MAX_BACKOFF_MS, backoffMs, deliverOutbox } from '../../server/src/services/workplace/outbox'
import { empIdOf } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { applicationBody, submitApplication } from './helpers/trips'

test('backoff doubles from 30 s and is capped at 30 minutes', () => {
  expect(backoffMs(1)).toBe(BASE_BACKOFF_MS)
  expect(backoffMs(2)).toBe(2 * BASE_BACKOFF_MS)
  expect(backoffMs(4)).toBe(8 * BASE_BACKOFF_MS)
  expect(backoffMs(30)).toBe(MAX_BACKOFF_MS)
})

describe.each(targets)('notifications outbox on $name', (target) => {
  let env: TestEnv
  let travellerToken: string
  let travellerId: string
  beforeAll(async () => {
    env = await startTestApp(target)
    travellerToken = await env.login('df.traveller')
    travellerId = await empIdOf(env, 'df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const inbox = async (empNo: string) => (await env.get<WorkplaceOutboxReply>('/obt/demo/workplaceOutbox', { empNo })).data.list

  test('the approver gets the approval-needed message in WeCom, linking through SSO to the approval detail', async () => {
    const before = (await inbox('DF0004')).length
    const app = await submitApplication(env, travellerToken, applicationBody(env, [travellerId]))
    const [row] = await inbox('DF0004')
    expect((await inbox('DF0004')).length).toBe(before + 1)
    expect(row).toMatchObject({ channel: 'wecom', status: 'PENDING', yycj: 2, orderId: String(app.ccsqdId) })
    expect(row.workItemId).toMatch(/^\d+$/)
    const link = new URL(row.link, 'http://x')
    expect(link.pathname).toBe('/obt/workplace/authorize')
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ corpId: 'DFNY', loginCli: 'wecom', targetModule: 'detail', workItemId: row.workItemId, orderId: String(app.ccsqdId) })

    expect(await deliverOutbox(env.app.ctx)).toMatchObject({ sent: expect.any(Number), failed: 0 })
    expect((await inbox('DF0004'))[0]).toMatchObject({ status: 'SENT', attempts: 1 })
    // HXKJ's people are on DingTalk; nobody else's inbox got it.
    expect((await inbox('HX0004')).some((r) => r.orderId === String(app.ccsqdId))).toBe(false)
  })

  test('a failing channel is retried with backoff, given up after its limit, and the business action stands', async () => {
    const failing: WorkplaceProvider = {
      kind: 'wecom', simulated: true, appId: 'x',
      authorizeUrl: () => '/', fetchAccessToken: async () => ({ value: 't', expiresIn: 7200 }),
      userIdFromCode: async () => 'nobody', fetchJsapiTicket: async () => ({ value: 'j', expiresIn: 7200 }),
      fetchAgentTicket: async () => null,
      sendMessage: async () => {
        throw new Error('wecom is down')
      },
    }
    const real = createWorkplaceHub(env.app.ctx, {})
    setWorkplaceHub(env.app.ctx, { ...real, providerFor: () => failing })
    try {
      const app = await submitApplication(env, travellerToken, applicationBody(env, [travellerId], { ccsy: '外呼失败的通知' }))
      const find = async () => (await inbox('DF0004')).find((r) => r.orderId === String(app.ccsqdId)) as WorkplaceOutboxReply['list'][number]
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        await deliverOutbox(env.app.ctx)
        expect(await find()).toMatchObject({ status: 'PENDING', attempts: attempt })
        // Not due again before its backoff.
        await deliverOutbox(env.app.ctx)
        expect((await find()).attempts).toBe(attempt)
        env.clock.advance(backoffMs(attempt))
      }
      await deliverOutbox(env.app.ctx)
      expect(await find()).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS })
      env.clock.advance(MAX_BACKOFF_MS * 2)
      await deliverOutbox(env.app.ctx)
      expect((await find()).attempts).toBe(MAX_ATTEMPTS)
      // The application itself is in approval, whatever the chat app did.
      const info = await env.get<{ status: number }>('/obt/vipCcsqdGetInfo', { ccsqdId: app.ccsqdId }, { token: travellerToken })
      expect(info.errCode).toBe(1)
      expect(info.data.status).toBe(1)
    } finally {
      setWorkplaceHub(env.app.ctx, createWorkplaceHub(env.app.ctx, {}))
    }
  })

  test('saveAppTsInfo registers the native push client: the next message also goes to push', async () => {
    const approver = await env.login('df.approver1')
    expect((await env.post('/obt/saveAppTsInfo', { tsCid: 'cid-approver-1', tsDevice: 2 }, { token: approver })).errCode).toBe(1)
    expect((await env.post('/obt/saveAppTsInfo', { tsCid: '', tsDevice: 3 }, { token: approver })).errCode).toBe(4000)
    const app: CcsqdAddReply = await submitApplication(env, travellerToken, applicationBody(env, [travellerId], { ccsy: '推送' }))
    const rows = (await inbox('DF0004')).filter((r) => r.orderId === String(app.ccsqdId))
    expect(rows.map((r) => r.channel).sort()).toEqual(['push', 'wecom'])
    const push = rows.find((r) => r.channel === 'push')
    expect(push?.link).toMatch(/^\/sso\?ssoJsonParam=/)
    expect(JSON.parse(new URL(push?.link ?? '', 'http://x').searchParams.get('ssoJsonParam') ?? '{}')).toMatchObject({ targetModule: 'detail', workItemId: push?.workItemId })
    await deliverOutbox(env.app.ctx)
    expect((await inbox('DF0004')).filter((r) => r.orderId === String(app.ccsqdId)).every((r) => r.status === 'SENT')).toBe(true)
  })
})
