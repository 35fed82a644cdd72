import { HotelInquiry } from '../../screens/hotel-inquiry'

export default function Page() {
  return <HotelInquiry version={2} />
}
