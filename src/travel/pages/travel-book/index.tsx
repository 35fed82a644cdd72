import { TourBook } from '../../screens/tour-book'

export default function Page() {
  return <TourBook />
}
