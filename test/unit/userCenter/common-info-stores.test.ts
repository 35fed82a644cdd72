import { setLocale } from '@/core/i18n/index'
import { ApiError } from '@/core/http/envelope'
import type { ContactDetail, ContactEditBody } from '@/core/api/travellers'
import { validateEnglishName, validatePostCode } from '@/core/domain/validators'
import { commonInfo } from '@/userCenter/i18n/common-info'
import { AddressEditStore, type AddressApi } from '@/userCenter/stores/address-edit-store'
import { CloseAccountStore, type CloseAccountApi } from '@/userCenter/stores/close-account-store'
import { CommonInfoStore, maskMobile, type CommonInfoApi } from '@/userCenter/stores/common-info-store'
import { ContactEditStore, maskNumber, type ContactApi } from '@/userCenter/stores/contact-edit-store'
import { MemberCardEditStore, type MemberCardApi } from '@/userCenter/stores/member-card-edit-store'

/** A valid 18-digit national ID number (GB 11643 check digit). */
function idNumber(region: string, born: string, seq: string): string {
  const first17 = `${region}${born.replace(/-/g, '')}${seq}`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

const ID_F = idNumber('310101', '1992-08-09', '002')
const TODAY = () => '2026-03-01'

function contactApi(detail?: Partial<ContactDetail>): ContactApi & { saved: ContactEditBody[] } {
  const saved: ContactEditBody[] = []
  return {
    saved,
    detail: async () => {
      if (!detail) throw new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false })
      return {
        contactId: '7', chName: '林晓', enName: 'LIN/XIAO', sex: 'M', born: '1990-05-17', mobile: '13911112222', email: '', relation: 'family', nationCode: 'CN', psgType: 1,
        cards: [{ cardId: '11', cardType: 'PP', cardNumber: 'E12345678', expiry: '2033-01-01', issuePlace: '北京' }],
        ...detail,
      } as ContactDetail
    },
    save: async (body) => {
      saved.push(body)
      return { id: body.id ?? '99' }
    },
  }
}

beforeEach(() => setLocale('zh-CN'))

describe('the dictionary', () => {
  test('has the same keys in both languages', () => {
    expect(Object.keys(commonInfo['en-US']).sort()).toEqual(Object.keys(commonInfo['zh-CN']).sort())
  })
})

describe('new validators', () => {
  test('post code and English name', () => {
    expect(validatePostCode('')).toBeNull()
    expect(validatePostCode('100020')).toBeNull()
    expect(validatePostCode('10002')).toBe('请填写6位数字邮政编码')
    expect(validateEnglishName('ZHANG/SAN')).toBeNull()
    expect(validateEnglishName('zhang/san feng')).toBeNull()
    expect(validateEnglishName('ZHANG SAN')).toContain('姓/名')
  })
})

