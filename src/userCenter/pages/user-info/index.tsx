import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { useT } from '../../../core/hooks/use-t'
import type { MessageKey } from '../../../core/i18n/index'
import { useStores } from '../../../core/stores/root-store'
import './index.scss'

function UserInfoPage() {
  const t = useT()
  const { session } = useStores()
  useDidShow(() => void session.loadUserInfo().catch(() => undefined))
  const e = session.empInfo
  const rows: [MessageKey, string | undefined][] = [
    ['shell.field.name', e?.empName],
    ['shell.field.engName', e?.engName],
    ['shell.field.empNo', e?.empNo],
    ['shell.field.company', session.vipCorp?.fullname],
    ['shell.field.dept', e?.deptName],
    ['shell.field.mobile', e?.phoneNumber],
    ['shell.field.email', e?.email],
    ['shell.field.idNumber', e?.idNumberMasked],
    ['shell.field.rank', e?.empRank],
  ]
  return (
    <PageShell title={t('shell.userInfo')}>
      <View className='user-info'>
        {rows.map(([k, v]) => (
          <View key={k} className='user-info__row'>
            <Text className='user-info__label'>{t(k)}</Text>
            <Text className='user-info__value'>{v || '—'}</Text>
          </View>
        ))}
      </View>
    </PageShell>
  )
}

export default observer(UserInfoPage)
