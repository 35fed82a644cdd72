import Taro from '@tarojs/taro'
import type { NavigationTarget } from './navigate-common'

export { navigationLinks } from './navigate-common'
export type { NavigationTarget, NavigationLink } from './navigate-common'

/** Mini-program: WeChat's own map page, whose button hands over to the installed map apps. */
export async function openNavigation(target: NavigationTarget): Promise<void> {
  await Taro.openLocation({ latitude: target.lat, longitude: target.lng, name: target.name, address: target.address ?? '', scale: 16 })
}
