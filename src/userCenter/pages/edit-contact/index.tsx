import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OptionSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { CARD_TYPES, cardTypeLabel, visibleFields, type CardType } from '../../../core/domain/card-types'
import { sexLabel } from '../../../core/domain/passenger'
import { useScopedT } from '../../../core/hooks/use-t'
import { back } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { commonInfo } from '../../i18n/common-info'
import { ContactEditStore, RELATIONS, type DocumentDraft } from '../../stores/contact-edit-store'
import '../../components/user-data.scss'

const DocumentRow = observer(function DocumentRow({ store, doc, onPickType }: { store: ContactEditStore; doc: DocumentDraft; onPickType: () => void }) {
  const tt = useScopedT(commonInfo)
  const vis = visibleFields(doc.cardType).fields
  const err = (f: string) => store.errors[`${doc.key}.${f}`]
  return (
    <View className='ud__doc' data-testid={`doc-${doc.cardType}`}>
      <View className='ud__row' onClick={onPickType} data-testid='doc-type'>
        <Text className='ud__row-label'>{tt('ci.cardType')}</Text>
        <Text className='ud__row-value'>{cardTypeLabel(doc.cardType)} ›</Text>
      </View>
      <FormField
        name={`${doc.key}-number`}
        label={tt('ci.cardNumber')}
        type={doc.cardType === 'NI' ? 'idcard' : 'text'}
        value={doc.cardNumber}
        onChange={(v) => store.setDocument(doc.key, 'cardNumber', v)}
        placeholder={doc.onFile ? doc.onFile : tt('ci.cardNumberPh')}
        maxlength={32}
        error={err('cardNumber')}
      />
      {doc.onFile && !doc.cardNumber ? <Text className='ud__note'>{tt('ci.cardNumberKept', { masked: doc.onFile })}</Text> : null}
      {vis.includes('passportPeriod') || vis.includes('otherPeriod') ? (
        <FormField
          name={`${doc.key}-expiry`}
          label={vis.includes('passportPeriod') ? tt('ci.passportPeriod') : tt('ci.otherPeriod')}
          value={doc.expiry}
          onChange={(v) => store.setDocument(doc.key, 'expiry', v)}
          placeholder={tt('ci.datePh')}
          maxlength={10}
          error={err('expiry')}
        />
      ) : null}
      {vis.includes('placeOfIssue') ? (
        <FormField
          name={`${doc.key}-issuePlace`}
          label={tt('ci.issuePlace')}
          value={doc.issuePlace}
          onChange={(v) => store.setDocument(doc.key, 'issuePlace', v)}
          placeholder={tt('ci.issuePlacePh')}
          maxlength={50}
          error={err('issuePlace')}
        />
      ) : null}
      {store.documents.length > 1 ? (
        <View className='ud__actions'>
          <Text className='ud__action ud__action--danger' onClick={() => store.removeDocument(doc.key)} data-testid='doc-remove'>
            {tt('ci.removeDocument')}
          </Text>
        </View>
      ) : null}
    </View>
  )
})

/**
 * /userCenter/CommonInfo/EditContact?id=: adds or edits a frequent traveller with one or more
 * documents; the person fields follow the documents' types (booking flows §3.2).
 */
