import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountPagesWords } from '../../i18n/account-pages'
import { useStores } from '../../../core/stores/root-store'
import './index.scss'

function UserInfoPage() {
  const t = useT()
  const tu = useScopedT(accountPagesWords)
  const { session } = useStores()
  useDidShow(() => void session.loadUserInfo().catch(() => undefined))
  const e = session.empInfo
  const rows: [keyof (typeof accountPagesWords)['zh-CN'], string | undefined][] = [
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
            <Text className='user-info__label'>{tu(k)}</Text>
            <Text className='user-info__value'>{v || '—'}</Text>
          </View>
        ))}
      </View>
    </PageShell>
  )
}

export default observer(UserInfoPage)
