/** The home tab's own words (a scoped dictionary: the tab's chunk carries them on H5, not the first bundle). */
export const homeWords = {
  'zh-CN': {
    'shell.hello': '你好，{name}',
    'shell.helloGuest': '你好，欢迎使用',
    'shell.homeSub': '今天要去哪里出差？',
    'shell.notOpenShort': '未开通',
    'shell.notice': '公告',
    'shell.noNotice': '暂无公告',
  },
  'en-US': {
    'shell.hello': 'Hello, {name}',
    'shell.helloGuest': 'Hello, welcome',
    'shell.homeSub': 'Where is business taking you today?',
    'shell.notOpenShort': 'Off',
    'shell.notice': 'Notice',
    'shell.noNotice': 'No notices',
  },
} as const
