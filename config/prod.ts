import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Size gates are measured on this build; keep it lean and reproducible.
    enableSourceMap: false,
  },
} satisfies UserConfigExport<'webpack5'>
