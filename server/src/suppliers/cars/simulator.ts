/**
 * The simulated car supplier: ten seeded cities (six with day cars), four car types, fares of
 * base + per km + per minute by car type scaled by city tier, a 20 % night surcharge on rides
 * starting 23:00–05:00, an airport service fee on airport pick-ups and drop-offs, day-car packages
 * (half day 4 h / 50 km, full day 8 h / 100 km) and a dispatch that names a driver (surname, plate
 * of the city, model and colour of the car type, a virtual number) from the ride's key. With
 * `noDriverEvery` n > 0, every ride whose key hashes to 0 mod n finds no driver (tests).
 */
import { cities as seedCities } from '../../db/seed-data/geo/cities'
import { createPrng } from '../../util/prng'
import type { CarCityInfo, CarSupplier, CarTypeSpec, DayCarOffer, Driver, Fare, FareRequest } from './types'

/** The served cities: code, day cars, plate prefix. */
const SERVED: readonly [string, boolean, string][] = [
  ['BJS', true, '京'], ['SHA', true, '沪'], ['CAN', true, '粤A'], ['SZX', true, '粤B'], ['CTU', true, '川A'], ['HGH', true, '浙A'],
  ['NKG', false, '苏A'], ['WUH', false, '鄂A'], ['XIY', false, '陕A'], ['CKG', false, '渝'],
]

const TYPES: readonly CarTypeSpec[] = [
  { carType: 1, nameZh: '经济型', nameEn: 'Economy', seats: 4, modelsZh: '大众朗逸、丰田卡罗拉等', modelsEn: 'VW Lavida, Toyota Corolla or similar', luggage: 2 },
  { carType: 2, nameZh: '舒适型', nameEn: 'Comfort', seats: 4, modelsZh: '大众帕萨特、丰田凯美瑞等', modelsEn: 'VW Passat, Toyota Camry or similar', luggage: 2 },
  { carType: 3, nameZh: '商务型', nameEn: 'Business (6–7 seats)', seats: 6, modelsZh: '别克GL8、丰田埃尔法等', modelsEn: 'Buick GL8, Toyota Alphard or similar', luggage: 4 },
  { carType: 4, nameZh: '豪华型', nameEn: 'Luxury', seats: 4, modelsZh: '奔驰E级、宝马5系等', modelsEn: 'Mercedes E-Class, BMW 5 Series or similar', luggage: 3 },
]

/** Tier-1 prices per car type: base, per km, per minute, cancel fee; day car half/full, over hour, over km. */
const PRICES: Record<number, { base: number; km: number; min: number; cancel: number; half: number; full: number; overHour: number; overKm: number }> = {
  1: { base: 12, km: 2.3, min: 0.45, cancel: 5, half: 280, full: 500, overHour: 60, overKm: 2.5 },
  2: { base: 18, km: 3.2, min: 0.65, cancel: 8, half: 380, full: 680, overHour: 80, overKm: 3.2 },
  3: { base: 28, km: 4.4, min: 0.9, cancel: 12, half: 520, full: 950, overHour: 100, overKm: 4 },
  4: { base: 45, km: 6.8, min: 1.2, cancel: 20, half: 880, full: 1600, overHour: 150, overKm: 6 },
}

const TIER_FACTOR: Record<number, number> = { 1: 1, 2: 0.9, 3: 0.8 }

const SURNAMES_ZH = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭']
const SURNAMES_EN = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo']
const MODELS: Record<number, readonly [string, string][]> = {
  1: [['大众朗逸', 'VW Lavida'], ['丰田卡罗拉', 'Toyota Corolla'], ['比亚迪秦', 'BYD Qin']],
  2: [['大众帕萨特', 'VW Passat'], ['丰田凯美瑞', 'Toyota Camry'], ['本田雅阁', 'Honda Accord']],
  3: [['别克GL8', 'Buick GL8'], ['丰田埃尔法', 'Toyota Alphard'], ['本田奥德赛', 'Honda Odyssey']],
  4: [['奔驰E级', 'Mercedes E-Class'], ['宝马5系', 'BMW 5 Series'], ['奥迪A6L', 'Audi A6L']],
}
const COLOURS: readonly [string, string][] = [['白色', 'White'], ['黑色', 'Black'], ['银色', 'Silver'], ['灰色', 'Grey'], ['蓝色', 'Blue']]
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'

const money = (n: number): number => Math.round(n * 100) / 100

/** FNV-1a of a text: the seed of everything decided per ride. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** China-time hour of an instant. */
const chinaHour = (at: Date): number => new Date(at.getTime() + 8 * 3_600_000).getUTCHours()

/** The simulated supplier. */
export class SimulatedCarSupplier implements CarSupplier {
  readonly kind = 'simulator'
  private readonly served: CarCityInfo[]

