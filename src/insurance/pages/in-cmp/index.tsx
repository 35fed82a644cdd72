import { InCmp } from '../../screens/in-cmp'

export default function Page() {
  return <InCmp />
}
