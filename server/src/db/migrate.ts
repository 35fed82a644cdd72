/**
 * Runs the numbered migrations in order and records them in `schema_migrations`.
 * The provider is a static list (no directory scan) so it works the same under tsx, Jest and a bundle.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely'
import * as m001 from './migrations/001_accounts'
import * as m002 from './migrations/002_company_data'
import * as m003 from './migrations/003_messages'
import * as m004 from './migrations/004_geo'
import * as m005 from './migrations/005_flights'
import * as m006 from './migrations/006_trips'
import * as m007 from './migrations/007_login_hardening'
import * as m008 from './migrations/008_one_booking_per_passenger'
import * as m009 from './migrations/009_order_spine'
import * as m010 from './migrations/010_trains'
import * as m011 from './migrations/011_rail_accounts'
import * as m012 from './migrations/012_hotels'
import * as m013 from './migrations/013_hotel_inquiries'
import * as m014 from './migrations/014_cars'
import * as m015 from './migrations/015_tours'
import * as m016 from './migrations/016_airport_services'
import * as m017 from './migrations/017_visas'
import * as m018 from './migrations/018_insurance'
import * as m019 from './migrations/019_workplace'
import * as m020 from './migrations/020_user_data'
import * as m022 from './migrations/022_mine'
import * as m021 from './migrations/021_invoices'
import * as m023 from './migrations/023_intl_flights'
import * as m024 from './migrations/024_company_admin'
import * as m025 from './migrations/025_company_groups'
import * as m026 from './migrations/026_duty_of_care'
import * as m027 from './migrations/027_fare_protection'
import type { DB } from './types'

const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_company_data': m002,
  '003_messages': m003,
  '004_geo': m004,
  '005_flights': m005,
  '006_trips': m006,
  '007_login_hardening': m007,
  '008_one_booking_per_passenger': m008,
  '009_order_spine': m009,
  '010_trains': m010,
  '011_rail_accounts': m011,
  '012_hotels': m012,
  '013_hotel_inquiries': m013,
  '014_cars': m014,
  '015_tours': m015,
  '016_airport_services': m016,
  '017_visas': m017,
  '018_insurance': m018,
  '019_workplace': m019,
  '020_user_data': m020,
  '022_mine': m022,
  '021_invoices': m021,
  '023_intl_flights': m023,
  '024_company_admin': m024,
  '025_company_groups': m025,
  '026_duty_of_care': m026,
  '027_fare_protection': m027,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  })
}

function ranOrThrow({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Brings the schema up to date; throws when a migration fails. Returns the names it ran. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  return ranOrThrow(await migrator(db).migrateToLatest())
}

/** Migrates up (or down) to the named migration: tests that bring old data through a new migration. */
export async function migrateTo(db: Kysely<DB>, name: string): Promise<string[]> {
  return ranOrThrow(await migrator(db).migrateTo(name))
}
