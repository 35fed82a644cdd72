/**
 * Reply schemas: every API route has one (but the file routes), a success reply leaves with the
 * schema's fields only (a field a service adds, such as a whole ID number, never reaches the
 * client), the test-time check turns such drift into a loud 999, and error envelopes (data null,
 * or data such as violations) still arrive whole, untouched by the route's serializer.
 */
import type { TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { replySchemaOf } from '../../server/src/plugins/envelope'
import { BookableEmployee, CardView, type EmpFindListReply } from '../../server/src/schemas/traveller'
import type * as Travellers from '../../server/src/services/identity/travellers'
import { book, bookBody, empIdOf, findFare } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

/** A whole (valid) ID number no reply may carry. */
const WHOLE_ID = '110101199003074514'

/** While `on`, the wrapped service adds whole document numbers to what it returns, as a careless change might. */
const mockLeak = { on: false }

jest.mock('../../server/src/services/identity/travellers', () => {
  const actual = jest.requireActual<typeof Travellers>('../../server/src/services/identity/travellers')
  return {
    ...actual,
    findBookableColleagues: async (...args: Parameters<typeof actual.findBookableColleagues>) => {
      const reply = await actual.findBookableColleagues(...args)
      if (!mockLeak.on) return reply
      return {
        ...reply,
        list: reply.list.map((e) => ({ ...e, idNumber: WHOLE_ID, cards: e.cards.map((c) => ({ ...c, cardNumber: WHOLE_ID })) })),
      }
    },
  }
})

/**
 * Routes whose reply is not an envelope, so they have no reply schema: the PDF itinerary (a
 * one-time link), a trip attachment and a visa order's material file are files.
 */
const EXEMPT = ['GET /obt/bx/bdFile/:token', 'GET /obt/kp/order/pdf/file/:token', 'GET /obt/vipCorp/fj/queryFj', 'GET /obt/vipOrder/pdf/file/:token', 'GET /obt/vipPersonalData/file/:token', 'GET /obt/visa/visaOrder/material']

/** An app on the test's database with the reply check as given. */
async function appWith(env: TestEnv, checkReplies: boolean, onRoute?: (method: string, url: string, schema: unknown) => void): Promise<FastifyInstance> {
  const app = buildApp({ db: env.database, clock: env.clock.now, logger: false, checkReplies })
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute(method, route.url, route.schema)
    })
  }
  await app.ready()
  return app
}

describe.each(targets)('reply schemas on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('every /obt and /mqc route has a reply schema, the envelope of its data, except the file routes', async () => {
    const withSchema: string[] = []
    const without: string[] = []
    const notEnvelope: string[] = []
    const app = await appWith(env, true, (method, url, schema) => {
      if (method === 'HEAD' || !/^\/(obt|mqc)\//.test(url)) return
      const reply = replySchemaOf(schema)
      const name = `${method} ${url}`
      if (!reply) {
        without.push(name)
        return
      }
      withSchema.push(name)
      const properties = Object.keys((reply as TSchema & { properties?: object }).properties ?? {}).sort()
      if (properties.join() !== 'data,errCode,status,tips') notEnvelope.push(name)
    })
    await app.close()
    // The walk saw the routes (108 when this was written, demo tools included).
    expect(withSchema.length).toBeGreaterThan(100)
    expect(without.sort()).toEqual(EXEMPT)
    expect(notEnvelope).toEqual([])
  })

  test('a field the service adds (a whole ID number) never reaches the client; under test the check calls it drift (999)', async () => {
    const token = await env.login('hx.booker')
    mockLeak.on = true
    const production = await appWith(env, false)
    try {
      const res = await production.inject({ method: 'GET', url: '/obt/empFindList', headers: { token } })
      expect(res.body).not.toContain(WHOLE_ID)
      const reply = res.json<{ errCode: number; data: EmpFindListReply }>()
      expect(reply.errCode).toBe(1)
      expect(reply.data.list.length).toBeGreaterThan(0)
      const employeeFields = Object.keys(BookableEmployee.properties).sort()
      const cardFields = Object.keys(CardView.properties).sort()
      for (const employee of reply.data.list) {
        expect(Object.keys(employee).sort()).toEqual(employeeFields)
        for (const card of employee.cards) {
          expect(Object.keys(card).sort()).toEqual(cardFields)
          expect(card.cardNumberMasked).toContain('*')
        }
      }

      // The test app checks replies: the same change fails loudly, naming the field.
      const logs: string[] = []
      const checked = buildApp({
        db: env.database,
        clock: env.clock.now,
        checkReplies: true,
        logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
      })
      await checked.ready()
      try {
        const drift = await checked.inject({ method: 'GET', url: '/obt/empFindList', headers: { token } })
        expect(drift.body).not.toContain(WHOLE_ID)
        expect(drift.json()).toMatchObject({ errCode: 999, data: null })
        const logged = logs.join('\n')
        expect(logged).toContain('ReplySchemaError')
        expect(logged).toContain('GET /obt/empFindList')
        expect(logged).toMatch(/\/data\/list\/\d+\/idNumber/)
      } finally {
        await checked.close()
      }
    } finally {
      mockLeak.on = false
      await production.close()
    }
    // And without the extra field the checked test app answers as usual.
    expect((await env.get('/obt/empFindList', {}, { token })).errCode).toBe(1)
  })

  test('error envelopes go out whole: data with violations (4009), data null (4004), not cut to the success schema', async () => {
    const traveller = await env.login('hx.traveller')
    const travellerId = await empIdOf(env, 'hx.traveller')
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'C', days: 12 })
    const res = await env.inject({
      method: 'POST',
      url: '/obt/plane/tkOrder/v3/book',
      payload: bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }] }),
      headers: { token: traveller, 'accept-language': 'zh' },
    })
    expect(res.statusCode).toBe(200)
    const refused = res.json<{ errCode: number; status: number; tips: string; data: { violations: { code: string; text: string }[] } }>()
    expect(refused).toMatchObject({ errCode: 4009, status: 1, tips: expect.stringContaining('超出差旅标准') })
    // The whole error data, none of the success schema's fields (orderId, status... of BookReply).
    expect(Object.keys(refused.data)).toEqual(['violations'])
    expect(refused.data.violations).toEqual(expect.arrayContaining([{ code: 'CABIN_CLASS', text: expect.any(String) }]))
    // Byte for byte what JSON.stringify makes of the envelope: no serializer reordered or dropped anything.
    expect(res.body).toBe(JSON.stringify({ errCode: 4009, status: 1, tips: refused.tips, data: refused.data }))

    const missing = await env.inject({ method: 'GET', url: '/obt/plane/tkOrder/orderDetail?orderId=2147483647', headers: { token: traveller } })
    const notFound = missing.json<{ tips: string }>()
    expect(missing.body).toBe(JSON.stringify({ errCode: 4004, status: 1, tips: notFound.tips, data: null }))
    expect(notFound.tips).not.toBe('')

    // A success reply of the same route still goes through its schema.
    const ok = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], violationReasonId: undefined, tripType: 2 }))
    expect(ok.errCode).toBe(1)
    expect(Object.keys(ok.data).sort()).toEqual(['needApproval', 'orderId', 'orderNo', 'payDeadline', 'status', 'totalAmount'])
  })
})
