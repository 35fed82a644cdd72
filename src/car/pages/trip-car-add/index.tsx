import { TripCarAdd } from '../../screens/trip-car-add'

export default function Page() {
  return <TripCarAdd />
}
