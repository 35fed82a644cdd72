import { VisaList } from '../../screens/visa-list'

export default function Page() {
  return <VisaList />
}
