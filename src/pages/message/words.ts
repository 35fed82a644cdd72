/** The message tab's own words (a scoped dictionary: the tab's chunk carries them on H5, not the first bundle). */
export const messageWords = {
  'zh-CN': {
    'messages.tab.personal': '消息',
    'messages.tab.notices': '公告',
    'messages.empty': '暂无消息',
    'messages.unread': '{n} 条未读',
    'messages.kind.1': '行程',
    'messages.kind.2': '待审批',
  },
  'en-US': {
    'messages.tab.personal': 'Messages',
    'messages.tab.notices': 'Notices',
    'messages.empty': 'No messages yet',
    'messages.unread': '{n} unread',
    'messages.kind.1': 'Trip',
    'messages.kind.2': 'To approve',
  },
} as const
