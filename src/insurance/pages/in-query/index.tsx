import { InQuery } from '../../screens/in-query'

export default function Page() {
  return <InQuery />
}
