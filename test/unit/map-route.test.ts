/** The shared road model (server/src/services/maps/route.ts). */
import { drivingRoute, haversineM, pointAlong } from '../../server/src/services/maps/route'

describe('road model', () => {
  const from = { lat: 31.2335, lng: 121.5055 }
  const to = { lat: 31.152, lng: 121.803 }

  test('longer than the great circle by a road factor, deterministic', () => {
    const a = drivingRoute(from, to)
    expect(drivingRoute(from, to)).toEqual(a)
    const straight = haversineM(from, to)
    expect(a.distanceM).toBeGreaterThanOrEqual(straight)
    expect(a.distanceM / straight).toBeGreaterThan(1.2)
    expect(a.distanceM / straight).toBeLessThan(1.45)
    // ~a point every 200 m, between 28 and 40 km/h.
    expect(a.points.length).toBeGreaterThan(a.distanceM / 250)
    const kmh = a.distanceM / 1000 / (a.durationS / 3600)
    expect(kmh).toBeGreaterThanOrEqual(27.9)
    expect(kmh).toBeLessThanOrEqual(40.1)
    expect(a.points[0]).toEqual(from)
    expect(a.points[a.points.length - 1]).toEqual(to)
  })

  test('short and zero routes', () => {
    for (const d of [0.0001, 0.001, 0.01, 0.05, 0.3]) {
      const b = { lat: from.lat + d, lng: from.lng + d }
      const r = drivingRoute(from, b)
      expect(r.distanceM).toBeGreaterThanOrEqual(Math.floor(haversineM(from, b)))
    }
    expect(drivingRoute(from, from)).toEqual({ distanceM: 0, durationS: 0, points: [from, from] })
  })

  test('pointAlong: the ends, monotonic progress, heading', () => {
    const { points } = drivingRoute(from, to)
    expect(pointAlong(points, 0)).toMatchObject(from)
    expect(pointAlong(points, 1)).toMatchObject(to)
    expect(pointAlong(points, -1)).toMatchObject(from)
    expect(pointAlong(points, 2)).toMatchObject(to)
    let last = -1
    for (let f = 0; f <= 1.0001; f += 0.05) {
      const p = pointAlong(points, f)
      const left = haversineM(p, to)
      if (last >= 0) expect(left).toBeLessThanOrEqual(last + 1500)
      last = left
      expect(p.heading).toBeGreaterThanOrEqual(0)
      expect(p.heading).toBeLessThan(360)
    }
    // Heading east-ish overall on this route.
    expect(pointAlong([from, { lat: from.lat, lng: from.lng + 0.01 }], 0.5).heading).toBe(90)
    expect(() => pointAlong([], 0.5)).toThrow(RangeError)
  })
})
