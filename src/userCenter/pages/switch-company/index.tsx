import { useEffect, useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GroupCorp } from '../../../core/api/company-group'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { companySwitch } from '../../i18n/company-switch'
import { createCompanySwitchStore } from '../../stores/company-switch-app'
import { corpNames } from '../../stores/company-switch-store'
import './index.scss'

/** /userCenter/settings/switchCompany: the companies of the group the user has an account in; picking one switches to it. */
function SwitchCompanyPage() {
  const tt = useScopedT(companySwitch)
  const { session, locale } = useStores()
  const store = useMemo(() => createCompanySwitchStore(session), [session])
  useEffect(() => {
    void store.load()
  }, [store])

  const pick = async (corp: GroupCorp) => {
    if (store.busy || corp.current === 1) return
    const { short } = corpNames(corp, locale.isEn)
    if (!(await ui.confirm(tt('cs.confirmTitle'), tt('cs.confirm', { name: short })))) return
    if (await store.switchTo(corp)) ui.toast(tt('cs.switched', { name: short }), { icon: 'success' })
  }

  let body
  if (store.status === 'idle' || store.status === 'loading') body = <StateView status='loading' />
  else if (store.status === 'error') body = <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
  else if (!store.canSwitch) body = <StateView status='empty' message={tt('cs.onlyOne')} />
  else {
    body = (
      <View>
        <Text className='switch-company__hint'>{tt('cs.hint')}</Text>
        {store.switchError ? (
          <View className='switch-company__error' data-testid='switch-company-error'>
            <Text>{store.switchError}</Text>
            {store.switchedPending ? (
              <Text className='switch-company__retry' onClick={() => void store.resume()} data-testid='switch-company-resume'>
                {tt('cs.retry')}
              </Text>
            ) : null}
          </View>
        ) : null}
        <View className='switch-company__list'>
          {store.corps.map((corp) => {
            const current = corp.current === 1
            const switching = store.switchingTo === corp.corpId
            const names = corpNames(corp, locale.isEn)
            return (
              <View
                key={corp.corpId}
                className={`switch-company__item ${current ? 'switch-company__item--current' : ''} ${store.busy && !switching ? 'switch-company__item--muted' : ''}`}
                onClick={() => void pick(corp)}
                data-testid={`switch-company-${corp.corpNo}`}
                aria-selected={current}
              >
                <View className='switch-company__main'>
                  <View className='switch-company__names'>
                    <Text className='switch-company__short'>{names.short}</Text>
                    {corp.isParent === 1 ? <Text className='switch-company__tag'>{tt('cs.parent')}</Text> : null}
                  </View>
                  <Text className='switch-company__full'>{names.full}</Text>
                  {corp.deptName ? <Text className='switch-company__dept'>{tt('cs.dept', { name: corp.deptName })}</Text> : null}
                </View>
                <View className='switch-company__side'>
                  {switching ? (
                    <Text className='switch-company__busy' data-testid='switch-company-busy'>
                      {tt('cs.switching')}
                    </Text>
                  ) : current ? (
                    <View className='switch-company__current'>
                      <Text className='switch-company__tick'>✓</Text>
                      <Text className='switch-company__current-text'>{tt('cs.current')}</Text>
                    </View>
                  ) : (
                    <Text className='switch-company__chevron'>›</Text>
                  )}
                </View>
              </View>
            )
          })}
        </View>
      </View>
    )
  }
  return (
    <PageShell title={tt('cs.title')}>
      <View className='switch-company' data-testid='switch-company'>
        {body}
      </View>
    </PageShell>
  )
}

export default observer(SwitchCompanyPage)
