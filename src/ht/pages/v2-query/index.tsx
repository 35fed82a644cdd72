import { HotelQuery } from '../../screens/hotel-query'

export default function Page() {
  return <HotelQuery version={2} />
}
