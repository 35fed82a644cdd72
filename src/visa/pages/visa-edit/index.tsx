import { VisaEdit } from '../../screens/visa-edit'

export default function Page() {
  return <VisaEdit />
}
