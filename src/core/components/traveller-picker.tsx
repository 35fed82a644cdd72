import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { empFindList, vipEmpContactsPage, type BookableEmployee, type Contact } from '../api/travellers'
import { cardTypeLabel } from '../domain/card-types'
import { useScopedT } from '../hooks/use-t'
import { PagedList } from '../stores/paged-list'
import { StateView } from './state-view'
import './traveller-picker.scss'

/** colleague: employees within the caller's booking scope; contact: the caller's frequent travellers. */
export type TravellerPickerMode = 'colleague' | 'contact'

const PAGE_SIZE = 20

const dict = {
  'zh-CN': {
    'tp.colleague': '选择同事',
    'tp.contact': '常用旅客',
    'tp.search': '姓名、工号或手机号',
    'tp.searchContact': '姓名或手机号',
    'tp.done': '完成',
    'tp.chosen': '已选 {n}/{max}',
    'tp.emptyColleague': '没有可预订的同事',
    'tp.emptyContact': '还没有常用旅客',
    'tp.more': '加载更多',
    'tp.noMore': '没有更多了',
    'tp.self': '本人',
    'tp.noCard': '无证件',
  },
  'en-US': {
    'tp.colleague': 'Colleagues',
    'tp.contact': 'Frequent travellers',
    'tp.search': 'Name, employee no. or mobile',
    'tp.searchContact': 'Name or mobile',
    'tp.done': 'Done',
    'tp.chosen': '{n}/{max} chosen',
    'tp.emptyColleague': 'No colleagues you can book for',
    'tp.emptyContact': 'No frequent travellers yet',
    'tp.more': 'Load more',
    'tp.noMore': 'No more',
    'tp.self': 'Me',
    'tp.noCard': 'No document',
  },
} as const

type Row = { key: string; name: string; sub: string; cards: string; self: boolean; item: BookableEmployee | Contact }

function rowOf(mode: TravellerPickerMode, item: BookableEmployee | Contact): Row {
  if (mode === 'colleague') {
    const e = item as BookableEmployee
    return {
      key: `emp-${e.empId}`,
      name: e.empName,
      sub: [e.deptName, e.empNo, e.phoneMasked].filter(Boolean).join(' · '),
      cards: e.cards.map((c) => `${cardTypeLabel(c.cardType)} ${c.cardNumberMasked}`).join('  '),
      self: e.isSelf,
      item: e,
    }
  }
  const c = item as Contact
  return {
    key: `contact-${c.contactId}`,
    name: c.chName,
    sub: [c.enName, c.mobile].filter(Boolean).join(' · '),
    cards: c.cards.map((k) => `${cardTypeLabel(k.cardType)} ${k.cardNumberMasked}`).join('  '),
    self: false,
    item: c,
  }
}

export interface TravellerPickerProps {
  mode: TravellerPickerMode
  /** Keys on the form ('emp-<empId>', 'contact-<contactId>'): shown ticked. */
  selectedKeys: readonly string[]
  max: number
  /** Adds or removes one; answers a message when it cannot (the picker shows it). */
  onToggle: (item: BookableEmployee | Contact, selected: boolean, key: string) => string | null
  onClose: () => void
  /** The list calls; injectable for previews and tests. */
  loadColleagues?: typeof empFindList
  loadContacts?: typeof vipEmpContactsPage
}

/**
 * A full-screen list to choose travellers from: colleagues within the booking scope (empFindList)
 * or the caller's frequent travellers (vipEmpContactsPage), searchable and paged. Documents are
 * shown masked, as the server sends them. The form owns the selection.
 */
export const TravellerPicker = observer(function TravellerPicker({
  mode,
  selectedKeys,
  max,
  onToggle,
  onClose,
  loadColleagues = empFindList,
  loadContacts = vipEmpContactsPage,
}: TravellerPickerProps) {
  const tt = useScopedT(dict)
  const [keywords, setKeywords] = useState('')
  const [hint, setHint] = useState('')
  // What the list asks with: the keywords of the last search and the mode (read when a page is fetched).
  const asked = useRef({ keywords: '', mode })
  const [list] = useState(
    () =>
      new PagedList<Row>(async (pageNum) => {
        const { keywords: kw, mode: m } = asked.current
        const query = { pageNum, count: PAGE_SIZE, keywords: kw.trim() || undefined }
        const reply = m === 'colleague' ? await loadColleagues(query) : await loadContacts(query)
        return { list: (reply.list as (BookableEmployee | Contact)[]).map((i) => rowOf(m, i)), total: reply.total }
      }, (row) => row.key),
  )

  // A new search after a short pause in typing, and once when opened.
  useEffect(() => {
    const timer = setTimeout(() => {
      asked.current = { keywords, mode }
      void list.reload()
    }, keywords ? 300 : 0)
    return () => clearTimeout(timer)
  }, [keywords, mode])

  const rows = list.items
  const status = list.status

  const tap = (row: Row) => {
    const on = selectedKeys.includes(row.key)
    setHint(onToggle(row.item, !on, row.key) ?? '')
  }

  return (
    <View className='traveller-picker' data-testid={`picker-${mode}`}>
      <View className='traveller-picker__head'>
        <Text className='traveller-picker__title'>{mode === 'colleague' ? tt('tp.colleague') : tt('tp.contact')}</Text>
        <Text className='traveller-picker__count'>{tt('tp.chosen', { n: selectedKeys.length, max })}</Text>
        <Text className='traveller-picker__done' onClick={onClose} data-testid='picker-done'>
          {tt('tp.done')}
        </Text>
      </View>
      <View className='traveller-picker__search'>
        <Input
          className='traveller-picker__input'
          value={keywords}
          placeholder={mode === 'colleague' ? tt('tp.search') : tt('tp.searchContact')}
          onInput={(e) => setKeywords(e.detail.value)}
          data-testid='picker-search'
        />
      </View>
      {hint ? <Text className='traveller-picker__hint'>{hint}</Text> : null}
      <ScrollView scrollY className='traveller-picker__list'>
        {rows.map((row) => {
          const on = selectedKeys.includes(row.key)
          return (
            <View
              key={row.key}
              className={`traveller-picker__row ${on ? 'traveller-picker__row--on' : ''}`}
              onClick={() => tap(row)}
              data-testid={`pick-${row.key}`}
              data-name={row.name}
            >
              <View className='traveller-picker__tick'>{on ? '✓' : ''}</View>
              <View className='traveller-picker__main'>
                <View className='traveller-picker__line'>
                  <Text className='traveller-picker__name'>{row.name}</Text>
                  {row.self ? <Text className='traveller-picker__self'>{tt('tp.self')}</Text> : null}
                </View>
                <Text className='traveller-picker__sub'>{row.sub}</Text>
                <Text className='traveller-picker__cards'>{row.cards || tt('tp.noCard')}</Text>
              </View>
            </View>
          )
        })}
        {list.loadingFirst ? <StateView status='loading' /> : null}
        {status === 'error' ? <StateView status='error' message={list.error || undefined} onRetry={() => void (rows.length ? list.loadMore() : list.reload())} /> : null}
        {status === 'ready' && rows.length === 0 ? (
          <StateView status='empty' message={mode === 'colleague' ? tt('tp.emptyColleague') : tt('tp.emptyContact')} />
        ) : null}
        {status !== 'error' && rows.length > 0 ? (
          list.hasMore ? (
            <View className='traveller-picker__more' onClick={() => void list.loadMore()}>
              {tt('tp.more')}
            </View>
          ) : (
            <View className='traveller-picker__end'>{tt('tp.noMore')}</View>
          )
        ) : null}
      </ScrollView>
    </View>
  )
})
