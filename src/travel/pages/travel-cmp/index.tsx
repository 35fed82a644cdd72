import { TourCmp } from '../../screens/tour-cmp'

export default function Page() {
  return <TourCmp />
}
