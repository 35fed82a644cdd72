import { TourDetail } from '../../screens/tour-detail'

export default function Page() {
  return <TourDetail />
}
