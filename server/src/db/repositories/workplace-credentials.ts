/**
 * Access tokens and JS-SDK tickets shared by every server instance (`sdk_credentials`). One instance
 * at a time holds the lease to renew a key; the others read what it wrote. The lease is taken with
 * one insert-on-conflict statement, so it is atomic on PostgreSQL and PGlite alike.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../types'

/** A cached value still valid after `validAfter`, or undefined. */
export async function findLiveCredential(db: Kysely<DB>, key: string, validAfter: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('sdk_credentials')
    .select('value')
    .where('key', '=', key)
    .where('expires_at', '>', validAfter)
    .where('value', '!=', '')
    .executeTakeFirst()
  return row?.value
}

/**
 * Takes the renewal lease of a key when nobody holds a live one and the value is not valid after
 * `validAfter`: true when `owner` got it.
 */
export async function takeCredentialLease(db: Kysely<DB>, key: string, owner: string, now: Date, leaseUntil: Date, validAfter: Date): Promise<boolean> {
  const rows = await db
    .insertInto('sdk_credentials')
    .values({ key, value: '', expires_at: new Date(0), lease_owner: owner, lease_until: leaseUntil })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ lease_owner: owner, lease_until: leaseUntil })
        .where((eb) =>
          eb.and([
            eb.or([eb('sdk_credentials.lease_until', 'is', null), eb('sdk_credentials.lease_until', '<=', now)]),
            eb.or([eb('sdk_credentials.expires_at', '<=', validAfter), eb('sdk_credentials.value', '=', '')]),
          ]),
        ),
    )
    .returning('lease_owner')
    .execute()
  return rows.length === 1 && rows[0].lease_owner === owner
}

/** Stores a renewed value and frees the lease (only by its holder). */
export async function storeCredential(db: Kysely<DB>, key: string, owner: string, value: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sdk_credentials')
    .set({ value, expires_at: expiresAt, lease_owner: null, lease_until: null })
    .where('key', '=', key)
    .where('lease_owner', '=', owner)
    .execute()
}

/** Frees a lease after a failed fetch so another request may try at once. */
export async function releaseCredentialLease(db: Kysely<DB>, key: string, owner: string): Promise<void> {
  await db.updateTable('sdk_credentials').set({ lease_owner: null, lease_until: null }).where('key', '=', key).where('lease_owner', '=', owner).execute()
}

/** Forgets a value (the provider said it is no longer valid). */
export async function expireCredential(db: Kysely<DB>, key: string): Promise<void> {
  await db.updateTable('sdk_credentials').set({ value: '', expires_at: sql<Date>`to_timestamp(0)` }).where('key', '=', key).execute()
}
