import { CarOrderDetailScreen } from '../../screens/car-order-detail'

export default function Page() {
  return <CarOrderDetailScreen />
}
