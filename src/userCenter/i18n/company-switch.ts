/**
 * Strings of switching between the companies of a group (/userCenter/settings/switchCompany and its
 * row in the settings). A scoped dictionary of the userCenter subpackage (`useScopedT(companySwitch)`).
 */
export const companySwitch = {
  'zh-CN': {
    'cs.entry': '切换公司',
    'cs.title': '切换公司',
    'cs.hint': '您在集团内以下公司有账号，切换后将以该公司的身份预订和审批。',
    'cs.current': '当前',
    'cs.parent': '集团总部',
    'cs.dept': '部门：{name}',
    'cs.confirmTitle': '切换公司',
    'cs.confirm': '确定切换到“{name}”吗？切换后将以该公司账号重新登录。',
    'cs.switching': '正在切换…',
    'cs.switched': '已切换到{name}',
    'cs.loadFailed': '公司列表加载失败，请重试',
    'cs.failed': '切换失败，请稍后再试',
    'cs.infoFailed': '已切换公司，但账号信息加载失败，请重试',
    'cs.onlyOne': '您只在当前公司有账号，无需切换',
    'cs.retry': '重试',
  },
  'en-US': {
    'cs.entry': 'Switch company',
    'cs.title': 'Switch company',
    'cs.hint': 'You have an account in these companies of your group. After switching you book and approve as that company.',
    'cs.current': 'Current',
    'cs.parent': 'Group head office',
    'cs.dept': 'Department: {name}',
    'cs.confirmTitle': 'Switch company',
    'cs.confirm': 'Switch to "{name}"? You will be signed in with your account there.',
    'cs.switching': 'Switching…',
    'cs.switched': 'Switched to {name}',
    'cs.loadFailed': 'The companies could not be loaded, please try again',
    'cs.failed': 'The switch failed, please try again later',
    'cs.infoFailed': 'The company was switched, but your account details could not be loaded. Please try again',
    'cs.onlyOne': 'You have an account in this company only, there is nothing to switch to',
    'cs.retry': 'Try again',
  },
} as const
