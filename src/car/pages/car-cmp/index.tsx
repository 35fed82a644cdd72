import { CarCmp } from '../../screens/car-cmp'

export default function Page() {
  return <CarCmp />
}
