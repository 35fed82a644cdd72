import { Image, Swiper, SwiperItem } from '@tarojs/components'
import './banner-carousel.scss'

/** One picture of a carousel, with its alternative text. */
export interface BannerImage {
  src: string
  alt: string
}

export interface BannerCarouselProps {
  images: readonly BannerImage[]
  className?: string
  testId?: string
}

/**
 * Pictures that turn by themselves (the home page's company banners). Mini-program: the native
 * swiper. H5 (banner-carousel.h5.tsx): a CSS scroll-snap strip, because Taro's H5 Swiper brings
 * the whole swiper.js library (~45 KB brotli, four fifths of the home page's script).
 */
export function BannerCarousel({ images, className, testId }: BannerCarouselProps) {
  return (
    <Swiper className={`banner-carousel ${className ?? ''}`} autoplay circular indicatorDots indicatorActiveColor='#ffffff' data-testid={testId}>
      {images.map((img) => (
        <SwiperItem key={img.src}>
          <Image className='banner-carousel__img' src={img.src} mode='aspectFill' />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
