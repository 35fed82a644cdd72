import { VisaHome } from '../../screens/visa-home'

export default function Page() {
  return <VisaHome />
}
