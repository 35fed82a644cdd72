import { setLocale } from '@/core/i18n/index'
import {
  CARD_TYPES,
  cardTypeLabel,
  isCardType,
  isFieldVisible,
  isNationalId,
  visibleFields,
} from '@/core/domain/card-types'
import { inBothLocales } from './locale-helper'

afterEach(() => setLocale('zh-CN'))

test('the ten card types of the spec', () => {
  expect(CARD_TYPES).toEqual(['NI', 'PP', 'JR', 'HX', 'TB', 'WG', 'GA', 'UU', 'GT', 'TT'])
})

describe('visibleFields follows booking flows §3.2', () => {
  test.each([
    ['NI', ['name', 'sex', 'born'], ['sex', 'born']],
    ['PP', ['name', 'engName', 'sex', 'born', 'nationality', 'passportPeriod', 'placeOfIssue'], []],
    ['JR', ['name', 'otherNumber', 'otherPeriod'], []],
    ['HX', ['name', 'otherNumber', 'otherPeriod'], []],
    ['TB', ['name', 'otherNumber', 'otherPeriod'], []],
    ['WG', ['name', 'engName', 'sex', 'born', 'nationality', 'otherPeriod'], []],
    ['GA', ['name', 'otherNumber', 'otherPeriod'], []],
    ['UU', ['name', 'otherNumber'], []],
    ['GT', ['name', 'otherNumber', 'otherPeriod'], []],
    ['TT', ['name', 'otherNumber', 'otherPeriod'], []],
    ['XX', ['name', 'otherNumber'], []], // unknown: treated as 'other'
  ])('%p', (cardType, fields, derived) => {
    expect(visibleFields(cardType)).toEqual({ fields, derived })
  })

  test('derived fields are always among the visible ones', () => {
    for (const type of CARD_TYPES) {
      const { fields, derived } = visibleFields(type)
      for (const f of derived) expect(fields).toContain(f)
    }
  })

  test.each([
    ['PP', 'passportPeriod', true],
    ['PP', 'otherPeriod', false],
    ['WG', 'otherNumber', false],
    ['WG', 'otherPeriod', true],
    ['NI', 'engName', false],
    ['UU', 'otherPeriod', false],
  ] as const)('isFieldVisible(%p, %p) = %p', (type, field, visible) => {
    expect(isFieldVisible(type, field)).toBe(visible)
  })
})

describe('labels', () => {
  test.each([
    ['NI', '身份证', 'National ID card'],
    ['PP', '护照', 'Passport'],
    ['JR', '军官证', 'Military ID card'],
    ['HX', '回乡证', 'Home-return permit'],
    ['TB', '台胞证', 'Taiwan compatriot permit'],
    ['WG', '外国人永久居留身份证', 'Foreign permanent resident ID card'],
    ['GA', '港澳台居民居住证', 'Residence permit for Hong Kong, Macao and Taiwan residents'],
    ['UU', '其他', 'Other'],
    ['GT', '港澳通行证', 'Hong Kong/Macao pass'],
    ['TT', '台湾通行证', 'Taiwan pass'],
    ['ZZ', 'ZZ', 'ZZ'],
  ])('%p', (type, zh, en) => {
    expect(inBothLocales(() => cardTypeLabel(type))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})

test.each([
  ['NI', true, true],
  ['PP', false, true],
  ['TT', false, true],
  ['ni', false, false],
  ['', false, false],
  [null, false, false],
  [undefined, false, false],
])('isNationalId(%p) = %p, isCardType = %p', (value, national, known) => {
  expect(isNationalId(value)).toBe(national)
  expect(isCardType(value)).toBe(known)
})
