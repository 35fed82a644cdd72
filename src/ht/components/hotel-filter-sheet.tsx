import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import type { HtGeoByCityReply } from '../api/hotel-search'
import { hotelSearchDict } from '../i18n/search'
import { DISTANCES, NO_FILTERS, type HotelListFilters, type ListMode, type LoadStatus } from '../stores/hotel-list-store'
import { PRICE_BANDS, STAR_CHOICES, type PriceBand } from '../stores/hotel-search-store'
import './hotel-filter-sheet.scss'

export interface HotelFilterSheetProps {
  visible: boolean
  filters: HotelListFilters
  mode: ListMode
  /** Business trips with a standard: "within the standard only" is offered. */
  policyApplies: boolean
  geo: HtGeoByCityReply | null
  geoStatus: LoadStatus
  onRetryGeo: () => void
  onApply: (filters: HotelListFilters) => void
  onClose: () => void
}

/** Brands shown before "show all". */
const BRANDS_FOLDED = 9

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/** The text of a price band. */
export function priceBandLabel(b: PriceBand, tt: (key: 'query.priceBand' | 'query.priceFrom' | 'query.priceUnder', params?: Record<string, string | number>) => string): string {
  if (b.max === null) return tt('query.priceFrom', { min: b.min })
  if (b.min === 0) return tt('query.priceUnder', { max: b.max })
  return tt('query.priceBand', { min: b.min, max: b.max })
}

/**
 * The list's filters: price per night, stars, distance and where it is measured from (the centre
 * or a landmark), district, brands (the city's, from geoByCity), agreement hotels only and, on
 * business trips with a standard, hotels within it only. Applied on "apply".
 */
