import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import type { PagedList } from '../../core/stores/paged-list'
import { mineDict } from '../i18n/mine'

/** What the footer reads of a paged list. */
export type FooterList = Pick<PagedList<unknown>, 'status' | 'error' | 'hasMore' | 'loadMore'>

/** The end of a paged list: more to read (tap or reach the bottom), a failed page to retry, or the end. */
export const PagedFooter = observer(function PagedFooter({ list, total }: { list: FooterList; total?: string }) {
  const tt = useScopedT(mineDict)
  if (list.status === 'error') {
    return (
      <View className='mine__more' onClick={() => void list.loadMore()} data-testid='list-retry'>
        {list.error || tt('list.retryMore')}
      </View>
    )
  }
  if (list.hasMore) {
    return (
      <View className='mine__more' onClick={() => void list.loadMore()} data-testid='list-more'>
        {list.status === 'loading' ? '…' : tt('list.more')}
      </View>
    )
  }
  return (
    <View className='mine__more'>
      <Text>{total ? `${total} · ${tt('list.end')}` : tt('list.end')}</Text>
    </View>
  )
})
