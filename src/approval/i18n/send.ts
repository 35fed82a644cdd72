/**
 * Strings of /approval/Send (送审: what I sent for approval). A scoped dictionary of the approval
 * subpackage; kinds and statuses are core's `approval.*` keys.
 */
export const sendDict = {
  'zh-CN': {
    'send.title': '我发起的审批',
    'send.intro': '您提交的出差申请、申请变更和订单的审批进度',
    'send.empty': '您还没有发起过审批',
    'send.newTrip': '新建出差申请',
    'send.next': '待 {names} 审批',
    'send.level': '第{n}/{total}级',
    'send.auto': '无需审批，已自动通过',
    'send.reason': '驳回原因：{text}',
    'send.submitted': '{time} 提交',
    'send.decided': '{time} 完成',
    'send.count': '共 {n} 条',
  },
  'en-US': {
    'send.title': 'Sent for approval',
    'send.intro': 'Where your trip applications, changes and orders stand in approval',
    'send.empty': 'You have not sent anything for approval yet',
    'send.newTrip': 'New trip application',
    'send.next': 'Waiting for {names}',
    'send.level': 'Level {n}/{total}',
    'send.auto': 'No approval needed: approved at once',
    'send.reason': 'Reason: {text}',
    'send.submitted': 'Sent {time}',
    'send.decided': 'Done {time}',
    'send.count': '{n} in all',
  },
} as const
