import { InvoiceTrain } from '../../screens/invoice-train'

export default function Page() {
  return <InvoiceTrain />
}
