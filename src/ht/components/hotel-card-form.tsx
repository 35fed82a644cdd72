import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { formatAmount } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelBooking } from '../i18n/booking'
import type { CardField, GuaranteeCardForm } from '../stores/hotel-card'
import './hotel-card-form.scss'

export interface HotelCardFormProps {
  card: GuaranteeCardForm
  onChange: (field: CardField, value: string) => void
  /** What the card guarantees (the first night or the stay, for the rooms). */
  amount: number
  guaranteeText: string
}

/** The guarantee card of a pay-at-hotel plan: number (grouped by four, Luhn-checked), expiry MM/YY, holder, CVV. */
export const HotelCardForm = observer(function HotelCardForm({ card, onChange, amount, guaranteeText }: HotelCardFormProps) {
  const tt = useScopedT(hotelBooking)
  // Text inputs: the grouped number and the expiry's slash are not numbers (an H5 number input would blank them).
  return (
    <View className='ht-card-form' data-testid='guarantee-card'>
      <View className='ht-card-form__head'>
        <Text className='ht-card-form__title'>{tt('ht.edit.guarantee')}</Text>
        <Text className='ht-card-form__type'>{guaranteeText}</Text>
      </View>
      <Text className='ht-card-form__hint' data-testid='guarantee-amount'>
        {tt('ht.edit.guaranteeAmount', { amount: formatAmount(amount, 0) })}
      </Text>
      <FormField
        name='cardNumber'
        label={tt('ht.card.number')}
        value={card.cardNumber}
        onChange={(v) => onChange('cardNumber', v)}
        placeholder={tt('ht.card.numberPh')}
        maxlength={23}
        error={card.errors.cardNumber}
        suffix={card.brand ? <Text className='ht-card-form__brand'>{card.brand}</Text> : undefined}
      />
      <FormField
        name='cardExpiry'
        label={tt('ht.card.expiry')}
        value={card.expiry}
        onChange={(v) => onChange('expiry', v)}
        placeholder={tt('ht.card.expiryPh')}
        maxlength={5}
        error={card.errors.expiry}
      />
      <FormField
        name='cardHolder'
        label={tt('ht.card.holder')}
        value={card.holder}
        onChange={(v) => onChange('holder', v)}
        placeholder={tt('ht.card.holderPh')}
        maxlength={50}
        error={card.errors.holder}
      />
      <FormField
        name='cardCvv'
        label={tt('ht.card.cvv')}
        type='number'
        password
        value={card.cvv}
        onChange={(v) => onChange('cvv', v)}
        placeholder={tt('ht.card.cvvPh')}
        maxlength={4}
        error={card.errors.cvv}
      />
      <Text className='ht-card-form__note'>{tt('ht.card.note')}</Text>
    </View>
  )
})
