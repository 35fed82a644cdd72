import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { downloadAttachment, type TripApplication, type TripAttachment, type TripChange, type TripRouteInput } from '../api/trip'
import { useScopedT } from '../hooks/use-t'
import { scopedT } from '../i18n/index'
import { openLocalFile } from '../platform/file-picker'
import { ui } from '../platform/ui'
import { Price } from './price'
import './trip-application-view.scss'

/**
 * Strings of the read-only application view. Scoped to this component (not the main dictionary)
 * so they load only with the trip and approval subpackages that show it.
 */
export const tripViewDict = {
  'zh-CN': {
    'status.0': '草稿',
    'status.1': '审批中',
    'status.2': '已审批',
    'status.3': '已驳回',
    'status.4': '已取消',
    'status.5': '变更审批中',
    'product.10901': '国内机票',
    'product.10902': '国际机票',
    'product.10903': '酒店',
    'product.10904': '火车票',
    'product.10906': '用车',
    'cabin.Y': '经济舱',
    'cabin.C': '公务舱',
    'cabin.F': '头等舱',
    'seat.O': '二等座',
    'seat.M': '一等座',
    'seat.9': '商务座',
    'seat.1': '硬座',
    'seat.3': '硬卧',
    'seat.4': '软卧',
    no: '申请单号',
    applicant: '申请人',
    createdAt: '创建时间',
    submittedAt: '提交时间',
    rejectReason: '驳回原因',
    trip: '行程信息',
    dates: '出差日期',
    days: '共{n}天',
    destination: '目的地',
    purpose: '出差事由',
    travellers: '出行人',
    cost: '成本中心',
    project: '项目',
    budget: '预算',
    transport: '交通预算',
    lodging: '住宿预算',
    other: '其他预算',
    total: '预算合计',
    routes: '行程',
    noRoutes: '暂无行程',
    open: '未预订',
    booked: '已预订',
    orderNo: '订单 {no}',
    routeBudget: '预算 ',
    checkIn: '入住',
    checkOut: '离店',
    nights: '{n}晚',
    flightNo: '航班 {no}',
    attachments: '附件',
    openFailed: '无法打开该附件',
    change: '变更内容',
    changeReason: '变更原因',
    budgetChange: '预算变化',
    routesBefore: '变更前行程',
    routesAfter: '变更后行程',
    'changeStatus.1': '变更审批中',
    'changeStatus.2': '变更已通过',
    'changeStatus.3': '变更已驳回',
    'changeStatus.4': '变更已撤回',
  },
  'en-US': {
    'status.0': 'Draft',
    'status.1': 'In approval',
    'status.2': 'Approved',
    'status.3': 'Rejected',
    'status.4': 'Cancelled',
    'status.5': 'Change in approval',
    'product.10901': 'Domestic flight',
    'product.10902': 'International flight',
    'product.10903': 'Hotel',
    'product.10904': 'Train',
    'product.10906': 'Car',
    'cabin.Y': 'Economy',
    'cabin.C': 'Business',
    'cabin.F': 'First',
    'seat.O': 'Second class',
    'seat.M': 'First class',
    'seat.9': 'Business class',
    'seat.1': 'Hard seat',
    'seat.3': 'Hard sleeper',
    'seat.4': 'Soft sleeper',
    no: 'Application no.',
    applicant: 'Applicant',
    createdAt: 'Created',
    submittedAt: 'Submitted',
    rejectReason: 'Reason for rejection',
    trip: 'Trip',
    dates: 'Dates',
    days: '{n} days',
    destination: 'Destination',
    purpose: 'Purpose',
    travellers: 'Travellers',
    cost: 'Cost centre',
    project: 'Project',
    budget: 'Budget',
    transport: 'Transport',
    lodging: 'Lodging',
    other: 'Other',
    total: 'Total budget',
    routes: 'Routes',
    noRoutes: 'No routes yet',
    open: 'Open',
    booked: 'Booked',
    orderNo: 'Order {no}',
    routeBudget: 'Budget ',
    checkIn: 'In',
    checkOut: 'Out',
    nights: '{n} nights',
    flightNo: 'Flight {no}',
    attachments: 'Attachments',
    openFailed: 'This attachment cannot be opened',
    change: 'Requested change',
    changeReason: 'Reason for the change',
    budgetChange: 'Budget',
    routesBefore: 'Routes before',
    routesAfter: 'Routes after',
    'changeStatus.1': 'Change in approval',
    'changeStatus.2': 'Change approved',
    'changeStatus.3': 'Change rejected',
    'changeStatus.4': 'Change withdrawn',
  },
} as const

type ViewKey = keyof (typeof tripViewDict)['zh-CN']

/** Route product codes in the order the form offers them. */
export const ROUTE_PRODUCTS = [10901, 10904, 10903, 10906] as const

