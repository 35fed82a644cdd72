// Visas in the mini-program runtime: the country list (/visa) with Japan among the hot countries,
// its products (/visa/list), a business visa's checklist (/visa/detail), the application
// (/visa/edit) with the passport on file and every required material uploaded from a chat file
// (chooseMessageFile, then uploadFile to the API origin), self-collection, booked (/visa/cmp),
// paid through the API, and the progress (/visa/OrderService) moved by the demo tool to the
// passports ready at the visa centre.
/* global wx */
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** The materials an employed applicant of a business visa (not Schengen) must upload. */
const REQUIRED = 8

/** Pays orders through the API with the demo SMS code (waiting out the one-code-a-minute rule when needed). */
async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available) ?? subject.subjects[0]
  let sentAt = Date.now() - 1000
  let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  if (sent.errCode === 4290) {
    await new Promise((r) => setTimeout(r, 61_000))
    sentAt = Date.now() - 1000
    sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  }
  assert.equal(sent.errCode, 1, sent.tips)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
}

describe('visas in the mini-program', () => {
  test('a Japanese business visa: checklist uploaded from chat files, booked, paid, and followed to the visa centre', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo

    let page = await mp.navigateTo('/visa/pages/visa-home/index')
    await until(async () => (await page.$$('.visa__country')).length >= 20, { timeout: 30000, what: 'countries' })
    await waitForText(page, '亚洲')
    await tapText(page, '日本', { tags: ['text'] })

    page = await waitForPage(mp, 'visa/pages/visa-list/index', { timeout: 20000 })
    await waitForText(page, '北京领区', { timeout: 20000 })
    await waitForText(page, '日本90天单次商务签证')
    await tapText(page, '日本90天单次商务签证', { tags: ['text'] })

    page = await waitForPage(mp, 'visa/pages/visa-detail/index', { timeout: 20000 })
    await waitForText(page, '所需材料', { timeout: 20000 })
    await waitForText(page, '在职证明')
    await tapText(page, '立即办理', { tags: ['button'] })

    page = await waitForPage(mp, 'visa/pages/visa-edit/index', { timeout: 20000 })
    await waitForText(page, '申请人（1人）', { timeout: 20000 })
    await waitForText(page, '有效期至')

    // Each required material: "from a chat" in the action sheet, and a picture someone sent there.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    const filePath = await mp.evaluate((b64) => {
      const p = `${wx.env.USER_DATA_PATH}/material.png`
      wx.getFileSystemManager().writeFileSync(p, b64, 'base64')
      return p
    }, png)
    await mp.mockWxMethod('showActionSheet', { tapIndex: 1 })
    await mp.mockWxMethod('chooseMessageFile', { tempFiles: [{ path: filePath, name: 'material.png', size: Buffer.from(png, 'base64').length, type: 'image', time: 0 }] })
    const from = (await mp.trace()).length
    for (let i = 0; i < REQUIRED; i += 1) {
      const links = await page.$$('.visa__upload')
      await links[i].tap()
      await until(async () => (await page.$$('.visa__file')).length === i + 1, { timeout: 20000, what: `file ${i + 1} uploaded` })
    }
    await until(async () => !(await pageText(page)).includes('上传中'), { timeout: 20000, what: 'uploads done' })
    const uploads = (await mp.trace()).slice(from).filter((c) => c.api === 'uploadFile')
    assert.equal(uploads.length, REQUIRED)
    assert.ok(uploads.every((u) => u.arg.url.startsWith('https://api.shanglv.test/')), 'uploaded to the API origin')

    await tapText(page, '自取')
    await waitForText(page, '日本签证申请中心（北京）')
    await tapText(page, '因私')
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'visa/pages/visa-cmp/index', { timeout: 30000 })
    await waitForText(page, '待支付', { timeout: 20000 })
    const orderId = page.query.id
    assert.match(orderId ?? '', /^\d+$/)
    const order = await ok('GET', '/obt/visa/visaOrder/orderDetail', { orderId }, token)
    assert.equal(order.status, 'AWAITING_PAYMENT')
    assert.equal(order.price.total, 480)
    assert.equal(order.applicants[0].files.length, REQUIRED)
    assert.ok((await pageText(page)).includes(order.orderNo))

    await payByApi(token, me.phoneNumber, [orderId])
    for (let i = 0; i < 4; i += 1) await ok('POST', '/obt/demo/visa/advance', { orderId })
    page = await mp.navigateTo(`/visa/pages/order-service/index?orderId=${orderId}`)
    await waitForText(page, '已完成', { timeout: 20000 })
    await waitForText(page, '已出签')
    await waitForText(page, '护照已到签证中心')
    await tapText(page, '订单详情', { tags: ['button'] })
    page = await waitForPage(mp, 'visa/pages/visa-order-detail/index', { timeout: 20000 })
    await waitForText(page, order.orderNo, { timeout: 20000 })
    await waitForText(page, '签证号')
    await assertNoIssues(mp)
  })
})
