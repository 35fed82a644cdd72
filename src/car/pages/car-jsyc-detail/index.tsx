import { CarJsycDetailScreen } from '../../screens/car-jsyc-detail'

export default function Page() {
  return <CarJsycDetailScreen />
}
