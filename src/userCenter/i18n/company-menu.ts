/** The user centre's entries for administrators (the tab page of the main package reads only this small dictionary). */
export const companyMenu = {
  'zh-CN': { 'adm.menu.company': '企业信息', 'adm.menu.emps': '员工管理', 'adm.menu.invite': '邀请员工', 'adm.menu.carbon': '碳排放月报', 'adm.menu.dutyOfCare': '出行安全关怀' },
  'en-US': { 'adm.menu.company': 'Company', 'adm.menu.emps': 'Employees', 'adm.menu.invite': 'Invite employees', 'adm.menu.carbon': 'Carbon report', 'adm.menu.dutyOfCare': 'Duty of care' },
} as const