function EditContactPage() {
  const tt = useScopedT(commonInfo)
  const id = useRouter().params.id ?? ''
  const [store] = useState(() => new ContactEditStore(id))
  const [sheet, setSheet] = useState<{ key: string } | 'add' | null>(null)
  useEffect(() => {
    void store.load()
  }, [id])

  const title = store.isNew ? tt('ci.contactTitleNew') : tt('ci.contactTitleEdit')
  const blocked = loadStateScreen(title, store, store.status === 'ready', { message: tt('ci.notFound'), actionText: tt('ci.backToList'), route: '/userCenter/CommonInfo' })
  if (blocked) return blocked

  const save = async () => {
    if (await store.save()) {
      ui.toast(tt('ci.saved'), { icon: 'success', duration: 1200 })
      setTimeout(() => void back(), 600)
    } else if (!store.error) ui.toast(Object.values(store.errors).find(Boolean) ?? '')
  }

  const shown = store.personFields
  const facts = store.idFacts
  const e = store.errors
  const sheetKey = sheet && sheet !== 'add' ? sheet.key : ''
  const sheetDoc = store.documents.find((d) => d.key === sheetKey)
  const options = (sheet === 'add' ? store.freeTypes : CARD_TYPES.filter((c) => c === sheetDoc?.cardType || store.freeTypes.includes(c))).map((c: CardType) => ({ id: c, label: cardTypeLabel(c) }))

  return (
    <PageShell title={title}>
      <View className='ud' data-testid='edit-contact'>
        {store.error ? (
          <Text className='ud__banner' data-testid='contact-error'>
            {store.error}
          </Text>
        ) : null}
        <Text className='ud__section'>{tt('ci.person')}</Text>
        <View className='ud__card'>
          <FormField name='chName' label={tt('ci.name')} value={store.chName} onChange={(v) => store.set('chName', v)} placeholder={tt('ci.namePh')} maxlength={50} error={e.chName} />
          {shown.has('engName') ? (
            <>
              <FormField name='surName' label={tt('ci.surName')} value={store.surName} onChange={(v) => store.set('surName', v)} placeholder={tt('ci.surNamePh')} maxlength={40} />
              <FormField name='givenName' label={tt('ci.givenName')} value={store.givenName} onChange={(v) => store.set('givenName', v)} placeholder={tt('ci.givenNamePh')} maxlength={40} error={e.engName} />
            </>
          ) : null}
          {store.hasNationalId ? (
            facts ? (
              <Text className='ud__note' data-testid='contact-derived'>
                {tt('ci.derived', { sex: sexLabel(facts.sex), born: facts.born })}
              </Text>
            ) : null
          ) : (
            <>
              {shown.has('sex') ? (
                <View className='ud__row'>
                  <Text className='ud__row-label'>{tt('ci.sex')}</Text>
                  <View className='ud__chips'>
                    {(['M', 'F'] as const).map((s) => (
                      <Text key={s} className={`ud__chip ${store.sex === s ? 'ud__chip--on' : ''}`} onClick={() => store.setSex(s)} data-testid={`contact-sex-${s}`}>
                        {sexLabel(s)}
                      </Text>
                    ))}
                  </View>
                </View>
              ) : null}
              {e.sex ? <Text className='ud__error'>{e.sex}</Text> : null}
              {shown.has('born') ? (
                <FormField name='born' label={tt('ci.born')} value={store.born} onChange={(v) => store.set('born', v)} placeholder={tt('ci.datePh')} maxlength={10} error={e.born} />
              ) : null}
            </>
          )}
          {shown.has('nationality') ? (
            <FormField name='nationCode' label={tt('ci.nation')} value={store.nationCode} onChange={(v) => store.set('nationCode', v)} placeholder={tt('ci.nationPh')} maxlength={2} error={e.nationCode} />
          ) : null}
          <FormField name='mobile' type='number' label={tt('ci.mobile')} value={store.mobile} onChange={(v) => store.set('mobile', v)} placeholder={tt('ci.mobilePh')} maxlength={11} error={e.mobile} />
          <FormField name='email' label={tt('ci.email')} value={store.email} onChange={(v) => store.set('email', v)} placeholder={tt('ci.emailPh')} maxlength={100} error={e.email} />
          <View className='ud__row'>
            <Text className='ud__row-label'>{tt('ci.relation')}</Text>
            <View className='ud__chips'>
              {RELATIONS.map((r) => (
                <Text key={r} className={`ud__chip ${store.relation === r ? 'ud__chip--on' : ''}`} onClick={() => store.setRelation(r)} data-testid={`contact-relation-${r}`}>
                  {tt(`ci.relation.${r}`)}
                </Text>
              ))}
            </View>
          </View>
        </View>

        <Text className='ud__section'>{tt('ci.documents', { n: store.documents.length })}</Text>
        <View className='ud__card'>
          {store.documents.map((d) => (
            <DocumentRow key={d.key} store={store} doc={d} onPickType={() => setSheet({ key: d.key })} />
          ))}
          {e.documents ? <Text className='ud__error'>{e.documents}</Text> : null}
          {store.freeTypes.length ? (
            <View className='ud__add' onClick={() => setSheet('add')} data-testid='doc-add'>
              {tt('ci.addDocument')}
            </View>
          ) : null}
        </View>
        <PrimaryButton onClick={() => void save()} loading={store.saving} testId='contact-save'>
          {tt('ci.save')}
        </PrimaryButton>
      </View>
      {sheet ? (
        <OptionSheet
          title={tt('ci.cardType')}
          options={options}
          selected={sheetDoc?.cardType ?? ''}
          testId='doc-type-sheet'
          onClose={() => setSheet(null)}
          onPick={(type) => {
            if (sheet === 'add') store.addDocument(type as CardType)
            else {
              const m = store.setDocumentType(sheet.key, type as CardType)
              if (m) ui.toast(m)
            }
          }}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(EditContactPage)