describe('ContactEditStore', () => {
  test('a national ID card decides sex and birth date; the form asks for no more', async () => {
    const api = contactApi()
    const store = new ContactEditStore('', api, TODAY)
    expect(store.documents.map((d) => d.cardType)).toEqual(['NI'])
    store.set('chName', '林芳')
    store.setDocument(store.documents[0].key, 'cardNumber', ID_F.toLowerCase())
    expect(store.idFacts).toEqual({ sex: 'F', born: '1992-08-09' })
    expect(store.personFields.has('engName')).toBe(false)
    expect(await store.save()).toBe(true)
    expect(api.saved[0]).toEqual({ chName: '林芳', relation: 'other', mobile: '', email: '', cards: [{ cardType: 'NI', cardNumber: ID_F }] })
  })

  test("the spec's messages: required name, the ID-card toast, bad mobile and e-mail", () => {
    const store = new ContactEditStore('', contactApi(), TODAY)
    store.setDocument(store.documents[0].key, 'cardNumber', '110101199005171234')
    store.set('mobile', '1391111')
    store.set('email', 'a@b')
    expect(store.validate()).toBe(false)
    expect(store.errors.chName).toBe('中文姓名不能为空')
    store.set('chName', '王五')
    store.validate()
    expect(store.errors[`${store.documents[0].key}.cardNumber`]).toBe('请核实王五的身份证号码！')
    expect(store.errors.mobile).toBe('请填写正确手机号码格式')
    expect(store.errors.email).toBe('请填写正确邮箱格式')
  })

  test('a passport brings the English name (split, upper-cased), sex, birth date, nationality, validity and place of issue', async () => {
    const api = contactApi()
    const store = new ContactEditStore('', api, TODAY)
    store.set('chName', '张三')
    const key = store.documents[0].key
    expect(store.setDocumentType(key, 'PP')).toBeNull()
    expect([...store.personFields]).toEqual(expect.arrayContaining(['engName', 'sex', 'born', 'nationality']))
    store.setDocument(key, 'cardNumber', 'e1234567')
    expect(store.validate()).toBe(false)
    expect(store.errors.engName).toBe('英文姓不能为空')
    expect(store.errors[`${key}.expiry`]).toBe('护照有效期不能为空')
    expect(store.errors[`${key}.issuePlace`]).toBe('签发地不能为空')
    store.set('surName', 'zhang')
    store.set('givenName', 'san')
    store.setSex('M')
    store.set('born', '1990-01-02')
    store.setDocument(key, 'expiry', '2026-02-01')
    store.setDocument(key, 'issuePlace', '上海')
    expect(store.validate()).toBe(false)
    expect(store.errors[`${key}.expiry`]).toBe('证件已过期')
    store.setDocument(key, 'expiry', '2031-02-01')
    // A second document of another type; the same type twice is refused.
    store.addDocument('HX')
    expect(store.setDocumentType(store.documents[1].key, 'PP')).toBe('每种证件只能添加一个')
    store.setDocument(store.documents[1].key, 'cardNumber', 'H1234567')
    store.setDocument(store.documents[1].key, 'expiry', '2030-01-01')
    expect(await store.save()).toBe(true)
    expect(api.saved[0]).toMatchObject({
      enName: 'ZHANG/SAN',
      sex: 'M',
      born: '1990-01-02',
      nationCode: 'CN',
      cards: [
        { cardType: 'PP', cardNumber: 'E1234567', expiry: '2031-02-01', issuePlace: '上海' },
        { cardType: 'HX', cardNumber: 'H1234567', expiry: '2030-01-01' },
      ],
    })
  })

  test('editing keeps a stored number when the field is left empty, shown masked', async () => {
    const api = contactApi({})
    const store = new ContactEditStore('7', api, TODAY)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.surName).toBe('LIN')
    expect(store.givenName).toBe('XIAO')
    expect(store.documents[0].onFile).toBe('E1*****78')
    expect(await store.save()).toBe(true)
    expect(api.saved[0].cards[0]).toEqual({ cardId: '11', cardType: 'PP', expiry: '2033-01-01', issuePlace: '北京' })
    expect(api.saved[0].id).toBe('7')
  })

  test('a missing or foreign contact reads as not found; the server refusal shows as the banner', async () => {
    const gone = new ContactEditStore('8', contactApi(), TODAY)
    await gone.load()
    expect(gone.status).toBe('notFound')
    const store = new ContactEditStore('', { ...contactApi(), save: async () => { throw new ApiError('business', '同一证件类型只能添加一个', { errCode: 4000, shown: false }) } }, TODAY)
    store.set('chName', '林芳')
    store.setDocument(store.documents[0].key, 'cardNumber', ID_F)
    expect(await store.save()).toBe(false)
    expect(store.error).toBe('同一证件类型只能添加一个')
    expect(store.chName).toBe('林芳')
  })

  test('masks', () => {
    expect(maskNumber('NI', ID_F)).toBe(`3101${'*'.repeat(10)}${ID_F.slice(-4)}`)
    expect(maskMobile('13911112222')).toBe('139****2222')
  })
})

describe('AddressEditStore', () => {
  const provinces = [
    { code: '11', name: '北京', cities: [{ code: 'BJS', name: '北京' }] },
    { code: '44', name: '广东', cities: [{ code: 'CAN', name: '广州' }, { code: 'SZX', name: '深圳' }] },
  ]
  function api(list: Awaited<ReturnType<AddressApi['list']>>['list'] = []): AddressApi & { saved: unknown[] } {
    const saved: unknown[] = []
    return { saved, provinces: async () => provinces, list: async () => ({ list }), save: async (b) => { saved.push(b); return { id: '1' } } }
  }

  test('province then city; a new province clears the city; the messages of the fields', async () => {
    const a = api()
    const store = new AddressEditStore('', a)
    await store.load()
    store.pickProvince('44')
    store.pickCity('SZX')
    store.pickProvince('11')
    expect(store.cityCode).toBe('')
    store.set('post', '1000')
    store.set('mobile', '123')
    expect(store.validate()).toBe(false)
    expect(store.errors).toMatchObject({ recipient: '收件人不能为空', mobile: '请填写正确手机号码格式', region: '城市不能为空', addr: '详细地址不能为空', post: '请填写6位数字邮政编码' })
    store.set('recipient', '张三')
    store.set('mobile', '13800001111')
    store.pickCity('BJS')
    store.set('addr', '建国路1号')
    store.set('post', '100020')
    store.toggleDefault()
    expect(await store.save()).toBe(true)
    expect(a.saved[0]).toEqual({ recipient: '张三', mobile: '13800001111', provinceCode: '11', cityCode: 'BJS', area: '', addr: '建国路1号', post: '100020', isDefault: 1 })
  })

  test('an address that is not the caller’s reads as not found; the default cannot be unticked', async () => {
    const missing = new AddressEditStore('5', api())
    await missing.load()
    expect(missing.status).toBe('notFound')
    const row = { id: '5', recipient: '张三', mobile: '13800001111', provinceCode: '11', provinceName: '北京', cityCode: 'BJS', cityName: '北京', area: '', addr: 'x', post: '', isDefault: 1 as const }
    const store = new AddressEditStore('5', api([row]))
    await store.load()
    store.toggleDefault()
    expect(store.isDefault).toBe(true)
  })
})

