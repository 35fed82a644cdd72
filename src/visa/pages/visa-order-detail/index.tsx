import { VisaOrderDetail } from '../../screens/visa-order-detail'

export default function Page() {
  return <VisaOrderDetail />
}
