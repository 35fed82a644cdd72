import { setLocale } from '@/core/i18n/index'
import { cardBrand, expiryProblem, formatExpiry, GuaranteeCardForm, groupCardNumber, luhnValid, maskedCard } from '@/ht/stores/hotel-card'
import { hotelBooking } from '@/ht/i18n/booking'
import { chinaDate } from '../china-clock'

const NOW = chinaDate(2026, 10, 24, 10, 0, 0).getTime()

beforeEach(() => setLocale('zh-CN'))

describe('the guarantee card rules', () => {
  test('Luhn: the test cards pass, a changed digit fails, spaces and dashes are allowed', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4111 1111 1111 1111')).toBe(true)
    expect(luhnValid('5555-5555-5555-4444')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('4111 1111 1111')).toBe(false)
    expect(luhnValid('4111a11111111111')).toBe(false)
    expect(luhnValid('')).toBe(false)
  })

  test('the number is grouped by four as typed, the expiry gets its slash', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(groupCardNumber('4111 11')).toBe('4111 11')
    expect(groupCardNumber('41111111111111111111111')).toBe('4111 1111 1111 1111 111')
    expect(formatExpiry('1228')).toBe('12/28')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12/2')).toBe('12/2')
  })

  test('expiry: MM/YY, not a month already past in China', () => {
    expect(expiryProblem('11/26', NOW)).toBeNull()
    expect(expiryProblem('12/30', NOW)).toBeNull()
    expect(expiryProblem('10/26', NOW)).toBe('信用卡已过有效期')
    expect(expiryProblem('01/25', NOW)).toBe('信用卡已过有效期')
    expect(expiryProblem('13/28', NOW)).toBe('有效期格式为 MM/YY')
    expect(expiryProblem('1228', NOW)).toBe('有效期格式为 MM/YY')
  })

  test('brand and the masked last four', () => {
    expect(cardBrand('4111')).toBe('VISA')
    expect(cardBrand('5555')).toBe('Mastercard')
    expect(cardBrand('6222')).toBe('UnionPay')
    expect(maskedCard('1111')).toBe('•••• 1111')
  })
})

describe('the card form', () => {
  test('every field is checked with its own message; CVV is 3 or 4 digits', () => {
    const card = new GuaranteeCardForm(() => NOW)
    expect(card.validate()).toBe('请填写信用卡卡号')
    expect(card.errors).toEqual({ cardNumber: '请填写信用卡卡号', expiry: '请填写有效期', holder: '请填写持卡人姓名', cvv: '请填写3-4位安全码' })
    card.set('cardNumber', '4111111111111112')
    card.set('expiry', '10/26')
    card.set('holder', 'ZHANG SAN')
    card.set('cvv', '12')
    expect(card.validate()).toBe('信用卡卡号不正确')
    expect(card.errors.expiry).toBe('信用卡已过有效期')
    expect(card.errors.cvv).toBe('请填写3-4位安全码')
    card.set('cardNumber', '4111111111111111')
    card.set('expiry', '1230')
    card.set('cvv', '123a4')
    expect(card.cvv).toBe('1234')
    expect(card.validate()).toBeNull()
    expect(card.toGuarantee()).toEqual({ cardNumber: '4111111111111111', expiry: '12/30', holder: 'ZHANG SAN', cvv: '1234' })
  })

  test('a typed field loses its message; nothing typed is lost on a bad input', () => {
    const card = new GuaranteeCardForm(() => NOW)
    card.set('cardNumber', '4111 1111 1111 1112')
    card.validate()
    expect(card.errors.cardNumber).toBe('信用卡卡号不正确')
    expect(card.cardNumber).toBe('4111 1111 1111 1112')
    card.set('cardNumber', '4111 1111 1111 1111')
    expect(card.errors.cardNumber).toBeUndefined()
  })

  test('the CVV goes after a sent booking, the whole card after a made one (the last four stay)', () => {
    const card = new GuaranteeCardForm(() => NOW)
    card.set('cardNumber', '4111111111111111')
    card.set('expiry', '12/30')
    card.set('holder', 'ZHANG SAN')
    card.set('cvv', '123')
    card.clearCvv()
    expect(card.cvv).toBe('')
    expect(card.cardNumber).toBe('4111 1111 1111 1111')
    card.clearAll('1111')
    expect([card.cardNumber, card.expiry, card.holder, card.cvv, card.last4]).toEqual(['', '', '', '', '1111'])
  })

  test('English messages', () => {
    setLocale('en-US')
    const card = new GuaranteeCardForm(() => NOW)
    expect(card.validate()).toBe('Please enter the card number')
  })
})

describe('the hotel booking dictionary', () => {
  const zh = hotelBooking['zh-CN'] as Record<string, string>
  const en = hotelBooking['en-US'] as Record<string, string>

  test('both languages have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
  })

  test('the same placeholders, and English text has no Chinese', () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const k of Object.keys(zh)) {
      expect([k, holes(en[k])]).toEqual([k, holes(zh[k])])
      expect([k, /[\u4e00-\u9fff]/.test(en[k])]).toEqual([k, false])
    }
  })
})
