/** The user-centre tab's own words (a scoped dictionary: the tab's chunk carries them on H5, not the first bundle). */
export const userCenterTabWords = {
  'zh-CN': {
    'shell.role.traveller': '出行人',
    'shell.role.booker': '预订员',
    'shell.role.approver': '审批人',
    'shell.role.admin': '管理员',
  },
  'en-US': {
    'shell.role.traveller': 'Traveller',
    'shell.role.booker': 'Booker',
    'shell.role.approver': 'Approver',
    'shell.role.admin': 'Administrator',
  },
} as const
