/** The user-centre tab's own words (a scoped dictionary: the tab's chunk carries them on H5, not the first bundle). */
export const userCenterTabWords = {
  'zh-CN': {
    'shell.role.traveller': '出行人',
    'shell.role.booker': '预订员',
    'shell.role.approver': '审批人',
    'shell.role.admin': '管理员',
    'shell.myNotices': '我的消息',
    'shell.commonInfo': '常用信息',
    'shell.invoice': '发票',
  },
  'en-US': {
    'shell.role.traveller': 'Traveller',
    'shell.role.booker': 'Booker',
    'shell.role.approver': 'Approver',
    'shell.role.admin': 'Administrator',
    'shell.myNotices': 'My messages',
    'shell.commonInfo': 'Common information',
    'shell.invoice': 'Invoices',
  },
} as const
