import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { CARD_TYPES, cardTypeLabel, isFieldVisible, visibleFields, type CardField, type CardType } from '../domain/card-types'
import { passengerTypeLabel, sexLabel } from '../domain/passenger'
import { useScopedT } from '../hooks/use-t'
import { FormField } from './form-field'
import './traveller-form.scss'

/** Where a traveller comes from: an employee (colleague or self), a frequent traveller, or a guest typed in. */
export type TravellerSource = 'employee' | 'contact' | 'guest'

/** A document on file (employees and frequent travellers): the number only ever masked. */
export interface TravellerCard {
  cardType: CardType
  cardNumberMasked: string
  /** Validity 'YYYY-MM-DD', '' when none. */
  expiry: string
  issuePlace: string
}

/**
 * One traveller as the booking form holds it. Employees and frequent travellers carry their
 * documents on file (`cards`): the form lets the user pick which one flies. Guests are typed in
 * whole; which fields they need follows the card type (booking flows §3.2, `visibleFields`).
 */
export interface TravellerFormValue {
  /** Local key: stable while the traveller is on the form. */
  key: string
  source: TravellerSource
  empId?: string
  contactId?: string
  isSelf?: boolean
  deptName?: string
  name: string
  /** 'SURNAME/GIVEN NAMES'. */
  engName: string
  cardType: CardType
  /** Guests: the whole number typed in. */
  cardNumber: string
  cards: TravellerCard[]
  /** Validity of the document (passport validity / other validity). */
  expiry: string
  /** Place of issue (passports). */
  issuePlace: string
  /** ISO 3166 alpha-2. */
  nationCode: string
  sex: '' | 'M' | 'F'
  /** 'YYYY-MM-DD'. */
  born: string
  /** Guests: whole mobile; employees and contacts: as on file (masked for colleagues). */
  phone: string
  psgType: 1 | 2 | 3
  /** Guests: also keep them as a frequent traveller of the booker. */
  saveAsContact: boolean
}

/** Fields the form edits (and whose errors it shows). */
export type TravellerField =
  | 'name'
  | 'engName'
  | 'cardType'
  | 'cardNumber'
  | 'expiry'
  | 'issuePlace'
  | 'nationCode'
  | 'sex'
  | 'born'
  | 'phone'
  | 'saveAsContact'

export type TravellerErrors = Partial<Record<TravellerField, string>>

/** The card field of card-types.ts that each form field stands for. */
export const FORM_FIELD_OF: Partial<Record<CardField, TravellerField>> = {
  engName: 'engName',
  sex: 'sex',
  born: 'born',
  nationality: 'nationCode',
  passportPeriod: 'expiry',
  otherPeriod: 'expiry',
  placeOfIssue: 'issuePlace',
}

/** The strings of this component ship with it (only the booking screens show it, never the login page). */
const dict = {
  'zh-CN': {
    'tf.name': '姓名',
    'tf.namePh': '与乘机证件一致',
    'tf.engName': '英文名',
    'tf.engNamePh': '姓/名，如 ZHANG/SAN',
    'tf.cardType': '证件类型',
    'tf.cardNumber': '证件号码',
    'tf.cardNumberPh': '请输入证件号码',
    'tf.sex': '性别',
    'tf.born': '出生日期',
    'tf.datePh': 'YYYY-MM-DD',
    'tf.nation': '国籍',
    'tf.nationPh': '国家代码，如 CN',
    'tf.passportPeriod': '护照有效期',
    'tf.otherPeriod': '证件有效期',
    'tf.issuePlace': '签发地',
    'tf.issuePlacePh': '如 北京',
    'tf.phone': '手机号',
    'tf.phonePh': '乘机人手机号',
    'tf.remove': '删除',
    'tf.self': '本人',
    'tf.guest': '外部旅客',
    'tf.contact': '常用旅客',
    'tf.saveAsContact': '保存为常用旅客',
    'tf.derived': '根据身份证号码自动识别',
    'tf.noCard': '未登记证件',
    'tf.validUntil': '有效期至 {date}',
  },
  'en-US': {
    'tf.name': 'Name',
    'tf.namePh': 'As on the travel document',
    'tf.engName': 'English name',
    'tf.engNamePh': 'SURNAME/GIVEN, e.g. ZHANG/SAN',
    'tf.cardType': 'Document',
    'tf.cardNumber': 'Number',
    'tf.cardNumberPh': 'Document number',
    'tf.sex': 'Sex',
    'tf.born': 'Birth date',
    'tf.datePh': 'YYYY-MM-DD',
    'tf.nation': 'Nationality',
    'tf.nationPh': 'Country code, e.g. CN',
    'tf.passportPeriod': 'Passport valid until',
    'tf.otherPeriod': 'Valid until',
    'tf.issuePlace': 'Place of issue',
    'tf.issuePlacePh': 'e.g. Beijing',
    'tf.phone': 'Mobile',
    'tf.phonePh': "Passenger's mobile",
    'tf.remove': 'Remove',
    'tf.self': 'Me',
    'tf.guest': 'Guest',
    'tf.contact': 'Frequent',
    'tf.saveAsContact': 'Save as a frequent traveller',
    'tf.derived': 'Read from the ID number',
    'tf.noCard': 'No document on file',
    'tf.validUntil': 'Valid until {date}',
  },
} as const


