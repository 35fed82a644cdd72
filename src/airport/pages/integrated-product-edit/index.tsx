import { ServiceEdit } from '../../screens/service-edit'

export default function Page() {
  return <ServiceEdit />
}
