import type { Dict } from '../translate'

/**
 * Approval strings the main package and several subpackages share: the approval-list tab, the
 * approval progress timeline (shown on /approval/Detail and /tripDetail) and the personal messages
 * of the messages tab. The approval detail screen keeps its own strings in src/approval/i18n.
 */
export const approval = {
  'zh-CN': {
    // Progress timeline
    'approval.nameSep': '、',
    'approval.status.1': '审批中',
    'approval.status.2': '已通过',
    'approval.status.3': '已驳回',
    'approval.status.4': '已撤回',
    // Approval list tab
    'approval.kind.trip': '出差申请',
    'approval.kind.change': '申请变更',
    'approval.kind.flight': '机票订单',
    'approval.row.applicant': '申请人',
    'approval.row.travellers': '出行人',
    'approval.row.submitted': '{time} 提交',
    'approval.row.decided': '{time} 审批',
    'approval.row.violation': '超标',
    'approval.row.level': '第{n}/{total}级',
    'approval.row.remark': '意见：{text}',
    'approval.decision.2': '已同意',
    'approval.decision.3': '已驳回',
    'approval.decision.4': '他人已处理',
    'approval.decision.5': '已撤回',
    // Messages tab: personal messages next to the notices
  },
  'en-US': {
    'approval.nameSep': ', ',
    'approval.status.1': 'In approval',
    'approval.status.2': 'Approved',
    'approval.status.3': 'Rejected',
    'approval.status.4': 'Withdrawn',
    'approval.kind.trip': 'Trip application',
    'approval.kind.change': 'Application change',
    'approval.kind.flight': 'Flight order',
    'approval.row.applicant': 'Applicant',
    'approval.row.travellers': 'Travellers',
    'approval.row.submitted': 'Submitted {time}',
    'approval.row.decided': 'Decided {time}',
    'approval.row.violation': 'Out of policy',
    'approval.row.level': 'Level {n}/{total}',
    'approval.row.remark': 'Remark: {text}',
    'approval.decision.2': 'Approved',
    'approval.decision.3': 'Rejected',
    'approval.decision.4': 'Handled by another approver',
    'approval.decision.5': 'Withdrawn',
  },
} as const satisfies Dict
