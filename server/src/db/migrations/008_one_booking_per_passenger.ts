/**
 * Flight integrity and after-sale money (issue 19):
 *
 * - `flight_passenger_claims`: one row per identity of a passenger holding a live ticket (BOOKED or
 *   ISSUED) on a flight. The primary key (company, identity, operating flight number, departure
 *   date) is the constraint that keeps one passenger to one active booking per segment, whatever
 *   the advisory checkSameOrder said and however many bookings race. Identities: `card:<TYPE>:<NO>`
 *   for every passenger and `emp:<id>` for employees, so the same person booked as a colleague and
 *   as a guest with the same document, or as a colleague with another document, collides too.
 *   Rows go when the ticket goes (cancelled, expired, rejected, refunded, changed away).
 * - Existing data: the live tickets get their claims, oldest ticket first; a duplicate that already
 *   exists keeps its ticket but holds no claim (the migration never fails on old duplicates).
 * - `flight_changes` / `flight_change_items`: what a change to a cheaper fare gives back (the fare
 *   difference less what the fare rule keeps) and how the change is settled (who pays, a payment
 *   deadline when the traveller pays it, when and with which payment).
 * - `travel_policies.name_en`: the policy name in English (filled for the names the demo seeds).
 */
import { sql, type Kysely } from 'kysely'

/** English names of the policies the demo world seeds (older databases get them here, new ones from the seed). */
const POLICY_NAMES_EN: Record<string, string> = {
  专员级差旅标准: 'Staff travel policy',
  主管级差旅标准: 'Supervisor travel policy',
  经理级差旅标准: 'Manager travel policy',
  总监级差旅标准: 'Director travel policy',
  一般员工差旅标准: 'Employee travel policy',
  主管差旅标准: 'Supervisor travel policy',
  部门经理差旅标准: 'Department manager travel policy',
  公司领导差旅标准: 'Executive travel policy',
}

const statements = [
  `create table flight_passenger_claims (
    corp_id integer not null references companies(id),
    identity text not null,
    flight_no text not null,
    dep_date date not null,
    order_id integer not null references flight_orders(id),
    ticket_id integer not null references flight_tickets(id),
    primary key (corp_id, identity, flight_no, dep_date)
  )`,
  `create index flight_passenger_claims_ticket_idx on flight_passenger_claims (ticket_id)`,
  `insert into flight_passenger_claims (corp_id, identity, flight_no, dep_date, order_id, ticket_id)
    select o.corp_id, k.identity, coalesce(nullif(s.snapshot::json ->> 'operatingFlightNo', ''), s.flight_no), s.dep_date, t.order_id, t.id
    from flight_tickets t
    join flight_orders o on o.id = t.order_id
    join flight_order_segments s on s.id = t.segment_id
    join flight_order_passengers p on p.id = t.passenger_id
    cross join lateral (values
      ('card:' || p.card_type || ':' || upper(p.card_number)),
      (case when p.emp_id is not null then 'emp:' || p.emp_id end)
    ) as k(identity)
    where t.status in ('BOOKED', 'ISSUED') and k.identity is not null
    order by t.id
    on conflict do nothing`,
  `alter table flight_changes add column fare_refund numeric(12, 2) not null default 0`,
  `alter table flight_changes add column fare_refund_fee numeric(12, 2) not null default 0`,
  `alter table flight_changes add column pay_type text`,
  `alter table flight_changes add column pay_deadline timestamptz`,
  `alter table flight_changes add column paid_at timestamptz`,
  `alter table flight_changes add column pay_no text`,
  `create index flight_changes_due_idx on flight_changes (pay_deadline) where order_status = 'AWAITING_PAYMENT'`,
  `alter table flight_change_items add column fare_refund numeric(10, 2) not null default 0`,
  `alter table flight_change_items add column fare_refund_fee numeric(10, 2) not null default 0`,
  `alter table travel_policies add column name_en text not null default ''`,
]

/** Creates the claims (from the live tickets), the change settlement columns and the English policy names. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
  for (const [zh, en] of Object.entries(POLICY_NAMES_EN)) {
    await sql`update travel_policies set name_en = ${en} where name = ${zh} and name_en = ''`.execute(db)
  }
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists flight_passenger_claims').execute(db)
  await sql.raw('drop index if exists flight_changes_due_idx').execute(db)
  for (const column of ['fare_refund', 'fare_refund_fee', 'pay_type', 'pay_deadline', 'paid_at', 'pay_no']) {
    await sql.raw(`alter table flight_changes drop column if exists ${column}`).execute(db)
  }
  for (const column of ['fare_refund', 'fare_refund_fee']) await sql.raw(`alter table flight_change_items drop column if exists ${column}`).execute(db)
  await sql.raw('alter table travel_policies drop column if exists name_en').execute(db)
}
