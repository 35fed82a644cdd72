/** Reference data: nations, categories (getBClass) and parameters. */

/** A nation: ISO 3166-1 alpha-2 code with Chinese and English names. */
export interface SeedNation {
  code: string
  nameZh: string
  nameEn: string
}

/** Nations offered in traveller forms, most used first. */
export const nations: SeedNation[] = [
  { code: 'CN', nameZh: '中国', nameEn: 'China' },
  { code: 'HK', nameZh: '中国香港', nameEn: 'Hong Kong, China' },
  { code: 'MO', nameZh: '中国澳门', nameEn: 'Macao, China' },
  { code: 'TW', nameZh: '中国台湾', nameEn: 'Taiwan, China' },
  { code: 'US', nameZh: '美国', nameEn: 'United States' },
  { code: 'JP', nameZh: '日本', nameEn: 'Japan' },
  { code: 'KR', nameZh: '韩国', nameEn: 'South Korea' },
  { code: 'SG', nameZh: '新加坡', nameEn: 'Singapore' },
  { code: 'GB', nameZh: '英国', nameEn: 'United Kingdom' },
  { code: 'DE', nameZh: '德国', nameEn: 'Germany' },
  { code: 'FR', nameZh: '法国', nameEn: 'France' },
  { code: 'IT', nameZh: '意大利', nameEn: 'Italy' },
  { code: 'ES', nameZh: '西班牙', nameEn: 'Spain' },
  { code: 'NL', nameZh: '荷兰', nameEn: 'Netherlands' },
  { code: 'BE', nameZh: '比利时', nameEn: 'Belgium' },
  { code: 'CH', nameZh: '瑞士', nameEn: 'Switzerland' },
  { code: 'AT', nameZh: '奥地利', nameEn: 'Austria' },
  { code: 'SE', nameZh: '瑞典', nameEn: 'Sweden' },
  { code: 'NO', nameZh: '挪威', nameEn: 'Norway' },
  { code: 'DK', nameZh: '丹麦', nameEn: 'Denmark' },
  { code: 'FI', nameZh: '芬兰', nameEn: 'Finland' },
  { code: 'IE', nameZh: '爱尔兰', nameEn: 'Ireland' },
  { code: 'PT', nameZh: '葡萄牙', nameEn: 'Portugal' },
  { code: 'GR', nameZh: '希腊', nameEn: 'Greece' },
  { code: 'PL', nameZh: '波兰', nameEn: 'Poland' },
  { code: 'CZ', nameZh: '捷克', nameEn: 'Czechia' },
  { code: 'HU', nameZh: '匈牙利', nameEn: 'Hungary' },
  { code: 'RU', nameZh: '俄罗斯', nameEn: 'Russia' },
  { code: 'TR', nameZh: '土耳其', nameEn: 'Türkiye' },
  { code: 'CA', nameZh: '加拿大', nameEn: 'Canada' },
  { code: 'MX', nameZh: '墨西哥', nameEn: 'Mexico' },
  { code: 'BR', nameZh: '巴西', nameEn: 'Brazil' },
  { code: 'AR', nameZh: '阿根廷', nameEn: 'Argentina' },
  { code: 'CL', nameZh: '智利', nameEn: 'Chile' },
  { code: 'PE', nameZh: '秘鲁', nameEn: 'Peru' },
  { code: 'AU', nameZh: '澳大利亚', nameEn: 'Australia' },
  { code: 'NZ', nameZh: '新西兰', nameEn: 'New Zealand' },
  { code: 'TH', nameZh: '泰国', nameEn: 'Thailand' },
  { code: 'MY', nameZh: '马来西亚', nameEn: 'Malaysia' },
  { code: 'ID', nameZh: '印度尼西亚', nameEn: 'Indonesia' },
  { code: 'PH', nameZh: '菲律宾', nameEn: 'Philippines' },
  { code: 'VN', nameZh: '越南', nameEn: 'Viet Nam' },
  { code: 'KH', nameZh: '柬埔寨', nameEn: 'Cambodia' },
  { code: 'LA', nameZh: '老挝', nameEn: 'Laos' },
  { code: 'MM', nameZh: '缅甸', nameEn: 'Myanmar' },
  { code: 'IN', nameZh: '印度', nameEn: 'India' },
  { code: 'PK', nameZh: '巴基斯坦', nameEn: 'Pakistan' },
  { code: 'BD', nameZh: '孟加拉国', nameEn: 'Bangladesh' },
  { code: 'LK', nameZh: '斯里兰卡', nameEn: 'Sri Lanka' },
  { code: 'NP', nameZh: '尼泊尔', nameEn: 'Nepal' },
  { code: 'MN', nameZh: '蒙古', nameEn: 'Mongolia' },
  { code: 'KZ', nameZh: '哈萨克斯坦', nameEn: 'Kazakhstan' },
  { code: 'UZ', nameZh: '乌兹别克斯坦', nameEn: 'Uzbekistan' },
  { code: 'AE', nameZh: '阿联酋', nameEn: 'United Arab Emirates' },
  { code: 'SA', nameZh: '沙特阿拉伯', nameEn: 'Saudi Arabia' },
  { code: 'QA', nameZh: '卡塔尔', nameEn: 'Qatar' },
  { code: 'IL', nameZh: '以色列', nameEn: 'Israel' },
  { code: 'EG', nameZh: '埃及', nameEn: 'Egypt' },
  { code: 'ZA', nameZh: '南非', nameEn: 'South Africa' },
  { code: 'NG', nameZh: '尼日利亚', nameEn: 'Nigeria' },
  { code: 'KE', nameZh: '肯尼亚', nameEn: 'Kenya' },
  { code: 'ET', nameZh: '埃塞俄比亚', nameEn: 'Ethiopia' },
  { code: 'MA', nameZh: '摩洛哥', nameEn: 'Morocco' },
]

