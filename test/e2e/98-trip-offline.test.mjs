// The trip offline (issue 18 §3) at 390×844 against the H5 build: a traveller with a flight and a
// stay booked and paid through the API (issued, confirmed) opens /schedule online; the network is
// cut (Playwright offline) and the page reloaded: the service worker gives the app shell, the app's
// storage the schedule and the next trip's ticket numbers, seats and confirmation numbers, with
// "offline · saved HH:mm (n minutes ago)"; the network back, it reads again and the notice goes.
// In Chinese and in English. Other tests may book for the same traveller: what the card must show
// is read from the server's own nextTrip reply, not assumed.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { api, BASE, closeBrowser, dayAhead, ok, payWithSmsCode, shot, shownByTestId, signedInPage } from './helpers.mjs'

after(closeBrowser)

const TRAVELLER = 'hx.approver'
const HAN = /[\u4e00-\u9fff]/

/** A personal economy flight of the caller `days` ahead, booked and paid (issued at once). */
async function paidFlight(token, me, days) {
  const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(days), tripType: 2, travellerEmpIds: [me.empId] }, token)
  for (const f of day.flights.slice(0, 10)) {
    const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2, travellerEmpIds: [me.empId] }, token)
    const cabin = cabins.cabins.find((c) => c.cabinClass === 'Y' && c.seatsLeft > 0)
    if (!cabin) continue
    const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
      segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2, clientToken: `e2e-offline-${Date.now()}`,
    }, token)
    if (booked.errCode === 4009) continue
    assert.equal(booked.errCode, 1, booked.tips)
    await payWithSmsCode(token, me.phoneNumber, [booked.data.orderId])
    return booked.data.orderId
  }
  throw new Error('no flight')
}

/** A prepaid Shanghai stay of the caller from `days` ahead, one night, paid and confirmed. */
async function paidStay(token, me, days) {
  const checkInDate = dayAhead(days)
  const checkOutDate = dayAhead(days + 1)
  const list = await ok('POST', '/obt/hotel/htQueryV2/list', { cityId: 'SHA', checkInDate, checkOutDate, tripType: 2, sort: 2 }, token)
  for (const h of list.list) {
    if (h.full) continue
    const pp = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: h.hotelId, checkInDate, checkOutDate, tripType: 2 }, token)
    for (const r of pp.rooms) {
      const p = r.plans.find((x) => x.bookable && x.payment === 'PREPAY' && !x.agreement)
      if (!p) continue
      const v = await ok('POST', '/obt/hotel/htQueryV2/priceValidate', { priceKey: p.priceKey, roomCount: 1, tripType: 2 }, token)
      if (!v.valid) continue
      const booked = await api('POST', '/obt/hotel/htOrder/book', {
        priceKey: v.priceKey, roomCount: 1, rooms: [{ guests: [{ empId: me.empId }] }], contact: { name: me.empName, phone: me.phoneNumber },
        tripType: 2, arrivalTime: '20:00', remark: '', rulesAccepted: 1, expectedTotal: v.totalAmount, clientToken: `e2e-offline-ht-${Date.now()}`,
      }, token)
      if (booked.errCode !== 1) continue
      await payWithSmsCode(token, me.phoneNumber, [booked.data.orderId])
      return booked.data.orderId
    }
  }
  throw new Error('no stay')
}

/** Waits until the service worker controls the page and holds the files the page loaded. */
async function shellKept(page) {
  for (let i = 0; i < 60; i++) {
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration()
      const keys = await caches.keys()
      const shell = keys.find((k) => k.startsWith('shanglv-shell-'))
      if (!reg?.active || !shell || !navigator.serviceWorker.controller) return null
      const kept = (await (await caches.open(shell)).keys()).map((r) => new URL(r.url).pathname)
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /^\/(js|css)\//.test(p))
      return { missing: loaded.filter((p) => !kept.includes(p)), index: kept.includes('/index.html') }
    })
    if (state && state.index && state.missing.length === 0) return
    await page.waitForTimeout(250)
  }
  throw new Error('the service worker did not keep the shell')
}

