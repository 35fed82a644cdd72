import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { MatchClbzBody, MatchClbzReply, QueryFlightRuleReply, ViolationReason } from '@/tk/api/flight-search'
import { FlightCabinStore, classMatches, type CabinApi, type CabinParams } from '@/tk/stores/flight-cabin-store'
import { TravellerChooserStore } from '@/tk/stores/traveller-chooser-store'
import type { BookableEmployee } from '@/core/api/travellers'
import { taroMock } from '../mocks/taro'
import { cabin, flight } from './search-fixtures'

const tick = () => new Promise((r) => setTimeout(r, 0))

const P: CabinParams = { flightKey: 'FK-12345678', tripType: 1, travellerIds: ['101'], cabin: 'ALL' }

const REASONS: ViolationReason[] = [
  { id: '1', code: 'R1', text: '会议时间临时调整', needNote: false },
  { id: '9', code: 'OTHER', text: '其他', needNote: true },
]

const inPolicy = cabin({ cabinCode: 'Y', price: 600 })
const overClass = cabin({
  cabinCode: 'C',
  cabinClass: 'C',
  cabinName: '公务舱',
  price: 2600,
  policy: { inPolicy: false, violations: [{ code: 'CABIN_CLASS', text: '舱位等级超标：最高可订经济舱' }] },
})

function matchReply(over: Partial<MatchClbzReply> = {}): MatchClbzReply {
  return {
    travellers: [{ empId: '101', empName: '李明', empRank: 'P2', standardName: 'P1-P3 标准', inPolicy: over.inPolicy ?? true, violations: [] }],
    inPolicy: true,
    needReason: false,
    forbidden: false,
    needApproval: false,
    ...over,
  }
}

