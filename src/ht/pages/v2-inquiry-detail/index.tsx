import { HotelInquiryDetail } from '../../screens/hotel-inquiry-detail'

export default function Page() {
  return <HotelInquiryDetail version={2} />
}
