import { setLocale } from '@/core/i18n/index'
import {
  checkTraveller,
  checkTravellerDocument,
  checkTravellerEmail,
  fileExtension,
  isBlank,
  isValidIdCard,
  MAX_IMAGE_BYTES,
  orderNotFoundMessage,
  validateDateRange,
  validateEmail,
  validateIdCard,
  validateMobile,
  validateOrderNo,
  validatePassport,
  validatePassword,
  validatePasswordConfirm,
  validatePasswordSimple,
  validateQueryDate,
  validateRequired,
  validateSmsCode,
  validateSsoToken,
  validateTelephone,
  validateUpload,
} from '@/core/domain/validators'
import { inBothLocales } from './locale-helper'
import { chinaDate } from '../china-clock'

afterEach(() => setLocale('zh-CN'))

const MOBILE_ZH = '请填写正确手机号码格式'
const MOBILE_EN = 'Please enter a valid mobile number'

describe('validateMobile', () => {
  test.each([
    ['13800138000', true],
    ['19912345678', true],
    ['15000000000', true],
    ['12800138000', false], // second digit must be 3-9
    ['10800138000', false],
    ['23800138000', false], // must start with 1
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['1380013800a', false],
    [' 13800138000', false], // checked as given
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p valid=%p', (value, ok) => {
    const got = inBothLocales(() => validateMobile(value))
    expect(got).toEqual(ok ? { 'zh-CN': null, 'en-US': null } : { 'zh-CN': MOBILE_ZH, 'en-US': MOBILE_EN })
  })
})

describe('validateTelephone', () => {
  test.each([
    ['010-12345678', null], // landline with trunk prefix passes as typed
    ['0755 8888 8888', null],
    ['0', null],
    ['13800138000', null], // otherwise the mobile rule
    ['12345678', MOBILE_ZH],
    ['12800138000', MOBILE_ZH],
    ['', MOBILE_ZH],
  ])('%p → %p', (value, expected) => {
    expect(validateTelephone(value)).toBe(expected)
  })

  test('shares the mobile message in English', () => {
    setLocale('en-US')
    expect(validateTelephone('8888')).toBe(MOBILE_EN)
  })
})

describe('validateEmail', () => {
  test.each([
    ['zhang.san@example.com', true],
    ['li_si+trip@mail.corp.cn', true],
    ['a@b.co', true],
    ['WANG@EXAMPLE.COM', true],
    ['user@example.c', false], // tld of 1 letter
    ['user@example.c0m', false], // tld must be letters
    ['user@example', false],
    ['userexample.com', false],
    ['user@@example.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us er@example.com', false],
    ['', false],
    [null, false],
  ])('%p valid=%p', (value, ok) => {
    expect(inBothLocales(() => validateEmail(value))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : { 'zh-CN': '请填写正确邮箱格式', 'en-US': 'Please enter a valid email address' },
    )
  })
})

describe('validatePassword (strict: upper, lower, digit, 8-20)', () => {
  const ZH = '密码中必须包含大小写 字母、数字,至少8个字符，最多20个字符'
  const EN =
    'The password must contain upper and lower case letters and digits, at least 8 and at most 20 characters'
  test.each([
    ['Abcdef12', true], // exactly 8
    ['Abcdef1', false], // 7
    ['Abcdefghij1234567890', true], // exactly 20
    ['Abcdefghij12345678901', false], // 21
    ['abcdef12', false], // no upper case
    ['ABCDEF12', false], // no lower case
    ['Abcdefgh', false], // no digit
    ['Abc@def12', true], // other visible characters allowed
    ['Abc def12', false], // whitespace is not
    ['', false],
    [null, false],
  ])('%p valid=%p', (value, ok) => {
    expect(inBothLocales(() => validatePassword(value))).toEqual(
      ok ? { 'zh-CN': null, 'en-US': null } : { 'zh-CN': ZH, 'en-US': EN },
    )
  })
})

describe('validatePasswordSimple (6-20 letters or digits)', () => {
  const ZH = '密码为6-20位字母或数字，不能包含特殊字符'
  const EN = 'The password must be 6 to 20 letters or digits, without special characters'
  test.each([
    ['abc123', true], // exactly 6
    ['abc12', false], // 5
    ['123456', true],
    ['abcdef', true],
    ['a1b2c3d4e5f6g7h8i9j0', true], // exactly 20
    ['a1b2c3d4e5f6g7h8i9j0k', false], // 21
    ['abc_123', false], // special character
    ['abc 123', false],
    ['密码123456', false],
    [undefined, false],
  ])('%p valid=%p', (value, ok) => {
    expect(inBothLocales(() => validatePasswordSimple(value))).toEqual(
      ok ? { 'zh-CN': null, 'en-US': null } : { 'zh-CN': ZH, 'en-US': EN },
    )
  })
})

