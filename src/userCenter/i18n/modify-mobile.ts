/** The change of mobile's words (/userCenter/modifyMobile): a scoped dictionary of the userCenter subpackage. */
export const modifyMobileWords = {
  'zh-CN': {
    'account.smsCode': '验证码',
    'account.smsCodeShortPlaceholder': '6位验证码',
    'account.modifyMobileTitle': '更换手机号',
    'account.modifyMobileSubtitle': '更换后请使用新手机号登录和接收通知',
    'account.currentMobile': '当前手机号',
    'account.currentMobileNone': '未绑定',
    'account.newMobile': '新手机号',
    'account.newMobilePlaceholder': '请输入新手机号',
    'account.sameMobile': '新手机号不能与当前手机号相同',
    'account.modifyMobileSubmit': '确认更换',
    'account.modifyMobileSuccess': '手机号已更换',
  },
  'en-US': {
    'account.smsCode': 'SMS code',
    'account.smsCodeShortPlaceholder': '6 digits',
    'account.modifyMobileTitle': 'Change mobile number',
    'account.modifyMobileSubtitle': 'Use the new number to sign in and receive notices from now on',
    'account.currentMobile': 'Current number',
    'account.currentMobileNone': 'Not set',
    'account.newMobile': 'New number',
    'account.newMobilePlaceholder': 'Enter the new mobile number',
    'account.sameMobile': 'The new number must differ from the current one',
    'account.modifyMobileSubmit': 'Change number',
    'account.modifyMobileSuccess': 'Mobile number changed',
  },
} as const
