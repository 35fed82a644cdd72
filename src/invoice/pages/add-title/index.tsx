import { AddTitle } from '../../screens/add-title'

export default function Page() {
  return <AddTitle />
}
