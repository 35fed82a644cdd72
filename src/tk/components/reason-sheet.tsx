import { ScrollView, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { searchDict } from '../i18n/search'
import { NOTE_MAX, type FlightCabinStore } from '../stores/flight-cabin-store'
import './reason-sheet.scss'

/**
 * The out-of-policy reason of a fare: what is broken (for each traveller), the company's reasons
 * (one required), an optional note (required when the reason asks for one). Confirm continues the
 * booking; nothing goes on without a reason.
 */
export const ReasonSheet = observer(function ReasonSheet({ store, onConfirm }: { store: FlightCabinStore; onConfirm: () => void }) {
  const tt = useScopedT(searchDict)
  const cabin = store.reasonCabin
  const match = store.match
  const travellersOut = match ? match.travellers.filter((t) => !t.inPolicy) : []
  const noteRequired = !!store.chosenReason?.needNote
  return (
    <Popup visible={!!cabin} position='bottom' round onClose={() => store.closeReasons()} style={{ height: '80%' }}>
      {cabin ? (
        <View className='reason-sheet' data-testid='reason-sheet'>
          <View className='reason-sheet__head'>
            <Text className='reason-sheet__title'>{tt('reason.title')}</Text>
          </View>
          <ScrollView scrollY className='reason-sheet__body'>
            <View className='reason-sheet__broken'>
              <Text className='reason-sheet__intro'>{tt('reason.intro')}</Text>
              {travellersOut.length
                ? travellersOut.map((t) => (
                    <View key={t.empId} className='reason-sheet__who'>
                      <Text className='reason-sheet__who-name'>{tt('cabin.travellerVerdict', { name: t.empName, rank: t.standardName || t.empRank })}</Text>
                      {t.violations.map((v) => (
                        <Text key={v.code} className='reason-sheet__violation'>
                          · {v.text}
                        </Text>
                      ))}
                    </View>
                  ))
                : cabin.policy.violations.map((v) => (
                    <Text key={v.code} className='reason-sheet__violation'>
                      · {v.text}
                    </Text>
                  ))}
              {match?.needApproval ? <Text className='reason-sheet__approval'>{tt('reason.approval')}</Text> : null}
            </View>
            <Text className='reason-sheet__label'>{tt('reason.pick')}</Text>
            {store.reasonsStatus === 'loading' ? <StateView status='loading' message={tt('reason.loading')} /> : null}
            {store.reasonsStatus === 'error' ? <StateView status='error' message={tt('reason.failed')} onRetry={() => void store.loadReasons()} /> : null}
            {store.reasonsStatus === 'ready' && !store.reasons.length ? <StateView status='empty' message={tt('reason.empty')} /> : null}
            {store.reasons.map((r) => {
              const on = store.reasonId === r.id
              return (
                <View
                  key={r.id}
                  className={`reason-sheet__option ${on ? 'reason-sheet__option--on' : ''}`}
                  onClick={() => store.pickReason(r.id)}
                  data-testid={`reason-option-${r.id}`}
                >
                  <View className={`reason-sheet__radio ${on ? 'reason-sheet__radio--on' : ''}`} />
                  <Text className='reason-sheet__option-text'>{r.text}</Text>
                </View>
              )
            })}
            <Text className='reason-sheet__label'>{tt(noteRequired ? 'reason.noteRequired' : 'reason.note')}</Text>
            <Textarea
              className='reason-sheet__note'
              value={store.note}
              maxlength={NOTE_MAX}
              placeholder={tt('reason.notePlaceholder')}
              onInput={(e) => store.setNote(e.detail.value)}
              data-testid='reason-note'
            />
          </ScrollView>
          {store.reasonError ? (
            <Text className='reason-sheet__error' data-testid='reason-error'>
              {store.reasonError}
            </Text>
          ) : null}
          <View className='reason-sheet__foot'>
            <View className='reason-sheet__cancel' onClick={() => store.closeReasons()} data-testid='reason-cancel'>
              {tt('reason.cancel')}
            </View>
            <View className='reason-sheet__confirm' onClick={onConfirm} data-testid='reason-confirm'>
              {tt('reason.confirm')}
            </View>
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
