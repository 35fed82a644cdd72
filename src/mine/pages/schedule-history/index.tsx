import { ScheduleScreen } from '../../screens/schedule-screen'

export default function Page() {
  return <ScheduleScreen history={true} />
}