  constructor(private readonly options: { noDriverEvery?: number } = {}) {
    const byCode = new Map(seedCities.map((c) => [c.code, c]))
    this.served = SERVED.flatMap(([code, dayCar, platePrefix]) => {
      const c = byCode.get(code)
      return c ? [{ code, nameZh: c.nameZh, nameEn: c.nameEn, lat: c.lat, lng: c.lng, tier: c.tier, dayCar, platePrefix }] : []
    })
  }

  cities(): readonly CarCityInfo[] {
    return this.served
  }

  city(code: string): CarCityInfo | undefined {
    return this.served.find((c) => c.code === code.toUpperCase())
  }

  carTypes(cityCode: string): readonly CarTypeSpec[] {
    const city = this.city(cityCode)
    if (!city) return []
    // Luxury cars only in tier-1 cities.
    return city.tier === 1 ? TYPES : TYPES.filter((t) => t.carType !== 4)
  }

  fare(request: FareRequest): Fare {
    const tier = this.city(request.cityCode)?.tier ?? 2
    const f = TIER_FACTOR[tier] ?? 1
    const p = PRICES[request.carType]
    const base = money(p.base * f)
    const distanceFee = money((request.distanceM / 1000) * p.km * f)
    const timeFee = money((request.durationS / 60) * p.min * f)
    const hour = chinaHour(request.startAt)
    const night = hour >= 23 || hour < 5
    const nightFee = night ? money((base + distanceFee + timeFee) * 0.2) : 0
    const airportFee = request.useType === 3 || request.useType === 4 ? 10 : 0
    return { total: money(base + distanceFee + timeFee + nightFee + airportFee), base, distanceFee, timeFee, nightFee, airportFee }
  }

  dayCarOffers(cityCode: string): readonly DayCarOffer[] {
    const city = this.city(cityCode)
    if (!city?.dayCar) return []
    const f = TIER_FACTOR[city.tier] ?? 1
    return this.carTypes(cityCode).flatMap((t) => {
      const p = PRICES[t.carType]
      return (['HALF', 'FULL'] as const).map((kind) => ({
        packageId: `${city.code}-${kind}-${t.carType}`,
        kind,
        hours: kind === 'HALF' ? 4 : 8,
        km: kind === 'HALF' ? 50 : 100,
        carType: t.carType,
        price: money((kind === 'HALF' ? p.half : p.full) * f),
        overHourPrice: money(p.overHour * f),
        overKmPrice: money(p.overKm * f),
      }))
    })
  }

  dispatch(rideKey: string, cityCode: string, carType: number, lang: 'zh' | 'en'): Driver | null {
    const every = this.options.noDriverEvery ?? 0
    if (every > 0 && hashOf(rideKey) % every === 0) return null
    const rng = createPrng(hashOf(`driver:${rideKey}`))
    const surname = rng.int(0, SURNAMES_ZH.length - 1)
    const model = rng.pick(MODELS[carType] ?? MODELS[1])
    const colour = rng.pick(COLOURS)
    const prefix = this.city(cityCode)?.platePrefix ?? '沪'
    const letter = prefix.length === 1 ? rng.pick([...'ABCDEFGHJK']) : ''
    let plate = `${prefix}${letter}`
    // New-energy plates (6 characters after the prefix) for some economy cars, like the streets.
    const length = carType === 1 && rng.next() < 0.4 ? 6 : 5
    while (plate.length < prefix.length + letter.length + length) plate += PLATE_CHARS[rng.int(0, PLATE_CHARS.length - 1)]
    return {
      name: lang === 'en' ? `Driver ${SURNAMES_EN[surname]}` : `${SURNAMES_ZH[surname]}师傅`,
      phone: `170${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      plate,
      carModel: lang === 'en' ? model[1] : model[0],
      color: lang === 'en' ? colour[1] : colour[0],
      rating: Math.round((4.7 + rng.next() * 0.3) * 10) / 10,
    }
  }

  distanceFactor(rideKey: string): number {
    return 0.97 + (hashOf(`distance:${rideKey}`) % 1101) / 10_000
  }

  dayCarOverUse(rideKey: string, offer: Pick<DayCarOffer, 'hours' | 'km'>): { overHours: number; overKm: number } {
    const rng = createPrng(hashOf(`daycar:${rideKey}`))
    // Most days end within the package; some run over by up to 1.5 h and 30 km.
    const overHours = rng.next() < 0.5 ? 0 : rng.int(1, 3) * 0.5
    const overKm = rng.next() < 0.5 ? 0 : rng.int(1, Math.round(offer.km * 0.3))
    return { overHours, overKm }
  }

  cancelFee(carType: number): number {
    return PRICES[carType]?.cancel ?? PRICES[1].cancel
  }
}