export interface TravellerFormProps {
  value: TravellerFormValue
  index: number
  errors?: TravellerErrors
  onChange: (field: TravellerField, value: string | boolean) => void
  onRemove: () => void
}

function Chip({ on, label, onTap, testId }: { on: boolean; label: string; onTap: () => void; testId?: string }) {
  return (
    <Text className={`traveller-form__chip ${on ? 'traveller-form__chip--on' : ''}`} onClick={onTap} data-testid={testId}>
      {label}
    </Text>
  )
}

function ReadOnly({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <View className='traveller-form__row'>
      <Text className='traveller-form__label'>{label}</Text>
      <View className='traveller-form__value'>
        <Text>{value || '—'}</Text>
        {note ? <Text className='traveller-form__note'>{note}</Text> : null}
      </View>
    </View>
  )
}

/**
 * One traveller of a booking. A guest is typed in with exactly the fields of the chosen card type;
 * an employee or frequent traveller shows the documents on file to pick from (numbers masked).
 * Controlled: the booking store owns the value, so nothing typed is lost when a check fails.
 */
export const TravellerForm = observer(function TravellerForm({ value: v, index, errors = {}, onChange, onRemove }: TravellerFormProps) {
  const tt = useScopedT(dict)
  const id = (f: string) => `t${index}-${f}`
  const guest = v.source === 'guest'
  const vis = visibleFields(v.cardType)
  const derived = (f: CardField) => vis.derived.includes(f)
  const periodLabel = v.cardType === 'PP' ? tt('tf.passportPeriod') : tt('tf.otherPeriod')
  const showPeriod = isFieldVisible(v.cardType, 'passportPeriod') || isFieldVisible(v.cardType, 'otherPeriod')
  const tag = v.isSelf ? tt('tf.self') : v.source === 'guest' ? tt('tf.guest') : v.source === 'contact' ? tt('tf.contact') : v.deptName ?? ''
  const card = v.cards.find((c) => c.cardType === v.cardType)

  return (
    <View className='traveller-form' data-testid={`traveller-${index}`} data-source={v.source}>
      <View className='traveller-form__head'>
        <Text className='traveller-form__index'>{index + 1}</Text>
        <Text className='traveller-form__title'>{v.name || '—'}</Text>
        <Text className='traveller-form__badge'>{passengerTypeLabel(v.psgType)}</Text>
        {tag ? <Text className='traveller-form__tag'>{tag}</Text> : null}
        <Text className='traveller-form__remove' onClick={onRemove} data-testid={`traveller-${index}-remove`}>
          {tt('tf.remove')}
        </Text>
      </View>

      {guest ? (
        <FormField
          name={id('name')}
          label={tt('tf.name')}
          value={v.name}
          onChange={(s) => onChange('name', s)}
          placeholder={tt('tf.namePh')}
          maxlength={50}
          error={errors.name}
        />
      ) : null}

      <View className='traveller-form__row traveller-form__row--chips'>
        <Text className='traveller-form__label'>{tt('tf.cardType')}</Text>
        {guest ? (
          <ScrollView scrollX className='traveller-form__chips' enableFlex>
            {CARD_TYPES.map((c) => (
              <Chip key={c} on={v.cardType === c} label={cardTypeLabel(c)} onTap={() => onChange('cardType', c)} testId={`${id('card')}-${c}`} />
            ))}
          </ScrollView>
        ) : v.cards.length ? (
          <View className='traveller-form__chips traveller-form__chips--wrap'>
            {v.cards.map((c) => (
              <Chip key={c.cardType} on={v.cardType === c.cardType} label={cardTypeLabel(c.cardType)} onTap={() => onChange('cardType', c.cardType)} testId={`${id('card')}-${c.cardType}`} />
            ))}
          </View>
        ) : (
          <Text className='traveller-form__value traveller-form__value--warn'>{tt('tf.noCard')}</Text>
        )}
      </View>
      {errors.cardType ? <Text className='traveller-form__error'>{errors.cardType}</Text> : null}

      {guest ? (
        <FormField
          name={id('cardNumber')}
          label={tt('tf.cardNumber')}
          type={v.cardType === 'NI' ? 'idcard' : 'text'}
          value={v.cardNumber}
          onChange={(s) => onChange('cardNumber', s)}
          placeholder={tt('tf.cardNumberPh')}
          maxlength={v.cardType === 'NI' ? 18 : v.cardType === 'PP' ? 9 : 32}
          error={errors.cardNumber}
        />
      ) : card ? (
        <ReadOnly label={tt('tf.cardNumber')} value={card.cardNumberMasked} note={card.expiry ? tt('tf.validUntil', { date: card.expiry }) : undefined} />
      ) : null}
      {!guest && errors.cardNumber ? <Text className='traveller-form__error'>{errors.cardNumber}</Text> : null}

      {guest && vis.fields.includes('engName') ? (
        <FormField
          name={id('engName')}
          label={tt('tf.engName')}
          value={v.engName}
          onChange={(s) => onChange('engName', s.toUpperCase())}
          placeholder={tt('tf.engNamePh')}
          maxlength={80}
          error={errors.engName}
        />
      ) : null}

      {vis.fields.includes('sex') ? (
        guest && !derived('sex') ? (
          <View className='traveller-form__row traveller-form__row--chips'>
            <Text className='traveller-form__label'>{tt('tf.sex')}</Text>
            <View className='traveller-form__chips traveller-form__chips--wrap'>
              <Chip on={v.sex === 'M'} label={sexLabel('M')} onTap={() => onChange('sex', 'M')} testId={`${id('sex')}-M`} />
              <Chip on={v.sex === 'F'} label={sexLabel('F')} onTap={() => onChange('sex', 'F')} testId={`${id('sex')}-F`} />
            </View>
          </View>
        ) : (
          <ReadOnly label={tt('tf.sex')} value={v.sex ? sexLabel(v.sex) : ''} note={guest && derived('sex') ? tt('tf.derived') : undefined} />
        )
      ) : null}
      {guest && errors.sex ? <Text className='traveller-form__error'>{errors.sex}</Text> : null}

      {vis.fields.includes('born') ? (
        guest && !derived('born') ? (
          <FormField
            name={id('born')}
            label={tt('tf.born')}
            value={v.born}
            onChange={(s) => onChange('born', s)}
            placeholder={tt('tf.datePh')}
            maxlength={10}
            error={errors.born}
          />
        ) : (
          <ReadOnly label={tt('tf.born')} value={v.born} />
        )
      ) : null}

      {guest && vis.fields.includes('nationality') ? (
        <FormField
          name={id('nationCode')}
          label={tt('tf.nation')}
          value={v.nationCode}
          onChange={(s) => onChange('nationCode', s.toUpperCase())}
          placeholder={tt('tf.nationPh')}
          maxlength={2}
          error={errors.nationCode}
        />
      ) : null}

      {guest && showPeriod ? (
        <FormField
          name={id('expiry')}
          label={periodLabel}
          value={v.expiry}
          onChange={(s) => onChange('expiry', s)}
          placeholder={tt('tf.datePh')}
          maxlength={10}
          error={errors.expiry}
        />
      ) : null}
      {!guest && errors.expiry ? <Text className='traveller-form__error'>{errors.expiry}</Text> : null}

      {guest && vis.fields.includes('placeOfIssue') ? (
        <FormField
          name={id('issuePlace')}
          label={tt('tf.issuePlace')}
          value={v.issuePlace}
          onChange={(s) => onChange('issuePlace', s)}
          placeholder={tt('tf.issuePlacePh')}
          maxlength={50}
          error={errors.issuePlace}
        />
      ) : null}

      {guest ? (
        <FormField
          name={id('phone')}
          label={tt('tf.phone')}
          type='number'
          value={v.phone}
          onChange={(s) => onChange('phone', s.replace(/\s+/g, ''))}
          placeholder={tt('tf.phonePh')}
          maxlength={11}
          error={errors.phone}
        />
      ) : (
        <ReadOnly label={tt('tf.phone')} value={v.phone} />
      )}

      {guest ? (
        <View
          className={`traveller-form__check ${v.saveAsContact ? 'traveller-form__check--on' : ''}`}
          onClick={() => onChange('saveAsContact', !v.saveAsContact)}
          data-testid={id('save')}
        >
          <View className='traveller-form__box'>{v.saveAsContact ? '✓' : ''}</View>
          <Text>{tt('tf.saveAsContact')}</Text>
        </View>
      ) : null}
    </View>
  )
})
