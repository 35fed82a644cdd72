import { DistributionDetail } from '../../screens/distribution-detail'

export default function Page() {
  return <DistributionDetail />
}
