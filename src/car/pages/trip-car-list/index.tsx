import { TripCarList } from '../../screens/trip-car-list'

export default function Page() {
  return <TripCarList />
}
