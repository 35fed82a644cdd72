import { setLocale } from '@/core/i18n/index'
import {
  ageOn,
  PASSENGER_TYPE,
  passengerTypeFromAge,
  passengerTypeFromBorn,
  passengerTypeLabel,
  sexLabel,
  splitEnglishName,
  validateTicketCounts,
} from '@/core/domain/passenger'
import { inBothLocales } from './locale-helper'
import { chinaDate } from '../china-clock'

afterEach(() => setLocale('zh-CN'))

describe('passengerTypeFromAge', () => {
  test.each([
    [0, 3],
    [1, 3],
    [1.99, 3],
    [2, 2], // exactly 2: child
    [5, 2],
    [11, 2],
    [11.99, 2],
    [12, 1], // exactly 12: adult
    [18, 1],
    [80, 1],
  ])('age %p → type %p', (age, type) => {
    expect(passengerTypeFromAge(age)).toBe(type)
  })

  test('codes match the server', () => {
    expect(PASSENGER_TYPE).toEqual({ ADULT: 1, CHILD: 2, INFANT: 3 })
  })
})

describe('ageOn', () => {
  test.each([
    ['2022-06-01', '2024-05-31', 1],
    ['2022-06-01', '2024-06-01', 2],
    ['2012-06-01', '2024-05-31', 11],
    ['2012-06-01', '2024-06-01', 12],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23],
    ['2024-06-01', '2024-06-01', 0],
    [chinaDate(1990, 2, 7), chinaDate(2024, 2, 7, 0, 1), 34],
    ['1990-03-07', '2024-03-07 23:59', 34],
    ['not a date', '2024-06-01', null],
  ])('%p on %p → %p', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age)
  })
})

describe('passengerTypeFromBorn (age on the travel date)', () => {
  test.each([
    ['2022-06-02', '2024-06-01', 3], // turns 2 the day after travel: infant
    ['2022-06-01', '2024-06-01', 2], // turns 2 on the travel day: child
    ['2012-06-02', '2024-06-01', 2], // turns 12 the day after: child
    ['2012-06-01', '2024-06-01', 1], // turns 12 on the travel day: adult
    ['1985-10-10', '2024-06-01', 1],
    ['', '2024-06-01', 1], // unreadable birth date: adult
  ])('born %p travelling %p → %p', (born, on, type) => {
    expect(passengerTypeFromBorn(born, on)).toBe(type)
  })
})

describe('labels', () => {
  test.each([
    [1, '成人', 'Adult'],
    [2, '儿童', 'Child'],
    [3, '婴儿', 'Infant'],
    [9, '9', '9'],
  ])('passenger type %p', (type, zh, en) => {
    expect(inBothLocales(() => passengerTypeLabel(type))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })

  test.each([
    ['M', '男', 'Male'],
    ['F', '女', 'Female'],
    ['', '', ''],
  ])('sex %p', (sex, zh, en) => {
    expect(inBothLocales(() => sexLabel(sex))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})

describe('validateTicketCounts', () => {
  const NEED_ADULT = { 'zh-CN': '至少需要预订1张成人票', 'en-US': 'Please book at least 1 adult ticket' }
  const TOTAL = { 'zh-CN': '每次最多预订9张机票', 'en-US': 'At most 9 tickets can be booked at a time' }
  const CHILD = { 'zh-CN': '每名成人最多可携带2名儿童', 'en-US': 'Each adult may bring at most 2 children' }
  const INFANT = { 'zh-CN': '每名成人最多可携带1名婴儿', 'en-US': 'Each adult may bring at most 1 infant' }
  const OK = { 'zh-CN': null, 'en-US': null }

  test.each([
    [{ adult: 1, child: 0, infant: 0 }, OK],
    [{ adult: 1, child: 2, infant: 1 }, OK], // full allowance of one adult
    [{ adult: 9, child: 0, infant: 0 }, OK], // 9 tickets exactly
    [{ adult: 3, child: 6, infant: 0 }, OK], // 9 with children
    [{ adult: 3, child: 3, infant: 3 }, OK],
    [{ adult: 10, child: 0, infant: 0 }, TOTAL],
    [{ adult: 4, child: 4, infant: 2 }, TOTAL], // 10 tickets, infants count
    [{ adult: 0, child: 1, infant: 0 }, NEED_ADULT],
    [{ adult: 0, child: 0, infant: 0 }, NEED_ADULT],
    [{ adult: 1, child: 3, infant: 0 }, CHILD],
    [{ adult: 2, child: 5, infant: 0 }, CHILD],
    [{ adult: 1, child: 0, infant: 2 }, INFANT],
    [{ adult: 2, child: 0, infant: 3 }, INFANT],
  ])('%p', (counts, expected) => {
    expect(inBothLocales(() => validateTicketCounts(counts))).toEqual(expected)
  })
})

describe('splitEnglishName', () => {
  test.each([
    ['ZHANG/SAN', 'ZHANG', 'SAN'],
    ['zhang/san', 'ZHANG', 'SAN'],
    [' Zhang / San Feng ', 'ZHANG', 'SAN FENG'],
    ['SMITH/JOHN MR', 'SMITH', 'JOHN MR'],
    ['MADONNA', 'MADONNA', ''],
    ['A/B/C', 'A', 'B/C'],
    ['', '', ''],
    [null, '', ''],
  ])('%p → %p / %p', (name, surName, givenName) => {
    expect(splitEnglishName(name)).toEqual({ surName, givenName })
  })
})
