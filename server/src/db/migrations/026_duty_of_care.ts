/**
 * Duty of care (issue 18 §5): an administrator's message to everyone travelling now, and who of
 * them has acknowledged it. The recipients are fixed when the message is sent (who was travelling
 * then), so a later trip does not join an old broadcast.
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  `create table duty_broadcasts (
    id serial primary key,
    corp_id integer not null references companies(id),
    sender_emp_id integer not null,
    text varchar(200) not null,
    created_at timestamptz not null
  )`,
  `create index duty_broadcasts_corp_idx on duty_broadcasts (corp_id, id desc)`,
  `create table duty_broadcast_recipients (
    broadcast_id integer not null references duty_broadcasts(id) on delete cascade,
    emp_id integer not null,
    corp_id integer not null references companies(id),
    acked_at timestamptz,
    primary key (broadcast_id, emp_id)
  )`,
]

/** Creates the broadcast and recipient tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists duty_broadcast_recipients').execute(db)
  await sql.raw('drop table if exists duty_broadcasts').execute(db)
}
