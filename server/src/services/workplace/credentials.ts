/**
 * Access tokens and tickets cached in the database for their lifetime, shared by every request and
 * every instance: the first asker takes the key's lease and fetches; everyone else (in this process
 * or another) waits for the value it stores. Within one process concurrent askers also share one
 * promise, so twenty parallel sign requests make one database lease attempt, not twenty.
 */
import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../context'
import { findLiveCredential, releaseCredentialLease, storeCredential, takeCredentialLease, expireCredential } from '../../db/repositories/workplace-credentials'
import { WorkplaceError, type FetchedCredential } from '../../providers/workplace'
import { addMs } from '../../util/time'

/** Renewed this long before the provider's expiry, so a value never expires on its way. */
const EARLY_MS = 5 * 60 * 1000
/** How long a fetch may hold the lease before someone else may try. */
const LEASE_MS = 15_000
/** How long an asker waits for another holder before giving up. */
const WAIT_MS = 20_000
const POLL_MS = 40

const OWNER = `${process.pid}-${randomBytes(6).toString('hex')}`
/** Per application context: two instances in one process (tests) must still meet in the database. */
const flights = new WeakMap<AppContext, Map<string, Promise<string>>>()

/** The cached value of `key`, fetched through `fetcher` when there is none valid. */
export function cachedCredential(ctx: AppContext, key: string, fetcher: () => Promise<FetchedCredential>): Promise<string> {
  let inFlight = flights.get(ctx)
  if (!inFlight) {
    inFlight = new Map()
    flights.set(ctx, inFlight)
  }
  const running = inFlight.get(key)
  if (running) return running
  const map = inFlight
  const promise = resolve(ctx, key, fetcher).finally(() => map.delete(key))
  map.set(key, promise)
  return promise
}

/** Drops a cached value the provider refused (e.g. an access token revoked early). */
export async function forgetCredential(ctx: AppContext, key: string): Promise<void> {
  await expireCredential(ctx.db, key)
}

async function resolve(ctx: AppContext, key: string, fetcher: () => Promise<FetchedCredential>): Promise<string> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const now = ctx.clock()
    const validAfter = addMs(now, EARLY_MS)
    const live = await findLiveCredential(ctx.db, key, validAfter)
    if (live) return live
    if (await takeCredentialLease(ctx.db, key, OWNER, now, addMs(now, LEASE_MS), validAfter)) {
      try {
        const fetched = await fetcher()
        await storeCredential(ctx.db, key, OWNER, fetched.value, addMs(ctx.clock(), fetched.expiresIn * 1000))
        return fetched.value
      } catch (error) {
        await releaseCredentialLease(ctx.db, key, OWNER)
        throw error
      }
    }
    if (Date.now() > deadline) throw new WorkplaceError('credential wait timed out')
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
}
