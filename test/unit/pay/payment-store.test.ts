import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { GetPaySubjectReply, PayOnlineBody, PayStatusReply } from '@/pay/api/pay'
import { formatCountdown, parseId, parseOrderIds, PaymentStore, PayResultStore, type PayApi } from '@/pay/stores/payment-store'
import { taroMock } from '../mocks/taro'

const NOW = 1_800_000_000_000

function subjects(over: Partial<GetPaySubjectReply> = {}): GetPaySubjectReply {
  return {
    orders: [{ orderId: '77', orderNo: 'TK77', amount: 930, status: 'AWAITING_PAYMENT', payDeadline: '2026-11-22 09:15:00', secondsLeft: 900, routeText: '北京-上海' }],
    amount: 930,
    payDeadline: '2026-11-22 09:15:00',
    secondsLeft: 900,
    subjects: [
      { subjectId: 'P', payType: 'PERSONAL', name: '个人支付', balance: null, available: true, needSms: true },
      { subjectId: 'C', payType: 'COMPANY', name: '华信科技企业账户', balance: 50000, available: true, needSms: true },
    ],
    phoneMasked: '138****0001',
    ...over,
  }
}

function fakeApi(over: Partial<PayApi> = {}) {
  const calls = { pay: [] as PayOnlineBody[], sms: 0 }
  const api: PayApi = {
    getPaySubject: async () => subjects(),
    getPaySmsCode: async () => (calls.sms++, { sent: true, expiresIn: 900, resendIn: 60, phoneMasked: '138****0001' }),
    payOnline: async (body) => (calls.pay.push(body), { payNo: 'PAY1', amount: 930, payType: 'COMPANY', orders: [{ orderId: '77', status: 'TICKETING' }] }),
    queryOnlinePayStatus: async () => status('ISSUED'),
    ...over,
  }
  return { api, calls }
}

function status(s: PayStatusReply['status']): PayStatusReply {
  return { orderId: '77', payStatus: 'PAID', status: s, amount: 930, paidAmount: 930, paidAt: '2026-11-22 09:01:00', payNo: 'PAY1', payType: 'COMPANY' }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

test('order ids from the URL: digits only, no repeats', () => {
  expect(parseOrderIds('77, 78,x,77')).toEqual(['77', '78'])
  expect(parseOrderIds(undefined)).toEqual([])
  expect(formatCountdown(899)).toBe('14:59')
})

test('the company account is chosen first; the countdown runs from the server\'s seconds', async () => {
  let now = NOW
  const store = new PaymentStore(['77'], fakeApi().api, () => now)
  await store.load()
  expect(store.status).toBe('ready')
  expect(store.subjectId).toBe('C')
  expect(store.remaining).toBe(900)
  now += 899_500
  store.tick()
  expect(store.remaining).toBe(1)
  now += 1_000
  store.tick()
  expect(store.status).toBe('expired')
})

test('the SMS code is required; pay/online gets scene 1, the subject and the total', async () => {
  const { api, calls } = fakeApi()
  const store = new PaymentStore(['77'], api, () => NOW)
  await store.load()
  expect(await store.submit()).toBe(false)
  expect(store.codeError).toBe('请输入6位数字验证码')
  await store.sendCode()
  expect(store.codeSentAt).toBe(NOW)
  store.setSmsCode('12 34 56')
  expect(await store.submit()).toBe(true)
  expect(calls.pay[0]).toEqual({ orderIds: ['77'], payScene: 1, subjectBeanList: [{ subjectId: 'C', payType: 'COMPANY', amount: 930 }], smsCode: '123456' })
})

test('a refused payment keeps the code and shows why', async () => {
  const store = new PaymentStore(['77'], fakeApi({ payOnline: async () => Promise.reject(new ApiError('business', '验证码错误', { errCode: 4009, shown: false })) }).api, () => NOW)
  await store.load()
  store.setSmsCode('654321')
  expect(await store.submit()).toBe(false)
  expect(store.error).toBe('验证码错误')
  expect(store.smsCode).toBe('654321')
  expect(store.status).toBe('ready')
})

test('states that cannot be paid: missing, cancelled, in approval, paid', async () => {
  const missing = new PaymentStore(['77'], fakeApi({ getPaySubject: async () => Promise.reject(new ApiError('business', 'x', { errCode: 4004, shown: false })) }).api)
  await missing.load()
  expect(missing.status).toBe('notFound')
  const orderWith = (s: GetPaySubjectReply['orders'][number]['status']) => subjects({ orders: [{ ...subjects().orders[0], status: s }] })
  for (const [s, expected] of [['CANCELLED', 'expired'], ['IN_APPROVAL', 'inApproval'], ['ISSUED', 'paid']] as const) {
    const store = new PaymentStore(['77'], fakeApi({ getPaySubject: async () => orderWith(s) }).api)
    await store.load()
    expect(store.status).toBe(expected)
  }
})

test('after payment: polls until issued', async () => {
  const answers = [status('TICKETING'), status('TICKETING'), status('ISSUED')]
  const store = new PayResultStore(['77'], { queryOnlinePayStatus: async () => answers.shift() ?? status('ISSUED') })
  expect(await store.poll()).toBe(true)
  expect(store.issued).toBe(false)
  expect(await store.poll()).toBe(true)
  expect(await store.poll()).toBe(false)
  expect(store.issued).toBe(true)
  expect(store.amount).toBe(930)
})

test('gives up after the poll limit and says so', async () => {
  const store = new PayResultStore(['77'], { queryOnlinePayStatus: async () => status('TICKETING') }, 2)
  await store.poll()
  expect(await store.poll()).toBe(false)
  expect(store.gaveUp).toBe(true)
})

test('a change waiting for payment is paid on the same screen: its id goes with every call, scene 2', async () => {
  const asked: { subject: unknown[]; sms: unknown[] } = { subject: [], sms: [] }
  const { api, calls } = fakeApi({
    getPaySubject: async (orderIds, changeId) => (asked.subject.push([orderIds, changeId]), subjects({
      orders: [{ orderId: '77', orderNo: 'TC88', amount: 180, status: 'AWAITING_PAYMENT', payDeadline: '2026-11-22 09:15:00', secondsLeft: 900, routeText: '北京-上海' }],
      amount: 180,
      subjects: [{ subjectId: 'PERSONAL', payType: 'PERSONAL', name: '个人支付', balance: null, available: true, needSms: true }],
    })),
    getPaySmsCode: async (orderIds, changeId) => (asked.sms.push([orderIds, changeId]), { sent: true, expiresIn: 900, resendIn: 60, phoneMasked: '138****0001' }),
  })
  const store = new PaymentStore(['77'], api, () => NOW, '88')
  await store.load()
  expect(store.status).toBe('ready')
  expect(store.subject?.payType).toBe('PERSONAL')
  await store.sendCode()
  store.setSmsCode('123456')
  expect(await store.submit()).toBe(true)
  expect(asked).toEqual({ subject: [[['77'], '88']], sms: [[['77'], '88']] })
  expect(calls.pay[0]).toMatchObject({ orderIds: ['77'], changeId: '88', payScene: 2, subjectBeanList: [{ subjectId: 'PERSONAL', payType: 'PERSONAL', amount: 180 }] })
  expect(parseId('88')).toBe('88')
  expect(parseId('8x')).toBeUndefined()
})