describe('validateIdCard', () => {
  test.each([
    ['11010519491231002X', true], // Beijing, check digit X
    ['11010519491231002x', true], // lower-case x from a phone keyboard
    ['44030419900307123X', true],
    ['310115200002290013', true], // 29 Feb of a leap year
    ['650102199912310096', true],
    ['11010517000101002X', true], // year 1700, the lower bound
    ['110105250012310028', true], // year 2500, the upper bound
    ['110105194912310021', false], // wrong check digit (should be X)
    ['11010519491231002Y', false],
    ['110105169912310025', false], // year 1699, valid checksum
    ['110105250112310025', false], // year 2501, valid checksum
    ['110105194902300020', false], // 30 February, valid checksum
    ['110105194902290029', false], // 29 February 1949 is not a leap day
    ['110105194913310021', false], // month 13
    ['1101051949123100X2', false], // X not last
    ['11010519491231002', false], // 17 characters
    ['11010519491231002X1', false], // 19 characters
    ['110105491231002', false], // 15 digits: only the parser upgrades these
    ['', false],
    [null, false],
  ])('%p valid=%p', (value, ok) => {
    expect(isValidIdCard(value)).toBe(ok)
    expect(inBothLocales(() => validateIdCard(value))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : { 'zh-CN': '请输入有效身份证信息', 'en-US': 'Please enter a valid ID card number' },
    )
  })
})

describe('validatePassport', () => {
  test.each([
    ['E12345678', true], // 9 characters, the limit
    ['G1234567', true],
    ['123456789', true],
    ['E123456789', false], // 10
    ['E1234-567', false],
    ['E 1234567', false],
    ['', false],
    [null, false],
  ])('%p valid=%p', (value, ok) => {
    expect(inBothLocales(() => validatePassport(value))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : {
            'zh-CN': '请输入正确的护照号码（最多9位字母或数字）',
            'en-US': 'Please enter a valid passport number (at most 9 letters or digits)',
          },
    )
  })
})

describe('validateSmsCode', () => {
  test.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%p valid=%p', (value, ok) => {
    expect(inBothLocales(() => validateSmsCode(value))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : { 'zh-CN': '请输入6位数字验证码', 'en-US': 'Please enter the 6-digit verification code' },
    )
  })
})

describe('validateSsoToken', () => {
  test.each([
    [32, true],
    [42, true],
    [31, false],
    [33, false],
    [41, false],
    [43, false],
    [0, false],
  ])('length %p valid=%p', (length, ok) => {
    const token = 'a'.repeat(length)
    expect(inBothLocales(() => validateSsoToken(token))).toEqual(
      ok ? { 'zh-CN': null, 'en-US': null } : { 'zh-CN': 'token无效', 'en-US': 'Invalid token' },
    )
  })
})

describe('validateRequired', () => {
  test.each([
    ['张三', null],
    [0, null], // a zero is a value
    [['x'], null],
    ['', '姓名不能为空'],
    ['   ', '姓名不能为空'],
    [null, '姓名不能为空'],
    [undefined, '姓名不能为空'],
    [[], '姓名不能为空'],
  ])('%p → %p', (value, expected) => {
    expect(validateRequired(value, '姓名')).toBe(expected)
  })

  test('interpolates the label in English', () => {
    setLocale('en-US')
    expect(validateRequired('', 'Name')).toBe('Name cannot be empty')
  })

  test.each([
    [' ', true],
    [false, false],
    [{}, false],
  ])('isBlank(%p) = %p', (value, blank) => {
    expect(isBlank(value)).toBe(blank)
  })
})

describe('validatePasswordConfirm', () => {
  test.each([
    ['Abcdef12', 'Abcdef12', true],
    ['Abcdef12', 'abcdef12', false],
    ['Abcdef12', '', false],
    ['Abcdef12', 'Abcdef12 ', false],
    ['', '', true],
  ])('%p / %p match=%p', (pwd, confirm, ok) => {
    expect(inBothLocales(() => validatePasswordConfirm(pwd, confirm))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : { 'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords do not match' },
    )
  })
})