/** Every ticket, seat, confirmation number and voucher of the reply, as the card writes them. */
function codesOf(trip) {
  const out = []
  for (const d of trip.docs) {
    if (d.confirmNo) out.push(d.confirmNo)
    for (const p of d.people) for (const c of [p.ticketNo, p.seatNo, p.voucher]) if (c) out.push(c)
  }
  return out
}

async function cardText(page) {
  return (await shownByTestId(page, 'next-trip').innerText()).replace(/\s+/g, ' ')
}

describe('the trip offline', () => {
  let booked = null

  for (const [locale, name] of [['zh-CN', 'zh'], ['en-US', 'en']]) {
    test(`the schedule and the next trip's tickets open with the network cut, with their age, and refresh when it is back (${name})`, async () => {
      const { page, info, token } = await signedInPage(TRAVELLER, locale)
      const me = info.empInfo
      if (!booked) booked = { flight: await paidFlight(token, me, 2), hotel: await paidStay(token, me, 2) }
      // The hotel confirms after payment: wait for its number (the card shows what the server has).
      let trip
      for (let i = 0; i < 40; i++) {
        trip = await ok('POST', '/obt/mine/nextTrip', {}, token)
        if (codesOf(trip).length > 0 && trip.docs.every((d) => d.orderType !== 11007 || d.confirmNo)) break
        await new Promise((r) => setTimeout(r, 500))
      }
      assert.ok(trip.docs.length > 0, 'a next trip')
      const codes = codesOf(trip)
      assert.ok(codes.length > 0, 'tickets or confirmation numbers')

      await page.goto(`${BASE}/schedule`)
      await shownByTestId(page, 'next-trip').waitFor({ timeout: 30000 })
      await shownByTestId(page, 'schedule-item').first().waitFor({ timeout: 30000 })
      const rowsOnline = await shownByTestId(page, 'schedule-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))
      assert.ok(rowsOnline.includes(String(booked.flight)), 'the flight is on the schedule')
      for (const c of codes) assert.ok((await cardText(page)).includes(c), `online card shows ${c}`)
      assert.equal(await shownByTestId(page, 'offline-notice').count(), 0)
      await shot(page, `98-trip-online-${name}`)
      await shellKept(page)

      // The network cut, the page loaded again.
      await page.context().setOffline(true)
      await page.reload({ waitUntil: 'domcontentloaded' })
      await shownByTestId(page, 'offline-notice').waitFor({ timeout: 30000 })
      await shownByTestId(page, 'next-trip').waitFor({ timeout: 10000 })
      const rowsOffline = await shownByTestId(page, 'schedule-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))
      assert.deepEqual(rowsOffline, rowsOnline.slice(0, 20))
      for (const c of codes) assert.ok((await cardText(page)).includes(c), `offline card shows ${c}`)
      const notice = await shownByTestId(page, 'offline-notice').innerText()
      if (name === 'zh') assert.match(notice, /离线 · 保存于 \d\d:\d\d（(刚刚|\d+ 分钟前)）/)
      else assert.match(notice, /Offline · saved \d\d:\d\d \((just now|\d+ min ago)\)/)
      if (name === 'en') {
        const card = await cardText(page)
        const people = trip.docs.flatMap((d) => d.people.map((p) => p.name))
        // People's names are data; hotel names and addresses come in English from the server.
        assert.ok(!HAN.test(people.reduce((t, n) => t.split(n).join(''), card)), `English card: ${card}`)
        assert.ok(!HAN.test(notice))
      }
      // The client's own "check your network" toast goes after 3 s.
      await page.waitForTimeout(3200)
      await shot(page, `98-trip-offline-${name}`)

      // Back online: read again, the notice goes.
      await page.context().setOffline(false)
      await shownByTestId(page, 'offline-notice').waitFor({ state: 'detached', timeout: 30000 }).catch(async () => {
        await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="offline-notice"]')].some((e) => e.checkVisibility()), null, { timeout: 30000 })
      })
      await shownByTestId(page, 'next-trip').waitFor({ timeout: 10000 })
      await page.waitForTimeout(3200)
      await shot(page, `98-trip-back-online-${name}`)
      assert.deepEqual(page.errors, [])
    })
  }
})
