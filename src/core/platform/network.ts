import Taro from '@tarojs/taro'

/** Calls `back` each time the device is connected again; returns the unsubscribe. */
export function onNetworkBack(back: () => void): () => void {
  const f = (r: { isConnected: boolean }) => r.isConnected && back()
  Taro.onNetworkStatusChange(f)
  return () => Taro.offNetworkStatusChange(f)
}
