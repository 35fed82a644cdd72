import { NotFound } from '../../../core/components/not-found'

/** Opened with an id from a link or push; until this flow lands no such item can exist. */
export default function Page() {
  return <NotFound titleKey='shell.payment' />
}
