import { HotelMap } from '../../screens/hotel-map'

export default function Page() {
  return <HotelMap version={2} />
}
