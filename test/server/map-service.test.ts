/** The demo map service at the provider's /ws paths: JSON and JSONP, keys, status codes, lookups. */
import type { LightMyRequestResponse } from 'fastify'
import { DEMO_MAP_KEY } from '../../server/src/routes/ws/map-service-routes'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

type Body = { status: number; message: string } & Record<string, unknown>

describe.each(targets)('map service on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const raw = (path: string, query: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    env.inject({ method: 'GET', url: path, query, headers })
  const call = async (path: string, query: Record<string, string>, key: string | null = DEMO_MAP_KEY): Promise<Body> => {
    const res = await raw(path, key === null ? query : { key, ...query })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    return res.json()
  }

  test('suggestion: JSON in the provider shape, not the envelope', async () => {
    const body = await call('/ws/place/v1/suggestion', { keyword: '外滩', region: '上海' })
    expect(body).not.toHaveProperty('errCode')
    expect(body.status).toBe(0)
    const data = body.data as { title: string; location: { lat: number; lng: number }; city: string; category: string }[]
    expect(data[0]).toMatchObject({ title: '外滩', city: '上海市' })
    expect(data[0].location.lat).toBeCloseTo(31.24, 1)
    const airports = await call('/ws/place/v1/suggestion', { keyword: '机场', region: 'Shanghai', page_size: '3', language: 'en' })
    expect(airports.count).toBeGreaterThan(3)
    expect((airports.data as unknown[]).length).toBe(3)
    const page2 = await call('/ws/place/v1/suggestion', { keyword: '机场', region: 'Shanghai', page_size: '3', page_index: '2' })
    expect((page2.data as { id: string }[])[0].id).not.toBe((airports.data as { id: string }[])[0].id)
    const near = await call('/ws/place/v1/suggestion', { keyword: '上海', location: '31.15,121.80' })
    const first = (near.data as { id: string; _distance: number }[])[0]
    expect(first.id).toMatch(/^AP-PVG/)
    expect(typeof first._distance).toBe('number')
    const none = await call('/ws/place/v1/suggestion', { keyword: 'zzzqqqxxx' })
    expect(none).toMatchObject({ status: 0, count: 0, data: [] })
  })

  test('every seeded car city has at least 15 places with names in both languages', async () => {
    const { allPlaces, allCityCentres } = await import('../../server/src/services/maps/places')
    const counts = new Map<string, number>()
    for (const p of allPlaces()) {
      counts.set(p.cityCode, (counts.get(p.cityCode) ?? 0) + 1)
      expect(p.name.zh && p.name.en && p.address.zh && p.address.en).toBeTruthy()
    }
    for (const city of allCityCentres()) expect(counts.get(city.cityCode) ?? 0).toBeGreaterThanOrEqual(15)
  })

  test('JSONP: callback(...) as application/javascript, no-store', async () => {
    const res = await raw('/ws/place/v1/suggestion', { key: DEMO_MAP_KEY, keyword: '国贸', output: 'jsonp', callback: '__slmap1_0' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/javascript/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.startsWith('__slmap1_0(')).toBe(true)
    let got: Body | null = null
    new Function('__slmap1_0', res.body)((b: Body) => {
      got = b
    })
    expect(got).toMatchObject({ status: 0 })
  })

  test('JSONP: a callback that is not an identifier is refused (310) and never echoed', async () => {
    for (const callback of ['alert(1);x', 'a.b', '1abc', '', 'x</script>', 'a'.repeat(65)]) {
      const res = await raw('/ws/place/v1/suggestion', { key: DEMO_MAP_KEY, keyword: '国贸', output: 'jsonp', callback })
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json().status).toBe(310)
      if (callback) expect(res.body).not.toContain(callback)
    }
    const noCallback = await raw('/ws/place/v1/suggestion', { key: DEMO_MAP_KEY, keyword: '国贸', output: 'jsonp' })
    expect(noCallback.json().status).toBe(310)
    expect((await call('/ws/place/v1/suggestion', { keyword: '国贸', output: 'xml' })).status).toBe(310)
  })

  test('JSONP escapes < so no data can close a script tag', async () => {
    const res = await raw('/ws/geocoder/v1/', { key: DEMO_MAP_KEY, address: '</script><script>alert(1)</script>', output: 'jsonp', callback: 'cb' })
    expect(res.body).not.toContain('</script>')
  })

  test('keys: missing or malformed 311, unknown 110 naming the origin, in JSONP too', async () => {
    expect((await call('/ws/place/v1/suggestion', { keyword: 'a' }, null)).status).toBe(311)
    expect((await call('/ws/place/v1/suggestion', { keyword: 'a' }, 'nope')).status).toBe(311)
    const res = await raw('/ws/place/v1/suggestion', { key: 'ABCDE-ABCDE-ABCDE-ABCDE-ABCDE-ABCDE', keyword: 'a' }, { referer: 'https://evil.example.com/x' })
    expect(res.json()).toMatchObject({ status: 110, message: '请求来源未被授权, 此次请求来源域名:evil.example.com' })
    const jsonp = await raw('/ws/location/v1/ip', { key: 'x', output: 'jsonp', callback: 'cb' })
    expect(jsonp.body).toMatch(/^cb\(\{"status":311/)
  })

  test('missing parameters 306, bad parameters 310, no result 347', async () => {
    expect((await call('/ws/place/v1/suggestion', {})).status).toBe(306)
    expect((await call('/ws/place/v1/suggestion', { keyword: 'a', page_size: '21' })).status).toBe(310)
    expect((await call('/ws/place/v1/suggestion', { keyword: 'a', page_index: '0' })).status).toBe(310)
    expect((await call('/ws/place/v1/suggestion', { keyword: 'a', location: '91,10' })).status).toBe(310)
    expect((await call('/ws/geocoder/v1/', {})).status).toBe(306)
    expect((await call('/ws/geocoder/v1/', { location: 'abc' })).status).toBe(310)
    expect((await call('/ws/geocoder/v1/', { location: '48.8566,2.3522' })).status).toBe(347)
    expect((await call('/ws/geocoder/v1/', { address: 'qqqzzz nowhere' })).status).toBe(347)
    expect((await call('/ws/coord/v1/translate', { type: '1' })).status).toBe(306)
    expect((await call('/ws/coord/v1/translate', { locations: '31,121' })).status).toBe(306)
    expect((await call('/ws/coord/v1/translate', { locations: '31,121', type: '2' })).status).toBe(310)
    expect((await call('/ws/coord/v1/translate', { locations: '31,121;x', type: '1' })).status).toBe(310)
    expect((await call('/ws/direction/v1/driving/', { from: '31.2,121.4' })).status).toBe(306)
    expect((await call('/ws/direction/v1/driving/', { from: '31.2,121.4', to: '31.2,abc' })).status).toBe(310)
    expect((await call('/ws/direction/v1/driving/', { from: '48.85,2.35', to: '48.86,2.36' })).status).toBe(347)
    expect((await call('/ws/location/v1/ip', { ip: 'not-an-ip' })).status).toBe(310)
    // A repeated parameter and a NUL byte are bad parameters too, in the provider's shape.
    const repeated = await env.inject({ method: 'GET', url: `/ws/place/v1/suggestion?key=${DEMO_MAP_KEY}&keyword=a&keyword=b` })
    expect(repeated.json().status).toBe(310)
    const nul = await env.inject({ method: 'GET', url: `/ws/place/v1/suggestion?key=${DEMO_MAP_KEY}&keyword=a%00` })
    expect(nul.statusCode).toBe(200)
    expect(nul.json().status).toBe(310)
  })

  test('geocoder: address to place, location to the nearest seeded place', async () => {
    const forward = await call('/ws/geocoder/v1/', { address: '北京市海淀区颐和园路5号北京大学' })
    expect(forward.status).toBe(0)
    const result = forward.result as { title: string; location: { lat: number; lng: number }; level: number }
    expect(result.title).toBe('北京大学')
    expect(result.level).toBe(11)
    const cityOnly = await call('/ws/geocoder/v1/', { address: '南京市某某路1号' })
    expect((cityOnly.result as { level: number; address_components: { city: string } }).address_components.city).toBe('南京市')
    const reverse = await call('/ws/geocoder/v1/', { location: '31.2401,121.4904', get_poi: '1' })
    const r = reverse.result as { address: string; formatted_addresses: { recommend: string }; address_component: { city: string; district: string }; ad_info: { adcode: string }; pois: unknown[] }
    expect(r.formatted_addresses.recommend).toBe('外滩')
    expect(r.address_component).toMatchObject({ city: '上海市', district: '黄浦区' })
    expect(r.pois.length).toBeGreaterThan(0)
    const en = await call('/ws/geocoder/v1/', { location: '31.2431,121.4934', language: 'en' })
    expect((en.result as { formatted_addresses: { recommend: string } }).formatted_addresses.recommend).toMatch(/^Near /)
  })

  test('translate: GPS and Baidu to GCJ-02, outside the bounds unchanged', async () => {
    const body = await call('/ws/coord/v1/translate', { locations: '39.9042,116.4074;48.8566,2.3522;0.5,100', type: '1' })
    const [beijing, paris, equator] = body.locations as { lat: number; lng: number }[]
    // GCJ-02 shifts Beijing by a few hundred metres (north-east).
    expect(beijing.lat).toBeGreaterThan(39.9042)
    expect(beijing.lng).toBeGreaterThan(116.4074)
    expect(beijing.lat - 39.9042).toBeLessThan(0.01)
    expect(paris).toEqual({ lat: 48.8566, lng: 2.3522 })
    expect(equator).toEqual({ lat: 0.5, lng: 100 })
    const baidu = await call('/ws/coord/v1/translate', { locations: '39.915,116.404', type: '3' })
    const b = (baidu.locations as { lat: number; lng: number }[])[0]
    expect(b.lat).toBeLessThan(39.915)
    expect(b.lng).toBeLessThan(116.404)
    const same = await call('/ws/coord/v1/translate', { locations: '31.1,121.2', type: '5' })
    expect(same.locations).toEqual([{ lat: 31.1, lng: 121.2 }])
  })

  test('driving: compressed polyline, distance above the great circle, deterministic', async () => {
    const q = { from: '31.2335,121.5055', to: '31.1520,121.8030' }
    const a = await call('/ws/direction/v1/driving/', q)
    const b = await call('/ws/direction/v1/driving', q)
    expect(a).toEqual(b)
    const route = (a.result as { routes: { mode: string; distance: number; duration: number; polyline: number[] }[] }).routes[0]
    expect(route.mode).toBe('DRIVING')
    expect(route.distance).toBeGreaterThan(29_000)
    expect(route.duration).toBeGreaterThan(30)
    const pl = [...route.polyline]
    for (let i = 2; i < pl.length; i++) pl[i] = pl[i - 2] + pl[i] / 1e6
    expect(pl[0]).toBeCloseTo(31.2335, 6)
    expect(pl[pl.length - 2]).toBeCloseTo(31.152, 5)
    expect(pl[pl.length - 1]).toBeCloseTo(121.803, 5)
    expect(a.status).toBe(0)
    const res = await raw('/ws/direction/v1/driving/', { key: DEMO_MAP_KEY, ...q })
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  test('ip location: a deterministic city, the caller by default', async () => {
    const a = await call('/ws/location/v1/ip', { ip: '202.96.209.5' })
    const b = await call('/ws/location/v1/ip', { ip: '202.96.209.5' })
    expect(a).toEqual(b)
    const result = a.result as { ip: string; location: { lat: number; lng: number }; ad_info: { nation: string; city: string; adcode: number } }
    expect(result).toMatchObject({ ip: '202.96.209.5', ad_info: { nation: '中国' } })
    expect(result.ad_info.city).toMatch(/市$/)
    const mine = await call('/ws/location/v1/ip', {})
    expect((mine.result as { ip: string }).ip).toBe('127.0.0.1')
    const res = await raw('/ws/location/v1/ip', { key: DEMO_MAP_KEY })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  test('unknown /ws paths are a plain 404, not the H5 page', async () => {
    const res = await raw('/ws/nothing/v1/here', { key: DEMO_MAP_KEY })
    expect(res.statusCode).toBe(404)
  })
})

describe('map service keys and rate limit', () => {
  test('MAP_SERVICE_KEYS replaces the demo key; 120 per second per key', async () => {
    const { mapServiceKeys } = await import('../../server/src/routes/ws/map-service-routes')
    expect(mapServiceKeys({ MAP_SERVICE_KEYS: ' AAAAA-BBBBB-CCCCC-DDDDD-EEEEE-FFFFF , K2 ' } as NodeJS.ProcessEnv)).toEqual(['AAAAA-BBBBB-CCCCC-DDDDD-EEEEE-FFFFF', 'K2'])
    expect(mapServiceKeys({} as NodeJS.ProcessEnv)).toEqual([DEMO_MAP_KEY])
    const Fastify = (await import('fastify')).default
    const { mapServiceRoutes } = await import('../../server/src/routes/ws/map-service-routes')
    const app = Fastify()
    await app.register(mapServiceRoutes, { keys: ['K1'], perSecond: 3, now: () => 1_000_000 })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/ws/coord/v1/translate?key=K1&locations=31,121&type=5' })
      statuses.push(res.json().status)
    }
    expect(statuses).toEqual([0, 0, 0, 120, 120])
    await app.close()
  })
})
