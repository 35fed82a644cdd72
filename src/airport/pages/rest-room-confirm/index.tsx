import { ServiceConfirm } from '../../screens/service-confirm'

export default function Page() {
  return <ServiceConfirm />
}
