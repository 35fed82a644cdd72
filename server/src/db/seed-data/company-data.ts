/** Cost centres, projects, travel policies, approval rules and service contacts of the demo companies. */

/** A cost centre. */
export interface SeedCostCenter {
  corpNo: string
  code: string
  name: string
  nameEn: string
  deptCode: string | null
}

export const costCenters: SeedCostCenter[] = [
  { corpNo: 'HXKJ', code: 'CC-HX-RD', name: '研发中心成本中心', nameEn: 'R&D cost centre', deptCode: 'RD' },
  { corpNo: 'HXKJ', code: 'CC-HX-MKT', name: '市场推广费用', nameEn: 'Marketing expenses', deptCode: 'MKT' },
  { corpNo: 'HXKJ', code: 'CC-HX-FIN', name: '财务管理费用', nameEn: 'Finance administration', deptCode: 'FIN' },
  { corpNo: 'HXKJ', code: 'CC-HX-CEO', name: '总裁办管理费用', nameEn: "President's Office expenses", deptCode: 'CEO' },
  { corpNo: 'HXKJ', code: 'CC-HX-DLV', name: '项目交付成本', nameEn: 'Project delivery costs', deptCode: null },
  { corpNo: 'DFNY', code: 'CC-DF-OPS', name: '生产运营成本中心', nameEn: 'Operations cost centre', deptCode: 'OPS' },
  { corpNo: 'DFNY', code: 'CC-DF-NE', name: '新能源项目成本', nameEn: 'New energy projects', deptCode: 'NE' },
  { corpNo: 'DFNY', code: 'CC-DF-FIN', name: '财务共享中心', nameEn: 'Finance shared services', deptCode: 'FIN' },
  { corpNo: 'DFNY', code: 'CC-DF-HR', name: '人力资源费用', nameEn: 'Human resources expenses', deptCode: 'HR' },
  { corpNo: 'DFNY', code: 'CC-DF-GM', name: '总经办费用', nameEn: "General Manager's Office expenses", deptCode: 'GM' },
  { corpNo: 'HXSZ', code: 'CC-SZ-RD', name: '深圳研发成本中心', nameEn: 'Shenzhen R&D cost centre', deptCode: 'SZRD' },
  { corpNo: 'HXSZ', code: 'CC-SZ-SALES', name: '华南销售费用', nameEn: 'South China sales expenses', deptCode: 'SZSALES' },
]

/** A project; dates are days relative to the seed day. */
export interface SeedProject {
  corpNo: string
  code: string
  name: string
  nameEn: string
  manager: string
  status: 0 | 1
  startDays: number
  endDays: number | null
}