/** Flight cabins of a route (contract: 'Y' | 'C' | 'F'). */
export const FLIGHT_CABINS = ['Y', 'C', 'F'] as const
/** Train seat codes a route may ask for (12306 codes; the route stores the code). */
export const TRAIN_SEATS = ['O', 'M', '9', '1', '3', '4'] as const

/** The label of a route's cabin (flight) or seat (train) code; an unknown text shows as it is. */
export function cabinLabel(productType: number, code: string): string {
  if (!code) return ''
  const tt = scopedT(tripViewDict)
  const key = (productType === 10904 ? `seat.${code}` : `cabin.${code}`) as ViewKey
  return key in tripViewDict['zh-CN'] ? tt(key) : code
}

/** Colour of a status chip: drafts and cancelled grey, in approval orange, approved green, rejected red. */
export type TripTone = 'info' | 'warning' | 'success' | 'danger' | 'muted'

/** The tone of an application status (0..5). */
export function tripStatusTone(status: number): TripTone {
  switch (status) {
    case 1:
    case 5:
      return 'warning'
    case 2:
      return 'success'
    case 3:
      return 'danger'
    default:
      return 'muted'
  }
}

/** The label of an application status in the current language (the server's statusText is preferred when present). */
export function tripStatusLabel(status: number): string {
  return scopedT(tripViewDict)(`status.${status}` as ViewKey)
}

/** The label of a route product (10901 flight ...). */
export function routeProductLabel(productType: number): string {
  return scopedT(tripViewDict)(`product.${productType}` as ViewKey)
}

/** Days from one 'YYYY-MM-DD' to another, by calendar day (a same-day trip is 1 day). */
export function tripDays(begin: string, end: string): number {
  const a = Date.UTC(+begin.slice(0, 4), +begin.slice(5, 7) - 1, +begin.slice(8, 10))
  const b = Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10))
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86400000) + 1 : 0
}

/** '1.2 MB', '350 KB'. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** A route as the form edits it or the server stores it. */
export type TripRouteLike = TripRouteInput & { routeId?: string; routeStatus?: number; orderId?: string; orderNo?: string }

const productIcon: Record<number, string> = { 10901: '✈', 10902: '✈', 10903: '⌂', 10904: '🚄', 10906: '🚗' }

export interface TripRouteRowProps {
  route: TripRouteLike
  /** Show the open / booked chip (stored routes). */
  showStatus?: boolean
  /** Opens the order booked on the route; without it the order number is plain text. */
  onOpenOrder?: (route: TripRouteLike) => void
  /** Something at the end of the row: the "book" button, edit / delete links. */
  extra?: ReactNode
  testId?: string
}

/** One route: product, places, dates, cabin, budget and (stored routes) whether it is booked. */
export const TripRouteRow = observer(function TripRouteRow({ route, showStatus, onOpenOrder, extra, testId = 'trip-route' }: TripRouteRowProps) {
  const tt = useScopedT(tripViewDict)
  const p = route.productType
  const stay = p === 10903
  const places = stay || p === 10906 ? route.toCity : `${route.fromCity ?? ''} → ${route.toCity}`
  const dates = stay
    ? `${tt('checkIn')} ${route.dateBegin} · ${tt('checkOut')} ${route.dateEnd ?? ''}${route.dateEnd ? ` · ${tt('nights', { n: Math.max(0, tripDays(route.dateBegin, route.dateEnd) - 1) })}` : ''}`
    : route.dateEnd && route.dateEnd !== route.dateBegin
      ? `${route.dateBegin} ~ ${route.dateEnd}`
      : route.dateBegin
  const cabin = cabinLabel(p, route.cabin ?? '')
  const meta = [cabin, route.flightNo ? tt('flightNo', { no: route.flightNo }) : ''].filter(Boolean).join(' · ')
  const booked = route.routeStatus === 3
  return (
    <View className='trip-route' data-testid={testId} data-product={p} data-route-id={route.routeId}>
      <View className={`trip-route__icon trip-route__icon--${p}`}>{productIcon[p] ?? '•'}</View>
      <View className='trip-route__main'>
        <View className='trip-route__line'>
          <Text className='trip-route__product'>{tt(`product.${p}` as ViewKey)}</Text>
          {showStatus ? (
            <Text className={`trip-route__status ${booked ? 'trip-route__status--booked' : ''}`} data-testid='route-status' data-status={route.routeStatus}>
              {booked ? tt('booked') : tt('open')}
            </Text>
          ) : null}
        </View>
        <Text className='trip-route__places'>{places}</Text>
        <Text className='trip-route__dates'>{dates}</Text>
        {meta ? <Text className='trip-route__meta'>{meta}</Text> : null}
        {route.fyys ? (
          <Text className='trip-route__meta'>
            {tt('routeBudget')}
            <Price value={route.fyys} />
          </Text>
        ) : null}
        {route.remark ? <Text className='trip-route__meta'>{route.remark}</Text> : null}
        {booked && route.orderNo ? (
          <Text
            className={`trip-route__order ${onOpenOrder ? 'trip-route__order--link' : ''}`}
            onClick={onOpenOrder ? () => onOpenOrder(route) : undefined}
            data-testid='route-order'
          >
            {tt('orderNo', { no: route.orderNo })}
            {onOpenOrder ? ' ›' : ''}
          </Text>
        ) : null}
      </View>
      {extra ? <View className='trip-route__extra'>{extra}</View> : null}
    </View>
  )
})

