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
  },
} as const satisfies Dict
