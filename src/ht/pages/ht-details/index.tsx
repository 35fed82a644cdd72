import { HotelRooms } from '../../screens/hotel-rooms'

export default function Page() {
  return <HotelRooms version={1} />
}
