import Taro from '@tarojs/taro'
import { navigationLinks, type NavigationTarget } from './navigate-common'

export { navigationLinks } from './navigate-common'
export type { NavigationTarget, NavigationLink } from './navigate-common'

/** H5: a sheet of map apps; the chosen one's web link opens (and hands over to its app when installed). */
export async function openNavigation(target: NavigationTarget): Promise<void> {
  const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent)
  const links = navigationLinks(target, ios)
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: links.map((l) => l.label) })
    const link = links[tapIndex]
    if (link) window.location.href = link.url
  } catch {
    // Cancelled: nothing to do.
  }
}
