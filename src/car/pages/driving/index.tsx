import { DrivingScreen } from '../../screens/driving'

export default function Page() {
  return <DrivingScreen />
}
