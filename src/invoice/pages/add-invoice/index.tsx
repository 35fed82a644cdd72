import { AddInvoice } from '../../screens/add-invoice'

export default function Page() {
  return <AddInvoice />
}
