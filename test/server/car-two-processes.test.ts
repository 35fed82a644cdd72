/**
 * Two server processes on one PostgreSQL advancing the same rides at once (reads and sweeps of
 * both, concurrently, on a moving fake clock): every ride moves through each car state exactly
 * once — one message per driver acceptance, one completion event, one company charge. PostgreSQL
 * only; skipped without TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { createDb, type Database } from '../../server/src/db/kysely'
import type { CarBookReply, CarOrderDetail, QueryCarReply } from '../../server/src/schemas/car'
import type { EnvelopeOf } from '../../server/src/schemas/common'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { clientToken, empIdOf } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const postgres = targets.find((t) => t.name === 'postgres')
const describeOnPostgres = postgres ? describe : describe.skip

describeOnPostgres('two server processes advancing the same rides', () => {
  let env: TestEnv
  let second: { app: FastifyInstance; database: Database }
  let token: string

  beforeAll(async () => {
    env = await startTestApp(postgres as NonNullable<typeof postgres>)
    const database = await createDb({ kind: 'postgres', url: env.databaseUrl as string, max: 5 })
    const app = buildApp({ db: database, clock: env.clock.now, logger: false })
    await app.ready()
    second = { app, database }
    token = await env.login('hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await env?.close()
  })

  async function call<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload: Record<string, unknown>): Promise<EnvelopeOf<T>> {
    const res = await app.inject(method === 'GET'
      ? { method, url, query: payload as Record<string, string>, headers: { 'accept-language': 'zh', 'y-cli': '10506', token } }
      : { method, url, payload, headers: { 'accept-language': 'zh', 'y-cli': '10506', token } })
    return res.json()
  }

  test('rides read and swept by both processes at once move through each state once', async () => {
    const empId = await empIdOf(env, 'hx.traveller')
    const ids: string[] = []
    for (let i = 0; i < 6; i += 1) {
      const q = await call<QueryCarReply>(env.app, 'POST', '/obt/car/carQuery/queryCar', {
        useType: 1, cityId: 'SHA', from: { name: 'A', address: '', lat: 31.2304 + i * 0.001, lng: 121.4737 }, to: { name: 'B', address: '', lat: 31.1979, lng: 121.3363 },
      })
      const booked = await call<CarBookReply>(i % 2 ? second.app : env.app, 'POST', '/obt/car/carOrder/bookCarOrder', {
        priceKey: q.data.list[0].priceKey, clientToken: clientToken(`two-${i}`), passenger: { empId, name: '乘客', mobile: '13800138000' },
        contact: { name: '联系人', phone: '13800138000' }, tripType: 1,
      })
      expect(booked.errCode).toBe(1)
      ids.push(booked.data.orderId)
    }
    for (const step of [16, 46, 21, 121]) {
      env.clock.advance(step * 1000)
      await Promise.all([
        sweepOrders(env.app.ctx),
        sweepOrders(second.app.ctx),
        ...ids.flatMap((id) => [
          call<CarOrderDetail>(env.app, 'GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: id }),
          call<CarOrderDetail>(second.app, 'GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: id }),
          call(second.app, 'POST', '/obt/car/carOrder/getDriverLocation', { orderId: id }),
        ]),
      ])
    }
    const db = env.database.db
    const orders = await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids.map(Number)).execute()
    expect(orders.every((o) => o.status === 'COMPLETED')).toBe(true)
    const completes = await db.selectFrom('order_events').select('order_id').where('event', '=', 'complete').where('order_id', 'in', ids.map(Number)).execute()
    expect(completes).toHaveLength(ids.length)
    const accepted = await db.selectFrom('emp_messages').select('order_id').where('order_type', '=', 11018).where('order_id', 'in', ids).where('content', 'like', '%已接单%').execute()
    expect(accepted).toHaveLength(ids.length)
    const charges = await db.selectFrom('payment_orders').select('order_id').where('order_id', 'in', ids.map(Number)).execute()
    expect(charges).toHaveLength(ids.length)
  }, 120_000)
})
