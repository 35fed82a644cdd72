/**
 * Navigation to a place in another map app (H5 sheet); the links of each app's web/URI API.
 * Coordinates are GCJ-02, which Tencent, Amap and Apple Maps in China take as they are and
 * Baidu is told about (coord_type=gcj02).
 */
import { scopedT } from '../i18n/index'
import { locationDict } from '../i18n/location'

const tt = scopedT(locationDict)

/** Where to navigate to. */
export interface NavigationTarget {
  lat: number
  lng: number
  name: string
  address?: string
}

/** One choice of the sheet. */
export interface NavigationLink {
  app: 'tencent' | 'amap' | 'baidu' | 'apple'
  label: string
  url: string
}

/** The map apps to offer, Apple Maps only on iOS. */
export function navigationLinks(target: NavigationTarget, ios: boolean): NavigationLink[] {
  const e = encodeURIComponent
  const { lat, lng } = target
  const name = e(target.name)
  const address = e(target.address ?? '')
  const links: NavigationLink[] = [
    {
      app: 'tencent',
      label: tt('navTencent'),
      url: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${lat},${lng};title:${name};addr:${address}&referer=shanglv`,
    },
    { app: 'amap', label: tt('navAmap'), url: `https://uri.amap.com/marker?position=${lng},${lat}&name=${name}&src=shanglv&coordinate=gaode&callnative=1` },
    {
      app: 'baidu',
      label: tt('navBaidu'),
      url: `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${name}&content=${address}&output=html&coord_type=gcj02&src=webapp.shanglv`,
    },
  ]
  if (ios) links.push({ app: 'apple', label: tt('navApple'), url: `https://maps.apple.com/?ll=${lat},${lng}&q=${name}` })
  return links
}