export const projects: SeedProject[] = [
  { corpNo: 'HXKJ', code: 'HX-PRJ-001', name: '智慧园区平台二期', nameEn: 'Smart campus platform, phase 2', manager: '张伟', status: 1, startDays: -120, endDays: 150 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-002', name: '华南区渠道拓展', nameEn: 'South China channel expansion', manager: '何磊', status: 1, startDays: -60, endDays: 200 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-003', name: '财务共享中心建设', nameEn: 'Finance shared-service centre', manager: '刘洋', status: 1, startDays: -200, endDays: 60 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-004', name: '云原生架构升级', nameEn: 'Cloud-native architecture upgrade', manager: '郑浩', status: 1, startDays: -30, endDays: 330 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-005', name: '客户成功体系建设', nameEn: 'Customer success programme', manager: '王静怡', status: 1, startDays: -90, endDays: null },
  { corpNo: 'HXKJ', code: 'HX-PRJ-006', name: '年度供应商大会', nameEn: 'Annual supplier conference', manager: '陈晓燕', status: 1, startDays: -10, endDays: 45 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-007', name: '东南亚市场调研', nameEn: 'Southeast Asia market study', manager: '周杰', status: 0, startDays: -400, endDays: -100 },
  { corpNo: 'HXKJ', code: 'HX-PRJ-008', name: 'ERP系统迁移', nameEn: 'ERP migration', manager: '吴芳', status: 1, startDays: -150, endDays: 90 },
  { corpNo: 'DFNY', code: 'DF-PRJ-101', name: '酒泉风电场运维', nameEn: 'Jiuquan wind farm O&M', manager: '林志强', status: 1, startDays: -300, endDays: 400 },
  { corpNo: 'DFNY', code: 'DF-PRJ-102', name: '雅砻江水电站检修', nameEn: 'Yalong River hydropower overhaul', manager: '曹阳', status: 1, startDays: -45, endDays: 120 },
  { corpNo: 'DFNY', code: 'DF-PRJ-103', name: '库布其光伏基地建设', nameEn: 'Kubuqi solar base construction', manager: '韩冰', status: 1, startDays: -180, endDays: 500 },
  { corpNo: 'DFNY', code: 'DF-PRJ-104', name: '集团安全生产大检查', nameEn: 'Group safety inspection', manager: '林志强', status: 1, startDays: -15, endDays: 30 },
  { corpNo: 'DFNY', code: 'DF-PRJ-105', name: '储能电站示范项目', nameEn: 'Energy storage demonstration plant', manager: '宋佳', status: 1, startDays: -100, endDays: 260 },
  { corpNo: 'DFNY', code: 'DF-PRJ-106', name: '年度审计配合', nameEn: 'Annual audit support', manager: '郭敏', status: 0, startDays: -380, endDays: -200 },
  { corpNo: 'DFNY', code: 'DF-PRJ-107', name: '海上风电前期调研', nameEn: 'Offshore wind feasibility study', manager: '韩冰', status: 1, startDays: -20, endDays: 160 },
  { corpNo: 'DFNY', code: 'DF-PRJ-108', name: '数字化电厂试点', nameEn: 'Digital power plant pilot', manager: '何俊', status: 1, startDays: -75, endDays: 220 },
]

/** A travel policy for one rank. */
export interface SeedPolicy {
  corpNo: string
  rank: string
  name: string
  nameEn: string
  flightCabin: 'Y' | 'C' | 'F'
  flightMaxDiscount: number
  flightAdvanceDays: number
  intlFlightCabin: 'Y' | 'C' | 'F'
  intlLongHaulHours: number
  trainSeats: string
  hotelCaps: [number, number, number]
  hotelCapIntl: number
  carLevel: 'economy' | 'comfort' | 'business'
  overPolicyAction: 1 | 2 | 3
  /** Lowest-fare rule: the cheapest economy fare within ± this many minutes of the chosen departure (0: no rule). */
  flightLowestFareMinutes: number
}

export const policies: SeedPolicy[] = [
  { corpNo: 'HXKJ', rank: 'P1', name: '专员级差旅标准', nameEn: 'Staff travel policy', flightCabin: 'Y', flightMaxDiscount: 85, flightAdvanceDays: 3, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [450, 350, 300], hotelCapIntl: 800, carLevel: 'economy', flightLowestFareMinutes: 60, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P2', name: '主管级差旅标准', nameEn: 'Supervisor travel policy', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,4,3,1', hotelCaps: [550, 450, 350], hotelCapIntl: 1000, carLevel: 'economy', flightLowestFareMinutes: 60, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P3', name: '经理级差旅标准', nameEn: 'Manager travel policy', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 8, trainSeats: 'M,O,4,3,1', hotelCaps: [700, 550, 450], hotelCapIntl: 1300, carLevel: 'comfort', flightLowestFareMinutes: 0, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P4', name: '总监级差旅标准', nameEn: 'Director travel policy', flightCabin: 'C', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 6, trainSeats: '9,P,M,O,4,3,1', hotelCaps: [1000, 800, 600], hotelCapIntl: 1800, carLevel: 'business', flightLowestFareMinutes: 0, overPolicyAction: 1 },
  { corpNo: 'DFNY', rank: 'P1', name: '一般员工差旅标准', nameEn: 'Employee travel policy', flightCabin: 'Y', flightMaxDiscount: 75, flightAdvanceDays: 5, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [400, 300, 260], hotelCapIntl: 700, carLevel: 'economy', flightLowestFareMinutes: 120, overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P2', name: '主管差旅标准', nameEn: 'Supervisor travel policy', flightCabin: 'Y', flightMaxDiscount: 85, flightAdvanceDays: 3, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [450, 350, 300], hotelCapIntl: 800, carLevel: 'economy', flightLowestFareMinutes: 90, overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P3', name: '部门经理差旅标准', nameEn: 'Department manager travel policy', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'M,O,4,3,1', hotelCaps: [600, 480, 380], hotelCapIntl: 1100, carLevel: 'comfort', flightLowestFareMinutes: 60, overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P4', name: '公司领导差旅标准', nameEn: 'Executive travel policy', flightCabin: 'C', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 8, trainSeats: 'M,O,4,3,1', hotelCaps: [800, 650, 500], hotelCapIntl: 1500, carLevel: 'comfort', flightLowestFareMinutes: 0, overPolicyAction: 3 },
]

/**
 * An approval rule with its approvers per level (by login name; several on one level: any one
 * decides). Match conditions: deptCode (the traveller's department), ranks, minAmount (amount >=);
 * absent = any. Among matching rules the highest priority wins.
 */
export interface SeedApprovalRule {
  corpNo: string
  name: string
  nameEn: string
  scope: 'trip' | 'booking' | 'violation'
  deptCode?: string
  ranks?: string[]
  minAmount?: number
  priority?: number
  steps: { level: number; approver: string }[]
}

export const approvalRules: SeedApprovalRule[] = [
  { corpNo: 'HXKJ', name: '出差申请审批', nameEn: 'Business-trip application approval', scope: 'trip', steps: [{ level: 1, approver: 'hx.approver' }] },
  { corpNo: 'HXKJ', name: '大额出差申请审批（四级）', nameEn: 'Large business-trip application approval (4 levels)', scope: 'trip',
    minAmount: 50000, priority: 10,
    steps: [{ level: 1, approver: 'hx.approver' }, { level: 2, approver: 'hx.booker' }, { level: 3, approver: 'hx.corpbooker' }, { level: 4, approver: 'hx.admin' }] },
  { corpNo: 'HXKJ', name: '超标预订审批', nameEn: 'Out-of-policy booking approval', scope: 'violation', steps: [{ level: 1, approver: 'hx.approver' }] },
  { corpNo: 'DFNY', name: '出差申请审批', nameEn: 'Business-trip application approval', scope: 'trip',
    steps: [{ level: 1, approver: 'df.approver1' }, { level: 2, approver: 'df.approver2' }] },
  { corpNo: 'DFNY', name: '新能源事业部出差审批', nameEn: 'New Energy Division business-trip approval', scope: 'trip', deptCode: 'NE', priority: 5,
    steps: [{ level: 1, approver: 'df.approver1' }, { level: 1, approver: 'df.approver2' }, { level: 2, approver: 'df.admin' }] },
  { corpNo: 'DFNY', name: '大额出差申请审批（三级）', nameEn: 'Large business-trip application approval (3 levels)', scope: 'trip',
    minAmount: 20000, priority: 10,
    steps: [{ level: 1, approver: 'df.approver1' }, { level: 2, approver: 'df.approver2' }, { level: 3, approver: 'df.admin' }] },
  { corpNo: 'DFNY', name: '公司领导出差审批', nameEn: 'Senior managers\' business-trip approval', scope: 'trip', ranks: ['P4'], priority: 20,
    steps: [{ level: 1, approver: 'df.approver2' }] },
  { corpNo: 'DFNY', name: '机票预订审批', nameEn: 'Flight booking approval', scope: 'booking',
    steps: [{ level: 1, approver: 'df.approver1' }, { level: 1, approver: 'df.approver2' }] },
  { corpNo: 'DFNY', name: '超标预订审批', nameEn: 'Out-of-policy booking approval', scope: 'violation', steps: [{ level: 1, approver: 'df.approver1' }] },
]

/** A service contact (travel consultant, service desk, account manager). corpNo null: platform. */
export interface SeedServiceContact {
  corpNo: string | null
  name: string
  nameEn: string
  role: 'consultant' | 'service' | 'manager'
  phone: string
  email: string | null
  workTime: string
  workTimeEn: string
}

export const serviceContacts: SeedServiceContact[] = [
  { corpNo: 'HXKJ', name: '孟婷（差旅顾问）', nameEn: 'Meng Ting (travel consultant)', role: 'consultant', phone: '021-61208800',
    email: 'mengting@shanglv.cn', workTime: '工作日 08:30-18:00', workTimeEn: 'Weekdays 08:30-18:00' },
  { corpNo: 'HXKJ', name: '姚远（国际业务专席）', nameEn: 'Yao Yuan (international desk)', role: 'consultant', phone: '021-61208801',
    email: 'yaoyuan@shanglv.cn', workTime: '工作日 09:00-21:00', workTimeEn: 'Weekdays 09:00-21:00' },
  { corpNo: 'DFNY', name: '邱瑞（驻场差旅顾问）', nameEn: 'Qiu Rui (on-site travel consultant)', role: 'consultant', phone: '028-85306600',
    email: 'qiurui@shanglv.cn', workTime: '工作日 08:00-20:00', workTimeEn: 'Weekdays 08:00-20:00' },
  { corpNo: 'DFNY', name: '方敏（客户经理）', nameEn: 'Fang Min (account manager)', role: 'manager', phone: '13980065530',
    email: 'fangmin@shanglv.cn', workTime: '工作日 09:00-18:00', workTimeEn: 'Weekdays 09:00-18:00' },
  { corpNo: null, name: '商旅7×24小时服务热线', nameEn: 'Shanglv 24/7 service line', role: 'service', phone: '400-820-6688',
    email: 'service@shanglv.cn', workTime: '全天24小时', workTimeEn: '24 hours a day' },
]

/** Travel settings of a company: flight service fees, who pays business trips, approval of flight orders. */
export interface SeedTravelSettings {
  corpNo: string
  /** Service fee per ticket for business trips (tripType 1) and personal trips. */
  flightServiceFeeBusiness: number
  flightServiceFeePersonal: number
  /** 1: business trips are paid from the company account (monthly settlement). */
  companyPaysBusiness: 0 | 1
  accountName: string
  accountNameEn: string
  creditLimit: number
  /** 1: every flight order is approved before payment. */
  approveAllFlightOrders: 0 | 1
  /** 1: out-of-policy flight orders are approved before payment. */
  approveOutOfPolicy: 0 | 1
  /** Fare protection in the approval window (booking/fare-protection.ts); off when absent. */
  fareProtection?: { tolerancePct: number; holdMinutes: number }
}

export const travelSettings: SeedTravelSettings[] = [
  { corpNo: 'HXKJ', flightServiceFeeBusiness: 20, flightServiceFeePersonal: 30, companyPaysBusiness: 1, accountName: '华信科技企业月结账户',
    accountNameEn: 'Huaxin Tech company account', creditLimit: 500000, approveAllFlightOrders: 0, approveOutOfPolicy: 1 },
  { corpNo: 'DFNY', flightServiceFeeBusiness: 15, flightServiceFeePersonal: 25, companyPaysBusiness: 1, accountName: '东方能源集团企业月结账户',
    accountNameEn: 'Dongfang Energy company account', creditLimit: 1000000, approveAllFlightOrders: 1, approveOutOfPolicy: 1,
    fareProtection: { tolerancePct: 10, holdMinutes: 120 } },
  { corpNo: 'PERSONAL', flightServiceFeeBusiness: 30, flightServiceFeePersonal: 30, companyPaysBusiness: 0, accountName: '个人支付',
    accountNameEn: 'Personal payment', creditLimit: 0, approveAllFlightOrders: 0, approveOutOfPolicy: 0 },
  // The Shenzhen subsidiary settles on its own account (its ranks and rules are HX's: seed.ts withGroupCopies).
  { corpNo: 'HXSZ', flightServiceFeeBusiness: 20, flightServiceFeePersonal: 30, companyPaysBusiness: 1, accountName: '华信科技(深圳)企业月结账户',
    accountNameEn: 'Huaxin Shenzhen company account', creditLimit: 200000, approveAllFlightOrders: 0, approveOutOfPolicy: 0 },
]

/** An out-of-policy reason of a company for a product (10901 domestic flight). */
export interface SeedViolationReason {
  corpNo: string
  productCode: string
  code: string
  nameZh: string
  nameEn: string
  needNote?: 1
}

const reasons = (productCode: string) => (corpNo: string, rows: [string, string, string][]): SeedViolationReason[] =>
  rows.map(([code, nameZh, nameEn]) => ({ corpNo, productCode, code, nameZh, nameEn, ...(code === '99' ? { needNote: 1 as const } : {}) }))
const flightReasons = reasons('10901')
const trainReasons = reasons('10904')
const hotelReasons = reasons('10903')
const tourReasons = reasons('10911')
const carReasons = reasons('10906')
const intlFlightReasons = reasons('10902')

export const violationReasons: SeedViolationReason[] = [
  ...flightReasons('HXKJ', [
    ['01', '航班时刻不符合行程安排', 'Flight times do not fit the schedule'],
    ['02', '低价舱位已售罄', 'Lower fares sold out'],
    ['03', '陪同客户或公司领导出行', 'Travelling with a client or a senior manager'],
    ['04', '会议或行程临时变更', 'Meeting or itinerary changed at short notice'],
    ['05', '携带大件设备或样品', 'Carrying large equipment or samples'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...flightReasons('DFNY', [
    ['01', '航班时刻不符合工作安排', 'Flight times do not fit the work plan'],
    ['02', '低价舱位已售罄', 'Lower fares sold out'],
    ['03', '陪同上级领导出行', 'Travelling with a senior manager'],
    ['04', '抢修或应急保障任务', 'Emergency repair or standby duty'],
    ['05', '身体原因需要', 'Health reasons'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...trainReasons('HXKJ', [
    ['01', '二等座已售罄', 'Second class sold out'],
    ['02', '需在车上办公', 'Working on board'],
    ['03', '陪同客户或公司领导出行', 'Travelling with a client or a senior manager'],
    ['04', '夜间长途需卧铺休息', 'Overnight journey needs a berth'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...trainReasons('DFNY', [
    ['01', '二等座已售罄', 'Second class sold out'],
    ['02', '陪同上级领导出行', 'Travelling with a senior manager'],
    ['03', '抢修或应急保障任务', 'Emergency repair or standby duty'],
    ['04', '身体原因需要', 'Health reasons'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...hotelReasons('HXKJ', [
    ['01', '协议酒店已满房', 'Agreement hotels are full'],
    ['02', '靠近会议或客户地点', 'Close to the meeting or client site'],
    ['03', '展会或旺季房价上涨', 'Trade fair or peak-season prices'],
    ['04', '陪同客户或公司领导入住', 'Staying with a client or a senior manager'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...hotelReasons('DFNY', [
    ['01', '标准内酒店已满房', 'Hotels within the standard are full'],
    ['02', '靠近施工或检修现场', 'Close to the work or repair site'],
    ['03', '陪同上级领导入住', 'Staying with a senior manager'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...tourReasons('HXKJ', [
    ['01', '年度奖励名额已确定', 'Annual incentive places already awarded'],
    ['02', '客户或合作方同行', 'Travelling with clients or partners'],
    ['03', '标准内产品已满员', 'Tours within the standard are full'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...tourReasons('DFNY', [
    ['01', '集团统一组织', 'Organised by the group'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...carReasons('HXKJ', [
    ['01', '携带大件行李或设备', 'Carrying large luggage or equipment'],
    ['02', '陪同客户或公司领导', 'Travelling with a client or a senior manager'],
    ['03', '深夜或恶劣天气出行', 'Late night or bad weather'],
    ['04', '多人同行拼车', 'Several colleagues sharing the car'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...carReasons('DFNY', [
    ['01', '携带检修工具或设备', 'Carrying repair tools or equipment'],
    ['02', '陪同上级领导', 'Travelling with a senior manager'],
    ['03', '抢修或应急保障任务', 'Emergency repair or standby duty'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...intlFlightReasons('HXKJ', [
    ['01', '航班时刻或转机时间不符合行程安排', 'Flight times or connections do not fit the schedule'],
    ['02', '经济舱已售罄', 'Economy sold out'],
    ['03', '陪同客户或公司领导出行', 'Travelling with a client or a senior manager'],
    ['04', '落地后需立即开展工作', 'Work starts right after landing'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
  ...intlFlightReasons('DFNY', [
    ['01', '航班时刻不符合工作安排', 'Flight times do not fit the work plan'],
    ['02', '经济舱已售罄', 'Economy sold out'],
    ['03', '陪同上级领导出行', 'Travelling with a senior manager'],
    ['99', '其他（请说明）', 'Other (please explain)'],
  ]),
]

/** An insurance product offered with a product. */
export interface SeedInsurance {
  code: string
  productCode: string
  nameZh: string
  nameEn: string
  price: number
  summaryZh: string
  summaryEn: string
  termsZh: string
  termsEn: string
  defaultSelected: 0 | 1
  companyPaid: 0 | 1
}

export const insuranceProducts: SeedInsurance[] = [
  { code: 'BX-AIR-ACC', productCode: '10901', nameZh: '航空意外险', nameEn: 'Air travel accident insurance', price: 30,
    summaryZh: '航空意外身故/伤残保额300万元', summaryEn: 'Air accident death/disability cover CNY 3 million',
    termsZh: '1. 保障期间：自被保险人登机起至抵达目的地离开舱门止。\n2. 航空意外身故或伤残最高赔付300万元，意外医疗最高2万元。\n3. 每位乘机人每个航段限购1份，起飞前可随机票全额退保。',
    termsEn: '1. Cover from boarding until leaving the aircraft at the destination.\n2. Up to CNY 3 million for accidental death or disability, up to CNY 20,000 medical.\n3. One policy per passenger and segment; refunded in full with the ticket before departure.',
    defaultSelected: 1, companyPaid: 1 },
  { code: 'BX-DELAY', productCode: '10901', nameZh: '航班延误险', nameEn: 'Flight delay insurance', price: 20,
    summaryZh: '延误2小时起赔200元，取消赔300元', summaryEn: 'CNY 200 from a 2-hour delay, CNY 300 on cancellation',
    termsZh: '1. 航班延误达2小时赔付200元，每增加1小时加赔100元，最高600元。\n2. 航班取消赔付300元。\n3. 起飞前可随机票全额退保。',
    termsEn: '1. CNY 200 for a delay of 2 hours, CNY 100 per further hour, at most CNY 600.\n2. CNY 300 if the flight is cancelled.\n3. Refunded in full with the ticket before departure.',
    defaultSelected: 0, companyPaid: 0 },
  { code: 'BX-REFUND', productCode: '10901', nameZh: '退改无忧险', nameEn: 'Refund and change cover', price: 15,
    summaryZh: '因病或公务变更退改，退改费最高赔付500元', summaryEn: 'Refund/change fees up to CNY 500 for illness or business changes',
    termsZh: '1. 因本人疾病、公务行程变更导致退票或改签，赔付实际退改手续费，最高500元。\n2. 须在起飞前办理退改。\n3. 起飞前可随机票全额退保。',
    termsEn: '1. Covers the actual refund or change fee, up to CNY 500, when illness or a business change forces it.\n2. The refund or change must be made before departure.\n3. Refunded in full with the ticket before departure.',
    defaultSelected: 0, companyPaid: 0 },
]

/** How a company pays rides (issue 12): COMPANY account at once with the final fare, or PERSONAL after the ride. */
export interface SeedCarSettings {
  corpNo: string
  payment: 'COMPANY' | 'PERSONAL'
  /** 1: every business ride is approved before dispatch. */
  approveAll: 0 | 1
}

export const carSettings: SeedCarSettings[] = [
  { corpNo: 'HXKJ', payment: 'COMPANY', approveAll: 0 },
  { corpNo: 'DFNY', payment: 'PERSONAL', approveAll: 0 },
  { corpNo: 'PERSONAL', payment: 'PERSONAL', approveAll: 0 },
]

/** A company's car policy of a scene (DAILY instant/scheduled, TRANSFER airport/station, DAY chartered); car types come from the rank's carLevel. */
export interface SeedCarPolicy {
  corpNo: string
  scene: 'DAILY' | 'TRANSFER' | 'DAY'
  name: string
  nameEn: string
  maxAmount: number | null
  /** City codes (null: every car city). */
  cities: string[] | null
  timeFrom: string | null
  timeTo: string | null
}

export const carPolicies: SeedCarPolicy[] = [
  { corpNo: 'HXKJ', scene: 'DAILY', name: '市内用车', nameEn: 'Rides in town', maxAmount: 300, cities: null, timeFrom: null, timeTo: null },
  { corpNo: 'HXKJ', scene: 'TRANSFER', name: '接送机/站', nameEn: 'Airport and station transfers', maxAmount: 500, cities: null, timeFrom: null, timeTo: null },
  { corpNo: 'HXKJ', scene: 'DAY', name: '包车', nameEn: 'Chartered day cars', maxAmount: 1500, cities: null, timeFrom: null, timeTo: null },
  { corpNo: 'DFNY', scene: 'DAILY', name: '工作用车', nameEn: 'Work rides', maxAmount: 200, cities: ['BJS', 'SHA', 'CTU', 'CKG', 'XIY', 'WUH'], timeFrom: '07:00', timeTo: '22:00' },
  { corpNo: 'DFNY', scene: 'TRANSFER', name: '接送机/站', nameEn: 'Airport and station transfers', maxAmount: 400, cities: null, timeFrom: null, timeTo: null },
  { corpNo: 'DFNY', scene: 'DAY', name: '包车', nameEn: 'Chartered day cars', maxAmount: 1200, cities: ['CTU', 'BJS', 'SHA'], timeFrom: '07:00', timeTo: '20:00' },
]

/** A company's tour standard for a rank: the highest price per person and the out-of-policy action. */
export interface SeedTourStandard {
  corpNo: string
  rank: string
  name: string
  nameEn: string
  maxPerPerson: number
  /** 1 a reason, 2 forbidden, 3 a reason and approval. */
  overPolicyAction: 1 | 2 | 3
}

export const tourStandards: SeedTourStandard[] = [
  { corpNo: 'HXKJ', rank: 'P1', name: '专员级旅游标准', nameEn: 'Staff tour standard', maxPerPerson: 1500, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P2', name: '主管级旅游标准', nameEn: 'Supervisor tour standard', maxPerPerson: 2500, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P3', name: '经理级旅游标准', nameEn: 'Manager tour standard', maxPerPerson: 4000, overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P4', name: '总监级旅游标准', nameEn: 'Director tour standard', maxPerPerson: 6000, overPolicyAction: 1 },
  { corpNo: 'DFNY', rank: 'P1', name: '一般员工旅游标准', nameEn: 'Employee tour standard', maxPerPerson: 1200, overPolicyAction: 2 },
  { corpNo: 'DFNY', rank: 'P2', name: '主管旅游标准', nameEn: 'Supervisor tour standard', maxPerPerson: 2000, overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P3', name: '部门经理旅游标准', nameEn: 'Department manager tour standard', maxPerPerson: 3500, overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P4', name: '公司领导旅游标准', nameEn: 'Executive tour standard', maxPerPerson: 6000, overPolicyAction: 1 },
]