describe('validateDateRange', () => {
  test.each([
    ['2024-05-01', '2024-05-03', true],
    ['2024-05-01', '2024-05-01', true], // same-day trip
    ['2024-05-01 18:00', '2024-05-01 08:00', true], // compared by day
    ['2024-05-02', '2024-05-01', false],
    ['2024-12-31', '2024-01-01', false],
    [chinaDate(2024, 4, 2), chinaDate(2024, 4, 1), false],
    ['', '2024-05-01', true], // missing dates are validateRequired's business
  ])('%p → %p valid=%p', (start, end, ok) => {
    expect(inBothLocales(() => validateDateRange(start, end))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : {
            'zh-CN': '结束日期不能早于开始日期',
            'en-US': 'The end date cannot be earlier than the start date',
          },
    )
  })
})

describe('validateQueryDate', () => {
  const today = chinaDate(2024, 5, 15, 23, 59) // 15 June 2024, late evening
  test.each([
    ['2024-06-15', true], // today
    ['2024-06-16', true],
    ['2025-01-01', true],
    ['2024-06-14', false], // yesterday
    ['2023-06-15', false],
  ])('%p valid=%p', (date, ok) => {
    expect(inBothLocales(() => validateQueryDate(date, today))).toEqual(
      ok
        ? { 'zh-CN': null, 'en-US': null }
        : { 'zh-CN': '查询日期不能早于今天', 'en-US': 'The date cannot be earlier than today' },
    )
  })
})

describe('validateUpload', () => {
  const TYPE_ZH = '仅支持上传jpg、jpeg、gif、png、bmp、doc、docx、xls、xlsx、csv格式的文件'
  const TYPE_EN = 'Only jpg, jpeg, gif, png, bmp, doc, docx, xls, xlsx and csv files can be uploaded'
  const SIZE_ZH = '图片大小不能超过10MB'
  const SIZE_EN = 'Images cannot be larger than 10 MB'
  const TEN_MB = 10 * 1024 * 1024

  test('the image limit is 10 binary megabytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(10485760)
  })

  test.each([
    [{ name: 'ticket.jpg', size: 1000 }, null],
    [{ name: 'TICKET.JPG', size: 1000 }, null], // case-insensitive
    [{ name: 'photo.Jpeg', size: TEN_MB }, null], // exactly 10 MB
    [{ name: 'photo.jpeg', size: TEN_MB + 1 }, 'size'], // one byte over
    [{ name: 'scan.png', size: TEN_MB + 1 }, 'size'],
    [{ name: 'scan.gif', size: TEN_MB + 1 }, 'size'],
    [{ name: 'scan.bmp', size: TEN_MB + 1 }, 'size'],
    [{ name: 'invoice.pdf', size: 10 }, 'type'],
    [{ name: 'report.docx', size: TEN_MB * 5 }, null], // documents carry no size limit
    [{ name: 'report.doc', size: 1 }, null],
    [{ name: 'costs.xls', size: 1 }, null],
    [{ name: 'costs.XLSX', size: 1 }, null],
    [{ name: 'list.csv', size: 1 }, null],
    [{ name: 'archive.tar.gz', size: 1 }, 'type'],
    [{ name: 'noextension', size: 1 }, 'type'],
    [{ name: 'jpg', size: 1 }, 'type'],
    [{ name: 'trailingdot.', size: 1 }, 'type'],
    [{ name: 'wxfile://tmp_abc', size: 1, type: 'image/png' }, null], // MIME decides when no extension
    [{ name: 'wxfile://tmp_abc', size: TEN_MB + 1, type: 'image/jpeg' }, 'size'],
    [{ name: 'blob', size: 1, type: 'application/pdf' }, 'type'],
    [{ name: 'script.exe', size: 1, type: 'image/png' }, 'type'], // the name's extension wins
  ])('%p → %p', (file, expected) => {
    const want =
      expected === 'type'
        ? { 'zh-CN': TYPE_ZH, 'en-US': TYPE_EN }
        : expected === 'size'
          ? { 'zh-CN': SIZE_ZH, 'en-US': SIZE_EN }
          : { 'zh-CN': null, 'en-US': null }
    expect(inBothLocales(() => validateUpload(file))).toEqual(want)
  })

  test.each([
    [{ name: 'a.PNG' }, 'png'],
    [{ name: 'dir.v2/file' }, ''],
    [{ name: 'dir/file', type: 'text/csv' }, 'csv'],
  ])('fileExtension(%p) = %p', (file, ext) => {
    expect(fileExtension(file)).toBe(ext)
  })
})

