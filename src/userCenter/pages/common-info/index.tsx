import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { cardTypeLabel } from '../../../core/domain/card-types'
import { sexLabel } from '../../../core/domain/passenger'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { commonInfo } from '../../i18n/common-info'
import { CommonInfoStore, TABS, maskMobile, type CommonInfoTab } from '../../stores/common-info-store'
import '../../components/user-data.scss'

const TAB_KEYS = { contacts: 'ci.tab.contacts', addresses: 'ci.tab.addresses', cards: 'ci.tab.cards' } as const

/**
 * /userCenter/CommonInfo: frequent travellers, delivery addresses and member cards, one tab each
 * (?tab=addresses|cards opens another tab). Numbers are masked here; the edit screens hold them whole.
 */
function CommonInfoPage() {
  const t = useT()
  const tt = useScopedT(commonInfo)
  const wanted = useRouter().params.tab
  const [store] = useState(() => {
    const s = new CommonInfoStore()
    if (TABS.includes(wanted as CommonInfoTab)) s.tab = wanted as CommonInfoTab
    return s
  })
  const [first, setFirst] = useState(true)
  // Back from an edit screen the shown tab is read again (the first show loads it anyway).
  useDidShow(() => {
    if (first) {
      setFirst(false)
      void store.ensure(store.tab)
    } else void store.refresh()
  })

  const remove = async (kind: Parameters<CommonInfoStore['remove']>[0], id: string, name: string) => {
    if (!(await ui.confirm(t('http.tipsTitle'), tt('ci.deleteConfirm', { name })))) return
    const failed = await store.remove(kind, id)
    ui.toast(failed ?? tt('ci.deleted'), failed ? undefined : { icon: 'success' })
  }

  const contacts = store.contacts
  return (
    <PageShell title={tt('ci.title')}>
      <View className='ud' data-testid='common-info'>
        <View className='ud__tabs'>
          {TABS.map((k: CommonInfoTab) => (
            <Text key={k} className={`ud__tab ${store.tab === k ? 'ud__tab--on' : ''}`} onClick={() => store.setTab(k)} data-testid={`ci-tab-${k}`}>
              {tt(TAB_KEYS[k])}
            </Text>
          ))}
        </View>

        {store.tab === 'contacts' ? (
          <View data-testid='ci-contacts'>
            {contacts.loadingFirst ? <StateView status='loading' /> : null}
            {contacts.status === 'error' && !contacts.items.length ? <StateView status='error' message={contacts.error || undefined} onRetry={() => void contacts.reload()} /> : null}
            {contacts.empty ? <StateView status='empty' message={tt('ci.emptyContacts')} /> : null}
            {contacts.items.map((c) => (
              <View key={c.contactId} className='ud__card' data-testid='ci-contact' data-name={c.chName}>
                <View className='ud__card-head'>
                  <View>
                    <Text className='ud__name'>{c.chName}</Text>
                    <Text className='ud__tag'>{tt(`ci.relation.${c.relation}`)}</Text>
                  </View>
                  <Text className='ud__line'>{[c.sex ? sexLabel(c.sex) : '', c.born].filter(Boolean).join(' · ')}</Text>
                </View>
                {c.enName || c.mobile ? <Text className='ud__line'>{[c.enName, maskMobile(c.mobile)].filter(Boolean).join(' · ')}</Text> : null}
                {c.cards.length ? (
                  c.cards.map((k) => (
                    <Text key={k.cardId || k.cardType} className='ud__line' data-testid='ci-contact-card'>
                      {cardTypeLabel(k.cardType)} {k.cardNumberMasked}
                      {k.expiry ? `  ≤ ${k.expiry}` : ''}
                    </Text>
                  ))
                ) : (
                  <Text className='ud__line'>{tt('ci.noCard')}</Text>
                )}
                <View className='ud__actions'>
                  <Text className='ud__action' onClick={() => void navigate('/userCenter/CommonInfo/EditContact', { id: c.contactId })} data-testid='ci-contact-edit'>
                    {tt('ci.edit')}
                  </Text>
                  <Text className='ud__action ud__action--danger' onClick={() => void remove('contact', c.contactId, c.chName)} data-testid='ci-contact-delete'>
                    {tt('ci.delete')}
                  </Text>
                </View>
              </View>
            ))}
            {contacts.items.length && contacts.hasMore ? (
              <View className='ud__add' onClick={() => void contacts.loadMore()}>
                {contacts.status === 'loading' ? t('common.loading') : t('common.loadMore')}
              </View>
            ) : null}
          </View>
        ) : null}

        {store.tab === 'addresses' ? (
          <View data-testid='ci-addresses'>
            {store.addressStatus === 'loading' ? <StateView status='loading' /> : null}
            {store.addressStatus === 'error' ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.loadAddresses()} /> : null}
            {store.addressStatus === 'ready' && !store.addresses.length ? <StateView status='empty' message={tt('ci.emptyAddresses')} /> : null}
            {store.addressStatus === 'ready'
              ? store.addresses.map((a) => (
                  <View key={a.id} className='ud__card' data-testid='ci-address' data-default={a.isDefault}>
                    <View className='ud__card-head'>
                      <View>
                        <Text className='ud__name'>{a.recipient}</Text>
                        {a.isDefault ? <Text className='ud__tag'>{tt('ci.default')}</Text> : null}
                      </View>
                      <Text className='ud__line'>{maskMobile(a.mobile)}</Text>
                    </View>
                    <Text className='ud__line'>{[a.provinceName, a.cityName === a.provinceName ? '' : a.cityName, a.area, a.addr].filter(Boolean).join(' ')}</Text>
                    {a.post ? <Text className='ud__line'>{a.post}</Text> : null}
                    <View className='ud__actions'>
                      <Text className='ud__action' onClick={() => void navigate('/userCenter/CommonInfo/EditAddress', { id: a.id })} data-testid='ci-address-edit'>
                        {tt('ci.edit')}
                      </Text>
                      <Text className='ud__action ud__action--danger' onClick={() => void remove('address', a.id, a.recipient)} data-testid='ci-address-delete'>
                        {tt('ci.delete')}
                      </Text>
                    </View>
                  </View>
                ))
              : null}
          </View>
        ) : null}

        {store.tab === 'cards' ? (
          <View data-testid='ci-cards'>
            {store.cardStatus === 'loading' ? <StateView status='loading' /> : null}
            {store.cardStatus === 'error' ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.loadCards()} /> : null}
            {store.cardStatus === 'ready' && !store.cards.length ? <StateView status='empty' message={tt('ci.emptyCards')} /> : null}
            {store.cardStatus === 'ready'
              ? (['hotel', 'airline'] as const).map((kind) =>
                  store.cards.some((c) => c.kind === kind) ? (
                    <View key={kind}>
                      <Text className='ud__section'>{kind === 'hotel' ? tt('ci.hotelCards') : tt('ci.airlineCards')}</Text>
                      {store.cards
                        .filter((c) => c.kind === kind)
                        .map((c) => (
                          <View key={`${kind}-${c.id}`} className='ud__card' data-testid='ci-card'>
                            <View className='ud__card-head'>
                              <Text className='ud__name'>{c.platName}</Text>
                              <Text className='ud__line'>{c.hykh}</Text>
                            </View>
                            <View className='ud__actions'>
                              <Text className='ud__action' onClick={() => void navigate('/userCenter/CommonInfo/EditVipEmpJdhy', { id: c.id, kind })} data-testid='ci-card-edit'>
                                {tt('ci.edit')}
                              </Text>
                              <Text className='ud__action ud__action--danger' onClick={() => void remove(kind, c.id, c.platName)} data-testid='ci-card-delete'>
                                {tt('ci.delete')}
                              </Text>
                            </View>
                          </View>
                        ))}
                    </View>
                  ) : null,
                )
              : null}
          </View>
        ) : null}
      </View>
      {/* Labels sit in a Text, so a tap lands on its own button and never on the bar around it. */}
      <View className='ud__footer'>
        {store.tab === 'contacts' ? (
          <View className='ud__footer-btn' onClick={() => void navigate('/userCenter/CommonInfo/EditContact')} data-testid='ci-add-contact'>
            <Text>{tt('ci.addContact')}</Text>
          </View>
        ) : null}
        {store.tab === 'addresses' ? (
          <View className='ud__footer-btn' onClick={() => void navigate('/userCenter/CommonInfo/EditAddress')} data-testid='ci-add-address'>
            <Text>{tt('ci.addAddress')}</Text>
          </View>
        ) : null}
        {store.tab === 'cards' ? (
          <>
            <View className='ud__footer-btn ud__footer-btn--plain' onClick={() => void navigate('/userCenter/CommonInfo/EditVipEmpJdhy', { kind: 'hotel' })} data-testid='ci-add-hotel-card'>
              <Text>{tt('ci.addHotelCard')}</Text>
            </View>
            <View className='ud__footer-btn' onClick={() => void navigate('/userCenter/CommonInfo/EditVipEmpJdhy', { kind: 'airline' })} data-testid='ci-add-airline-card'>
              <Text>{tt('ci.addAirlineCard')}</Text>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(CommonInfoPage)
