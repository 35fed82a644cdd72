import { VisaCmp } from '../../screens/visa-cmp'

export default function Page() {
  return <VisaCmp />
}
