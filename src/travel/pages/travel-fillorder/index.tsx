import { TourFill } from '../../screens/tour-fill'

export default function Page() {
  return <TourFill />
}
