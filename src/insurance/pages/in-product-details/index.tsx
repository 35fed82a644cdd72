import { ProductDetails } from '../../screens/product-details'

export default function Page() {
  return <ProductDetails />
}
