/** The taxpayer number rule table (contract/tax-number.ts), as the server and the title form apply it. */
import { checkTaxNumber, normaliseTaxNumber, usccCheckChar } from '@/invoice/domain/tax-number'

describe('taxpayer numbers', () => {
  test.each([
    // 18: the unified social credit code, its check character computed from the first 17
    ['91350100M000100Y43', 'OK'],
    ['91110108MA01H7QX2F', 'OK'],
    ['91310000MA1FL0NK6R', 'OK'],
    ['91110108MA01H7QX2A', 'CHECK'],
    ['91350100M000100Y44', 'CHECK'],
    // I, O, S, V, Z are not in the code's alphabet
    ['91350100M000100I43', 'CHARS'],
    ['9135010OM000100Y43', 'CHARS'],
    // 15: the old tax registration number; 20: an individual business
    ['110108123456789', 'OK'],
    ['44030019800101123X01', 'OK'],
    ['11010812345678X', 'OK'],
    // lengths and characters
    ['', 'EMPTY'],
    ['1234567890', 'LENGTH'],
    ['1234567890123456', 'LENGTH'],
    ['12345678901234567890123', 'LENGTH'],
    ['11010812345678-', 'CHARS'],
    ['9135010０M000100Y43', 'CHARS'],
  ])('%s → %s', (value, verdict) => {
    expect(checkTaxNumber(value)).toBe(verdict)
  })

  test('input is normalised: blanks dropped, letters upper-cased', () => {
    expect(normaliseTaxNumber(' 91350100m000100y43 ')).toBe('91350100M000100Y43')
    expect(normaliseTaxNumber('9135 0100 M000 100Y 43')).toBe('91350100M000100Y43')
    expect(checkTaxNumber(normaliseTaxNumber('91350100m000100y43'))).toBe('OK')
  })

  test('the check character: 31 minus the weighted sum mod 31, 31 reading as 0', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3')
    expect(usccCheckChar('91350100M000100I4')).toBeUndefined()
    // Every 17-character base has exactly one check character that passes.
    const base = '91310115MA1K4EXA3'
    const passing = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].filter((c) => checkTaxNumber(base + c) === 'OK')
    expect(passing).toEqual([usccCheckChar(base)])
  })
})
