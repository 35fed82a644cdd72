// Roll-out through the workplace chat, against npm start at 390x844: DFNY's simulated WeCom opens
// the product through SSO (approval detail target; train and flight queries with autoQuery), a bad and a
// missing token alert then go to login, and an approver gets the approval-needed message in the
// simulated WeCom and approves from its link.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, byTestId, closeBrowser, dayAhead, newPage, ok, shot, signedInPage, DEMO_PASSWORD } from './helpers.mjs'

after(closeBrowser)

function shown(page, selector) {
  return page.locator(selector).filter({ visible: true })
}

/** The traveller submits a business-trip application through the API; DF0004 (林志强) approves level 1. */
async function submitApplication(purpose) {
  const login = await ok('POST', '/obt/vipLogin', { loginType: 2, loginName: 'df.traveller', password: DEMO_PASSWORD, deviceId: 'e2e-wp-traveller' })
  const info = await ok('GET', '/obt/getLoginUserInfo', {}, login.token)
  const body = {
    addMethod: 1, travellerEmpIds: [String(info.empInfo.empId)], ccsy: purpose, dateBegin: dayAhead(3), dateEnd: dayAhead(6), mdd: '北京',
    jtys: 2000, zsys: 1500, qtys: 300,
    routes: [{ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: dayAhead(3), cabin: 'Y' }],
  }
  return ok('POST', '/obt/vipCcsqdAdd', body, login.token)
}

