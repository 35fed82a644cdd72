import { CarEdit } from '../../screens/car-edit'

export default function Page() {
  return <CarEdit />
}
