import { OrderDetail } from '../../screens/order-detail'

export default function Page() {
  return <OrderDetail />
}
