import { CarList } from '../../screens/car-list'

export default function Page() {
  return <CarList />
}
