import { AirportHome } from '../../screens/airport-home'

export default function Page() {
  return <AirportHome only={null} />
}
