import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { bootstrap, initSync } from './core/bootstrap'
import { normaliseLaunchUrl } from './core/platform/url'
import './app.scss'

// Before the H5 router reads the address: /login/{id} -> /login?corpNo={id}, /resetPassword -> first step.
normaliseLaunchUrl()
initSync()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void bootstrap()
  })
  return children
}

export default App
