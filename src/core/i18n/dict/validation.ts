import type { Dict } from '../translate'

/**
 * Messages of the field validators (src/core/domain/validators.ts, passenger.ts).
 * The zh-CN text is the spec's wording verbatim where the spec gives one, odd spacing and
 * punctuation included, because users and support staff know these exact strings.
 */
export const validation = {
  'zh-CN': {
    'validation.mobile': '请填写正确手机号码格式',
    'validation.email': '请填写正确邮箱格式',
    'validation.password': '密码中必须包含大小写 字母、数字,至少8个字符，最多20个字符',
    'validation.passwordSimple': '密码为6-20位字母或数字，不能包含特殊字符',
    'validation.passwordConfirm': '两次输入的密码不一致',
    'validation.idCard': '请输入有效身份证信息',
    'validation.passport': '请输入正确的护照号码（最多9位字母或数字）',
    'validation.smsCode': '请输入6位数字验证码',
    'validation.ssoToken': 'token无效',
    'validation.required': '{label}不能为空',
    'validation.dateRange': '结束日期不能早于开始日期',
    'validation.queryDate': '查询日期不能早于今天',
    'validation.uploadType': '仅支持上传jpg、jpeg、gif、png、bmp、doc、docx、xls、xlsx、csv格式的文件',
    'validation.uploadImageSize': '图片大小不能超过10MB',
    'validation.orderNo': '请传入订单编号！',
    'validation.orderNotFound': '没有查找到 订单:{no}',
    'validation.travellerIdCard': '请核实{name}的身份证号码！',
    'validation.travellerCertificate': '请核实{name}的证件号码！',
    'validation.travellerEmail': '请核实{name}的邮箱地址！',
    'validation.ticketNeedAdult': '至少需要预订1张成人票',
    'validation.ticketTotal': '每次最多预订{max}张机票',
    'validation.ticketChild': '每名成人最多可携带2名儿童',
    'validation.ticketInfant': '每名成人最多可携带1名婴儿',
    'validation.postCode': '请填写6位数字邮政编码',
    'validation.engName': '英文名格式为 姓/名，如 ZHANG/SAN',
  },
  'en-US': {
    'validation.mobile': 'Please enter a valid mobile number',
    'validation.email': 'Please enter a valid email address',
    'validation.password':
      'The password must contain upper and lower case letters and digits, at least 8 and at most 20 characters',
    'validation.passwordSimple':
      'The password must be 6 to 20 letters or digits, without special characters',
    'validation.passwordConfirm': 'The two passwords do not match',
    'validation.idCard': 'Please enter a valid ID card number',
    'validation.passport': 'Please enter a valid passport number (at most 9 letters or digits)',
    'validation.smsCode': 'Please enter the 6-digit verification code',
    'validation.ssoToken': 'Invalid token',
    'validation.required': '{label} cannot be empty',
    'validation.dateRange': 'The end date cannot be earlier than the start date',
    'validation.queryDate': 'The date cannot be earlier than today',
    'validation.uploadType':
      'Only jpg, jpeg, gif, png, bmp, doc, docx, xls, xlsx and csv files can be uploaded',
    'validation.uploadImageSize': 'Images cannot be larger than 10 MB',
    'validation.orderNo': 'Please provide an order number!',
    'validation.orderNotFound': 'No order found: {no}',
    'validation.travellerIdCard': "Please check {name}'s ID card number!",
    'validation.travellerCertificate': "Please check {name}'s document number!",
    'validation.travellerEmail': "Please check {name}'s email address!",
    'validation.ticketNeedAdult': 'Please book at least 1 adult ticket',
    'validation.ticketTotal': 'At most {max} tickets can be booked at a time',
    'validation.ticketChild': 'Each adult may bring at most 2 children',
    'validation.ticketInfant': 'Each adult may bring at most 1 infant',
    'validation.postCode': 'Please enter a 6-digit post code',
    'validation.engName': 'Write the English name as SURNAME/GIVEN NAMES, e.g. ZHANG/SAN',
  },
} as const satisfies Dict
