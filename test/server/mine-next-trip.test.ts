/**
 * The trip offline (issue 18 §3): POST /obt/mine/nextTrip answers the caller's next trip with what
 * the traveller shows at the counter — a flight's ticket number, a train's car and seat, the
 * hotel's confirmation number — and the company's service lines, in one reply the app keeps on the
 * device. The trip is the soonest order and the ones departing up to its last day (the stay's
 * check-out); a later flight is not part of it. Document numbers are masked; another company's
 * traveller gets none of it.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { NextTripReply } from '../../server/src/schemas/next-trip'
import { book, bookBody, dayAhead, empIdOf, findFare, payOrders } from './helpers/flights'
import { bookHotelOrder, findPlan, hotelBookBody, toDaytime } from './helpers/hotels'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { bookTrainOrder, findTrain, trainBookBody } from './helpers/trains'

describe.each(targets)('the next trip on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let dfTraveller: string
  const phone = demoLogin('hx.traveller').phone
  const ids = { flight: '', hotel: '', train: '', later: '' }

  const nextTrip = (token: string, lang: 'zh' | 'en' = 'zh') => env.post<NextTripReply>('/obt/mine/nextTrip', {}, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    toDaytime(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    dfTraveller = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('nothing ahead: no documents, the service lines still come', async () => {
    const reply = await nextTrip(traveller)
    expect(reply.errCode).toBe(1)
    expect(reply.data).toMatchObject({ day: '', endDay: '', docs: [] })
    expect(reply.data.lines.length).toBeGreaterThan(0)
    expect(reply.data.lines.every((l) => l.phone.length > 0)).toBe(true)
  })

  test('a flight out, the stay and the train back on check-out day are one trip with tickets, seats and the confirmation number', async () => {
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 4 })
    const flight = await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(flight.errCode).toBe(1)
    ids.flight = flight.data.orderId
    const plan = findPlan(env, { days: 4, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && h.star <= 3 && (p.nightly[0].price as number) < 500 })
    const hotel = await bookHotelOrder(env, traveller, hotelBookBody(plan.priceKey, [{ guests: [{ empId: travellerId }] }]))
    expect(hotel.errCode).toBe(1)
    ids.hotel = hotel.data.orderId
    const train = await findTrain(env, { days: 5, from: 'SHA', to: 'BJS' })
    const trainOrder = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    expect(trainOrder.errCode).toBe(1)
    ids.train = trainOrder.data.orderId
    const { cabin: later } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 9 })
    const laterFlight = await book(env, traveller, bookBody(later.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(laterFlight.errCode).toBe(1)
    ids.later = laterFlight.data.orderId

    // Unpaid orders are no trip yet.
    expect((await nextTrip(traveller)).data.docs).toEqual([])
    for (const id of [ids.flight, ids.hotel, ids.train, ids.later]) await payOrders(env, traveller, phone, [id])

    const reply = await nextTrip(traveller)
    expect(reply.errCode).toBe(1)
    const trip = reply.data
    expect(trip.day).toBe(dayAhead(env, 4))
    expect(trip.endDay >= dayAhead(env, 5)).toBe(true)
    expect(trip.docs.map((d) => d.orderId)).toEqual([ids.flight, ids.hotel, ids.train])

    const [f, h, t] = trip.docs
    expect(f).toMatchObject({ orderType: 11001, status: 'ISSUED', title: expect.stringMatching(/^[A-Z0-9]{2}\d+/), from: expect.stringContaining('北京'), depTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) })
    expect(f.arrTime > f.depTime).toBe(true)
    expect(f.people).toHaveLength(1)
    expect(f.people[0].ticketNo).toMatch(/\d{3}-?\d{10}/)
    expect(f.people[0].cardMasked).toContain('****')
    expect(f.people[0].seatClass).toBeTruthy()

    expect(h).toMatchObject({ orderType: 11007, status: 'ISSUED', confirmNo: expect.stringMatching(/\S+/), address: expect.stringMatching(/\S/), arrTime: dayAhead(env, 5) })
    expect(h.title.length).toBeGreaterThan(0)

    expect(t).toMatchObject({ orderType: 11009, title: train.trainCode })
    expect(t.people[0]).toMatchObject({ coach: expect.stringMatching(/\S/), seatNo: expect.stringMatching(/\S/), ticketNo: expect.stringMatching(/\S/) })

    // No whole document number anywhere in the reply.
    expect(JSON.stringify(trip)).not.toMatch(/\d{15,}[\dX]/)

    // English: the same trip in English.
    const en = (await nextTrip(traveller, 'en')).data
    expect(en.docs.map((d) => d.orderId)).toEqual([ids.flight, ids.hotel, ids.train])
    expect(en.docs[0].from).toMatch(/[A-Za-z]/)
    expect(JSON.stringify(en.docs.map((d) => [d.from, d.to, d.people.map((p) => p.seatClass)]))).not.toMatch(/[\u4e00-\u9fff]/)
  })

  test('another company\'s traveller sees none of it', async () => {
    const other = (await nextTrip(dfTraveller)).data
    expect(other.docs.some((d) => Object.values(ids).includes(d.orderId))).toBe(false)
  })

  test('no token: refused like every user-centre call', async () => {
    const reply = await env.post('/obt/mine/nextTrip', {})
    expect(reply.errCode).not.toBe(1)
  })
})
