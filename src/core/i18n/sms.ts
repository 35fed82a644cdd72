/**
 * The SMS code button's and the demo SMS inbox's words (core/components/sms-code-button.tsx,
 * demo-sms-hint.tsx): a scoped dictionary, so they travel with those components and not with the
 * first bundle.
 */
export const smsWords = {
  'zh-CN': {
    smsSend: '获取验证码',
    smsResend: '{n}s后重发',
    smsSending: '发送中...',
    smsSent: '验证码已发送',
    demoSmsTitle: '演示短信收件箱',
    demoSmsNote: '演示环境不发送真实短信，验证码会显示在这里',
    demoSmsWaiting: '正在接收短信...',
    demoSmsNone: '暂未收到短信，请稍后重新获取',
    demoSmsCode: '验证码',
    demoSmsUse: '填入',
  },
  'en-US': {
    smsSend: 'Get code',
    smsResend: 'Resend in {n}s',
    smsSending: 'Sending...',
    smsSent: 'Code sent',
    demoSmsTitle: 'Demo SMS inbox',
    demoSmsNote: 'The demo sends no real SMS; your code appears here',
    demoSmsWaiting: 'Waiting for the message...',
    demoSmsNone: 'No message yet, please request a new code later',
    demoSmsCode: 'Code',
    demoSmsUse: 'Fill in',
  },
} as const
