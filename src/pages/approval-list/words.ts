/** The approval tab's own words (a scoped dictionary: the tab's chunk carries them on H5, not the first bundle). */
export const approvalListWords = {
  'zh-CN': {
    'approval.sentLink': '我发起的审批',
    'approval.sentWaiting': '{n} 项审批中',
    'approval.tab.pending': '待我审批',
    'approval.tab.done': '我已审批',
    'approval.empty.pending': '没有待审批的事项',
    'approval.empty.done': '还没有审批过的事项',
    'approval.total': '共 {n} 条',
  },
  'en-US': {
    'approval.sentLink': 'Sent for approval',
    'approval.sentWaiting': '{n} in approval',
    'approval.tab.pending': 'To approve',
    'approval.tab.done': 'Approved by me',
    'approval.empty.pending': 'Nothing waiting for your approval',
    'approval.empty.done': 'You have not decided anything yet',
    'approval.total': '{n} in all',
  },
} as const
