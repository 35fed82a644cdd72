/**
 * A Kysely dialect for PGlite (Postgres compiled to WASM, running in this process).
 *
 * PGlite is one connection. Kysely runs a transaction by holding a connection from BEGIN to
 * COMMIT, so with a single connection any other request's statement would land inside that
 * transaction. The driver therefore hands the connection out under a mutex: a statement outside
 * a transaction holds it for one query, a transaction holds it until COMMIT/ROLLBACK, and
 * concurrent requests queue instead of interleaving.
 *
 * Code inside `db.transaction().execute(trx => ...)` must use `trx`, never the outer `db`:
 * on PGlite the outer handle waits for the mutex the transaction holds and would deadlock.
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

/** The part of a PGlite instance the dialect uses. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'object' | 'array' }): Promise<{ rows: T[]; affectedRows?: number }>
  close(): Promise<void>
}

/**
 * How long a statement may wait for the connection. A wait this long means a deadlock (outer `db`
 * used inside a transaction): failing that statement rolls its transaction back and frees the
 * connection, so the server recovers and logs the error instead of hanging every request.
 */
export const LOCK_TIMEOUT_MS = 30000

/** A FIFO lock: `lock()` resolves with the function that releases it, or fails after the timeout. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve()

  lock(timeoutMs = LOCK_TIMEOUT_MS): Promise<() => void> {
    let release!: () => void
    const next = new Promise<void>((resolve) => (release = resolve))
    const previous = this.tail
    this.tail = previous.then(() => next)
    return new Promise((resolve, reject) => {
      let abandoned = false
      const timer = setTimeout(() => {
        abandoned = true
        reject(new Error(`PGlite connection busy for ${timeoutMs} ms (outer db used inside a transaction?)`))
      }, timeoutMs)
      void previous.then(() => {
        // A waiter that gave up passes its turn on at once, keeping the queue moving.
        if (abandoned) release()
        else {
          clearTimeout(timer)
          resolve(release)
        }
      })
    })
  }
}

/**
 * Dates are sent as ISO strings: PGlite recognises Dates with `instanceof`, which fails for a
 * Date from another realm (Jest runs tests in a VM context), and Postgres reads ISO text exactly.
 */
function toParam(value: unknown): unknown {
  if (Object.prototype.toString.call(value) === '[object Date]') return (value as Date).toISOString()
  return value
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PgliteLike) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(compiled.sql, compiled.parameters.map(toParam), { rowMode: 'object' })
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over this interface; a stream is the whole result in one chunk.
    yield await this.executeQuery<R>(compiled)
  }
}

class PgliteDriver implements Driver {
  private readonly mutex = new Mutex()
  private readonly connection: PgliteConnection
  private release: (() => void) | null = null

  constructor(private readonly pg: PgliteLike) {
    this.connection = new PgliteConnection(pg)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock()
    return this.connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = null
    release?.()
  }

  async destroy(): Promise<void> {
    // Wait for the statement or transaction in flight, then close so the data directory is consistent.
    const release = await this.mutex.lock()
    try {
      await this.pg.close()
    } finally {
      release()
    }
  }
}

/** Kysely dialect over a PGlite instance; destroying the Kysely instance closes PGlite. */
export class PgliteDialect implements Dialect {
  constructor(private readonly pg: PgliteLike) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pg)
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
}
