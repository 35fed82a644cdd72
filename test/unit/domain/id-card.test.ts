import { setLocale } from '@/core/i18n/index'
import {
  idCheckDigit,
  isProvinceCode,
  parseIdCard,
  PROVINCE_KEYS,
  provinceName,
  upgradeIdCard15,
} from '@/core/domain/id-card'
import { inBothLocales } from './locale-helper'
import { chinaDate } from '../china-clock'

afterEach(() => setLocale('zh-CN'))

const TODAY = chinaDate(2024, 5, 1) // 1 June 2024

describe('idCheckDigit (GB 11643, ISO 7064 MOD 11-2)', () => {
  test.each([
    ['11010519491231002', 'X'],
    ['44030419900307123', 'X'],
    ['31011520000229001', '3'],
    ['65010219991231009', '6'],
    ['51010720130101004', '4'],
    ['11010120000101001', '0'],
  ])('%p → %p', (first17, digit) => {
    expect(idCheckDigit(first17)).toBe(digit)
  })

  test.each([['1101051949123100'], ['1101051949123100A'], ['']])('rejects %p', (input) => {
    expect(idCheckDigit(input)).toBeNull()
  })
})

describe('upgradeIdCard15', () => {
  test.each([
    ['110105491231002', '11010519491231002X'],
    ['440304900307123', '44030419900307123X'],
    ['11010549123100', null],
    ['11010549123100X', null],
  ])('%p → %p', (id15, id18) => {
    expect(upgradeIdCard15(id15)).toBe(id18)
  })
})

describe('parseIdCard: valid numbers', () => {
  test.each([
    // raw, id18, born, age on 2024-06-01, sex, province zh, province en
    ['11010519491231002X', '11010519491231002X', '1949-12-31', 74, 'F', '北京', 'Beijing'],
    ['11010519491231002x', '11010519491231002X', '1949-12-31', 74, 'F', '北京', 'Beijing'],
    [' 44030419900307123X ', '44030419900307123X', '1990-03-07', 34, 'M', '广东', 'Guangdong'],
    ['310115200002290013', '310115200002290013', '2000-02-29', 24, 'M', '上海', 'Shanghai'],
    ['650102199912310096', '650102199912310096', '1999-12-31', 24, 'M', '新疆', 'Xinjiang'],
    ['510107201301010044', '510107201301010044', '2013-01-01', 11, 'F', '四川', 'Sichuan'],
    ['510107202406010029', '510107202406010029', '2024-06-01', 0, 'F', '四川', 'Sichuan'], // born today
    ['510107202206010024', '510107202206010024', '2022-06-01', 2, 'F', '四川', 'Sichuan'], // 2nd birthday today
    ['51010720220602002X', '51010720220602002X', '2022-06-02', 1, 'F', '四川', 'Sichuan'], // 2nd birthday tomorrow
    ['810000198001010014', '810000198001010014', '1980-01-01', 44, 'M', '香港', 'Hong Kong'],
    ['820000198001010024', '820000198001010024', '1980-01-01', 44, 'F', '澳门', 'Macao'],
    ['710000198001010037', '710000198001010037', '1980-01-01', 44, 'M', '台湾', 'Taiwan'],
    // 15-digit numbers are upgraded: '19' before the birth part, check digit appended
    ['110105491231002', '11010519491231002X', '1949-12-31', 74, 'F', '北京', 'Beijing'],
    ['440304900307123', '44030419900307123X', '1990-03-07', 34, 'M', '广东', 'Guangdong'],
  ])('%p', (raw, id18, born, age, sex, zh, en) => {
    const result = inBothLocales(() => parseIdCard(raw, TODAY))
    expect(result['zh-CN']).toEqual({ ok: true, id18, born, age, sex, province: zh, provinceCode: id18.slice(0, 2) })
    expect(result['en-US']).toEqual({ ok: true, id18, born, age, sex, province: en, provinceCode: id18.slice(0, 2) })
  })

  test('age is counted against the given day', () => {
    const id = '44030419900307123X' // born 1990-03-07
    expect(parseIdCard(id, chinaDate(2024, 2, 6))).toMatchObject({ ok: true, age: 33 })
    expect(parseIdCard(id, chinaDate(2024, 2, 7))).toMatchObject({ ok: true, age: 34 })
    expect(parseIdCard(id, '2024-03-07')).toMatchObject({ ok: true, age: 34 })
  })

  test('a 29 February birthday comes round on 1 March in common years', () => {
    const id = '310115200002290013'
    expect(parseIdCard(id, chinaDate(2023, 1, 28))).toMatchObject({ age: 22 })
    expect(parseIdCard(id, chinaDate(2023, 2, 1))).toMatchObject({ age: 23 })
    expect(parseIdCard(id, chinaDate(2024, 1, 29))).toMatchObject({ age: 24 })
  })
})

