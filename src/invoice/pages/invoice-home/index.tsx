import { InvoiceHome } from '../../screens/invoice-home'

export default function Page() {
  return <InvoiceHome />
}
