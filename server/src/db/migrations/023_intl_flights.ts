/**
 * International flights (issue 13) on the order spine: order type 11004, product 10902.
 *
 * An international order is an `orders` header with the flight tables hanging off it as for a
 * domestic one (passengers, segments with their JSON snapshot, tickets, passenger claims, and
 * seats in `flight_seats` under `GJ~` keys), so payment, approval, expiry and the order detail run
 * on the same machinery. What only an international booking has gets its own tables:
 *
 * - `intl_passenger_docs`: the travel document as the airline needs it (English surname and given
 *   name, nationality, place of issue) for one passenger row; the number and validity stay in the
 *   passenger row (card_number, card_expiry), whole on the server and masked in replies.
 * - `intl_order_journeys`: the itinerary of an order as booked (the key the fare was quoted with,
 *   cabin class, per-journey layovers) for the detail and the completion screen.
 * - `intl_flight_needs`: demand orders (tkNeed): the trip a traveller describes when no fare suits,
 *   the consultant's quote (an itinerary key and its price) and the order it was booked into.
 * - `order_notes`: notes between the traveller and the consultant of a document (order type 20034
 *   for demand orders; the type keeps the table open to other kinds of notes).
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  `create table intl_passenger_docs (
    passenger_id integer primary key references flight_order_passengers(id),
    surname text not null,
    given_name text not null,
    nationality text not null,
    place_of_issue text not null
  )`,
  `create table intl_order_journeys (
    order_id integer primary key references orders(id),
    itinerary_key text not null,
    cabin_class text not null,
    journeys text not null,
    need_id integer
  )`,
  `create table intl_flight_needs (
    id serial primary key,
    corp_id integer not null references companies(id),
    need_no text not null unique,
    booker_emp_id integer not null references employees(id),
    trip_type smallint not null,
    dep_code text not null,
    arr_code text not null,
    dep_date date not null,
    ret_date date,
    cabin_class text not null,
    adults smallint not null,
    children smallint not null,
    traveller_emp_ids text not null,
    traveller_names text not null,
    contact_name text not null,
    contact_phone text not null,
    remark text not null,
    status text not null,
    quote_key text,
    quote_price numeric(12, 2),
    quoted_at timestamptz,
    order_id integer references orders(id),
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  'create index intl_flight_needs_corp_idx on intl_flight_needs (corp_id, created_at desc, id desc)',
  `create table order_notes (
    id serial primary key,
    corp_id integer not null references companies(id),
    order_type integer not null,
    subject_id integer not null,
    author text not null,
    emp_id integer references employees(id),
    author_name text not null,
    text text not null,
    created_at timestamptz not null
  )`,
  'create index order_notes_subject_idx on order_notes (order_type, subject_id, id)',
]

const tables = ['order_notes', 'intl_flight_needs', 'intl_order_journeys', 'intl_passenger_docs']

/** Creates the international flight tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db)
}
