/** Login-page strings that only this page uses. */
export const loginDict = {
  'zh-CN': {
    captchaNowRequired: '为了账号安全，请输入图形验证码后再登录',
    logoAlt: '{name}标志',
    captchaAlt: '图形验证码，点击换一张',
  },
  'en-US': {
    captchaNowRequired: 'A captcha is now required: enter the characters in the image',
    logoAlt: '{name} logo',
    captchaAlt: 'Captcha image, tap for a new one',
  },
} as const
