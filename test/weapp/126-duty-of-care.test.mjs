// Duty of care through the rendered mini-program (issue 18 §5): hx.admin opens 出行安全关怀 and sees
// the server's travellers of today (or the empty state) and its latest broadcast with "n/m人已回复";
// a recipient opens the message's screen (the route the message leads to) and taps 收到，我很安全.
// Another test file may share the server: what is shown is compared with what the server answers.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, assertNoIssues, latestSmsCode, ok, pageText, signIn, smsCooldown, tapText, tokenFor, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China today. */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** hx.traveller on a flight later today (booked and paid: issued at once); false when none is left today. */
async function flightToday() {
  const token = await tokenFor('hx.traveller')
  const self = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
  for (const [depCode, arrCode] of [['BJS', 'SHA'], ['SHA', 'BJS'], ['SZX', 'SHA'], ['CAN', 'BJS'], ['CTU', 'BJS']]) {
    const flights = await api('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode, arrCode, date: chinaToday(), tripType: 2 }, token)
    for (const f of flights.data?.flights ?? []) {
      const cabins = await api('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2 }, token)
      const cabin = cabins.data?.cabins?.find((c) => c.seatsLeft > 0)
      if (!cabin) continue
      const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: self.empId }], contact: { name: self.empName, phone: self.phoneNumber }, tripType: 2, clientToken: `weapp-doc-${Date.now()}`,
      }, token)
      if (booked.errCode !== 1) continue
      const orderIds = [booked.data.orderId]
      const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
      const way = subject.subjects.find((x) => x.available) ?? subject.subjects[0]
      await smsCooldown(self.phoneNumber)
      const sentAt = Date.now() - 1000
      await ok('POST', '/obt/pay/getSmsCode', { orderIds }, token)
      const smsCode = await latestSmsCode(self.phoneNumber, { after: sentAt })
      await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
      return true
    }
  }
  return false
}

describe('duty of care', () => {
  test('the administrator screen shows the server travellers and broadcasts; a recipient acknowledges', async () => {
    const admin = await tokenFor('hx.admin')
    // Late at night (China time) no flight is left today: the screen is then checked as the server has it.
    const flying = await flightToday()
    const travellerId = (await ok('GET', '/obt/getLoginUserInfo', {}, await tokenFor('hx.traveller'))).empInfo.empId
    const now = await ok('GET', '/obt/dutyOfCare/travellers', {}, admin)
    // A broadcast to whoever travels now (none when no one does: the screen then says so).
    let sent = null
    if (now.travellers.length > 0) sent = await ok('POST', '/obt/dutyOfCare/broadcast', { text: `小程序关怀 ${Date.now()}` }, admin)

    mp = await launchMiniProgram()
    await signIn(mp, 'hx.admin')
    const since = await mp.issues()
    const page = await mp.navigateTo('/userCenter/pages/duty-of-care/index')
    await waitForText(page, '今日出行中', { timeout: 30000 })
    const text = await pageText(page)
    if (now.travellers.length === 0) assert.ok(text.includes('今天没有人在出行'), text)
    for (const p of now.travellers) assert.ok(text.includes(p.name) && text.includes(p.mobile), `${p.name} is listed`)
    if (sent) {
      assert.ok(text.includes(sent.text), 'the broadcast is listed')
      assert.ok(text.includes(`0/${sent.recipients.length}人已回复`), text)
    }
    await assertNoIssues(mp, since, 'duty of care')

    // hx.traveller, when a recipient, opens the message's screen and acknowledges.
    if (flying) assert.ok(sent && sent.recipients.some((r) => r.empId === String(travellerId)), 'the traveller on today\'s flight is a recipient')
    if (sent && sent.recipients.some((r) => r.empId === String(travellerId))) {
      await mp.close()
      mp = await launchMiniProgram()
      await signIn(mp, 'hx.traveller')
      const ackPage = await mp.navigateTo(`/userCenter/pages/duty-of-care-ack/index?orderId=${sent.id}`)
      await waitForPage(mp, 'userCenter/pages/duty-of-care-ack/index')
      await waitForText(ackPage, sent.text, { timeout: 20000 })
      await tapText(ackPage, '收到，我很安全', { tags: ['button', 'view', 'text'] })
      await waitForText(ackPage, '已回复', { timeout: 15000 })
      // The mini-program's sign-in ended the earlier API session of hx.admin: sign in again.
      const after = (await ok('GET', '/obt/dutyOfCare/broadcasts', {}, await tokenFor('hx.admin'))).list.find((x) => x.id === sent.id)
      assert.equal(after.ackedCount, 1)
    }
  })
})
