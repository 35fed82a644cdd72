import { HotelEdit } from '../../screens/hotel-edit'

export default function Page() {
  return <HotelEdit version={2} intl />
}
