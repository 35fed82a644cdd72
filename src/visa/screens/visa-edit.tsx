import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker, type TravellerPickerMode } from '../../core/components/traveller-picker'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { openLocalFile, pickFiles } from '../../core/platform/file-picker'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import type { ApplicantKind, VisaMaterialView } from '../api/visa'
import { visaDict } from '../i18n/visa'
import { MAX_APPLICANTS, MAX_FILES_PER_MATERIAL, REMARK_MAX, forgetBookingStore, visaBookingStore, type Applicant, type VisaBookingStore } from '../stores/visa-booking-store'
import { VISA_CMP } from './visa-routes'
import './visa.scss'

const KINDS: readonly ApplicantKind[] = ['EMPLOYED', 'RETIRED', 'STUDENT', 'CHILD']

/** One material of an applicant's checklist: its files (uploading, done, failed) and "upload". */
const MaterialRow = observer(function MaterialRow({ store, applicant, index, material }: { store: VisaBookingStore; applicant: Applicant; index: number; material: VisaMaterialView }) {
  const tt = useScopedT(visaDict)
  const files = applicant.files[material.code] ?? []
  // pickFiles must run straight from the tap (H5 opens the chooser only inside a user gesture).
  const add = () => {
    const left = MAX_FILES_PER_MATERIAL - files.length
    if (left <= 0) {
      ui.toast(tt('visa.edit.maxFiles', { n: MAX_FILES_PER_MATERIAL }))
      return
    }
    pickFiles(left, { album: tt('visa.edit.album'), chat: tt('visa.edit.chatFile') })
      .then((picked) => (picked.length ? store.addFiles(applicant.key, material.code, picked) : null))
      .then((refusal) => {
        if (refusal) ui.toast(refusal)
      })
      .catch(() => ui.toast(tt('visa.edit.uploadFailed')))
  }
  return (
    <View className='visa__material' data-testid='visa-material-row' data-code={material.code}>
      <View className='visa__material-head'>
        <View>
          <Text>{material.name}</Text>
          <Text className={`visa__badge ${material.required ? '' : 'visa__badge--muted'}`}>{material.required ? tt('visa.edit.required') : tt('visa.edit.advised')}</Text>
        </View>
        <Text className='visa__upload' onClick={add} data-testid={`upload-${index}-${material.code}`}>
          {tt('visa.edit.upload')}
        </Text>
      </View>
      <Text className='visa__text'>{material.desc}</Text>
      {files.map((f) => (
        <View key={f.key} className='visa__file' data-testid='visa-file' data-status={f.status} data-code={material.code}>
          <Text className='visa__file-name' onClick={() => (f.localPath ? void openLocalFile(f.localPath, f.name, f.mime).catch(() => undefined) : undefined)}>
            {f.name}
          </Text>
          <Text className={`visa__file-state ${f.status === 'failed' ? 'visa__file-state--failed' : ''}`}>
            {f.status === 'uploading' ? tt('visa.edit.uploading') : f.status === 'failed' ? f.error || tt('visa.edit.uploadFailed') : ''}
          </Text>
          {f.status === 'failed' ? (
            <Text className='visa__upload' onClick={() => void store.upload(applicant.key, material.code, f.key)}>
              {' '}
              {tt('visa.edit.retry')}
            </Text>
          ) : null}
          {f.status !== 'uploading' ? (
            <Text className='visa__remove' onClick={() => store.removeFile(applicant.key, material.code, f.key)}>
              {' '}×
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
})

/** An applicant: the kind, the passport (on file, or typed), the checklist of the kind. */
const ApplicantCard = observer(function ApplicantCard({ store, applicant, index }: { store: VisaBookingStore; applicant: Applicant; index: number }) {
  const tt = useScopedT(visaDict)
  const a = applicant
  return (
    <View className='visa__person' data-testid='visa-applicant' data-key={a.key}>
      <View className='visa__person-head'>
        <Text>
          {a.name}
          {a.isSelf ? ` (${tt('visa.edit.me')})` : ''}
        </Text>
        <Text className='visa__remove' onClick={() => store.remove(a.key)} data-testid={`remove-${index}`}>
          {tt('visa.edit.remove')}
        </Text>
      </View>
      <Text className='visa__hint visa__hint--flush'>{tt('visa.edit.kind')}</Text>
      <View className='visa__kinds'>
        {KINDS.map((k) => (
          <Text key={k} className={`visa__chip ${a.kind === k ? 'visa__chip--on' : ''}`} onClick={() => store.setKind(a.key, k)} data-testid={`kind-${index}-${k}`}>
            {store.visa?.checklists.find((c) => c.kind === k)?.kindName ?? k}
          </Text>
        ))}
      </View>
      {a.passportOnFile && !a.passportNo ? (
        <View className='visa__line'>
          <Text className='visa__label'>{tt('visa.edit.passport')}</Text>
          <Text className='visa__value' data-testid={`passport-${index}`}>
            {a.passportOnFile.expiry ? tt('visa.edit.passportOnFile', { no: a.passportOnFile.masked, date: a.passportOnFile.expiry }) : a.passportOnFile.masked}
          </Text>
        </View>
      ) : (
        <>
          <FormField name={`passport-no-${index}`} label={tt('visa.edit.passportNo')} value={a.passportNo} maxlength={9} onChange={(v) => store.setPassport(a.key, 'passportNo', v)} />
          <FormField
            name={`passport-expiry-${index}`}
            label={tt('visa.edit.passportExpiry')}
            placeholder={tt('visa.edit.passportExpiryHint')}
            value={a.passportExpiry}
            maxlength={10}
            onChange={(v) => store.setPassport(a.key, 'passportExpiry', v)}
          />
        </>
      )}
      <Text className='visa__hint visa__hint--flush'>{tt('visa.edit.materials')}</Text>
      {store.checklistOf(a.kind).map((m) => (
        <MaterialRow key={m.code} store={store} applicant={a} index={index} material={m} />
      ))}
    </View>
  )
})

/**
 * /visa/edit?productId=&consularId=&tripDate=: the application (booking flows §5.4) — applicants
 * from the traveller picker with their kind, passport and the checklist's uploads (the spec's file
 * types, images up to 10 MB), the visa centre's appointment day when the product needs a visit,
 * the contact, the return of the passports (courier with recipient, phone and address, or
 * self-collection at the visa centre), trip type, cost centre and project, a remark, the price the
 * server will charge; "submit" books and opens /visa/cmp/{id}.
 */
export const VisaEdit = observer(function VisaEdit() {
  const tt = useScopedT(visaDict)
  const { session } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => visaBookingStore(query.productId ?? '', query.consularId ?? '', query.tripDate ?? '', session.empInfo))
  const [picker, setPicker] = useState<TravellerPickerMode | null>(null)
  const [sheet, setSheet] = useState<'cost' | 'project' | null>(null)
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('visa.edit.title')
  if (store.loadStatus !== 'ready' || !store.visa) {
    return (
      <PageShell title={title}>
        {store.loadStatus === 'loading' ? <StateView status='loading' /> : null}
        {store.loadStatus === 'notFound' ? (
          <StateView status='empty' message={tt('visa.edit.lost')} onRetry={() => void navigate('/visa')} actionText={tt('visa.detail.backToList')} />
        ) : null}
        {store.loadStatus === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
      </PageShell>
    )
  }
  const v = store.visa
  const consular = v.consular
  const submit = async () => {
    const reply = await store.submit()
    if (reply) {
      forgetBookingStore(store)
      void redirect(VISA_CMP, { id: reply.orderId })
    } else if (store.message) ui.toast(store.message)
  }
  const costName = store.costCenters.find((c) => String(c.id) === store.costCenterId)?.name
  const projectName = store.projects.find((p) => String(p.id) === store.projectId)?.name
  return (
    <PageShell title={title} className='visa'>
      <View className='visa__card'>
        <Text className='visa__row-title'>{v.name}</Text>
        <Text className='visa__row-sub' data-testid='visa-edit-trip'>
          {tt('visa.edit.tripDateLine', { date: monthDayLabel(store.tripDate), consular: consular?.name ?? '' })}
        </Text>
      </View>

      <Text className='visa__section'>{tt('visa.edit.applicants', { n: store.applicants.length })}</Text>
      <View className='visa__card' data-testid='visa-applicants'>
        {store.applicants.map((a, i) => (
          <ApplicantCard key={a.key} store={store} applicant={a} index={i} />
        ))}
        <View className='visa__actions'>
          <Text className='visa__action' onClick={() => setPicker('colleague')} data-testid='add-colleague'>
            {tt('visa.edit.addColleague')}
          </Text>
          <Text className='visa__action' onClick={() => setPicker('contact')} data-testid='add-contact'>
            {tt('visa.edit.addContact')}
          </Text>
        </View>
        <Text className='visa__hint visa__hint--flush'>{tt('visa.edit.uploadHint')}</Text>
      </View>

      {store.needsAppointment ? (
        <>
          <Text className='visa__section'>{tt('visa.edit.appointment')}</Text>
          <View className='visa__card' data-testid='visa-appointment'>
            <View className='visa__slots'>
              {store.appointmentDays.map((d) => (
                <View
                  key={d.date}
                  className={`visa__slot ${store.appointmentDate === d.date ? 'visa__slot--on' : ''} ${d.slotsLeft <= 0 ? 'visa__slot--off' : ''}`}
                  onClick={() => store.setAppointment(d.date)}
                  data-testid='appointment-day'
                  data-date={d.date}
                  data-left={d.slotsLeft}
                >
                  <Text className='visa__dep-date'>{monthDayLabel(d.date)}</Text>
                  <Text className='visa__dep-left'>{d.slotsLeft > 0 ? tt('visa.edit.slots', { n: d.slotsLeft }) : tt('visa.edit.full')}</Text>
                </View>
              ))}
            </View>
            {store.appointmentInfo ? <Text className='visa__text'>{tt('visa.edit.appointmentHint', { centre: store.appointmentInfo.centre })}</Text> : null}
          </View>
        </>
      ) : null}

      <Text className='visa__section'>{tt('visa.edit.delivery')}</Text>
      <View className='visa__card' data-testid='visa-delivery'>
        <View className='visa__seg'>
          {(['EXPRESS', 'SELF'] as const).map((m) => (
            <Text key={m} className={`visa__seg-item ${store.deliveryMode === m ? 'visa__seg-item--on' : ''}`} onClick={() => store.setDeliveryMode(m)} data-testid={`delivery-${m}`}>
              {m === 'EXPRESS' ? tt('visa.edit.express') : tt('visa.edit.selfCollect')}
            </Text>
          ))}
        </View>
        {store.deliveryMode === 'EXPRESS' ? (
          <>
            <FormField name='recipient' label={tt('visa.edit.recipient')} value={store.recipient} maxlength={50} onChange={(val) => store.setDelivery('recipient', val)} error={store.deliveryErrors.recipient} />
            <FormField name='recipient-phone' label={tt('visa.edit.recipientPhoneField')} value={store.recipientPhone} maxlength={13} onChange={(val) => store.setDelivery('phone', val)} error={store.deliveryErrors.phone} />
            <FormField name='address' label={tt('visa.edit.address')} value={store.address} maxlength={200} onChange={(val) => store.setDelivery('address', val)} error={store.deliveryErrors.address} />
          </>
        ) : consular ? (
          <Text className='visa__text' data-testid='visa-collect-at'>
            {tt('visa.edit.collectAt', { centre: consular.centre, address: consular.address })}
          </Text>
        ) : null}
      </View>

      <Text className='visa__section'>{tt('visa.edit.contact')}</Text>
      <View className='visa__card'>
        <FormField name='contact-name' label={tt('visa.edit.contactName')} value={store.contactName} maxlength={50} onChange={(val) => store.setContact('name', val)} />
        <FormField name='contact-phone' label={tt('visa.edit.contactPhone')} value={store.contactPhone} maxlength={13} onChange={(val) => store.setContact('phone', val)} />
      </View>

      <Text className='visa__section'>{tt('visa.edit.tripType')}</Text>
      <View className='visa__card'>
        <View className='visa__seg'>
          {([1, 2] as const).map((tp) => (
            <Text key={tp} className={`visa__seg-item ${store.tripType === tp ? 'visa__seg-item--on' : ''}`} onClick={() => store.setTripType(tp)} data-testid={`trip-type-${tp}`}>
              {tp === 1 ? tt('visa.edit.business') : tt('visa.edit.personal')}
            </Text>
          ))}
        </View>
        <View className='visa__line' onClick={() => setSheet('cost')} data-testid='pick-cost-center'>
          <Text className='visa__label'>{tt('visa.edit.costCenter')}</Text>
          <Text className='visa__value'>{costName ?? tt('visa.edit.none')} ›</Text>
        </View>
        <View className='visa__line' onClick={() => setSheet('project')} data-testid='pick-project'>
          <Text className='visa__label'>{tt('visa.edit.project')}</Text>
          <Text className='visa__value'>{projectName ?? tt('visa.edit.none')} ›</Text>
        </View>
        <Textarea
          className='visa__text'
          value={store.remark}
          maxlength={REMARK_MAX}
          placeholder={tt('visa.edit.remark')}
          onInput={(e) => store.setRemark(e.detail.value)}
          autoHeight
          data-testid='visa-remark'
        />
      </View>

      <View className='visa__card' data-testid='visa-price'>
        {store.priceLines.map((l) => (
          <View key={l.key} className='visa__line'>
            <Text className='visa__label'>{l.label}</Text>
            <Price value={l.amount} />
          </View>
        ))}
      </View>

      {store.message ? (
        <Text className='visa__message' data-testid='visa-message'>
          {store.message}
        </Text>
      ) : null}

      <View className='visa__bar'>
        <View className='visa__bar-total'>
          <Text>{tt('visa.edit.total')} </Text>
          <Price value={store.total} className='visa__price' testId='visa-total' />
        </View>
        <View className='visa__bar-button'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} testId='visa-submit'>
            {tt('visa.edit.submit')}
          </PrimaryButton>
        </View>
      </View>

      {picker ? (
        <TravellerPicker
          mode={picker}
          selectedKeys={store.selectedKeys}
          max={MAX_APPLICANTS}
          onToggle={(item, selected, key) => store.toggle(item, selected, key)}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {sheet === 'cost' ? (
        <OptionSheet
          title={tt('visa.edit.costCenter')}
          options={store.costCenters.map((c) => ({ id: String(c.id), label: c.name, sub: c.code }))}
          selected={store.costCenterId}
          onPick={(id) => store.setCostCenter(id)}
          onClose={() => setSheet(null)}
          allowNone
          testId='cost-sheet'
        />
      ) : null}
      {sheet === 'project' ? (
        <OptionSheet
          title={tt('visa.edit.project')}
          options={store.projects.map((p) => ({ id: String(p.id), label: p.name, sub: p.code }))}
          selected={store.projectId}
          onPick={(id) => store.setProject(id)}
          onClose={() => setSheet(null)}
          allowNone
          testId='project-sheet'
        />
      ) : null}
    </PageShell>
  )
})