async function openAttachment(a: TripAttachment, failed: string): Promise<void> {
  try {
    const local = await downloadAttachment(a.url)
    await openLocalFile(local, a.name, a.mime)
  } catch {
    ui.toast(failed)
  }
}

export interface TripApplicationViewProps {
  application: TripApplication
  /** A change to show beside the application: its reason, the budget before → after and the routes before → after. */
  change?: TripChange
  /** Opens the order booked on a route (the traveller's detail screen links it; approvers see the number only). */
  onOpenOrder?: (route: TripRouteLike) => void
  /** Something after a stored route, e.g. the "book" button of an open flight route. */
  routeExtra?: (route: TripApplication['routes'][number]) => ReactNode
  /** Something right under the head (who approves next, a change in approval). */
  afterHead?: ReactNode
}

/**
 * A trip application read-only: status chip, number, purpose, dates, destination, travellers,
 * cost centre / project, budgets with their total, the routes by product (booked ones marked
 * "已预订 / Booked"), attachments, and, when `change` is given, what the change asks for. Shared by
 * /tripDetail and the approver's /approval/Detail.
 */
export const TripApplicationView = observer(function TripApplicationView({ application: a, change, onOpenOrder, routeExtra, afterHead }: TripApplicationViewProps) {
  const tt = useScopedT(tripViewDict)
  const tone = tripStatusTone(a.status)
  const routes = [...a.routes].sort((x, y) => ROUTE_ORDER(x.productType) - ROUTE_ORDER(y.productType) || x.dateBegin.localeCompare(y.dateBegin))
  return (
    <View className='trip-view' data-testid='trip-view' data-status={a.status}>
      <View className='trip-view__head'>
        <View className='trip-view__head-row'>
          <Text className={`trip-chip trip-chip--${tone}`} data-testid='trip-status' data-status={a.status}>
            {a.statusText || tripStatusLabel(a.status)}
          </Text>
          <Text className='trip-view__no' data-testid='trip-no'>
            {a.ccsqdNo}
          </Text>
        </View>
        <Text className='trip-view__title'>{a.ccsy}</Text>
        <Text className='trip-view__sub'>
          {a.mdd} · {a.dateBegin} ~ {a.dateEnd} · {tt('days', { n: tripDays(a.dateBegin, a.dateEnd) })}
        </Text>
        <Text className='trip-view__sub trip-view__sub--muted'>
          {tt('applicant')} {a.applicant.name} · {a.submittedAt ? `${tt('submittedAt')} ${a.submittedAt}` : `${tt('createdAt')} ${a.createdAt}`}
        </Text>
      </View>

      {afterHead}

      {a.status === 3 && a.rejectReason ? (
        <View className='trip-view__reject' data-testid='trip-reject-reason'>
          <Text className='trip-view__reject-title'>{tt('rejectReason')}</Text>
          <Text className='trip-view__reject-text'>{a.rejectReason}</Text>
        </View>
      ) : null}

      {change ? <ChangeBlock change={change} onOpenOrder={onOpenOrder} /> : null}

      <View className='trip-card'>
        <Text className='trip-card__title'>{tt('trip')}</Text>
        <Line label={tt('purpose')} value={a.ccsy} />
        <Line label={tt('dates')} value={`${a.dateBegin} ~ ${a.dateEnd}（${tt('days', { n: tripDays(a.dateBegin, a.dateEnd) })}）`} />
        <Line label={tt('destination')} value={a.mdd} />
        <View className='trip-line trip-line--top'>
          <Text className='trip-line__label'>{tt('travellers')}</Text>
          <View className='trip-line__value trip-view__travellers' data-testid='trip-travellers'>
            {a.travellers.map((p) => (
              <Text key={p.empId} className='trip-view__traveller'>
                {p.name}
                {p.deptName ? <Text className='trip-view__dept'> {p.deptName}</Text> : null}
              </Text>
            ))}
          </View>
        </View>
        {a.costCenterName ? <Line label={tt('cost')} value={a.costCenterName} /> : null}
        {a.projectName ? <Line label={tt('project')} value={a.projectName} /> : null}
      </View>

      <View className='trip-card' data-testid='trip-budget'>
        <Text className='trip-card__title'>{tt('budget')}</Text>
        <MoneyLine label={tt('transport')} value={a.jtys} />
        <MoneyLine label={tt('lodging')} value={a.zsys} />
        <MoneyLine label={tt('other')} value={a.qtys} />
        <View className='trip-line trip-line--total'>
          <Text className='trip-line__label'>{tt('total')}</Text>
          <Price value={a.zys} className='trip-view__total' testId='trip-view-total' />
        </View>
      </View>

      <View className='trip-card' data-testid='trip-routes'>
        <Text className='trip-card__title'>{tt('routes')}</Text>
        {routes.length === 0 ? <Text className='trip-card__empty'>{tt('noRoutes')}</Text> : null}
        {routes.map((r) => (
          <TripRouteRow key={r.routeId} route={r} showStatus={a.status !== 0} onOpenOrder={onOpenOrder} extra={routeExtra?.(r)} />
        ))}
      </View>

      {a.attachments.length ? (
        <View className='trip-card' data-testid='trip-attachments'>
          <Text className='trip-card__title'>{tt('attachments')}</Text>
          {a.attachments.map((f) => (
            <View key={f.id} className='trip-file' onClick={() => void openAttachment(f, tt('openFailed'))} data-testid='trip-attachment'>
              <Text className='trip-file__icon'>{(f.name.split('.').pop() ?? '').toUpperCase().slice(0, 4)}</Text>
              <Text className='trip-file__name'>{f.name}</Text>
              <Text className='trip-file__size'>{fileSizeText(f.size)}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
})

const ROUTE_ORDER = (p: number): number => {
  const i = (ROUTE_PRODUCTS as readonly number[]).indexOf(p)
  return i < 0 ? ROUTE_PRODUCTS.length : i
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <View className='trip-line'>
      <Text className='trip-line__label'>{label}</Text>
      <Text className='trip-line__value'>{value}</Text>
    </View>
  )
}

function MoneyLine({ label, value }: { label: string; value: number }) {
  return (
    <View className='trip-line'>
      <Text className='trip-line__label'>{label}</Text>
      <Price value={value} className='trip-line__value' />
    </View>
  )
}

/** The change beside the application: reason, budget before → after, routes before → after. */
export const ChangeBlock = observer(function ChangeBlock({ change: c, onOpenOrder }: { change: TripChange; onOpenOrder?: (route: TripRouteLike) => void }) {
  const tt = useScopedT(tripViewDict)
  const tone = c.status === 1 ? 'warning' : c.status === 2 ? 'success' : c.status === 3 ? 'danger' : 'muted'
  return (
    <View className='trip-card trip-card--change' data-testid='trip-change-view' data-change-status={c.status}>
      <View className='trip-card__head'>
        <Text className='trip-card__title'>{tt('change')}</Text>
        <Text className={`trip-chip trip-chip--${tone}`}>{tt(`changeStatus.${c.status}` as ViewKey)}</Text>
      </View>
      <View className='trip-line trip-line--top'>
        <Text className='trip-line__label'>{tt('changeReason')}</Text>
        <Text className='trip-line__value'>{c.changeYy}</Text>
      </View>
      <View className='trip-line'>
        <Text className='trip-line__label'>{tt('budgetChange')}</Text>
        <View className='trip-line__value trip-change__budget' data-testid='change-budget'>
          <Price value={c.bgqzys} className='trip-change__before' />
          <Text className='trip-change__arrow'>→</Text>
          <Price value={c.bghzys} className='trip-change__after' />
        </View>
      </View>
      {c.status === 3 && c.rejectReason ? (
        <View className='trip-line trip-line--top'>
          <Text className='trip-line__label'>{tt('rejectReason')}</Text>
          <Text className='trip-line__value trip-change__reject'>{c.rejectReason}</Text>
        </View>
      ) : null}
      <Text className='trip-change__section'>{tt('routesBefore')}</Text>
      <View className='trip-change__routes trip-change__routes--before'>
        {c.routesBefore.length === 0 ? <Text className='trip-card__empty'>{tt('noRoutes')}</Text> : null}
        {c.routesBefore.map((r) => (
          <TripRouteRow key={`b-${r.routeId}`} route={r} testId='change-route-before' />
        ))}
      </View>
      <Text className='trip-change__section'>{tt('routesAfter')}</Text>
      <View className='trip-change__routes'>
        {c.routesAfter.map((r) => (
          <TripRouteRow key={`a-${r.routeId}`} route={r} showStatus onOpenOrder={onOpenOrder} testId='change-route-after' />
        ))}
      </View>
    </View>
  )
})
