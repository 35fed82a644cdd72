import { TourOrderDetail } from '../../screens/tour-order-detail'

export default function Page() {
  return <TourOrderDetail />
}
