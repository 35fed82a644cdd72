import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery } from '../../core/platform/nav'
import { landFromQuery, ssoDict } from '../../core/sso-landing'

/**
 * /sso?token=…&ssoJsonParam=…: the single-sign-on landing (core/sso.ts describes the address). It
 * only shows that the sign-in is under way; the flow alerts and leaves on its own.
 */
function SsoPage() {
  const ts = useScopedT(ssoDict)
  useEffect(() => {
    void landFromQuery(currentQuery())
  }, [])
  return (
    <PageShell title={ts('title')} nav={false} landing>
      <View data-testid='sso-landing'>
        <StateView status='loading' message={ts('signingIn')} />
      </View>
    </PageShell>
  )
}

export default observer(SsoPage)
