/**
 * Duty of care stores with a fake api: the administrator's screen loads travellers and messages
 * together, tells a refusal (4004) from a failure, refuses to send blank text or to no one without a
 * call, keeps the text when sending fails and puts a sent message on top; the recipient's screen
 * refuses a malformed id without a call, acknowledges and shows the server's time.
 */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { DutyBroadcast, DutyMineReply, DutyTraveller } from '@/userCenter/api/duty-of-care-api'
import { companyMenu } from '@/userCenter/i18n/company-menu'
import { dutyOfCareDict } from '@/userCenter/i18n/duty-of-care'
import { DUTY_TEXT_MAX, DutyAckStore, DutyOfCareStore, type DutyOfCareApi } from '@/userCenter/stores/duty-of-care-store'

const traveller = (empId: string): DutyTraveller => ({
  empId, name: `P${empId}`, deptName: '研发部', mobile: '138****0001', city: '上海', inTransit: false,
  segments: [{ kind: 'HOTEL', label: '外滩酒店', route: '上海', time: '2026-11-24 – 2026-11-25' }],
})
const broadcast = (id: string, text: string, recipients: string[]): DutyBroadcast => ({
  id, text, senderName: '管理员', sentAt: '2026-11-24 21:00', ackedCount: 0,
  recipients: recipients.map((empId) => ({ empId, name: `P${empId}`, acked: false, ackedAt: '' })),
})
const refused = () => new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false })

function fakeApi(people: DutyTraveller[], overrides: Partial<DutyOfCareApi> = {}) {
  const sent: string[] = []
  const api: DutyOfCareApi = {
    travellers: async () => ({ day: '2026-11-24', travellers: people }),
    broadcasts: async () => ({ list: [broadcast('1', '旧消息', ['7'])] }),
    send: async (text) => {
      sent.push(text)
      return broadcast('2', text, people.map((p) => p.empId))
    },
    ...overrides,
  }
  return { api, sent }
}

beforeEach(() => setLocale('zh-CN'))

describe('the administrator screen', () => {
  test('loads travellers and recent messages together', async () => {
    const { api } = fakeApi([traveller('7'), traveller('8')])
    const s = new DutyOfCareStore(api)
    expect(s.status).toBe('loading')
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.travellerCount).toBe(2)
    expect(s.broadcasts.map((b) => b.id)).toEqual(['1'])
  })

  test('4004 is a refusal; anything else a failure with its message', async () => {
    const a = new DutyOfCareStore(fakeApi([], { travellers: () => Promise.reject(refused()) }).api)
    await a.load()
    expect(a.status).toBe('notFound')
    const b = new DutyOfCareStore(fakeApi([], { broadcasts: () => Promise.reject(new Error('offline')) }).api)
    await b.load()
    expect(b.status).toBe('error')
    expect(b.error).toBe('出行人员加载失败')
  })

  test.each([
    ['blank text', '   ', [traveller('7')], '请输入消息内容'],
    ['no one travelling', '注意安全', [], '目前没有出行人员，无需发送'],
  ])('%s is not sent and no call is made', async (_case, text, people, why) => {
    const { api, sent } = fakeApi(people)
    const s = new DutyOfCareStore(api)
    await s.load()
    s.setText(text)
    expect(await s.send()).toBe(false)
    expect(s.sendError).toBe(why)
    expect(sent).toEqual([])
  })

  test('a sent message goes on top with its recipients and the box empties; the text is cut at 200', async () => {
    const { api, sent } = fakeApi([traveller('7'), traveller('8')])
    const s = new DutyOfCareStore(api)
    await s.load()
    s.setText('x'.repeat(DUTY_TEXT_MAX + 20))
    expect(s.text.length).toBe(DUTY_TEXT_MAX)
    s.setText('  台风预警，请报平安 ')
    expect(await s.send()).toBe(true)
    expect(sent).toEqual(['台风预警，请报平安'])
    expect(s.broadcasts.map((b) => b.id)).toEqual(['2', '1'])
    expect(s.broadcasts[0].recipients.map((r) => r.empId)).toEqual(['7', '8'])
    expect(s.text).toBe('')
  })

  test('a failed send keeps the text and shows the server tips', async () => {
    const { api } = fakeApi([traveller('7')], { send: () => Promise.reject(new ApiError('business', '消息内容不能为空', { errCode: 4000, shown: false })) })
    const s = new DutyOfCareStore(api)
    await s.load()
    s.setText('注意安全')
    expect(await s.send()).toBe(false)
    expect(s.text).toBe('注意安全')
    expect(s.sendError).toBe('消息内容不能为空')
    expect(s.sending).toBe(false)
  })
})

describe('the recipient screen', () => {
  const view = (acked: boolean): DutyMineReply => ({ id: '5', text: '注意安全', senderName: '管理员', sentAt: '2026-11-24 21:00', acked, ackedAt: acked ? '2026-11-24 21:05' : '' })

  test('a malformed id is refused without a call', async () => {
    let calls = 0
    const s = new DutyAckStore('abc', { mine: async () => (calls++, view(false)), ack: async () => (calls++, view(true)) })
    await s.load()
    expect(s.status).toBe('notFound')
    expect(calls).toBe(0)
  })

  test('loads, acknowledges and shows the server time; not a recipient is a refusal', async () => {
    const acks: string[] = []
    const s = new DutyAckStore('5', { mine: async () => view(false), ack: async (id) => (acks.push(id), view(true)) })
    await s.load()
    expect(s.data?.acked).toBe(false)
    await s.ack()
    expect(acks).toEqual(['5'])
    expect(s.data).toMatchObject({ acked: true, ackedAt: '2026-11-24 21:05' })
    const other = new DutyAckStore('5', { mine: () => Promise.reject(refused()), ack: async () => view(true) })
    await other.load()
    expect(other.status).toBe('notFound')
    expect(other.error).toBe('消息不存在或无权查看')
  })
})

test('the same keys in both languages; the menu entry too', () => {
  expect(Object.keys(dutyOfCareDict['en-US']).sort()).toEqual(Object.keys(dutyOfCareDict['zh-CN']).sort())
  expect(companyMenu['zh-CN']['adm.menu.dutyOfCare']).toBe('出行安全关怀')
  expect(companyMenu['en-US']['adm.menu.dutyOfCare']).toBe('Duty of care')
})
