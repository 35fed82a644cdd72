/**
 * The estimate of /car/carList: the ride's route (distance, time) and each car type's estimated
 * price with the policy verdict (queryCar), or the chartered day-car packages of a city and day
 * (queryDayCar). wb 0 in policy; wb 1 out of policy, bookable with a reason; wb 2 out of policy and
 * not bookable (the violated rules say why). Choosing one remembers it for carEdit, which quotes it
 * again by its parameters after an H5 reload.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/car-search'
import type { CarStandard, CarWb, DayCarPackage, EstimateBody, EstimateReply, Violation } from '../api/car-search'
import { carSearchDict } from '../i18n/search'
import { USE, carEditContext, carListContext, placeOf, type CarListContext } from './car-context'

const tt = scopedT(carSearchDict)

/** One bookable choice: a car type of an estimate or a day-car package. */
export interface CarChoice {
  /** 'type-<carType>' or 'pkg-<packageId>'. */
  key: string
  carType: number
  name: string
  seats: number
  models: string
  price: number
  priceKey: string
  wb: CarWb
  violations: Violation[]
  /** The package of a chartered day car. */
  pkg: DayCarPackage | null
}

/** The route summary of the estimate (none for day cars). */
export interface CarRoute {
  distanceM: number
  durationMin: number
  startTime: string
}

export type EstimateApi = Pick<typeof api, 'estimate' | 'dayCars'>

/** What the estimate of a ride answers: the choices, the route, the standard. */
export interface Quoted {
  choices: CarChoice[]
  route: CarRoute | null
  standard: CarStandard | null
}

/** Whether a choice may be booked (wb 2: the policy forbids it). */
export function bookable(c: Pick<CarChoice, 'wb'>): boolean {
  return c.wb !== 2
}

/** Asks the server for the ride of the parameters. */
export async function quote(ctx: CarListContext, calls: EstimateApi = api): Promise<Quoted> {
  const app = { tripType: ctx.tripType, ...(ctx.tripType === 1 && ctx.ccsqdId ? { ccsqdId: ctx.ccsqdId, ...(ctx.routeId ? { routeId: ctx.routeId } : {}) } : {}) }
  if (ctx.useType === USE.CHARTERED) {
    const reply = await calls.dayCars({ cityId: ctx.cityId, date: ctx.dayDate ?? '', ...app })
    const list = reply.list.filter((p) => !ctx.dayKind || p.kind === ctx.dayKind)
    return {
      choices: list.map((p) => ({ key: `pkg-${p.packageId}`, carType: p.carType, name: p.name, seats: p.seats, models: p.models, price: p.price, priceKey: p.priceKey, wb: p.wb, violations: p.violations, pkg: p })),
      route: null,
      standard: null,
    }
  }
  const from = placeOf(ctx, 'from')
  const to = placeOf(ctx, 'to')
  if (!from || !to) throw new Error(tt('error.from'))
  const reply: EstimateReply = await calls.estimate({
    useType: ctx.useType as EstimateBody['useType'],
    cityId: ctx.cityId,
    from,
    to,
    ...(ctx.startTime && ctx.useType !== USE.INSTANT ? { startTime: ctx.startTime } : {}),
    ...(ctx.flightNo ? { flightNo: ctx.flightNo, flightDate: ctx.flightDate } : {}),
    ...app,
  })
  return {
    choices: reply.list.map((c) => ({ key: `type-${c.carType}`, carType: c.carType, name: c.name, seats: c.seats, models: c.models, price: c.estimatePrice, priceKey: c.priceKey, wb: c.wb, violations: c.violations, pkg: null })),
    route: { distanceM: reply.distanceM, durationMin: reply.durationMin, startTime: reply.startTime },
    standard: reply.standard,
  }
}

/** The choice handed from the list to the booking form (memory: quotes live 10 minutes anyway). */
export interface CarSelection {
  /** The list parameters it was quoted for. */
  listKey: string
  choice: CarChoice
  route: CarRoute | null
}

let selection: CarSelection | null = null

/** The selection the list handed over, when it belongs to these list parameters. */
export function takeSelection(listKey: string): CarSelection | null {
  return selection && selection.listKey === listKey ? selection : null
}

/** The identity of a ride's list parameters (the selection's key). */
export function listKeyOf(ctx: CarListContext): string {
  return JSON.stringify(carListContext.encode(ctx))
}

export class CarEstimateStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  loadError = ''
  ctx: CarListContext | null = null
  choices: CarChoice[] = []
  route: CarRoute | null = null
  standard: CarStandard | null = null
  selectedKey = ''
  private seq = 0

  constructor(private readonly calls: EstimateApi = api) {
    makeAutoObservable<CarEstimateStore, 'calls' | 'seq'>(this, { calls: false, seq: false, choices: observable.ref, route: observable.ref, standard: observable.ref, ctx: observable.ref })
  }

  /** Loads the estimate of the ride (again: quotes expire). */
  async load(ctx: CarListContext | null = this.ctx): Promise<void> {
    if (!ctx) return
    const id = ++this.seq
    this.ctx = ctx
    this.status = 'loading'
    this.loadError = ''
    try {
      const q = await quote(ctx, this.calls)
      if (id !== this.seq) return
      runInAction(() => {
        this.choices = q.choices
        this.route = q.route
        this.standard = q.standard
        this.status = 'ready'
        if (!q.choices.some((c) => c.key === this.selectedKey)) this.selectedKey = ''
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.message ? e.message : e instanceof Error && e.message ? e.message : tt('list.failed')
      })
    }
  }

  get selected(): CarChoice | null {
    return this.choices.find((c) => c.key === this.selectedKey) ?? null
  }

  /** The cheapest bookable choice (the list marks it). */
  get cheapestKey(): string {
    const ok = this.choices.filter(bookable)
    return ok.length ? ok.reduce((a, b) => (b.price < a.price ? b : a)).key : ''
  }

  select(key: string): void {
    this.selectedKey = key
  }

  /** Takes a choice for the booking form: its page parameters, or why it cannot be booked. */
  choose(key: string = this.selectedKey): { ok: true; params: Record<string, string> } | { ok: false; message: string } {
    const c = this.choices.find((x) => x.key === key)
    const ctx = this.ctx
    if (!c || !ctx) return { ok: false, message: tt('list.chooseFirst') }
    if (!bookable(c)) return { ok: false, message: tt('list.forbidden', { rules: c.violations.map((v) => v.text).join('；') || tt('list.outOfPolicy') }) }
    this.selectedKey = key
    selection = { listKey: listKeyOf(ctx), choice: c, route: this.route }
    return { ok: true, params: carEditContext.encode({ ...ctx, carType: c.carType, packageId: c.pkg?.packageId, priceKey: c.priceKey }) }
  }
}
