/** The invoice screens' stores: choosing orders, the title form's rule, the invoice form (face, fee, submit) and its strings. */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { InvoiceDetail, InvoiceFace, InvoiceTitle, InvoiceableOrder } from '@/invoice/api/invoice'
import { invoiceDict } from '@/invoice/i18n/invoice'
import { InvoiceFormStore, parseOrderIds } from '@/invoice/stores/invoice-form-store'
import { InvoiceOrdersStore } from '@/invoice/stores/invoice-lists'
import { TitleFormStore, lastSaved } from '@/invoice/stores/title-form-store'
import '../mocks/taro'

const order = (id: string, amount: number): InvoiceableOrder => ({
  orderId: id, orderNo: `TK${id}`, orderType: 11001, productCode: '10901', title: '北京 → 上海', status: 'ISSUED', paidAt: '2030-01-01 10:00:00',
  paid: amount, refunded: 0, amount, serviceFeeOnly: false,
})

const titles: InvoiceTitle[] = [
  { id: '1', gsmc: '华信科技有限公司', nsrsbh: '91110108MA01H7QX2F', unitType: 1, owner: 'COMPANY', editable: false },
  { id: '9', gsmc: '李明轩', nsrsbh: '', unitType: 2, owner: 'MINE', editable: true },
]

const face = (amount: number, expressFee: number | null = null): InvoiceFace => ({
  buyer: { gsmc: '华信科技有限公司', nsrsbh: '91110108MA01H7QX2F', unitType: 1 }, seller: { name: 'S', nsrsbh: 'N' }, lines: [],
  amount, taxRate: 0.06, taxAmount: 1, amountExTax: amount - 1, expressFee,
})

beforeEach(() => setLocale('zh-CN'))

describe('choosing orders', () => {
  test('toggle, select all, the amount', async () => {
    const store = new InvoiceOrdersStore()
    Object.assign(store.list, { items: [order('1', 100), order('2', 50.5)], total: 2, status: 'ready' })
    store.toggle('1')
    expect(store.amount).toBe(100)
    store.toggleAll()
    expect(store.allSelected).toBe(true)
    expect(store.amount).toBe(150.5)
    store.toggleAll()
    expect(store.chosen).toEqual([])
  })

  test('order ids of the query: digits only, no repeats', () => {
    expect(parseOrderIds('3,4,x,3, 5')).toEqual(['3', '4', '5'])
    expect(parseOrderIds(undefined)).toEqual([])
  })
})

describe('the title form', () => {
  test('a company needs a valid number; an individual may leave it out', async () => {
    const saved: unknown[] = []
    const store = new TitleFormStore(undefined, { editTitle: async (b) => (saved.push(b), { ...titles[1], id: '12' }) })
    store.setGsmc('北京测试有限公司')
    expect(await store.save()).toBeNull()
    expect(store.errors.nsrsbh).toBe(invoiceDict['zh-CN']['inv.title.taxEMPTY'])
    store.setNsrsbh('91110108MA01H7QX2A')
    expect(await store.save()).toBeNull()
    expect(store.errors.nsrsbh).toBe(invoiceDict['zh-CN']['inv.title.taxCHECK'])
    store.setNsrsbh('91350100m000100y43')
    expect(await store.save()).not.toBeNull()
    expect(saved[0]).toEqual({ gsmc: '北京测试有限公司', nsrsbh: '91350100M000100Y43', unitType: 1 })
    expect(lastSaved.id).toBe('12')
    const person = new TitleFormStore(undefined, { editTitle: async () => titles[1] })
    person.setUnitType(2)
    person.setGsmc('李明轩')
    expect(await person.save()).not.toBeNull()
  })
})

describe('the invoice form', () => {
  const provinces = async () => [{ code: '11', name: '北京', cities: [{ code: 'BJS', name: '北京' }] }]

  test('titles (a new one picked), face, electronic needs an e-mail', async () => {
    lastSaved.id = '9'
    const adds: unknown[] = []
    const store = new InvoiceFormStore(['5', '6'], '', {
      titleList: async () => ({ list: titles }),
      checkFace: async (b) => face(b.orderIds.length * 100),
      addInvoice: async (b) => (adds.push(b), { id: '77' } as InvoiceDetail),
    })
    await store.loadTitles()
    expect(store.titleId).toBe('9')
    expect(store.face?.amount).toBe(200)
    expect(await store.submit()).toBeNull()
    expect(store.emailError).toBeTruthy()
    store.setEmail('li@example.com')
    expect((await store.submit())?.id).toBe('77')
    expect(adds[0]).toEqual({ titleId: '9', kpType: 1, orderIds: ['5', '6'], email: 'li@example.com' })
  })

  test('paper: the delivery is checked, the fee of the province goes with the request, a changed fee is shown', async () => {
    const adds: unknown[] = []
    let fee = 12
    const store = new InvoiceFormStore(
      ['5'],
      '',
      {
        titleList: async () => ({ list: titles }),
        checkFace: async (b) => face(100, b.province ? fee : null),
        addInvoice: async (b) => {
          adds.push(b)
          throw new ApiError('business', '快递费已变更为22.00元，请确认后重新提交', { errCode: 4009, shown: false })
        },
      },
      { provinces, matchFee: async (province) => ({ province, provinceName: '北京', region: 'STANDARD', fee, days: 2 }) },
    )
    await store.loadTitles()
    await store.setKpType(2)
    expect(await store.submit()).toBeNull()
    expect(Object.keys(store.delivery.errors).sort()).toEqual(['addr', 'city', 'mobile', 'province', 'recipient'])
    await store.pickProvince('11')
    store.delivery.pickCity('BJS')
    store.delivery.set('recipient', '李明轩')
    store.delivery.set('mobile', '13810010001')
    store.delivery.set('addr', '中关村大街1号')
    expect(store.fee).toBe(12)
    fee = 22
    expect(await store.submit()).toBeNull()
    expect(adds[0]).toMatchObject({ kpType: 2, expectedFee: 12, delivery: { province: '11', city: 'BJS', recipient: '李明轩' } })
    expect(store.message).toBe('快递费已变更为22.00元，请确认后重新提交')
    expect(store.fee).toBe(22)
  })
})

describe('invoice strings', () => {
  const HAN = /[\u3400-\u9fff]/
  test('both languages have the same keys and placeholders; English holds no Chinese', () => {
    const zh = invoiceDict['zh-CN'] as Record<string, string>
    const en = invoiceDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    expect(Object.entries(en).filter(([, v]) => HAN.test(v))).toEqual([])
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })
})
