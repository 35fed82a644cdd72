import { RefundDetail } from '../../screens/refund-detail'

export default function Page() {
  return <RefundDetail />
}