/** A category list entry for getBClass. */
export interface SeedBClass {
  parNo: string
  code: string
  nameZh: string
  nameEn: string
}

const group = (parNo: string, rows: [string, string, string][]): SeedBClass[] =>
  rows.map(([code, nameZh, nameEn]) => ({ parNo, code, nameZh, nameEn }))

/** 15900 trip purposes, 15901 out-of-policy reasons, 15902 change reasons, 15903 refund reasons. */
export const bClasses: SeedBClass[] = [
  ...group('15900', [
    ['01', '客户拜访', 'Client visit'],
    ['02', '商务会议', 'Business meeting'],
    ['03', '项目实施', 'Project delivery'],
    ['04', '培训学习', 'Training'],
    ['05', '展会活动', 'Trade show'],
    ['06', '招聘面试', 'Recruiting'],
    ['07', '内部审计', 'Internal audit'],
    ['08', '设备巡检', 'Equipment inspection'],
    ['99', '其他', 'Other'],
  ]),
  ...group('15901', [
    ['01', '航班时刻不合适', 'Flight times do not fit'],
    ['02', '低价航班已售罄', 'Lower fares sold out'],
    ['03', '陪同客户出行', 'Travelling with a client'],
    ['04', '会议指定酒店', 'Hotel designated by the event'],
    ['05', '协议酒店满房', 'Contract hotels fully booked'],
    ['99', '其他', 'Other'],
  ]),
  ...group('15902', [
    ['01', '行程变更', 'Itinerary changed'],
    ['02', '会议时间调整', 'Meeting rescheduled'],
    ['03', '航班延误或取消', 'Flight delayed or cancelled'],
    ['04', '个人原因', 'Personal reasons'],
    ['99', '其他', 'Other'],
  ]),
  ...group('15903', [
    ['01', '行程取消', 'Trip cancelled'],
    ['02', '重复预订', 'Duplicate booking'],
    ['03', '航班取消', 'Flight cancelled'],
    ['04', '身体原因', 'Health reasons'],
    ['99', '其他', 'Other'],
  ]),
]

/** A parameter; corpNo null: the system value, otherwise a company override. */
export interface SeedParameter {
  corpNo: string | null
  paramNo: string
  name: string
  value1: string
  value2?: string
}

/** Parameter numbers with a meaning the server itself relies on. */
export const PARAM = {
  VISITOR_MODE: '10010',
  HOT_LINE: '10011',
  COMPLAINT_PHONE: '10012',
} as const

export const parameters: SeedParameter[] = [
  { corpNo: null, paramNo: '20019', name: '火车票12306账号登录', value1: '1' },
  { corpNo: null, paramNo: '10914', name: '火车票中转/候补预订（value1 中转，value2 候补）', value1: '1', value2: '1' },
  { corpNo: null, paramNo: 'H083', name: '酒店预订须知勾选', value1: '1' },
  { corpNo: null, paramNo: 'H252', name: '酒店预订须知勾选（集团版）', value1: '0' },
  { corpNo: null, paramNo: PARAM.VISITOR_MODE, name: '游客模式', value1: '0' },
  { corpNo: null, paramNo: PARAM.HOT_LINE, name: '服务热线', value1: '400-820-6688' },
  { corpNo: null, paramNo: PARAM.COMPLAINT_PHONE, name: '投诉电话', value1: '400-820-6699' },
  { corpNo: null, paramNo: '10013', name: '在线客服', value1: '1' },
  { corpNo: null, paramNo: '10015', name: '自助注册', value1: '1' },
  { corpNo: null, paramNo: '10915', name: '火车票人脸核验', value1: '1' },
  { corpNo: null, paramNo: '10920', name: '超标须填写原因', value1: '1' },
  { corpNo: null, paramNo: '10921', name: '机票价格浮动模式（2-5 显示浮动选项）', value1: '2', value2: '50' },
  { corpNo: null, paramNo: '10930', name: '酒店询价', value1: '1' },
  { corpNo: null, paramNo: '10940', name: '机场指引', value1: '1' },
  { corpNo: null, paramNo: '10950', name: '订单默认查询天数', value1: '30' },
  { corpNo: null, paramNo: '10960', name: '出差申请默认天数', value1: '7' },
  { corpNo: null, paramNo: '10970', name: '用车跳转合作方小程序（value2: appId|页面路径）', value1: '0' },
  { corpNo: 'HXKJ', paramNo: '10921', name: '机票价格浮动模式', value1: '3', value2: '100' },
  { corpNo: 'HXKJ', paramNo: PARAM.HOT_LINE, name: '服务热线', value1: '021-61208800' },
  { corpNo: 'DFNY', paramNo: PARAM.VISITOR_MODE, name: '游客模式', value1: '1' },
  { corpNo: 'DFNY', paramNo: '10914', name: '火车票中转/候补预订', value1: '0', value2: '1' },
  { corpNo: 'DFNY', paramNo: '10915', name: '火车票人脸核验', value1: '0' },
  { corpNo: 'DFNY', paramNo: '10940', name: '机场指引', value1: '0' },
  { corpNo: 'DFNY', paramNo: '10970', name: '用车跳转合作方小程序', value1: '1', value2: 'wxd5a8c2f1e7b34a60|pages/index/index' },
  { corpNo: 'DFNY', paramNo: PARAM.HOT_LINE, name: '服务热线', value1: '400-900-9517' },
  { corpNo: 'DFNY', paramNo: PARAM.COMPLAINT_PHONE, name: '投诉电话', value1: '400-900-9518' },
  { corpNo: 'DFNY', paramNo: '10013', name: '在线客服', value1: '0' },
]
