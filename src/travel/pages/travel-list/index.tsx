import { TourList } from '../../screens/tour-list'

export default function Page() {
  return <TourList />
}
