import { VisaOrderService } from '../../screens/visa-order-service'

export default function Page() {
  return <VisaOrderService />
}
