import { NotFound } from '../../../core/components/not-found'

/** Placeholder until the flight booking flow lands in this folder. */
export default function Page() {
  return <NotFound titleKey='domain.product.domesticFlight' />
}
