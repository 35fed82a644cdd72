import { VisaDetail } from '../../screens/visa-detail'

export default function Page() {
  return <VisaDetail />
}
