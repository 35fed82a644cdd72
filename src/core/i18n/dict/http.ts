import type { Dict } from '../translate'

export const http = {
  'zh-CN': {
    'http.timeout': '请求超时，请检查网络或重新进入页面！',
    'http.badReply': '服务器返回的数据无法识别，请稍后重试',
    'http.serverDown': '服务器连接失败',
    'http.tipsTitle': '提示',
    'http.sessionExpired': '账号已退出，请重新登录',
    'http.systemError': '系统错误',
  },
  'en-US': {
    'http.timeout': 'Request timed out. Please check your network or reopen the page!',
    'http.badReply': 'The server sent a reply we could not read. Please try again later',
    'http.serverDown': 'Server connection failed',
    'http.tipsTitle': 'Tips',
    'http.sessionExpired': 'You have been logged out. Please log in again',
    'http.systemError': 'System error',
  },
} as const satisfies Dict
