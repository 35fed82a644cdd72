/**
 * The flight list's carbon pieces: the store keeps the server's train suggestion (also when
 * business and first are merged from two replies) and drops it on a failed search; the suggestion
 * opens the train list with parameters the train list itself reads back as the same cities, date,
 * trip type and travellers; the words exist in both languages.
 */
import { setLocale } from '@/core/i18n/index'
import { ApiError } from '@/core/http/envelope'
import { carbonDict } from '@/core/i18n/carbon'
import type { QueryFlightBody, QueryFlightReply, TrainSuggestion } from '@/tk/api/flight-search'
import { searchDict } from '@/tk/i18n/search'
import { FlightListStore, TRAIN_LIST_ROUTE, mergeClassReplies, trainListParams, type FlightListApi, type ListQuery } from '@/tk/stores/flight-list-store'
import { listQueryOf } from '@/tr/stores/train-list-context'
import { resolveRoute } from '@/core/routes'
import { taroMock } from '../mocks/taro'
import { flight, reply } from './search-fixtures'

const Q: ListQuery = {
  leg: 'out', depCode: 'PEK', depName: '北京首都', arrCode: 'SHA', arrName: '上海', date: '2030-05-10', cabin: 'ALL', tripType: 1, travellerIds: ['101', '102'],
}

const S: TrainSuggestion = {
  trainCode: 'G3', startTime: '09:00', arriveTime: '13:22', runMinutes: 262, fromStationName: '北京南', toStationName: '上海虹桥',
  fromCityCode: 'BJS', fromCityName: '北京', toCityCode: 'SHA', toCityName: '上海', date: '2030-05-10', co2Kg: 47, savingKg: 98,
}

const tick = () => new Promise((r) => setTimeout(r, 0))

function api(answer: (body: QueryFlightBody) => Promise<QueryFlightReply>): FlightListApi {
  return {
    queryFlight: answer,
    queryFlightWeekPrice: async () => ({ days: [] }),
    queryTransferCity: async () => ({ itineraries: [] }),
  }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the train suggestion in the flight list store', () => {
  test('kept from the reply with the flights and their estimates', async () => {
    const f = flight({ co2Kg: 145 })
    const s = new FlightListStore(api(async () => reply([f], { trainSuggestion: S })))
    s.ensure(Q)
    await tick()
    expect(s.status).toBe('ready')
    expect(s.trainSuggestion).toEqual(S)
    expect(s.visible[0].co2Kg).toBe(145)
  })

  test('none when the reply has none; cleared when a later search fails', async () => {
    let fail = false
    let withSuggestion = true
    const s = new FlightListStore(
      api(async () => {
        if (fail) throw new ApiError('business', '查询失败', { errCode: 4000, shown: false })
        return reply([flight()], withSuggestion ? { trainSuggestion: S } : {})
      }),
    )
    s.ensure(Q)
    await tick()
    expect(s.trainSuggestion).toEqual(S)
    withSuggestion = false
    s.changeDate('2030-05-11')
    await tick()
    expect(s.trainSuggestion).toBeNull()
    withSuggestion = true
    s.changeDate('2030-05-12')
    await tick()
    expect(s.trainSuggestion).toEqual(S)
    fail = true
    s.changeDate('2030-05-13')
    await tick()
    expect(s.status).toBe('error')
    expect(s.trainSuggestion).toBeNull()
  })

  test('business and first merged: the suggestion of either reply survives', () => {
    expect(mergeClassReplies([reply([flight()]), reply([flight({ flightNo: 'MU2' })], { trainSuggestion: S })]).trainSuggestion).toEqual(S)
    expect(mergeClassReplies([reply([flight()]), reply([flight({ flightNo: 'MU2' })])]).trainSuggestion).toBeUndefined()
  })
})

describe('opening the train list', () => {
  test('the route is the train list of the registry; the train list reads the parameters back as the same search', () => {
    expect(resolveRoute(TRAIN_LIST_ROUTE)?.def).toMatchObject({ pkg: 'tr', page: 'pages/tr-list/index' })
    const params = trainListParams(Q, S)
    expect(listQueryOf(params)).toEqual({
      fromCode: 'BJS', fromName: '北京', fromKind: 'city', toCode: 'SHA', toName: '上海', toKind: 'city',
      date: '2030-05-10', gcdOnly: false, tripType: 1, travellerIds: ['101', '102'],
    })
  })

  test('a personal search with no travellers carries no traveller list', () => {
    const q = listQueryOf(trainListParams({ ...Q, tripType: 2, travellerIds: [] }, S))
    expect(q).toMatchObject({ tripType: 2, travellerIds: [] })
  })
})

describe('words', () => {
  test.each([
    ['zh-CN', '乘G3仅需4小时22分，少排约98kg CO₂', '约145kg CO₂'],
    ['en-US', 'Train G3 in 4h 22m: ≈98 kg less CO₂', '≈145 kg CO₂'],
  ] as const)('%s', (locale, banner, label) => {
    const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k]))
    expect(fill(searchDict[locale]['list.trainSuggest'], { train: 'G3', duration: locale === 'zh-CN' ? '4小时22分' : '4h 22m', kg: 98 })).toBe(banner)
    expect(fill(carbonDict[locale]['co2.kg'], { kg: 145 })).toBe(label)
    expect(Object.keys(carbonDict['en-US']).sort()).toEqual(Object.keys(carbonDict['zh-CN']).sort())
  })
})
