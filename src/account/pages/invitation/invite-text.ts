/** Strings of registering through an administrator's invitation link (/Invitation?code=). */
export const inviteText = {
  'zh-CN': {
    'inv.joinTitle': '加入{company}',
    'inv.by': '{inviter}邀请您加入',
    'inv.dept': '所在部门',
    'inv.pickDept': '请选择部门',
    'inv.noDept': '暂不选择',
    'inv.submit': '注册并加入',
    'inv.done': '注册成功，请使用手机号登录',
    'inv.invalid': '邀请链接无效或已过期，请联系管理员重新邀请',
    'inv.expires': '邀请有效期至 {time}',
  },
  'en-US': {
    'inv.joinTitle': 'Join {company}',
    'inv.by': '{inviter} invites you to join',
    'inv.dept': 'Department',
    'inv.pickDept': 'Choose your department',
    'inv.noDept': 'Not now',
    'inv.submit': 'Register and join',
    'inv.done': 'Registered: sign in with your mobile number',
    'inv.invalid': 'The invitation link is invalid or has expired: ask your administrator for a new one',
    'inv.expires': 'Invitation valid until {time}',
  },
} as const