export const HotelFilterSheet = observer(function HotelFilterSheet({ visible, filters, mode, policyApplies, geo, geoStatus, onRetryGeo, onApply, onClose }: HotelFilterSheetProps) {
  const tt = useScopedT(hotelSearchDict)
  const [draft, setDraft] = useState<HotelListFilters>(filters)
  const [allBrands, setAllBrands] = useState(false)

  useEffect(() => {
    if (visible) setDraft(filters)
  }, [visible])

  const chip = (on: boolean, label: string, onTap: () => void, testId: string, sub?: string) => (
    <View key={testId} className={`ht-filter__chip ${on ? 'ht-filter__chip--on' : ''}`} onClick={onTap} data-testid={testId} data-on={on ? '1' : '0'}>
      <Text className='ht-filter__chip-text'>{label}</Text>
      {sub ? <Text className='ht-filter__chip-sub'>{sub}</Text> : null}
    </View>
  )

  const group = (title: string, body: JSX.Element, testId?: string) => (
    <View className='ht-filter__group' data-testid={testId}>
      <Text className='ht-filter__group-title'>{title}</Text>
      <View className='ht-filter__chips'>{body}</View>
    </View>
  )

  const switchRow = (on: boolean, label: string, onTap: () => void, testId: string) => (
    <View className='ht-filter__switch-row' onClick={onTap} data-testid={testId} data-on={on ? '1' : '0'}>
      <Text className='ht-filter__group-title ht-filter__group-title--inline'>{label}</Text>
      <View className={`ht-filter__switch ${on ? 'ht-filter__switch--on' : ''}`}>
        <View className='ht-filter__knob' />
      </View>
    </View>
  )

  const priceOn = (b: PriceBand) => draft.minPrice === b.min && (draft.maxPrice ?? null) === b.max
  const setPrice = (b: PriceBand | null) => {
    const { minPrice: _a, maxPrice: _b, ...rest } = draft
    setDraft(b && !priceOn(b) ? { ...rest, minPrice: b.min, ...(b.max !== null ? { maxPrice: b.max } : {}) } : rest)
  }
  const noPrice = draft.minPrice === undefined && draft.maxPrice === undefined
  const distance = draft.distance
  const setDistance = (n: number) => setDraft({ ...draft, distance: n })
  const brands = geo?.brands ?? []
  const shownBrands = allBrands ? brands : brands.slice(0, BRANDS_FOLDED)

  let geoGroups
  if (geoStatus === 'error') {
    geoGroups = (
      <View className='ht-filter__state'>
        <Text>{tt('filter.optionsFailed')}</Text>
        <Text className='ht-filter__retry' onClick={onRetryGeo}>
          {tt('list.retry')}
        </Text>
      </View>
    )
  } else if (!geo) {
    geoGroups = <View className='ht-filter__state'>{tt('filter.loadingOptions')}</View>
  } else {
    geoGroups = (
      <>
        {group(
          tt('filter.landmark'),
          <>
            {chip(!draft.landmarkId, tt('filter.landmarkCentre'), () => setDraft({ ...draft, landmarkId: undefined }), 'filter-landmark-centre')}
            {geo.landmarks.map((l) => chip(draft.landmarkId === l.id, l.name, () => setDraft({ ...draft, landmarkId: draft.landmarkId === l.id ? undefined : l.id }), `filter-landmark-${l.id}`))}
          </>,
        )}
        {group(
          tt('filter.district'),
          <>{geo.districts.map((d) => chip(draft.districtId === d.id, d.name, () => setDraft({ ...draft, districtId: draft.districtId === d.id ? undefined : d.id }), `filter-district-${d.id}`, String(d.hotelCount)))}</>,
        )}
        {brands.length
          ? group(
              tt('filter.brands'),
              <>
                {shownBrands.map((b) => chip(draft.brandIds.includes(b.id), b.name, () => setDraft({ ...draft, brandIds: toggle(draft.brandIds, b.id) }), `filter-brand-${b.id}`, String(b.hotelCount)))}
                {brands.length > BRANDS_FOLDED ? chip(false, tt(allBrands ? 'filter.less' : 'filter.more'), () => setAllBrands(!allBrands), 'filter-brands-more') : null}
              </>,
            )
          : null}
      </>
    )
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '82%' }}>
      {visible ? (
        <View className='ht-filter' data-testid='filter-sheet'>
          <View className='ht-filter__head'>
            <Text className='ht-filter__title'>{tt('filter.title')}</Text>
          </View>
          <ScrollView scrollY className='ht-filter__body'>
            {mode !== 'sign' ? switchRow(draft.agreementOnly, tt('filter.agreementOnly'), () => setDraft({ ...draft, agreementOnly: !draft.agreementOnly }), 'filter-agreement') : null}
            {policyApplies ? switchRow(draft.inPolicyOnly, tt('filter.inPolicyOnly'), () => setDraft({ ...draft, inPolicyOnly: !draft.inPolicyOnly }), 'filter-in-policy') : null}
            {group(
              tt('filter.price'),
              <>
                {chip(noPrice, tt('filter.priceAny'), () => setPrice(null), 'filter-price-any')}
                {PRICE_BANDS.map((b) => chip(priceOn(b), priceBandLabel(b, tt), () => setPrice(b), `filter-price-${b.min}`))}
              </>,
            )}
            {group(tt('filter.stars'), <>{STAR_CHOICES.map((s) => chip(draft.stars.includes(s), tt(`query.star.${s}`), () => setDraft({ ...draft, stars: toggle(draft.stars, s).sort() }), `filter-star-${s}`))}</>)}
            {group(
              tt('filter.distance'),
              <>{DISTANCES.map((n) => chip(n === 0 ? distance === 0 : (distance ?? 15) === n, n === 0 ? tt('filter.distanceAny') : tt('filter.distanceKm', { n }), () => setDistance(n), `filter-distance-${n}`))}</>,
            )}
            {geoGroups}
          </ScrollView>
          <View className='ht-filter__foot'>
            <View className='ht-filter__reset' onClick={() => setDraft(mode === 'sign' ? { ...NO_FILTERS, agreementOnly: true } : NO_FILTERS)} data-testid='filter-reset'>
              {tt('filter.clear')}
            </View>
            <View className='ht-filter__apply' onClick={() => onApply(draft)} data-testid='filter-apply'>
              {tt('filter.apply')}
            </View>
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
