import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { intlDict } from '../i18n/intl'
import { getIntlSearchState, type IntlCabin } from '../stores/intl-search'
import './intl.scss'

/** The domestic / international switch at the top of /tk/tkQuery. */
export const IntlQuerySwitch = observer(function IntlQuerySwitch() {
  const tt = useScopedT(intlDict)
  const s = getIntlSearchState()
  return (
    <View className='intl-chips' style={{ paddingTop: '24px' }}>
      <View className={`intl-chip ${s.intl ? '' : 'intl-chip--on'}`} onClick={() => s.setIntl(false)} data-testid='scope-domestic'>{tt('query.domestic')}</View>
      <View className={`intl-chip ${s.intl ? 'intl-chip--on' : ''}`} onClick={() => s.setIntl(true)} data-testid='scope-intl'>{tt('query.intl')}</View>
    </View>
  )
})

/** Economy, business or first for an international search. */
export const IntlCabinSegment = observer(function IntlCabinSegment() {
  const tt = useScopedT(intlDict)
  const s = getIntlSearchState()
  return (
    <View className='intl-chips'>
      {(['Y', 'C', 'F'] as IntlCabin[]).map((c) => (
        <View key={c} className={`intl-chip ${s.cabin === c ? 'intl-chip--on' : ''}`} onClick={() => s.setCabin(c)} data-testid={`intl-cabin-${c}`}>
          {tt(`query.cabin.${c}`)}
        </View>
      ))}
    </View>
  )
})

/** Links of the international query: the policy and the demand orders. */
export const IntlQueryLinks = observer(function IntlQueryLinks() {
  const tt = useScopedT(intlDict)
  return (
    <View className='intl-chips' style={{ justifyContent: 'center' }}>
      <Text className='intl-link' onClick={() => void navigate('/tkIntel/policy')} data-testid='intl-policy-link'>{tt('query.policyLink')}</Text>
      <Text className='intl-muted'> · </Text>
      <Text className='intl-link' onClick={() => void navigate('/userCenter/NeedOrder')} data-testid='intl-need-link'>{tt('query.needLink')}</Text>
    </View>
  )
})
