/**
 * /tk/airportBus: the airports of a city, then one airport's terminals (who flies from each) and
 * its bus lines, filtered by terminal, a line opening to its stops and pass times. The city or
 * airport comes from the address (the flight query's departure, an order's airport); a late answer
 * for an airport the user already left is dropped.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/airport-info'
import type { ApAirlineInfoReply, ApBusLine, ApTrfDetailReply, ApTrnInfoReply, CityAirport } from '../api/airport-info'

export type AirportBusApi = Pick<typeof api, 'cityAirportMsg' | 'queryApTrnInfo' | 'queryApAirlineInfo' | 'queryApTrfInfo' | 'queryApTrfDetail'>

type Status = 'idle' | 'loading' | 'ready' | 'error'

const CODE = /^[A-Za-z]{3}$/

export class AirportBusStore {
  status: Status = 'idle'
  error = ''
  airports: CityAirport[] = []
  airportCode = ''
  linesStatus: Status = 'idle'
  terminals: ApTrnInfoReply['terminals'] = []
  airlines: ApAirlineInfoReply['list'] = []
  lines: ApBusLine[] = []
  terminal = ''
  openLineId = ''
  details: Record<string, ApTrfDetailReply> = {}
  detailStatus: Record<string, Status> = {}

  private seq = 0
  private readonly api: AirportBusApi

  constructor(overrides: Partial<AirportBusApi> = {}) {
    this.api = {
      cityAirportMsg: api.cityAirportMsg,
      queryApTrnInfo: api.queryApTrnInfo,
      queryApAirlineInfo: api.queryApAirlineInfo,
      queryApTrfInfo: api.queryApTrfInfo,
      queryApTrfDetail: api.queryApTrfDetail,
      ...overrides,
    }
    makeAutoObservable<AirportBusStore, 'api' | 'seq'>(this, { api: false, seq: false })
  }

  /** Lines calling at the chosen terminal (all when none is chosen). */
  get shownLines(): ApBusLine[] {
    return this.terminal ? this.lines.filter((l) => l.terminals.length === 0 || l.terminals.includes(this.terminal)) : this.lines
  }

  /** Terminals worth a filter chip: named ones, only when there are two or more. */
  get terminalChips(): string[] {
    const named = this.terminals.map((t) => t.terminal).filter((t) => t !== '')
    return named.length > 1 ? named : []
  }

  /** Airline codes flying from a terminal. */
  airlinesAt(terminal: string): string[] {
    return this.airlines.filter((a) => a.terminal === terminal).map((a) => a.airlineName)
  }

  /** Loads the city of `code` (a city or airport code) and opens `code`'s airport, else the first with buses. */
  async load(code: string | undefined): Promise<void> {
    const wanted = (code && CODE.test(code) ? code : 'BJS').toUpperCase()
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.api.cityAirportMsg(wanted)
      runInAction(() => {
        this.airports = reply.list
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
      return
    }
    const first = this.airports.find((a) => a.airportCode === wanted) ?? this.airports.find((a) => a.busLineCount > 0) ?? this.airports[0]
    if (first) await this.chooseAirport(first.airportCode)
  }

  /** Shows one airport's terminals and lines. */
  async chooseAirport(code: string): Promise<void> {
    const seq = ++this.seq
    this.airportCode = code
    this.terminal = ''
    this.openLineId = ''
    this.linesStatus = 'loading'
    try {
      const [trn, airlines, trf] = await Promise.all([this.api.queryApTrnInfo(code), this.api.queryApAirlineInfo(code), this.api.queryApTrfInfo(code)])
      if (seq !== this.seq) return
      runInAction(() => {
        this.terminals = trn.terminals
        this.airlines = airlines.list
        this.lines = trf.list
        this.linesStatus = 'ready'
      })
    } catch {
      if (seq !== this.seq) return
      runInAction(() => {
        this.lines = []
        this.terminals = []
        this.airlines = []
        this.linesStatus = 'error'
      })
    }
  }

  chooseTerminal(t: string): void {
    this.terminal = this.terminal === t ? '' : t
  }

  /** Opens or closes a line; its stops load once. */
  async toggleLine(lineId: string): Promise<void> {
    if (this.openLineId === lineId) {
      this.openLineId = ''
      return
    }
    this.openLineId = lineId
    if (this.details[lineId]) return
    this.detailStatus = { ...this.detailStatus, [lineId]: 'loading' }
    try {
      const d = await this.api.queryApTrfDetail(lineId)
      runInAction(() => {
        this.details = { ...this.details, [lineId]: d }
        this.detailStatus = { ...this.detailStatus, [lineId]: 'ready' }
      })
    } catch {
      runInAction(() => {
        this.detailStatus = { ...this.detailStatus, [lineId]: 'error' }
      })
    }
  }

  /** Tries a failed line again (it stays open). */
  async retryLine(lineId: string): Promise<void> {
    this.openLineId = ''
    await this.toggleLine(lineId)
  }
}
