/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else PGlite
 * (in memory, or persisted in a data directory). Both return rows of the same shape:
 * `date` as 'YYYY-MM-DD', int8 and numeric as numbers, timestamptz as Date.
 */
import { Kysely, PostgresDialect } from 'kysely'
import { Pool, types as pgTypes } from 'pg'
import type * as PgliteModule from '@electric-sql/pglite'
import { PgliteDialect, type PgliteLike } from './pglite-dialect'
import type { DB } from './types'

/** Which engine is behind the Kysely instance. */
export type DbKind = 'pglite' | 'postgres'

/** Where the data lives. */
export type DbConfig =
  | { kind: 'pglite'; /** omitted: in memory */ dataDir?: string }
  | { kind: 'postgres'; url: string; /** pool size, default 10 */ max?: number }

/** An open database. */
export interface Database {
  db: Kysely<DB>
  kind: DbKind
  /** Closes the pool or PGlite (PGlite must be closed for the data directory to be reused). */
  close(): Promise<void>
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const

const identity = (value: string): string => value
const toNumber = (value: string): number => Number(value)

/** Parsers shared by both drivers so they return identical rows. */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.DATE]: identity,
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  // node-postgres' parsers also for PGlite, so the Dates come from this realm (matters under Jest).
  [OID.TIMESTAMP]: pgTypes.getTypeParser(OID.TIMESTAMP, 'text'),
  [OID.TIMESTAMPTZ]: pgTypes.getTypeParser(OID.TIMESTAMPTZ, 'text'),
}

/**
 * Loads PGlite with Node's own module loader. PGlite's Node start-up uses dynamic `import()` of
 * built-in modules, which Jest's VM sandbox refuses; Node's loader has no such limit, and outside
 * Jest it is the same loader anyway.
 */
function loadPglite(): typeof PgliteModule {
  const nodeModule = process.getBuiltinModule('module')
  return nodeModule.createRequire(__filename)('@electric-sql/pglite') as typeof PgliteModule
}

/** Opens the database described by `config`. */
export async function createDb(config: DbConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new Pool({
      connectionString: config.url,
      max: config.max ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pgTypes.getTypeParser(oid, format ?? 'text')) as typeof pgTypes.getTypeParser,
      },
    })
    let closing = false
    // An idle connection can fail (server restart, connection terminated by an administrator). The
    // pool discards it and opens another when needed; without a listener the error would crash the
    // process. pool.end() resolves before its clients finish closing, so errors while closing are expected.
    pool.on('error', (error) => {
      if (!closing) process.stderr.write(`postgres: idle connection error: ${error.message}\n`)
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      close: async () => {
        closing = true
        await db.destroy()
      },
    }
  }
  const { PGlite } = loadPglite()
  const pg = new PGlite({ dataDir: config.dataDir, parsers })
  await pg.waitReady
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pg as unknown as PgliteLike) })
  return { db, kind: 'pglite', close: () => db.destroy() }
}
