/**
 * Invoices (issue 15) on PGlite and PostgreSQL: titles (the company's first and read-only, the
 * taxpayer number rule), invoiceable orders of every product read from the order header (paid,
 * not invoiced, not refunded in full; the train fare is not invoiced, its service fee is), the
 * face check, a paper invoice for two orders of different products with the express fee by
 * region, the courier moving on the clock and the address changeable only before pickup, an
 * electronic invoice e-mailed with a PDF that opens, 20 parallel requests for one order leaving
 * exactly one invoice, a refund after invoicing flagged, and another company's or colleague's
 * title, order or invoice answering like a missing one.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../server/src/db/types'
import type {
  ExpressInfoReply,
  ExpressSettingsReply,
  InvoiceDetail,
  InvoiceFace,
  InvoiceListReply,
  InvoicePdfReply,
  InvoiceTitle,
  InvoiceableListReply,
  MatchFeeReply,
  SendKpEmailReply,
  TitleListReply,
} from '../../server/src/schemas/invoice'
import { empIdOf } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const HOUR = 60 * 60 * 1000

let seq = 0
/** Writes an order header straight into the spine (the products' own flows are their suites' business). */
async function makeOrder(
  db: Kysely<DB>,
  o: { corpId: number; empId: number; orderType: number; productCode: string; status: string; total: number; serviceFee?: number; paid?: boolean; refunded?: number; at: Date },
): Promise<{ id: string; no: string }> {
  seq += 1
  const no = `IV${Date.now().toString().slice(-8)}${String(seq).padStart(4, '0')}`
  const row = await db
    .insertInto('orders')
    .values({
      order_no: no, order_type: o.orderType, product_code: o.productCode, corp_id: o.corpId, booker_emp_id: o.empId, client_token: `inv-${no}`, trip_type: 1,
      status: o.status, contact_name: '李明轩', contact_phone: '13810010001', contact_email: null, cost_center_id: null, project_id: null, ccsqd_id: null,
      route_id: null, violations: null, violation_reason_id: null, violation_note: null, fare_total: o.total - (o.serviceFee ?? 0), tax_total: 0,
      service_fee_total: o.serviceFee ?? 0, insurance_total: 0, total_amount: o.total, pay_deadline: null, first_dep_at: new Date(o.at.getTime() + 72 * HOUR),
      route_text_zh: `测试行程 ${no}`, route_text_en: `Test trip ${no}`, created_at: o.at, updated_at: o.at,
      ...(o.paid === false ? {} : { paid_amount: o.total, paid_at: o.at, pay_type: 'COMPANY', pay_no: `P${no}` }),
      refunded_amount: o.refunded ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: String(row.id), no }
}

describe.each(targets)('invoices on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: number
  let colleague: string
  let df: string
  let hxCorp: number
  let companyTitleId: string
  const paper = (province = '11', city = 'BJS') => ({ recipient: '李明轩', mobile: '13810010001', province, city, area: '海淀区', addr: '中关村大街1号', post: '100080' })
  const order = (extra: Partial<Parameters<typeof makeOrder>[1]> = {}) =>
    makeOrder(env.database.db, { corpId: hxCorp, empId: travellerId, orderType: 11001, productCode: '10901', status: 'ISSUED', total: 880, at: env.clock.now(), ...extra })

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    travellerId = Number(await empIdOf(env, 'hx.traveller'))
    colleague = await env.login('hx.booker')
    df = await env.login('df.traveller')
    hxCorp = (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('titles: the company first and read-only, own titles added with the taxpayer number rule, in both languages', async () => {
    const list = await env.post<TitleListReply>('/obt/admin/vipCorpSwxx/list', {}, { token: traveller })
    expect(list.errCode).toBe(1)
    expect(list.data.list.map((t) => [t.gsmc, t.owner, t.editable])).toEqual([
      ['华信科技有限公司', 'COMPANY', false],
      ['华信科技有限公司上海分公司', 'COMPANY', false],
    ])
    companyTitleId = list.data.list[0].id
    const readOnly = await env.post('/obt/admin/vipCorpSwxx/edit', { id: companyTitleId, gsmc: '改名', nsrsbh: '91110108MA01H7QX2F', unitType: 1 }, { token: traveller })
    expect(readOnly.errCode).toBe(4009)

    const bad = [
      { nsrsbh: '', zh: '单位发票须填写纳税人识别号' },
      { nsrsbh: '1234567890', zh: '纳税人识别号应为15、18或20位数字或大写字母' },
      { nsrsbh: '91110108MA01H7QX2A', zh: '统一社会信用代码校验位不正确，请核对' },
    ]
    for (const b of bad) {
      const r = await env.post('/obt/admin/vipCorpSwxx/edit', { gsmc: '北京测试有限公司', nsrsbh: b.nsrsbh, unitType: 1 }, { token: traveller })
      expect([r.errCode, r.tips]).toEqual([4000, b.zh])
    }
    const en = await env.post('/obt/admin/vipCorpSwxx/edit', { gsmc: 'X', nsrsbh: '91110108MA01H7QX2A', unitType: 1 }, { token: traveller, lang: 'en' })
    expect(en.tips).toBe('The check character of this unified social credit code is wrong: please check the number')

    // Lower case and blanks are normalised; an individual needs no number.
    const mine = await env.post<InvoiceTitle>('/obt/admin/vipCorpSwxx/edit', { gsmc: ' 北京测试有限公司 ', nsrsbh: '91350100m000100y43', unitType: 1 }, { token: traveller })
    expect(mine.data).toMatchObject({ gsmc: '北京测试有限公司', nsrsbh: '91350100M000100Y43', owner: 'MINE', editable: true })
    const person = await env.post<InvoiceTitle>('/obt/admin/vipCorpSwxx/edit', { gsmc: '李明轩', unitType: 2 }, { token: traveller })
    expect(person.data).toMatchObject({ nsrsbh: '', unitType: 2 })
    const renamed = await env.post<InvoiceTitle>('/obt/admin/vipCorpSwxx/edit', { id: person.data.id, gsmc: '李明轩（个人）', unitType: 2 }, { token: traveller })
    expect(renamed.data.gsmc).toBe('李明轩（个人）')
    const after = await env.post<TitleListReply>('/obt/admin/vipCorpSwxx/list', {}, { token: traveller })
    expect(after.data.list.map((t) => t.owner)).toEqual(['COMPANY', 'COMPANY', 'MINE', 'MINE'])
    const detail = await env.get<InvoiceTitle>('/obt/admin/vipCorpSwxx/detail', { id: mine.data.id }, { token: traveller })
    expect(detail.data.gsmc).toBe('北京测试有限公司')

    // Another company's title, and a colleague's own title, answer like a missing one.
    const missing = await env.get('/obt/admin/vipCorpSwxx/detail', { id: '999999' }, { token: df })
    for (const r of [
      await env.get('/obt/admin/vipCorpSwxx/detail', { id: companyTitleId }, { token: df }),
      await env.get('/obt/admin/vipCorpSwxx/detail', { id: mine.data.id }, { token: colleague }),
      await env.post('/obt/admin/vipCorpSwxx/edit', { id: mine.data.id, gsmc: 'x', unitType: 2 }, { token: colleague }),
    ]) expect([r.errCode, r.tips]).toEqual([missing.errCode, missing.tips])
    expect(missing.errCode).toBe(4004)
    const dfList = await env.post<TitleListReply>('/obt/admin/vipCorpSwxx/list', {}, { token: df })
    expect(dfList.data.list.map((t) => t.gsmc)).toEqual(['东方能源集团有限公司'])
  })

  test('invoiceable orders of every product: paid and delivered, not refunded in full, the train fare excluded', async () => {
    const flight = await order({ total: 1000 })
    const hotel = await order({ orderType: 11007, productCode: '10903', total: 640, refunded: 140, status: 'PARTIAL_REFUND' })
    const train = await order({ orderType: 11009, productCode: '10904', total: 563.5, serviceFee: 10 })
    const unpaid = await order({ status: 'AWAITING_PAYMENT', paid: false })
    const ticketing = await order({ status: 'TICKETING' })
    const refunded = await order({ orderType: 11032, productCode: '10911', total: 500, refunded: 500, status: 'FULL_REFUND' })
    const trainNoFee = await order({ orderType: 11009, productCode: '10904', total: 300, serviceFee: 0 })
    const list = await env.post<InvoiceableListReply>('/obt/kp/order/orderList', { count: 100 }, { token: traveller })
    expect(list.errCode).toBe(1)
    const byNo = new Map(list.data.list.map((o) => [o.orderNo, o]))
    expect(byNo.get(flight.no)).toMatchObject({ amount: 1000, serviceFeeOnly: false, productCode: '10901' })
    expect(byNo.get(hotel.no)).toMatchObject({ amount: 500, refunded: 140 })
    expect(byNo.get(train.no)).toMatchObject({ amount: 10, serviceFeeOnly: true })
    for (const o of [unpaid, ticketing, refunded, trainNoFee]) expect(byNo.has(o.no)).toBe(false)
    // The colleague and another company see none of them.
    const other = await env.post<InvoiceableListReply>('/obt/kp/order/orderList', {}, { token: colleague })
    expect(other.data.list.some((o) => byNo.has(o.orderNo))).toBe(false)

    // Refused orders say why; another company's order answers like a missing one.
    const refusedRefund = await env.post('/obt/kp/order/checkOrEditFace', { titleId: companyTitleId, kpType: 1, orderIds: [refunded.id] }, { token: traveller })
    expect([refusedRefund.errCode, refusedRefund.tips]).toEqual([4009, `订单${refunded.no}不可开票（未支付、已全部退款或无可开票金额）`])
    const unpaidRefused = await env.post('/obt/kp/order/add', { titleId: companyTitleId, kpType: 1, orderIds: [unpaid.id], email: 'li@example.com' }, { token: traveller })
    expect(unpaidRefused.errCode).toBe(4009)
    const missing = await env.post('/obt/kp/order/checkOrEditFace', { titleId: companyTitleId, kpType: 1, orderIds: ['999999'] }, { token: traveller })
    const dfTitle = (await env.post<TitleListReply>('/obt/admin/vipCorpSwxx/list', {}, { token: df })).data.list[0].id
    const foreign = await env.post('/obt/kp/order/checkOrEditFace', { titleId: dfTitle, kpType: 1, orderIds: [flight.id] }, { token: df })
    const colleagues = await env.post('/obt/kp/order/checkOrEditFace', { titleId: companyTitleId, kpType: 1, orderIds: [flight.id] }, { token: colleague })
    expect(missing.errCode).toBe(4004)
    expect([foreign.errCode, foreign.tips]).toEqual([missing.errCode, missing.tips])
    expect([colleagues.errCode, colleagues.tips]).toEqual([missing.errCode, missing.tips])

    const face = await env.post<InvoiceFace>('/obt/kp/order/checkOrEditFace', { titleId: companyTitleId, kpType: 2, orderIds: [flight.id, train.id], province: '65' }, { token: traveller })
    expect(face.data).toMatchObject({ amount: 1010, taxRate: 0.06, taxAmount: 57.17, amountExTax: 952.83, expressFee: 22, buyer: { gsmc: '华信科技有限公司', nsrsbh: '91110108MA01H7QX2F' } })
    expect(face.data.lines.map((l) => [l.orderNo, l.item, l.amount])).toEqual([[flight.no, '*旅游服务*差旅代订服务', 1000], [train.no, '*经纪代理服务*代订服务费', 10]])
  })

  test('express fee by region', async () => {
    const settings = await env.post<ExpressSettingsReply>('/obt/express/set/address/fee', {}, { token: traveller, lang: 'en' })
    expect(settings.data.regions.map((r) => [r.region, r.fee])).toEqual([['LOCAL', 8], ['STANDARD', 12], ['REMOTE', 22]])
    expect(settings.data.undeliverable.map((p) => p.code).sort()).toEqual(['71', '81', '82'])
    const fees = await Promise.all(['31', '11', '65'].map((province) => env.post<MatchFeeReply>('/obt/express/matchFee', { province }, { token: traveller })))
    expect(fees.map((f) => [f.data.provinceName, f.data.fee])).toEqual([['上海', 8], ['北京', 12], ['新疆', 22]])
    const hk = await env.post('/obt/express/matchFee', { province: '81' }, { token: traveller })
    expect([hk.errCode, hk.tips]).toEqual([4000, '纸质发票暂不支持寄往香港'])
  })

  test('a paper invoice for two orders of different products: fee, courier on the clock, address until pickup, never twice', async () => {
    const flight = await order({ total: 1200 })
    const hotel = await order({ orderType: 11007, productCode: '10903', total: 450 })
    const body = { titleId: companyTitleId, kpType: 2, orderIds: [flight.id, hotel.id], delivery: paper(), expectedFee: 12, remark: '请尽快寄出' }
    const changedFee = await env.post('/obt/kp/order/add', { ...body, expectedFee: 8 }, { token: traveller })
    expect([changedFee.errCode, changedFee.tips]).toEqual([4009, '快递费已变更为12.00元，请确认后重新提交'])
    const noAddress = await env.post('/obt/kp/order/add', { ...body, delivery: undefined }, { token: traveller })
    expect([noAddress.errCode, noAddress.tips]).toEqual([4000, '纸质发票请填写收件人、手机号码和邮寄地址'])
    const wrongCity = await env.post('/obt/kp/order/add', { ...body, delivery: paper('11', 'SHA') }, { token: traveller })
    expect(wrongCity.errCode).toBe(4000)

    const added = await env.post<InvoiceDetail>('/obt/kp/order/add', body, { token: traveller })
    expect(added.errCode).toBe(1)
    const inv = added.data
    expect(inv).toMatchObject({ kpType: 2, amount: 1650, expressFee: 12, refundFlag: false, remark: '请尽快寄出', title: { gsmc: '华信科技有限公司' } })
    expect(inv.fpNo).toMatch(/^\d{20}$/)
    expect(inv.orders.map((o) => o.productCode)).toEqual(['10901', '10903'])
    expect(inv.delivery).toMatchObject({ provinceName: '北京', cityName: '北京', addr: '中关村大街1号', editable: true })
    expect(inv.express).toMatchObject({ state: 'ACCEPTED', waybillNo: expect.stringMatching(/^SF\d{13}$/) })

    // Invoiced: gone from the list, refused again.
    const list = await env.post<InvoiceableListReply>('/obt/kp/order/orderList', { count: 100 }, { token: traveller })
    expect(list.data.list.some((o) => o.orderId === flight.id || o.orderId === hotel.id)).toBe(false)
    const again = await env.post('/obt/kp/order/add', { ...body, orderIds: [hotel.id] }, { token: traveller })
    expect([again.errCode, again.tips]).toEqual([4009, `订单${hotel.no}已开具发票，不能重复开票`])

    // The address moves to Xinjiang before pickup (the remote fee), then the courier has it.
    const moved = await env.post<InvoiceDetail>('/obt/express/order/editPsdz', { id: inv.id, delivery: paper('65', 'URC'), expectedFee: 22 }, { token: traveller })
    expect(moved.data).toMatchObject({ expressFee: 22, delivery: { provinceName: '新疆', cityName: '乌鲁木齐' } })
    env.clock.advance(2 * HOUR)
    const late = await env.post('/obt/express/order/editPsdz', { id: inv.id, delivery: paper(), expectedFee: 12 }, { token: traveller })
    expect([late.errCode, late.tips]).toEqual([4009, '快递员已揽件，不能修改配送地址'])
    const track = await env.post<ExpressInfoReply>('/obt/express/order/lookExpressInfo', { id: inv.id }, { token: traveller, lang: 'en' })
    expect(track.data).toMatchObject({ company: 'SF Express', state: 'PICKED_UP', stateText: 'Picked up' })
    expect(track.data.traces.map((t) => t.state)).toEqual(['PICKED_UP', 'ACCEPTED'])
    env.clock.advance(4 * 24 * HOUR)
    const done = await env.post<ExpressInfoReply>('/obt/express/order/lookExpressInfo', { id: inv.id }, { token: traveller })
    expect(done.data.state).toBe('DELIVERED')
    expect(done.data.traces[0].text).toBe('已签收，签收人：李明轩')
    expect(done.data.traces.some((t) => t.text === '已到达乌鲁木齐转运中心')).toBe(true)

    // A refund after invoicing is flagged.
    await env.database.db.updateTable('orders').set({ refunded_amount: 200, status: 'PARTIAL_REFUND' }).where('id', '=', Number(hotel.id)).execute()
    const flagged = await env.post<InvoiceDetail>('/obt/kp/order/detail', { id: inv.id }, { token: traveller })
    expect(flagged.data.refundFlag).toBe(true)
    expect(flagged.data.orders.find((o) => o.orderId === hotel.id)?.refundedAfter).toBe(200)
    const mine = await env.post<InvoiceListReply>('/obt/kp/order/list', {}, { token: traveller })
    expect(mine.data.list.find((i) => i.id === inv.id)).toMatchObject({ refundFlag: true, orderCount: 2, expressState: 'DELIVERED' })

    // Another company's and a colleague's view of it: like a missing one.
    const missing = await env.post('/obt/kp/order/detail', { id: '999999' }, { token: traveller })
    expect(missing.errCode).toBe(4004)
    for (const r of [
      await env.post('/obt/kp/order/detail', { id: inv.id }, { token: df }),
      await env.post('/obt/kp/order/detail', { id: inv.id }, { token: colleague }),
      await env.post('/obt/express/order/lookExpressInfo', { id: inv.id }, { token: df }),
      await env.post('/obt/express/order/editPsdz', { id: inv.id, delivery: paper() }, { token: df }),
    ]) expect([r.errCode, r.tips]).toEqual([missing.errCode, missing.tips])
  })

  test('20 parallel requests for one order leave exactly one invoice', async () => {
    const one = await order({ total: 777 })
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        env.post<InvoiceDetail>('/obt/kp/order/add', { titleId: companyTitleId, kpType: i % 2 ? 1 : 2, orderIds: [one.id], email: 'li.mingxuan@example.com', delivery: paper() }, { token: traveller }),
      ),
    )
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    expect(replies.filter((r) => r.errCode !== 1).every((r) => r.errCode === 4009 && r.tips === `订单${one.no}已开具发票，不能重复开票`)).toBe(true)
    const claims = await env.database.db.selectFrom('invoice_orders').select('invoice_id').where('order_id', '=', Number(one.id)).execute()
    expect(claims).toHaveLength(1)
    const invoices = await env.database.db.selectFrom('invoices').leftJoin('invoice_orders', 'invoice_orders.invoice_id', 'invoices.id').select('invoices.id')
      .where('invoice_orders.order_id', 'is', null).execute()
    expect(invoices).toHaveLength(0)
  })

  test('an electronic invoice: e-mailed with a PDF that opens, sent again on request', async () => {
    const flight = await order({ total: 520 })
    const added = await env.post<InvoiceDetail>('/obt/kp/order/add', { titleId: companyTitleId, kpType: 1, orderIds: [flight.id], email: 'li.mingxuan@example.com' }, { token: traveller, lang: 'en' })
    expect(added.data).toMatchObject({ kpType: 1, email: 'li.mingxuan@example.com', delivery: null, express: null, amount: 520 })
    const noMail = await env.post('/obt/kp/order/add', { titleId: companyTitleId, kpType: 1, orderIds: [flight.id] }, { token: traveller })
    expect(noMail.errCode).toBe(4000)
    const outbox = await env.get<{ to: string; subject: string; body: string; attachmentUrl: string }[]>('/obt/demo/emailOutbox', { email: 'li.mingxuan@example.com' })
    const mail = outbox.data.find((m) => m.subject.includes(added.data.fpNo))
    expect(mail?.subject).toBe(`[Shanglv] Electronic invoice ${added.data.fpNo}`)
    expect(mail?.attachmentUrl).toMatch(/^\/obt\/kp\/order\/pdf\/file\/[0-9a-f]{32}$/)
    const fromMail = await env.inject({ method: 'GET', url: mail?.attachmentUrl ?? '' })
    expect(fromMail.statusCode).toBe(200)
    expect(fromMail.headers['content-type']).toContain('application/pdf')
    expect(fromMail.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const link = await env.post<InvoicePdfReply>('/obt/kp/order/pdf', { id: added.data.id }, { token: traveller })
    expect(link.data.fileName).toBe(`invoice-${added.data.fpNo}.pdf`)
    const pdf = await env.inject({ method: 'GET', url: link.data.url })
    expect(pdf.rawPayload.toString('latin1')).toContain(added.data.fpNo)
    env.clock.advance(11 * 60 * 1000)
    const expired = await env.inject({ method: 'GET', url: link.data.url })
    expect(expired.json()).toMatchObject({ errCode: 4004 })
    const foreignLink = await env.post('/obt/kp/order/pdf', { id: added.data.id }, { token: df })
    expect(foreignLink.errCode).toBe(4004)

    const resent = await env.post<SendKpEmailReply>('/obt/kp/order/sendKpEmail', { id: added.data.id, email: 'finance@huaxin.example.com' }, { token: traveller })
    expect(resent.data).toEqual({ queued: true, email: 'finance@huaxin.example.com' })
    const finance = await env.get<{ subject: string }[]>('/obt/demo/emailOutbox', { email: 'finance@huaxin.example.com' })
    expect(finance.data[0].subject).toBe(`【商旅】电子发票 ${added.data.fpNo}`)
    const paperOnly = await env.post('/obt/express/order/lookExpressInfo', { id: added.data.id }, { token: traveller })
    expect(paperOnly.errCode).toBe(4009)
  })
})
