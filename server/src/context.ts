/**
 * What every service receives (database, clock, providers) and what the request carries once the
 * plugins have run (language, platform, the signed-in caller). The Fastify type augmentations live
 * here so that any file using them also pulls them into the program.
 */
import type { Kysely } from 'kysely'
import type { DbKind } from './db/kysely'
import type { Employee } from './db/repositories/employees'
import type { DB } from './db/types'
import type { Lang } from './messages'
import type { PaymentProvider } from './providers/payment'
import type { SmsSender } from './providers/sms'
import type { WechatProvider } from './providers/wechat'
import type { CardVault } from './providers/card-vault'
import type { CarSupplier } from './suppliers/cars/types'
import type { FlightSupplier } from './suppliers/flights/types'
import type { HotelSupplier } from './suppliers/hotels/types'
import type { TrainSupplier } from './suppliers/trains/types'

/** Dependencies of the services. */
export interface AppContext {
  db: Kysely<DB>
  dbKind: DbKind
  /** Injectable so tests can move time (locks, code expiry, sessions). */
  clock: () => Date
  wechat: WechatProvider
  sms: SmsSender
  /** Domestic flight content and ticketing (the simulator unless a connector is given). */
  flights: FlightSupplier
  /** Train timetables, fares, seat capacity and ticketing (the simulator unless a connector is given). */
  trains: TrainSupplier
  /** Hotel content, rate plans and confirmations (the simulator unless a connector is given). */
  hotels: HotelSupplier
  /** Car cities, fares and dispatch (the simulator unless a connector is given). */
  cars: CarSupplier
  /** Tokenises guarantee cards (the simulated vault unless a real one is given). */
  cardVault: CardVault
  /** Money movements (the simulated provider unless a real one is given). */
  payments: PaymentProvider
  demoTools: boolean
}

/** The signed-in user behind a valid token. */
export interface Caller {
  sessionId: number
  employee: Employee
  empId: number
  corpId: number
  platform: string
}

/** Facts about the request that services need. */
export interface RequestMeta {
  lang: Lang
  /** y-cli platform code: 10504 Android, 10505 iOS, 10506 H5 (other short codes kept as sent). */
  platform: string
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    lang: Lang
    platform: string
    /** The signed-in caller, or null (no token, or an invalid one on a public call). */
    caller: Caller | null
  }
  interface FastifyContextConfig {
    /** Callable without a token; a valid token is still read. Routes under /obt are private unless marked. */
    public?: boolean
  }
}
