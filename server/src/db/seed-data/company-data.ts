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
}

export const policies: SeedPolicy[] = [
  { corpNo: 'HXKJ', rank: 'P1', name: '专员级差旅标准', flightCabin: 'Y', flightMaxDiscount: 85, flightAdvanceDays: 3, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [450, 350, 300], hotelCapIntl: 800, carLevel: 'economy', overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P2', name: '主管级差旅标准', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,4,3,1', hotelCaps: [550, 450, 350], hotelCapIntl: 1000, carLevel: 'economy', overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P3', name: '经理级差旅标准', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 8, trainSeats: 'M,O,4,3,1', hotelCaps: [700, 550, 450], hotelCapIntl: 1300, carLevel: 'comfort', overPolicyAction: 1 },
  { corpNo: 'HXKJ', rank: 'P4', name: '总监级差旅标准', flightCabin: 'C', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 6, trainSeats: '9,P,M,O,4,3,1', hotelCaps: [1000, 800, 600], hotelCapIntl: 1800, carLevel: 'business', overPolicyAction: 1 },
  { corpNo: 'DFNY', rank: 'P1', name: '一般员工差旅标准', flightCabin: 'Y', flightMaxDiscount: 75, flightAdvanceDays: 5, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [400, 300, 260], hotelCapIntl: 700, carLevel: 'economy', overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P2', name: '主管差旅标准', flightCabin: 'Y', flightMaxDiscount: 85, flightAdvanceDays: 3, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'O,3,1', hotelCaps: [450, 350, 300], hotelCapIntl: 800, carLevel: 'economy', overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P3', name: '部门经理差旅标准', flightCabin: 'Y', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'Y',
    intlLongHaulHours: 99, trainSeats: 'M,O,4,3,1', hotelCaps: [600, 480, 380], hotelCapIntl: 1100, carLevel: 'comfort', overPolicyAction: 3 },
  { corpNo: 'DFNY', rank: 'P4', name: '公司领导差旅标准', flightCabin: 'C', flightMaxDiscount: 100, flightAdvanceDays: 0, intlFlightCabin: 'C',
    intlLongHaulHours: 8, trainSeats: 'M,O,4,3,1', hotelCaps: [800, 650, 500], hotelCapIntl: 1500, carLevel: 'comfort', overPolicyAction: 3 },
]

/** An approval rule with its approvers per level (by login name). */
export interface SeedApprovalRule {
  corpNo: string
  name: string
  nameEn: string
  scope: 'trip' | 'booking' | 'violation'
  steps: { level: number; approver: string }[]
}

export const approvalRules: SeedApprovalRule[] = [
  { corpNo: 'HXKJ', name: '超标预订审批', nameEn: 'Out-of-policy booking approval', scope: 'violation', steps: [{ level: 1, approver: 'hx.approver' }] },
  { corpNo: 'DFNY', name: '出差申请审批', nameEn: 'Business-trip application approval', scope: 'trip',
    steps: [{ level: 1, approver: 'df.approver1' }, { level: 2, approver: 'df.approver2' }] },
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
