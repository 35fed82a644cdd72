import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { formatAmount } from '../../core/components/price'
import { scopedT } from '../../core/i18n/index'
import type { HotelListItem } from '../api/hotel-search'
import { hotelSearchDict } from '../i18n/search'
import './hotel-row.scss'

/** Height of a row in design px (the card and the gap above it): the virtual list's fixed row. */
export const HOTEL_ROW_HEIGHT = 268

export interface HotelRowProps {
  hotel: HotelListItem
  /** Business trips with a standard: the in / out of policy mark shows. */
  policyApplies: boolean
  /** The point distances are measured from (the city centre or a landmark). */
  reference: string
  onTap: (hotel: HotelListItem) => void
  /** The locale, so a language switch re-renders the memoised row. */
  locale: string
}

/** Colours of the drawn photo placeholders (no real images in the demo world): one per hotel, stable. */
const SWATCHES = ['#3b6fd8', '#2f8f83', '#8a5cc7', '#c0672e', '#4a7d2c', '#b2455f', '#2d6e9e', '#7a6a2f']

/** A stable index of a hotel id (its digits). */
export function swatchOf(hotelId: string): string {
  let n = 0
  for (const ch of hotelId) n = (n * 31 + ch.charCodeAt(0)) % 997
  return SWATCHES[n % SWATCHES.length]
}

/** The letter or character of the placeholder: the brand's first (Latin brands upper-cased). */
export function initialOf(h: Pick<HotelListItem, 'brandName' | 'name'>): string {
  const s = (h.brandName || h.name).trim()
  return s ? s.charAt(0).toUpperCase() : '·'
}

/** '★★★★' for a star count (2: two stars and below). */
export function starsText(star: number): string {
  return '★'.repeat(Math.max(1, Math.min(5, star)))
}

/**
 * One hotel of the list: a drawn placeholder photo (the brand's initial on the hotel's colour),
 * name, stars and class, rating, brand and district, the distance from the reference point, the
 * agreement (协议) and policy marks, and the lowest nightly price ("full" / "no rate" without one).
 */
export const HotelRow = memo(function HotelRow({ hotel: h, policyApplies, reference, onTap }: HotelRowProps) {
  const tt = scopedT(hotelSearchDict)
  const star = Math.max(2, Math.min(5, h.star)) as 2 | 3 | 4 | 5
  const priced = h.lowestPrice !== null && !h.full
  const wbClass = h.wb === 2 ? 'forbidden' : h.wb === 1 ? 'over' : 'in'
  return (
    <View className={`hotel-row ${priced ? '' : 'hotel-row--off'}`} onClick={() => onTap(h)} data-testid={`hotel-${h.hotelId}`} data-star={h.star} data-wb={h.wb} data-agreement={h.agreement ? '1' : '0'}>
      <View className='hotel-row__photo' style={{ background: swatchOf(h.hotelId) }} aria-hidden>
        <Text className='hotel-row__initial'>{initialOf(h)}</Text>
        <Text className='hotel-row__photo-star'>{starsText(h.star)}</Text>
      </View>
      <View className='hotel-row__body'>
        <Text className='hotel-row__name'>{h.name}</Text>
        <View className='hotel-row__line'>
          <Text className='hotel-row__stars'>{starsText(h.star)}</Text>
          <Text className='hotel-row__class'>{tt(`hotel.star.${star}`)}</Text>
          <Text className='hotel-row__score'>{tt('hotel.score', { score: h.score.toFixed(1) })}</Text>
        </View>
        <Text className='hotel-row__sub'>
          {h.brandName} · {h.districtName}
        </Text>
        <Text className='hotel-row__sub'>{tt('hotel.distance', { place: reference, km: h.distanceKm.toFixed(1) })}</Text>
        <View className='hotel-row__foot'>
          <View className='hotel-row__tags'>
            {h.agreement ? (
              <Text className='hotel-row__tag hotel-row__tag--agreement' data-testid={`agreement-${h.hotelId}`}>
                {tt('hotel.agreement')}
              </Text>
            ) : null}
            {policyApplies && priced ? (
              <Text className={`hotel-row__tag hotel-row__tag--${wbClass}`} data-testid={`policy-${h.hotelId}`}>
                {h.wb === 2 ? tt('hotel.forbidden') : h.wb === 1 ? tt('hotel.overPolicy') : tt('hotel.inPolicy')}
              </Text>
            ) : null}
          </View>
          {priced ? (
            <Text className='hotel-row__price' data-testid={`price-${h.hotelId}`}>
              <Text className='hotel-row__yen'>¥</Text>
              {formatAmount(h.lowestPrice ?? 0, 0)}
              <Text className='hotel-row__from'>{tt('hotel.from')}</Text>
            </Text>
          ) : (
            <Text className='hotel-row__none'>{h.full ? tt('hotel.full') : tt('hotel.noPrice')}</Text>
          )}
        </View>
      </View>
    </View>
  )
})
