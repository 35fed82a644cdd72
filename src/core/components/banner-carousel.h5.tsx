import { useEffect, useRef, useState } from 'react'
import type { BannerCarouselProps } from './banner-carousel'
import './banner-carousel.scss'

export type { BannerCarouselProps, BannerImage } from './banner-carousel'

/** Time each picture shows before the next. */
const INTERVAL_MS = 4000

/**
 * H5: a horizontal scroll-snap strip (the browser does the swiping), turned every few seconds
 * and back to the first after the last, with dots. Plain elements: this is the browser build only,
 * and it replaces Taro's Swiper, which brings swiper.js with every module (~45 KB brotli).
 */
export function BannerCarousel({ images, className, testId }: BannerCarouselProps) {
  const strip = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  // A swipe restarts the wait, so the picture the user chose stays for a full turn.
  const [turn, setTurn] = useState(0)

  useEffect(() => {
    if (images.length < 2) return undefined
    const timer = setInterval(() => {
      const el = strip.current
      if (!el || !el.clientWidth || document.hidden) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % images.length
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    }, INTERVAL_MS)
    return () => clearInterval(timer)
  }, [images.length, turn])

  const onScroll = () => {
    const el = strip.current
    if (!el || !el.clientWidth) return
    const index = Math.round(el.scrollLeft / el.clientWidth)
    if (index !== current) setCurrent(index)
  }

  return (
    <div className={`banner-carousel ${className ?? ''}`} data-testid={testId}>
      <div
        ref={strip}
        className='banner-carousel__strip'
        onScroll={onScroll}
        onTouchStart={() => setTurn((n) => n + 1)}
        // Focusable, so a keyboard can scroll it too.
        tabIndex={0}
        role='group'
        aria-roledescription='carousel'
      >
        {images.map((img, i) => (
          <div key={img.src} className='banner-carousel__slide' aria-hidden={i === current ? undefined : true}>
            {/* The first picture is the page's largest: fetched at once; the others when near. */}
            <img className='banner-carousel__img' src={img.src} alt={img.alt} loading={i === 0 ? 'eager' : 'lazy'} decoding='async' />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <div className='banner-carousel__dots' aria-hidden>
          {images.map((img, i) => (
            <span key={img.src} className={`banner-carousel__dot ${i === current ? 'banner-carousel__dot--on' : ''}`} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
