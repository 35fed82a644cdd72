import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { bootstrap, initSync } from './core/bootstrap'
import { normaliseLaunchUrl } from './core/platform/url'
import { PINNED_IN_MAIN_PACKAGE } from './core/platform/main-package'
import './app.scss'

// Before the H5 router reads the address: /login/{id} -> /login?corpNo={id}, /resetPassword -> first step.
normaliseLaunchUrl()
initSync()
// Referenced so the bundler keeps the shared widgets in the mini-program's main package.
void PINNED_IN_MAIN_PACKAGE

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void bootstrap()
  })
  return children
}

export default App
