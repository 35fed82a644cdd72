/**
 * The aggregate screen (/airportService) and each kind's list (/restRoom, /fastCheck, ...): the
 * published airports, the airport (the company's default first), the terminal and the day, and
 * the services there with their places left. A list screen shows one kind's group.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { chinaTodayText } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/airport-service'
import type { AggregateListReply, AirportServiceGroup, AirportServiceType, PublishedAirport } from '../api/airport-service'

export type AirportHomeApi = Pick<typeof api, 'publishedAirports' | 'aggregateList'>

export type LoadStatus = 'loading' | 'ready' | 'error'

export class AirportHomeStore {
  status: LoadStatus = 'loading'
  loadError = ''
  airports: PublishedAirport[] = []
  airportCode = ''
  terminal = ''
  date: string
  reply: AggregateListReply | null = null

  private seq = 0
  private readonly api: AirportHomeApi

  constructor(
    /** One kind only (a list screen), or every kind (the aggregate). */
    readonly only: AirportServiceType | null = null,
    apiOverrides: Partial<AirportHomeApi> = {},
    now: () => number = () => Date.now(),
  ) {
    this.api = { publishedAirports: api.publishedAirports, aggregateList: api.aggregateList, ...apiOverrides }
    // Business days are China days wherever the phone is.
    this.date = chinaTodayText(now())
    makeAutoObservable<AirportHomeStore, 'api' | 'seq'>(this, { api: false, seq: false })
  }

  /** The groups shown (one kind on a list screen). */
  get groups(): AirportServiceGroup[] {
    const groups = this.reply?.groups ?? []
    return this.only ? groups.filter((g) => g.type === this.only) : groups
  }

  /** Nothing bookable at the airport (and terminal) on the day. */
  get empty(): boolean {
    return this.groups.every((g) => g.list.length === 0)
  }

  get airport(): PublishedAirport | undefined {
    return this.airports.find((a) => a.airportCode === this.airportCode)
  }

  /** First load: the airports, then the company's default airport's services. */
  async load(airportCode?: string): Promise<void> {
    this.status = 'loading'
    this.loadError = ''
    try {
      const published = await this.api.publishedAirports()
      runInAction(() => {
        this.airports = published.list
        const wanted = airportCode && published.list.some((a) => a.airportCode === airportCode) ? airportCode : published.defaultAirportCode
        this.airportCode = wanted
        this.terminal = ''
      })
      await this.refresh()
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** Reads the services again for the chosen airport, terminal and day (a newer answer always wins). */
  async refresh(): Promise<void> {
    const seq = ++this.seq
    try {
      const reply = await this.api.aggregateList({ airportCode: this.airportCode, terminal: this.terminal, date: this.date })
      if (seq !== this.seq) return
      runInAction(() => {
        this.reply = reply
        this.airportCode = reply.airportCode
        this.status = 'ready'
      })
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  chooseAirport(code: string): Promise<void> {
    this.airportCode = code
    this.terminal = ''
    return this.refresh()
  }

  chooseTerminal(terminal: string): Promise<void> {
    this.terminal = terminal
    return this.refresh()
  }

  chooseDate(date: string): Promise<void> {
    this.date = date
    return this.refresh()
  }
}
