import { HotelMore } from '../../screens/hotel-more'

export default function Page() {
  return <HotelMore version={2} />
}
