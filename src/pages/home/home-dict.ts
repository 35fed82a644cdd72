/** Home-page strings that only this page uses. */
export const homeDict = {
  'zh-CN': {
    logoAlt: '{name}标志',
    bannerAlt: '{name}宣传图 {n}/{total}',
  },
  'en-US': {
    logoAlt: '{name} logo',
    bannerAlt: '{name} banner {n} of {total}',
  },
} as const