function fakeApi(match: (b: MatchClbzBody) => MatchClbzReply = () => matchReply()) {
  const calls = { cabin: 0, match: [] as MatchClbzBody[], rule: [] as string[], reasons: 0 }
  const api: CabinApi = {
    queryCabin: async () => {
      calls.cabin++
      return { flight: flight(), cabins: [inPolicy, overClass], travelStandard: { empRank: 'P2', name: 'P1-P3 标准', maxCabinClass: 'Y', maxDiscount: 100, advanceDays: 0, lowestFareMinutes: 0, overPolicyAction: 1 } }
    },
    queryFlightRule: async (key) => {
      calls.rule.push(key)
      return { cabinCode: 'Y', cabinName: '经济舱', price: 600, refund: [], change: [], transferable: false, refundRule: '', changeRule: '', transferRule: '', baggage: inPolicy.baggage } as QueryFlightRuleReply
    },
    matchClbz: async (b) => {
      calls.match.push(b)
      return match(b)
    },
    violationReasons: async () => {
      calls.reasons++
      return REASONS
    },
  }
  return { api, calls }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('FlightCabinStore', () => {
  test('loads the fares once; the class choice filters them and "show all" brings the rest', async () => {
    const { api, calls } = fakeApi()
    const s = new FlightCabinStore(api)
    s.ensure({ ...P, cabin: 'Y' })
    await tick()
    expect(s.status).toBe('ready')
    expect(s.policyApplies).toBe(true)
    expect(s.shownCabins).toEqual([inPolicy])
    expect(s.hiddenCount).toBe(1)
    s.toggleShowAll()
    expect(s.shownCabins).toEqual([inPolicy, overClass])
    s.ensure({ ...P, cabin: 'Y' })
    expect(calls.cabin).toBe(1)
    expect([classMatches('F', 'CF'), classMatches('Y', 'CF'), classMatches('C', 'ALL')]).toEqual([true, false, true])
  })

  test('an in-policy fare goes straight on after the policy check of every traveller', async () => {
    const { api, calls } = fakeApi()
    const s = new FlightCabinStore(api)
    s.ensure(P)
    await tick()
    expect(await s.choose(inPolicy)).toEqual({ kind: 'ok' })
    expect(calls.match[0]).toEqual({ cabinKey: inPolicy.cabinKey, travellerEmpIds: ['101'], tripType: 1 })
    expect(s.reasonCabin).toBeNull()
  })

  test('an out-of-policy fare needs a reason: none chosen is refused, a chosen one continues', async () => {
    const { api, calls } = fakeApi(() => matchReply({ inPolicy: false, needReason: true }))
    const s = new FlightCabinStore(api)
    s.ensure(P)
    await tick()
    expect(await s.choose(overClass)).toEqual({ kind: 'need-reason' })
    expect(s.reasonCabin).toBe(overClass)
    await tick()
    expect(calls.reasons).toBe(1)
    expect(s.confirmReason()).toEqual({ kind: 'need-reason' })
    expect(s.reasonError).toBe('请选择超标原因')
    s.pickReason('1')
    expect(s.reasonError).toBe('')
    expect(s.confirmReason()).toEqual({ kind: 'ok', reasonId: '1', note: undefined })
    expect(s.reasonCabin).toBeNull()
  })

  test('a reason that asks for a note needs one; the note is trimmed and kept to 200', async () => {
    const { api } = fakeApi(() => matchReply({ inPolicy: false, needReason: true }))
    const s = new FlightCabinStore(api)
    s.ensure(P)
    await tick()
    await s.choose(overClass)
    await tick()
    s.pickReason('9')
    expect(s.confirmReason()).toEqual({ kind: 'need-reason' })
    expect(s.reasonError).toBe('请填写补充说明')
    s.setNote('  客户要求  ')
    expect(s.confirmReason()).toEqual({ kind: 'ok', reasonId: '9', note: '客户要求' })
    s.setNote('x'.repeat(300))
    expect(s.note).toHaveLength(200)
  })

  test('a company that forbids out-of-policy booking refuses with the reason', async () => {
    const { api } = fakeApi(() => matchReply({ inPolicy: false, forbidden: true }))
    const s = new FlightCabinStore(api)
    s.ensure(P)
    await tick()
    expect(await s.choose(overClass)).toEqual({ kind: 'refused', message: '该舱位超出差旅标准，贵公司不允许超标预订，请选择其他舱位' })
  })

  test('personal trips are not checked; sold-out fares are refused', async () => {
    const { api, calls } = fakeApi()
    const s = new FlightCabinStore(api)
    s.ensure({ ...P, tripType: 2 })
    await tick()
    expect(await s.choose(overClass)).toEqual({ kind: 'ok' })
    expect(calls.match).toHaveLength(0)
    expect(await s.choose(cabin({ seatsLeft: 0 }))).toEqual({ kind: 'refused', message: '已售罄' })
  })

  test('the rules sheet loads the fare’s tables; a failure keeps the sheet with the message', async () => {
    const { api, calls } = fakeApi()
    const s = new FlightCabinStore(api)
    await s.openRule(inPolicy)
    expect(calls.rule).toEqual([inPolicy.cabinKey])
    expect(s.ruleStatus).toBe('ready')
    api.queryFlightRule = async () => {
      throw new ApiError('network', '请求超时，请检查网络或重新进入页面！', { shown: true })
    }
    await s.openRule(overClass)
    expect(s.ruleStatus).toBe('error')
    expect(s.ruleCabin).toBe(overClass)
    s.closeRule()
    expect(s.ruleCabin).toBeNull()
  })
})

describe('TravellerChooserStore', () => {
  const emp = (id: string, name: string, isSelf = false): BookableEmployee => ({
    empId: id, empNo: `E${id}`, empName: name, engName: '', deptId: '1', deptName: '研发中心', phoneMasked: '', email: '',
    sex: 'M', born: '1990-01-01', empRank: 'P2', psgType: 1, cards: [], isSelf,
  })

  test('searches by keywords, pages, and picks at most 9', async () => {
    const calls: { k: string; page: number }[] = []
    const all = Array.from({ length: 25 }, (_, i) => emp(String(i + 1), `员工${i + 1}`, i === 0))
    const s = new TravellerChooserStore({
      empFindList: async (k, page = 1, count = 20) => {
        calls.push({ k, page })
        const hit = all.filter((e) => e.empName.includes(k))
        return { list: hit.slice((page - 1) * count, page * count), total: hit.length, bookRange: 3, bookOutside: 0 }
      },
    })
    s.open([{ empId: '1', empName: '员工1', deptName: '', empRank: '', isSelf: true }])
    await tick()
    expect(s.list).toHaveLength(20)
    expect(s.hasMore).toBe(true)
    await s.more()
    expect(s.list).toHaveLength(25)
    for (const e of all.slice(1, 12)) s.toggle(e)
    expect(s.picked).toHaveLength(9)
    expect(s.limitMessage).toBe('每次最多为9位出行人预订')
    s.toggle(all[0])
    expect(s.isPicked('1')).toBe(false)
    s.setKeywords('员工2')
    await s.search()
    expect(calls[calls.length - 1]).toEqual({ k: '员工2', page: 1 })
    expect(s.list.map((e) => e.empName)).toEqual(['员工2', '员工20', '员工21', '员工22', '员工23', '员工24', '员工25'])
  })
})
