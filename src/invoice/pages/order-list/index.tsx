import { InvoiceOrderList } from '../../screens/invoice-order-list'

export default function Page() {
  return <InvoiceOrderList />
}
