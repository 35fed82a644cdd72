import { ProductEntry } from '../../../core/components/product-entry'

export default function Page() {
  return <ProductEntry code={'10903'} />
}
