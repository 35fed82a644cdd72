import { CarQuery } from '../../screens/car-query'

export default function Page() {
  return <CarQuery />
}