describe('order lookup', () => {
  test.each([
    ['', '请传入订单编号！', 'Please provide an order number!'],
    ['   ', '请传入订单编号！', 'Please provide an order number!'],
    [null, '请传入订单编号！', 'Please provide an order number!'],
    ['TK202406150001', null, null],
  ])('validateOrderNo(%p)', (value, zh, en) => {
    expect(inBothLocales(() => validateOrderNo(value))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })

  test('not found message carries the number', () => {
    expect(inBothLocales(() => orderNotFoundMessage('TK123'))).toEqual({
      'zh-CN': '没有查找到 订单:TK123',
      'en-US': 'No order found: TK123',
    })
  })
})

describe('traveller checks', () => {
  const base = { name: '张三', phoneNumber: '13800138000', email: 'zhang@example.com' }

  test.each([
    // national ID: the number must pass the ID card rule
    [{ ...base, cardType: 'NI', cardNumber: '11010519491231002X' }, null],
    [{ ...base, cardType: 'NI', cardNumber: '110105194912310021' }, '请核实张三的身份证号码！'],
    [{ ...base, cardType: 'NI', cardNumber: '' }, '请核实张三的身份证号码！'],
    [{ ...base, cardType: 'NI', idNumber: '11010519491231002X' }, null], // idNumber as fallback
    // other documents: present, and a passport must be a passport number
    [{ ...base, cardType: 'PP', cardNumber: 'E12345678' }, null],
    [{ ...base, cardType: 'PP', cardNumber: 'E123456789' }, '请核实张三的证件号码！'],
    [{ ...base, cardType: 'PP', passport: 'G1234567' }, null],
    [{ ...base, cardType: 'HX', cardNumber: '' }, '请核实张三的证件号码！'],
    [{ ...base, cardType: 'HX', cardNumber: 'H12345678' }, null],
    [{ ...base, name: '', empName: '李四', cardType: 'TB', cardNumber: ' ' }, '请核实李四的证件号码！'],
  ])('document %#', (p, expected) => {
    expect(checkTravellerDocument(p)).toBe(expected)
  })

  test.each([
    // a valid email always passes
    [{ name: '张三', cardType: 'NI', email: 'zhang@example.com', phoneNumber: '' }, null],
    // a bad email always fails
    [{ name: '张三', cardType: 'PP', email: 'zhang@', phoneNumber: '13800138000' }, '请核实张三的邮箱地址！'],
    // non-national ID with a phone and no email: skipped
    [{ name: 'John', cardType: 'PP', email: '', phoneNumber: '13800138000' }, null],
    [{ name: 'John', cardType: 'WG', email: null, phoneNumber: '13800138000' }, null],
    // non-national ID without a phone: the email is checked
    [{ name: 'John', cardType: 'PP', email: '', phoneNumber: '' }, '请核实John的邮箱地址！'],
    // national ID with a phone and no email: not skipped
    [{ name: '张三', cardType: 'NI', email: '', phoneNumber: '13800138000' }, '请核实张三的邮箱地址！'],
  ])('email %#', (p, expected) => {
    expect(checkTravellerEmail(p)).toBe(expected)
  })

  test('checkTraveller reports the document before the email', () => {
    const p = { name: '张三', cardType: 'NI', cardNumber: '123', email: 'bad' }
    expect(checkTraveller(p)).toBe('请核实张三的身份证号码！')
    expect(checkTraveller({ ...p, cardNumber: '11010519491231002X' })).toBe('请核实张三的邮箱地址！')
    expect(checkTraveller({ ...p, cardNumber: '11010519491231002X' }, { email: false })).toBeNull()
    expect(checkTraveller({ ...p, cardNumber: '11010519491231002X', email: 'z@x.cn' })).toBeNull()
  })

  test.each([
    [{ name: 'Zhang San', cardType: 'NI', cardNumber: '1' }, "Please check Zhang San's ID card number!"],
    [{ name: 'Zhang San', cardType: 'GT', cardNumber: '' }, "Please check Zhang San's document number!"],
    [
      { name: 'Zhang San', cardType: 'NI', cardNumber: '11010519491231002X', email: 'x' },
      "Please check Zhang San's email address!",
    ],
  ])('English toast %#', (p, expected) => {
    setLocale('en-US')
    expect(checkTraveller(p)).toBe(expected)
  })
})
