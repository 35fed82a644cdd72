import { HotelDone } from '../../screens/hotel-done'

export default function Page() {
  return <HotelDone version={1} />
}
