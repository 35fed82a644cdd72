import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { OptionSheet } from '../../core/components/option-sheet'
import { TravellerPicker, type TravellerPickerMode } from '../../core/components/traveller-picker'
import { useScopedT } from '../../core/hooks/use-t'
import { ui } from '../../core/platform/ui'
import type { ViolationReason } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'
import { MAX_TRAIN_TRAVELLERS, type TrainTravellers } from '../stores/train-bench-travellers'

/**
 * The travellers and contact of the compact train forms (standby, transfer): the caller, colleagues
 * (core traveller picker, within the booking scope) and frequent travellers, each removable, and
 * the contact's name, mobile and e-mail. `onChanged` runs after the travellers changed (their ranks
 * may change the policy verdict).
 */
export const TrainTravellersCard = observer(function TrainTravellersCard({ store, onChanged }: { store: TrainTravellers; onChanged?: () => void }) {
  const tt = useScopedT(afterSale)
  const [picker, setPicker] = useState<TravellerPickerMode | null>(null)
  const changed = () => onChanged?.()
  return (
    <>
      <View className='tas-card' data-testid='travellers'>
        <View className='tas-card__head'>
          <Text className='tas-card__title'>{tt('tr.form.travellers')}</Text>
          <Text className='tas-card__aside'>{tt('tr.form.count', { n: store.list.length, max: MAX_TRAIN_TRAVELLERS })}</Text>
        </View>
        <View className='tas-adders'>
          {!store.hasSelf ? (
            <Text
              className='tas-adder'
              onClick={() => {
                const m = store.addSelf()
                if (m) ui.toast(m)
                else changed()
              }}
              data-testid='add-self'
            >
              + {tt('tr.form.addSelf')}
            </Text>
          ) : null}
          {store.canPickColleagues ? (
            <Text className='tas-adder' onClick={() => setPicker('colleague')} data-testid='add-colleague'>
              + {tt('tr.form.addColleague')}
            </Text>
          ) : null}
          <Text className='tas-adder' onClick={() => setPicker('contact')} data-testid='add-contact'>
            + {tt('tr.form.addContact')}
          </Text>
        </View>
        {store.list.map((p) => (
          <View key={p.key} className='tas-person' data-testid='traveller' data-key={p.key}>
            <View className='tas-person__main'>
              <Text className='tas-person__name'>
                {p.name}
                {p.isSelf ? <Text className='tas-tag'>{tt('tr.form.self')}</Text> : null}
              </Text>
              {p.sub ? <Text className='tas-person__sub'>{p.sub}</Text> : null}
            </View>
            <Text
              className='tas-person__remove'
              onClick={() => {
                store.remove(p.key)
                changed()
              }}
              data-testid={`remove-${p.key}`}
            >
              {tt('tr.form.remove')}
            </Text>
          </View>
        ))}
        {store.error ? (
          <Text className='tas-field-error' data-testid='travellers-error'>
            {store.error}
          </Text>
        ) : !store.list.length ? (
          <Text className='tas-empty'>{tt('tr.form.noTravellers')}</Text>
        ) : null}
      </View>

      <View className='tas-card' data-testid='contact'>
        <View className='tas-card__head'>
          <Text className='tas-card__title'>{tt('tr.form.contact')}</Text>
        </View>
        <FormField
          name='contactName'
          label={tt('tr.form.contactName')}
          value={store.contact.name}
          onChange={(v) => store.setContact('name', v)}
          placeholder={tt('tr.form.contactNamePh')}
          maxlength={50}
          error={store.contactErrors.name}
        />
        <FormField
          name='contactPhone'
          label={tt('tr.form.contactPhone')}
          type='number'
          value={store.contact.phone}
          onChange={(v) => store.setContact('phone', v)}
          placeholder={tt('tr.form.contactPhonePh')}
          maxlength={11}
          error={store.contactErrors.phone}
        />
        <FormField
          name='contactEmail'
          label={tt('tr.form.contactEmail')}
          value={store.contact.email}
          onChange={(v) => store.setContact('email', v)}
          placeholder={tt('tr.form.contactEmailPh')}
          maxlength={100}
          error={store.contactErrors.email}
        />
      </View>

      {picker ? (
        <TravellerPicker
          mode={picker}
          selectedKeys={store.keys}
          max={MAX_TRAIN_TRAVELLERS}
          onToggle={(item, selected, key) => {
            const m = store.toggle(item, selected, key)
            if (!m) changed()
            return m
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
    </>
  )
})

/** The out-of-policy reason (and its note when the reason asks for one), chosen from the company's list. */
export const TrainReasonCard = observer(function TrainReasonCard(props: {
  reasons: ViolationReason[]
  reasonId: string
  note: string
  onPick: (id: string) => void
  onNote: (v: string) => void
}) {
  const tt = useScopedT(afterSale)
  const [open, setOpen] = useState(false)
  const chosen = props.reasons.find((r) => r.id === props.reasonId)
  return (
    <View className='tas-card' data-testid='reason'>
      <Text className='tas-note tas-note--warn'>{tt('tr.form.outPolicy')}</Text>
      <View className='tas-select' onClick={() => setOpen(true)} data-testid='reason-select'>
        <Text className='tas-select__label'>{tt('tr.form.reason')}</Text>
        <Text className={`tas-select__value ${chosen ? '' : 'tas-select__value--ph'}`}>{chosen?.text ?? tt('tr.form.choose')}</Text>
        <Text className='tas-select__arrow'>›</Text>
      </View>
      {chosen?.needNote ? (
        <FormField name='reasonNote' label={tt('tr.form.reasonNote')} value={props.note} onChange={props.onNote} placeholder={tt('tr.form.reasonNotePh')} maxlength={200} />
      ) : null}
      {open ? (
        <OptionSheet
          title={tt('tr.form.reason')}
          options={props.reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={props.reasonId}
          onPick={(id) => props.onPick(id)}
          onClose={() => setOpen(false)}
          testId='sheet-reason'
        />
      ) : null}
    </View>
  )
})
