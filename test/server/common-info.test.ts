/**
 * Common information (/userCenter/CommonInfo): frequent travellers with several documents, delivery
 * addresses with one default, airline and hotel member cards, and the tenant checks (another
 * company's contact, address or card answers exactly like a missing one).
 */
import type { AddressListReply, AirlineCardListReply } from '../../server/src/schemas/user-data'
import type { ContactDetail, ContactsPageReply } from '../../server/src/schemas/traveller'
import { bookBody, book, findFare } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

/** A valid 18-digit national ID number (GB 11643 check digit). */
function idNumber(region: string, born: string, seq: string): string {
  const first17 = `${region}${born.replace(/-/g, '')}${seq}`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

describe.each(targets)('common information on $name', (target) => {
  let env: TestEnv
  let hx: string
  let df: string
  beforeAll(async () => {
    env = await startTestApp(target)
    hx = await env.login('hx.corpbooker')
    df = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const ID = idNumber('110101', '1990-05-17', '123')

  test('a frequent traveller with an ID card and a passport: sex and birth date from the number, English name upper-cased, numbers masked in the list', async () => {
    const saved = await env.post<{ id: string }>(
      '/obt/vipEmpContactsEdit',
      {
        chName: '林晓',
        enName: 'lin/xiao',
        mobile: '13911112222',
        relation: 'family',
        nationCode: 'CN',
        cards: [
          { cardType: 'NI', cardNumber: ID },
          { cardType: 'PP', cardNumber: 'e12345678', expiry: '2033-01-01', issuePlace: '北京' },
        ],
      },
      { token: hx },
    )
    expect(saved.errCode).toBe(1)
    const page = await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', { keywords: '林晓' }, { token: hx })
    const c = page.data.list[0]
    expect(c).toMatchObject({ chName: '林晓', enName: 'LIN/XIAO', sex: 'M', born: '1990-05-17', relation: 'family' })
    expect(c.cards.map((k) => k.cardType)).toEqual(['NI', 'PP'])
    expect(JSON.stringify(page.data)).not.toContain(ID)
    expect(c.cards[1]).toMatchObject({ expiry: '2033-01-01', issuePlace: '北京' })
    const detail = await env.get<ContactDetail>('/obt/vipEmpContactsDetail', { id: saved.data.id }, { token: hx })
    expect(detail.data.cards.map((k) => k.cardNumber)).toEqual([ID, 'E12345678'])

    // Every card type of booking flows §3.2 can be kept, one of each.
    const all = await env.post('/obt/vipEmpContactsEdit', {
      chName: 'Maria',
      enName: 'GARCIA/MARIA',
      sex: 'F',
      born: '1985-02-03',
      nationCode: 'ES',
      cards: [
        { cardType: 'WG', cardNumber: 'ESP110085020301', expiry: '2030-01-01' },
        { cardType: 'GA', cardNumber: '830000198502030', expiry: '2030-01-01' },
        { cardType: 'UU', cardNumber: 'X-1234' },
      ],
    }, { token: hx })
    expect(all.errCode).toBe(1)
  })

  test("the spec's messages: a bad ID number, a bad passport, a duplicate type", async () => {
    const bad = await env.post('/obt/vipEmpContactsEdit', { chName: '王五', cards: [{ cardType: 'NI', cardNumber: '110101199005171234' }] }, { token: hx })
    expect(bad).toMatchObject({ errCode: 4000, tips: '请核实王五的身份证号码！' })
    const pp = await env.post('/obt/vipEmpContactsEdit', { chName: '王五', cards: [{ cardType: 'PP', cardNumber: 'E1234567890', expiry: '2033-01-01' }] }, { token: hx, lang: 'en' })
    expect(pp).toMatchObject({ errCode: 4000, tips: "Please check 王五's document number!" })
    const dup = await env.post('/obt/vipEmpContactsEdit', { chName: '王五', cards: [{ cardType: 'NI', cardNumber: ID }, { cardType: 'NI', cardNumber: ID }] }, { token: hx })
    expect(dup.errCode).toBe(4000)
  })

  test("another company's frequent traveller answers like a missing one", async () => {
    const mine = await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', {}, { token: hx })
    const id = mine.data.list[0].contactId
    const missing = await env.get('/obt/vipEmpContactsDetail', { id: '999999' }, { token: df })
    const theirs = await env.get('/obt/vipEmpContactsDetail', { id }, { token: df })
    expect(theirs).toEqual(missing)
    expect(theirs.errCode).toBe(4004)
    expect((await env.get('/obt/vipEmpContactsDel', { id }, { token: df })).errCode).toBe(4004)
    expect((await env.post('/obt/vipEmpContactsEdit', { id, chName: 'x', cards: [{ cardType: 'UU', cardNumber: 'X1' }] }, { token: df })).errCode).toBe(4004)
  })

  test('the booking picker and a flight booking use the new frequent traveller', async () => {
    const page = await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', { keywords: '林晓' }, { token: hx })
    const contactId = page.data.list[0].contactId
    const fare = await findFare(env, hx, { want: (c) => c.policy.inPolicy && c.seatsLeft >= 2 })
    const reply = await book(env, hx, bookBody(fare.cabin.cabinKey, { passengers: [{ contactId, cardType: 'NI' }] }))
    expect(reply).toMatchObject({ errCode: 1 })
  })

  test('addresses: province and city from the province-city data, one default, delete hands the default on', async () => {
    const first = await env.post<{ id: string }>(
      '/obt/vipEmpAddress/edit',
      { recipient: '张三', mobile: '13800001111', provinceCode: '11', cityCode: 'BJS', area: '朝阳区', addr: '建国路1号', post: '100020' },
      { token: hx },
    )
    expect(first.errCode).toBe(1)
    const second = await env.post<{ id: string }>(
      '/obt/vipEmpAddress/edit',
      { recipient: '李四', mobile: '13800002222', provinceCode: '31', cityCode: 'SHA', addr: '南京东路2号', isDefault: 1 },
      { token: hx, lang: 'en' },
    )
    let list = await env.post<AddressListReply>('/obt/vipEmpAddress/list', {}, { token: hx, lang: 'en' })
    expect(list.data.list.map((a) => [a.recipient, a.isDefault, a.provinceName, a.cityName])).toEqual([
      ['李四', 1, 'Shanghai', 'Shanghai'],
      ['张三', 0, 'Beijing', 'Beijing'],
    ])
    const wrong = await env.post('/obt/vipEmpAddress/edit', { recipient: '王五', mobile: '13800003333', provinceCode: '11', cityCode: 'SHA', addr: 'x' }, { token: hx })
    expect(wrong).toMatchObject({ errCode: 4000, tips: '请选择有效的省份和城市' })
    const badMobile = await env.post('/obt/vipEmpAddress/edit', { recipient: '王五', mobile: '1380000', provinceCode: '11', cityCode: 'BJS', addr: 'x' }, { token: hx })
    expect(badMobile.errCode).toBe(4000)

    // Another company's address answers like a missing one.
    const missing = await env.post('/obt/vipEmpAddress/delete', { id: '999999' }, { token: df })
    expect(await env.post('/obt/vipEmpAddress/delete', { id: first.data.id }, { token: df })).toEqual(missing)
    expect(missing.errCode).toBe(4004)
    const edit = await env.post('/obt/vipEmpAddress/edit', { id: first.data.id, recipient: 'x', mobile: '13800003333', provinceCode: '11', cityCode: 'BJS', addr: 'x' }, { token: df })
    expect(edit.errCode).toBe(4004)
    expect((await env.post<AddressListReply>('/obt/vipEmpAddress/list', {}, { token: df })).data.list).toEqual([])

    await env.post('/obt/vipEmpAddress/delete', { id: second.data.id }, { token: hx })
    list = await env.post<AddressListReply>('/obt/vipEmpAddress/list', {}, { token: hx })
    expect(list.data.list.map((a) => [a.recipient, a.isDefault])).toEqual([['张三', 1]])
  })

  test('two requests racing to set the default leave one default', async () => {
    const token = await env.login('hx.traveller')
    const bodies = Array.from({ length: 6 }, (_, i) => ({ recipient: `收件人${i}`, mobile: '13800004444', provinceCode: '44', cityCode: 'CAN', addr: `天河路${i}号`, isDefault: 1 as const }))
    await Promise.all(bodies.map((b) => env.post('/obt/vipEmpAddress/edit', b, { token })))
    const list = await env.post<AddressListReply>('/obt/vipEmpAddress/list', {}, { token })
    expect(list.data.list.filter((a) => a.isDefault === 1)).toHaveLength(1)
  })

  test('airline and hotel member cards; one per airline; another company cannot touch them', async () => {
    const added = await env.post<{ id: string }>('/obt/airline/memberCard/edit', { interfacePlat: 'ca', hykh: 'ca1234567' }, { token: hx })
    expect(added.errCode).toBe(1)
    const again = await env.post('/obt/airline/memberCard/edit', { interfacePlat: 'CA', hykh: 'CA7654321' }, { token: hx })
    expect(again.errCode).toBe(4009)
    const list = await env.post<AirlineCardListReply>('/obt/airline/memberCard/list', {}, { token: hx, lang: 'en' })
    expect(list.data.list).toEqual([expect.objectContaining({ interfacePlat: 'CA', platName: 'Air China', hykh: 'CA1234567' })])
    expect(list.data.plats.length).toBeGreaterThan(5)
    expect((await env.post('/obt/airline/memberCard/delete', { id: added.data.id }, { token: df })).errCode).toBe(4004)
    expect((await env.post('/obt/airline/memberCard/edit', { id: added.data.id, interfacePlat: 'MU', hykh: 'MU1234' }, { token: df })).errCode).toBe(4004)
    expect((await env.post('/obt/airline/memberCard/edit', { interfacePlat: 'ZZ', hykh: 'ZZ1234' }, { token: hx })).errCode).toBe(4000)
    expect((await env.post('/obt/airline/memberCard/delete', { id: added.data.id }, { token: hx })).errCode).toBe(1)

    const hotel = await env.post<{ plats: { interfacePlat: string }[] }>('/obt/hotel/memberCard/list', {}, { token: hx })
    const plat = hotel.data.plats[0].interfacePlat
    expect((await env.post('/obt/hotel/memberCard/edit', { interfacePlat: plat, hykh: 'H12345678' }, { token: hx })).errCode).toBe(1)
  })
})