describe('parseIdCard: the four errors', () => {
  const MESSAGES = {
    illegalId: { zh: '身份证号码不合法', en: 'Illegal ID number' },
    illegalRegion: { zh: '身份证地区编码不合法', en: 'Illegal region code in the ID number' },
    illegalBirthday: { zh: '身份证出生日期不合法', en: 'Illegal birthday in the ID number' },
    illegalCertificate: { zh: '身份证校验码不合法', en: 'Illegal certificate number (check digit mismatch)' },
  } as const

  test.each([
    ['', 'illegalId'],
    ['11010519491231002', 'illegalId'], // 17 characters
    ['11010519491231002X1', 'illegalId'], // 19 characters
    ['1101051949123100', 'illegalId'], // 16 characters
    ['11010549123100X', 'illegalId'], // 15 characters ending in X
    ['1101051949123A002X', 'illegalId'],
    ['1101051949123100X2', 'illegalId'],
    ['910105194912310029', 'illegalRegion'], // 91 is not a province (valid checksum)
    ['000105194912310024', 'illegalRegion'],
    ['990105491231002', 'illegalRegion'], // 15-digit
    ['110105194902300020', 'illegalBirthday'], // 30 February (valid checksum)
    ['110105194913310021', 'illegalBirthday'], // month 13
    ['110105169912310025', 'illegalBirthday'], // 1699
    ['510107202406020024', 'illegalBirthday'], // tomorrow
    ['110105250012310028', 'illegalBirthday'], // 2500: passes the validator, but not born yet
    ['110105490230002', 'illegalBirthday'], // 15-digit, 30 February
    ['110105194912310021', 'illegalCertificate'], // check digit should be X
    ['440304199003071230', 'illegalCertificate'],
  ])('%p → %p', (raw, error) => {
    const result = inBothLocales(() => parseIdCard(raw, TODAY))
    const msg = MESSAGES[error as keyof typeof MESSAGES]
    expect(result['zh-CN']).toEqual({ ok: false, error, message: msg.zh })
    expect(result['en-US']).toEqual({ ok: false, error, message: msg.en })
  })

  test('null and undefined are an illegal ID', () => {
    expect(parseIdCard(null, TODAY)).toMatchObject({ ok: false, error: 'illegalId' })
    expect(parseIdCard(undefined, TODAY)).toMatchObject({ ok: false, error: 'illegalId' })
  })
})

describe('province table', () => {
  test('holds the 34 province-level divisions', () => {
    expect(Object.keys(PROVINCE_KEYS)).toHaveLength(34)
  })

  test.each([
    ['11', true, '北京', 'Beijing'],
    ['15', true, '内蒙古', 'Inner Mongolia'],
    ['50', true, '重庆', 'Chongqing'],
    ['54', true, '西藏', 'Tibet'],
    ['61', true, '陕西', 'Shaanxi'],
    ['14', true, '山西', 'Shanxi'],
    ['82', true, '澳门', 'Macao'],
    ['10', false, null, null],
    ['83', false, null, null],
    ['91', false, null, null],
  ])('%p', (code, known, zh, en) => {
    expect(isProvinceCode(code)).toBe(known)
    expect(inBothLocales(() => provinceName(code))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})
