import type { PushClient } from './push-common'

export { PUSH_DELAY_MS } from './push-common'
export type { PushClient } from './push-common'

interface NativeBridge {
  push?: { getClientId(cb: (id: string) => void): void; os: 'android' | 'ios' }
}

/** Inside the native shell the bridge hands us the push client id; browsers have none. */
export const pushClient: PushClient = {
  register(onClientId) {
    const bridge = (window as unknown as { ShanglvNative?: NativeBridge }).ShanglvNative
    bridge?.push?.getClientId((id) => onClientId(id, bridge.push?.os === 'ios' ? 2 : 1))
  },
}