describe('CommonInfoStore and MemberCardEditStore', () => {
  test('tabs load once, cards of both kinds, a failed delete answers its message', async () => {
    const calls: string[] = []
    const api: CommonInfoApi = {
      contacts: async () => ({ list: [], total: 0 }),
      deleteContact: async () => ({ done: true }),
      addresses: async () => { calls.push('addresses'); return { list: [] } },
      deleteAddress: async () => { throw new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false }) },
      cards: async (kind) => ({ list: [{ id: '1', empId: '1', interfacePlat: kind === 'hotel' ? 'HUAZHU' : 'CA', platName: kind, hykh: 'A1234' }], plats: [] }),
      deleteCard: async () => ({ done: true }),
    }
    const store = new CommonInfoStore(api)
    store.setTab('addresses')
    await store.ensure('addresses')
    await store.ensure('addresses')
    expect(calls).toEqual(['addresses'])
    expect(await store.remove('address', '9')).toBe('访问的资源不存在')
    await store.loadCards()
    expect(store.cards.map((c) => `${c.kind}:${c.plat}`)).toEqual(['hotel:HUAZHU', 'airline:CA'])
  })

  test('a card needs a programme and a 4-30 character number', async () => {
    const saved: unknown[] = []
    const api: MemberCardApi = { list: async () => ({ list: [], plats: [{ interfacePlat: 'CA', name: '中国国航' }] }), save: async (kind, b) => { saved.push([kind, b]); return { id: '1' } } }
    const store = new MemberCardEditStore('', 'airline', api)
    await store.load()
    store.setHykh('ab')
    expect(store.validate()).toBe(false)
    expect(store.errors).toEqual({ plat: '会员计划不能为空', hykh: '会员卡号为4-30位字母、数字或-' })
    store.setPlat('CA')
    store.setHykh('ca 123456')
    expect(await store.save()).toBe(true)
    expect(saved).toEqual([['airline', { interfacePlat: 'CA', hykh: 'CA123456' }]])
  })
})

describe('CloseAccountStore', () => {
  test('a code first, six digits, the agreement; then the closure and the retention date', async () => {
    const calls: string[] = []
    const api: CloseAccountApi = {
      sendCode: async () => { calls.push('send'); return { sent: true, phoneMasked: '139****0001', expiresIn: 900, resendIn: 60 } },
      close: async (code) => { calls.push(`close ${code}`); return { done: true, ordersKeptUntil: '2029-03-01' } },
    }
    const store = new CloseAccountStore('13910010001', api, () => 1000)
    expect(await store.submit()).toBe(false)
    expect(store.codeError).toBe('请先获取验证码')
    await store.sendCode()
    expect(store.phoneMasked).toBe('139****0001')
    store.setCode('12a3')
    expect(store.check()).toBe(false)
    expect(store.codeError).toBe('请输入6位数字验证码')
    store.setCode('123456')
    expect(store.check()).toBe(false)
    expect(store.error).toBe('请先确认同意注销账号')
    store.setAgreed(true)
    expect(await store.submit()).toBe(true)
    expect(store.closed).toBe(true)
    expect(store.keptUntil).toBe('2029-03-01')
    expect(calls).toEqual(['send', 'close 123456'])
  })

  test('a wrong code shows the server’s words and closes nothing', async () => {
    const api: CloseAccountApi = {
      sendCode: async () => ({ sent: true, phoneMasked: '', expiresIn: 900, resendIn: 60 }),
      close: async () => { throw new ApiError('business', '验证码错误或已过期', { errCode: 4009, shown: false }) },
    }
    const store = new CloseAccountStore('13910010001', api)
    await store.sendCode()
    store.setCode('000000')
    store.setAgreed(true)
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('验证码错误或已过期')
    expect(store.closed).toBe(false)
  })
})