/** The approver's message about this application in the simulated WeCom, once the outbox sweep delivered it. */
async function wecomMessage(empNo, orderId) {
  for (let i = 0; i < 40; i += 1) {
    const { list } = await ok('GET', '/obt/demo/workplaceOutbox', { empNo, channel: 'wecom' })
    const row = list.find((r) => r.orderId === String(orderId))
    if (row?.status === 'SENT') return row
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no delivered WeCom message for ${empNo} about ${orderId}`)
}

/** Opens a chat-app link, picks the member on the simulated WeCom page, and waits for the landing. */
async function openFromWecom(page, link, empNo, locale) {
  await page.goto(`${BASE}${link}`)
  await page.locator(`[data-testid="sim-member-${empNo}"]`).waitFor()
  await shot(page, `workplace-sim-wecom-authorize-${locale}`)
  await page.locator(`[data-testid="sim-member-${empNo}"]`).click()
}

async function modalText(page) {
  const text = page.locator('.taro-modal__text').last()
  await text.waitFor({ state: 'visible', timeout: 15000 })
  return (await text.innerText()).trim()
}

async function confirmModal(page) {
  await page.locator('.taro-model__confirm').filter({ visible: true }).last().click()
}

describe('workplace single sign-on and chat notifications', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    test(`a DFNY employee opens an approval detail from WeCom and lands there signed in (${locale})`, async () => {
      const app = await submitApplication(`e2e 企业微信 ${locale} ${Date.now() % 100000}`)
      const message = await wecomMessage('DF0004', app.ccsqdId)
      const page = await newPage(locale)
      const link = `/obt/workplace/authorize?corpId=DFNY&loginCli=wecom&targetModule=detail&workItemId=${message.workItemId}&orderId=${app.ccsqdId}&orderType=11099`
      await openFromWecom(page, link, 'DF0004', locale)
      await page.waitForURL(/\/approval\/Detail\?.*workItemId=/, { timeout: 20000 })
      await byTestId(page, 'approval-progress').waitFor({ timeout: 15000 })
      await shown(page, '[data-testid="approval-approve"]').first().waitFor()
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').data)
      assert.match(token, /^[0-9a-f]{32}$/)
      await shot(page, `workplace-sso-approval-detail-${locale}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('a train query target with autoQuery', async () => {
    const page = await newPage('zh-CN')
    await openFromWecom(page, '/obt/workplace/authorize?corpId=DFNY&loginCli=wecom&targetModule=query&productCode=10904&autoQuery=1', 'DF0001', 'query')
    await page.waitForURL(/\/tr\/trQuery\?.*autoQuery=1/, { timeout: 20000 })
    await page.waitForTimeout(800)
    await shot(page, 'workplace-sso-train-query-zh-CN')
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').data)
    assert.equal(info.empInfo.empNo, 'DF0001')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a flight query target with autoQuery lists the last route at once; what is missing (no route, DFNY\'s application) the form says', async () => {
    const page = await newPage('zh-CN')
    await openFromWecom(page, '/obt/workplace/authorize?corpId=DFNY&loginCli=wecom&targetModule=query&productCode=10901&autoQuery=1', 'DF0001', 'query')
    await page.waitForURL(/\/tk\/tkQuery\?.*autoQuery=1/, { timeout: 20000 })
    await shown(page, '.tk-query__row--error').first().waitFor({ timeout: 20000 })
    await shot(page, 'workplace-sso-flight-query-missing-zh-CN')
    await page.context().close()

    const again = await newPage('zh-CN')
    await again.context().addInitScript(() => {
      const place = (code, cityName) => ({ kind: 'city', code, cityCode: code, cityName, name: cityName })
      localStorage.setItem('history_flight_route', JSON.stringify({ data: { dep: place('BJS', '北京'), arr: place('SHA', '上海') } }))
    })
    // HXKJ (on DingTalk) books business flights without an application: its form is complete.
    await openFromWecom(again, '/obt/workplace/authorize?corpId=HXKJ&loginCli=dingtalk&targetModule=query&productCode=10901&autoQuery=1', 'HX0001', 'query')
    await again.waitForURL(/\/tk\/tkList\?/, { timeout: 20000 })
    assert.match(again.url(), /BJS/)
    assert.deepEqual(again.errors, [])
    await again.context().close()
  })

  test('in a plain browser the settings offer the mini-program through a WeChat link (generateWxScheme)', async () => {
    const { page } = await signedInPage('df.traveller', 'en-US')
    await page.goto(`${BASE}/userCenter/settings`)
    const row = shown(page, '[data-testid="settings-open-wechat"]')
    await row.waitFor({ timeout: 20000 })
    assert.equal((await row.innerText()).replace('›', '').trim(), 'Open in the WeChat mini-program')
    await shot(page, 'settings-open-wechat-en-US')
    // Chromium has no handler for weixin://: the reply and the attempt to leave are what can be seen.
    const leaving = page.waitForEvent('request', { predicate: (r) => r.url().startsWith('weixin://'), timeout: 10000 }).catch(() => null)
    const reply = page.waitForResponse((r) => r.url().endsWith('/obt/generateWxScheme'))
    await row.click()
    const body = await (await reply).json()
    assert.equal(body.errCode, 1, body.tips)
    assert.match(body.data.openlink, /^weixin:\/\/dl\/business\/\?t=/)
    const left = await leaving
    if (left) assert.equal(left.url(), body.data.openlink)
    await page.context().close()
  })

  test('inside DingTalk the page loads DingTalk\'s JS API and configures it with the company\'s signed corp and agent', async () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13; V2185A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/97.0.4692.98 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) language/zh-CN'
    const { page } = await signedInPage('hx.approver', 'zh-CN', DEMO_PASSWORD, { userAgent: ua })
    // No outside network here: DingTalk's script is answered by a stand-in that records dd.config.
    let fetched = ''
    await page.route('https://g.alicdn.com/**', (route) => {
      fetched = route.request().url()
      return route.fulfill({ contentType: 'application/javascript', body: 'window.dd = { config: function (c) { window.__ddConfig = c }, error: function () {} }' })
    })
    const signed = page.waitForResponse((r) => r.url().endsWith('/obt/getSdkQx'))
    await page.goto(`${BASE}/home`)
    const reply = await (await signed).json()
    assert.equal(reply.errCode, 1, reply.tips)
    const config = await page.waitForFunction(() => window.__ddConfig, null, { timeout: 20000 }).then((h) => h.jsonValue())
    assert.match(fetched, /dingtalk-jsapi/)
    assert.deepEqual({ corpId: config.corpId, agentId: config.agentId, timeStamp: config.timeStamp, nonceStr: config.nonceStr, signature: config.signature }, {
      corpId: reply.data.appId, agentId: reply.data.agentId, timeStamp: reply.data.timestamp, nonceStr: reply.data.nonceStr, signature: reply.data.signature,
    })
    assert.match(config.signature, /^[0-9a-f]{40}$/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  for (const locale of ['zh-CN', 'en-US']) {
    test(`a bad token and a missing token alert, then go to login (${locale})`, async () => {
      const page = await newPage(locale)
      await page.goto(`${BASE}/sso?token=short`)
      assert.match(await modalText(page), locale === 'zh-CN' ? /token无效/ : /token is invalid/)
      await shot(page, `workplace-sso-bad-token-${locale}`)
      await confirmModal(page)
      await page.waitForURL(/\/login/, { timeout: 15000 })

      // The right length, but no such session: the user-info call answers 100.
      await page.goto(`${BASE}/sso?token=${'0'.repeat(32)}`)
      assert.match(await modalText(page), locale === 'zh-CN' ? /token无效/ : /token is invalid/)
      await confirmModal(page)
      await page.waitForURL(/\/login/, { timeout: 15000 })

      await page.goto(`${BASE}/sso`)
      assert.match(await modalText(page), locale === 'zh-CN' ? /缺少token参数/ : /token is missing/)
      await shot(page, `workplace-sso-missing-token-${locale}`)
      await confirmModal(page)
      await page.waitForURL(/\/login/, { timeout: 15000 })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('the approver gets the approval-needed message in WeCom and approves from its link', async () => {
    const app = await submitApplication(`e2e 消息审批 ${Date.now() % 100000}`)
    const message = await wecomMessage('DF0004', app.ccsqdId)
    assert.match(message.link, /^\/obt\/workplace\/authorize\?/)
    assert.equal(message.yycj, 2)
    const page = await newPage('zh-CN')
    await openFromWecom(page, message.link, 'DF0004', 'message')
    await page.waitForURL(/\/approval\/Detail/, { timeout: 20000 })
    await byTestId(page, 'approval-progress').waitFor({ timeout: 15000 })
    await shot(page, 'workplace-message-approval-detail-zh-CN')
    await shown(page, '[data-testid="approval-approve"]').first().click()
    await byTestId(page, 'decide-sheet').waitFor()
    await byTestId(page, 'approval-confirm').click()
    await byTestId(page, 'approval-result').waitFor({ timeout: 15000 })
    await shot(page, 'workplace-message-approved-zh-CN')
    // Level 1 decided: the item is done.
    const approver = await ok('POST', '/obt/vipLogin', { loginType: 2, loginName: 'df.approver1', password: DEMO_PASSWORD, deviceId: 'e2e-wp-approver-api' })
    const pending = await ok('GET', '/obt/vipBpmForMyAppNew', { pageNum: 1, count: 50 }, approver.token)
    assert.ok(!pending.list.some((i) => String(i.workItemId ?? i.id) === String(message.workItemId)), 'no longer pending')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
