import { HotelList } from '../../screens/hotel-list'

export default function Page() {
  return <HotelList version={2} />
}
