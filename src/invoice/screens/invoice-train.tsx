import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { invoiceDict } from '../i18n/invoice'
import { INVOICE_ROUTES } from './invoice-routes'
import './invoice.scss'

/** /userCenter/Invoice/InvoiceTrain: a train fare gets no invoice; the ticket is the voucher, and only the service fee is invoiced. */
export const InvoiceTrain = observer(function InvoiceTrain() {
  const tt = useScopedT(invoiceDict)
  return (
    <PageShell title={tt('inv.train.title')} className='inv'>
      <View className='inv__card' data-testid='train-voucher'>
        <Text className='inv__lead'>{tt('inv.train.lead')}</Text>
        <View className='inv__steps'>
          <Text className='inv__step'>1. {tt('inv.train.s1')}</Text>
          <Text className='inv__step'>2. {tt('inv.train.s2')}</Text>
          <Text className='inv__step'>3. {tt('inv.train.s3')}</Text>
        </View>
      </View>
      <View className='inv__card'>
        <PrimaryButton onClick={() => void navigate(INVOICE_ROUTES.orders)} testId='train-to-orders'>
          {tt('inv.train.back')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
