import { ServiceOrder } from '../../screens/service-order'

export default function Page() {
  return <ServiceOrder />
}
