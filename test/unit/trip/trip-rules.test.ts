import { addDaysText } from '../../../src/core/domain/calendar-date'
import {
  checkAttachment,
  checkRoute,
  emptyRoute,
  endAfterStartChange,
  firstRouteError,
  normalizeAmountInput,
  parseAmount,
  routeToInput,
  sumAmounts,
  tripDayCount,
  type RouteDraft,
} from '@/trip/stores/trip-rules'
import { inBothLocales } from '../domain/locale-helper'

const TRIP = { begin: '2026-12-01', end: '2026-12-08' }

function flight(over: Partial<RouteDraft> = {}): RouteDraft {
  return { ...emptyRoute(10901, TRIP.begin, TRIP.end), fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA', ...over }
}

describe('application dates', () => {
  test('the end defaults to 7 days after the start (spec §9), across months and years', () => {
    expect(endAfterStartChange('2026-12-01', '', false)).toBe('2026-12-08')
    expect(endAfterStartChange('2026-12-28', '', false)).toBe('2027-01-04')
    expect(endAfterStartChange('2028-02-25', '', false)).toBe('2028-03-03')
  })

  test('an end the user chose stays while it is on or after the new start; before it, it follows the start again', () => {
    expect(endAfterStartChange('2026-12-03', '2026-12-20', true)).toBe('2026-12-20')
    expect(endAfterStartChange('2026-12-20', '2026-12-20', true)).toBe('2026-12-20')
    expect(endAfterStartChange('2026-12-21', '2026-12-20', true)).toBe('2026-12-28')
    // Not chosen by the user: always start + 7.
    expect(endAfterStartChange('2026-12-03', '2026-12-20', false)).toBe('2026-12-10')
  })

  test('days count both ends; a day trip is 1 day; out of order is 0', () => {
    expect(tripDayCount('2026-12-01', '2026-12-08')).toBe(8)
    expect(tripDayCount('2026-12-01', '2026-12-01')).toBe(1)
    expect(tripDayCount('2026-12-08', '2026-12-01')).toBe(0)
    expect(tripDayCount('', '2026-12-01')).toBe(0)
    expect(addDaysText('2026-03-29', 1)).toBe('2026-03-30')
  })
})

describe('budgets', () => {
  test.each([
    ['', 0],
    ['0', 0],
    ['1200', 1200],
    ['99.5', 99.5],
    ['99.55', 99.55],
    [' 300 ', 300],
    ['99.555', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['100000000', null],
  ])('%p reads as %p', (text, value) => {
    expect(parseAmount(text)).toBe(value)
  })

  test('the total is the exact sum in fen (0.1 + 0.2 = 0.3), unreadable fields counting 0', () => {
    expect(sumAmounts([0.1, 0.2, 0])).toBe(0.3)
    expect(sumAmounts([1500, 2400.5, 300.25])).toBe(4200.75)
    expect(sumAmounts([100, null, 50])).toBe(150)
  })

  test('full-width digits and a decimal comma are read as the server reads them', () => {
    expect(normalizeAmountInput('１２３，５')).toBe('123.5')
    expect(parseAmount(normalizeAmountInput('1 200,50'))).toBe(1200.5)
  })
})

describe('routes', () => {
  test('a complete flight inside the trip dates passes; the request carries city codes and the upper-case flight number', () => {
    const r = flight({ dateBegin: '2026-12-02', flightNo: 'ca1501', fyys: '800' })
    expect(firstRouteError(checkRoute(r, TRIP))).toBeNull()
    expect(routeToInput(r)).toEqual({ productType: 10901, fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA', dateBegin: '2026-12-02', cabin: 'Y', flightNo: 'CA1501', fyys: 800 })
  })

  test('route dates must lie inside the application dates, in both languages', () => {
    const before = checkRoute(flight({ dateBegin: '2026-11-30' }), TRIP)
    const after = checkRoute(flight({ dateBegin: '2026-12-09' }), TRIP)
    expect(before.dateBegin).toBe('行程日期须在出差日期2026-12-01至2026-12-08之内')
    expect(after.dateBegin).toBe(before.dateBegin)
    expect(inBothLocales(() => checkRoute(flight({ dateBegin: '2026-12-09' }), TRIP).dateBegin)).toEqual({
      'zh-CN': '行程日期须在出差日期2026-12-01至2026-12-08之内',
      'en-US': 'Route dates must be within the trip dates 2026-12-01 to 2026-12-08',
    })
    // The first and the last day of the trip are inside.
    expect(checkRoute(flight({ dateBegin: '2026-12-01' }), TRIP).dateBegin).toBeUndefined()
    expect(checkRoute(flight({ dateBegin: '2026-12-08' }), TRIP).dateBegin).toBeUndefined()
  })

  test('places are required and cannot be the same city', () => {
    const e = checkRoute(flight({ fromCode: '', fromCity: '', toCode: '', toCity: '' }), TRIP)
    expect(inBothLocales(() => checkRoute(flight({ fromCode: '', fromCity: '' }), TRIP).from)).toEqual({ 'zh-CN': '请选择出发地', 'en-US': 'Choose where the route starts' })
    expect(e.to).toBe('请选择到达地')
    expect(checkRoute(flight({ toCode: 'BJS', toCity: '北京' }), TRIP).to).toBe('出发地和到达地不能相同')
  })

  test('a flight number, when given, looks like one', () => {
    expect(checkRoute(flight({ flightNo: 'CA1501' }), TRIP).flightNo).toBeUndefined()
    expect(checkRoute(flight({ flightNo: '3U8888' }), TRIP).flightNo).toBeUndefined()
    expect(checkRoute(flight({ flightNo: 'CA' }), TRIP).flightNo).toBe('航班号格式不正确，如CA1501')
    expect(checkRoute(flight({ flightNo: 'hello1' }), TRIP).flightNo).toBeDefined()
  })

  test('a hotel needs a city and a check-out not before its check-in, both inside the trip', () => {
    const hotel = emptyRoute(10903, TRIP.begin, TRIP.end)
    expect(hotel.dateEnd).toBe('2026-12-02')
    expect(checkRoute(hotel, TRIP).to).toBe('请选择城市')
    const ok = { ...hotel, toCity: '上海', toCode: '310100' }
    expect(firstRouteError(checkRoute(ok, TRIP))).toBeNull()
    expect(inBothLocales(() => checkRoute({ ...ok, dateBegin: '2026-12-05', dateEnd: '2026-12-04' }, TRIP).dateEnd)).toEqual({
      'zh-CN': '离店日期不能早于入住日期',
      'en-US': 'Check-out cannot be earlier than check-in',
    })
    expect(checkRoute({ ...ok, dateEnd: '2026-12-09' }, TRIP).dateEnd).toContain('2026-12-08')
    // A hotel has no "from": the request leaves it out.
    expect(routeToInput(ok)).not.toHaveProperty('fromCode')
  })

  test('a one-day trip gets a hotel check-out on its last day, not after it', () => {
    expect(emptyRoute(10903, '2026-12-01', '2026-12-01').dateEnd).toBe('2026-12-01')
  })

  test('route budget and note follow the same limits as the form', () => {
    expect(checkRoute(flight({ fyys: '12.345' }), TRIP).fyys).toBe('请输入正确的金额（最多两位小数）')
    expect(checkRoute(flight({ remark: 'x'.repeat(201) }), TRIP).remark).toBe('备注不能超过200个字')
  })
})

describe('attachments', () => {
  const MB = 1024 * 1024
  test('the spec types pass, any case; others are refused with the spec message', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.gif', 'a.png', 'a.bmp', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.csv']) expect(checkAttachment({ name, size: MB })).toBeNull()
    expect(inBothLocales(() => checkAttachment({ name: 'a.pdf', size: 1 }))).toEqual({
      'zh-CN': '仅支持上传jpg、jpeg、gif、png、bmp、doc、docx、xls、xlsx、csv格式的文件',
      'en-US': 'Only jpg, jpeg, gif, png, bmp, doc, docx, xls, xlsx and csv files can be uploaded',
    })
    expect(checkAttachment({ name: 'a.exe', size: 1 })).not.toBeNull()
  })

  test('images up to 10 MB; 10 MB + 1 byte is refused before upload', () => {
    expect(checkAttachment({ name: 'scan.png', size: 10 * MB })).toBeNull()
    expect(inBothLocales(() => checkAttachment({ name: 'scan.png', size: 10 * MB + 1 }))).toEqual({
      'zh-CN': '图片大小不能超过10MB',
      'en-US': 'Images cannot be larger than 10 MB',
    })
  })

  test('documents above 10 MB are refused too (the upload service takes at most 10 MB)', () => {
    expect(checkAttachment({ name: 'plan.xlsx', size: 10 * MB })).toBeNull()
    expect(inBothLocales(() => checkAttachment({ name: 'plan.xlsx', size: 11 * MB }))).toEqual({
      'zh-CN': '文件大小不能超过10MB',
      'en-US': 'Files cannot be larger than 10 MB',
    })
  })

  test('a temp path without an extension is judged by its MIME type', () => {
    expect(checkAttachment({ name: 'tmp_abc', size: MB, type: 'image/png' })).toBeNull()
  })
})
