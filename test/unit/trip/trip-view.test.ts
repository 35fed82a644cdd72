/**
 * The read-only application view (core/components/trip-application-view.tsx), shared by /tripDetail
 * and /approval/Detail: rendered with react-dom into a jsdom document, Taro's primitives replaced
 * by plain elements, in both languages.
 */
import { act, createElement } from 'react'
import type * as ViewModule from '../../../src/core/components/trip-application-view'
import { setLocale } from '@/core/i18n/index'
import { application, change, route } from './trip-fixtures'

interface Dom {
  window: { document: Document; navigator: Navigator }
}
interface Root {
  render(node: unknown): void
  unmount(): void
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => Dom }

jest.mock('@tarojs/components', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as { createElement: (...args: unknown[]) => unknown }
  const strip = (p: Record<string, unknown>) => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(p)) if (k === 'className' || k === 'style' || k === 'onClick' || k.startsWith('data-') || k === 'children') out[k] = v
    return out
  }
  return {
    View: (p: Record<string, unknown>) => React.createElement('div', strip(p)),
    Text: (p: Record<string, unknown>) => React.createElement('span', strip(p)),
  }
})
jest.mock('../../../src/core/components/trip-application-view.scss', () => ({}))

const dom = new JSDOM('<!doctype html><html><body></body></html>')
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: true })

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRoot } = require('react-dom/client') as { createRoot: (el: Element) => Root }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const view = require('../../../src/core/components/trip-application-view') as typeof ViewModule

function render(props: ViewModule.TripApplicationViewProps) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(createElement(view.TripApplicationView, props)))
  const q = (id: string) => Array.from(container.querySelectorAll(`[data-testid="${id}"]`)).map((el) => el.textContent ?? '')
  return { container, q, unmount: () => act(() => root.unmount()) }
}

afterEach(() => setLocale('zh-CN'))

describe('trip application view', () => {
  const booked = route({ routeId: '502', routeStatus: 3, orderId: '61', orderNo: 'TK202611220061', dateBegin: '2026-12-01' })
  const hotel = route({ routeId: '503', productType: 10903, fromCity: undefined, fromCode: undefined, toCity: '北京', toCode: '110100', dateBegin: '2026-12-02', dateEnd: '2026-12-05', cabin: undefined, fyys: 1800 })

  test('status, number, travellers, budgets with total, routes by product with booked ones marked and their order', () => {
    const opened: string[] = []
    const v = render({ application: application({ routes: [hotel, route(), booked] }), onOpenOrder: (r) => opened.push(r.orderId ?? ''), routeExtra: (r) => (r.routeStatus === 1 && r.productType === 10901 ? createElement('b', { 'data-testid': 'route-book' }, 'book') : null) })
    expect(v.q('trip-status')).toEqual(['已审批'])
    expect(v.q('trip-no')).toEqual(['SQ2611220001'])
    expect(v.q('trip-travellers')[0]).toContain('王磊')
    expect(v.q('trip-view-total')[0]).toBe('¥6,000.00')
    const rows = Array.from(v.container.querySelectorAll('[data-testid="trip-route"]'))
    // Flights first (by date), then the hotel.
    expect(rows.map((r) => r.getAttribute('data-route-id'))).toEqual(['502', '501', '503'])
    expect(v.q('route-status')).toEqual(['已预订', '未预订', '未预订'])
    expect(v.q('route-order')).toEqual(['订单 TK202611220061 ›'])
    expect(v.q('route-book')).toEqual(['book'])
    expect(rows[2].textContent).toContain('入住 2026-12-02 · 离店 2026-12-05 · 3晚')
    ;(v.container.querySelector('[data-testid="route-order"]') as HTMLElement).click()
    expect(opened).toEqual(['61'])
    v.unmount()
  })

  test('in English: status, booked, cabins and the hotel nights', () => {
    setLocale('en-US')
    const v = render({ application: application({ statusText: '', routes: [booked, hotel] }) })
    expect(v.q('trip-status')).toEqual(['Approved'])
    expect(v.q('route-status')).toEqual(['Booked', 'Open'])
    expect(v.container.textContent).toContain('Economy')
    expect(v.container.textContent).toContain('3 nights')
    // Without onOpenOrder the order number is plain text.
    expect(v.q('route-order')).toEqual(['Order TK202611220061'])
    v.unmount()
  })

  test('a rejected application shows the reason; a draft shows no route status', () => {
    const rejected = render({ application: application({ status: 3, statusText: '已驳回', rejectReason: '预算超标，请压缩住宿' }) })
    expect(rejected.q('trip-reject-reason')[0]).toContain('预算超标，请压缩住宿')
    rejected.unmount()
    const draft = render({ application: application({ status: 0, statusText: '草稿' }) })
    expect(draft.q('route-status')).toEqual([])
    expect(draft.q('trip-reject-reason')).toEqual([])
    draft.unmount()
  })

  test('with a change: its reason, the budget before → after and the routes before → after', () => {
    const v = render({ application: application({ status: 5 }), change: change() })
    expect(v.q('trip-change-view')[0]).toContain('行程延长两天')
    expect(v.q('change-budget')[0]).toBe('¥6,000.00→¥7,000.00')
    expect(v.container.querySelectorAll('[data-testid="change-route-before"]')).toHaveLength(1)
    expect(v.container.querySelectorAll('[data-testid="change-route-after"]')).toHaveLength(2)
    v.unmount()
  })

  test('status tones and labels for every status', () => {
    expect([0, 1, 2, 3, 4, 5].map(view.tripStatusTone)).toEqual(['muted', 'warning', 'success', 'danger', 'muted', 'warning'])
    expect([0, 1, 2, 3, 4, 5].map(view.tripStatusLabel)).toEqual(['草稿', '审批中', '已审批', '已驳回', '已取消', '变更审批中'])
    expect(view.cabinLabel(10904, 'O')).toBe('二等座')
    expect(view.cabinLabel(10904, '站票')).toBe('站票')
  })

  test('the view dictionary has the same keys and placeholders in both languages', () => {
    const zh = view.tripViewDict['zh-CN'] as Record<string, string>
    const en = view.tripViewDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    expect(Object.keys(zh).filter((k) => ph(zh[k]) !== ph(en[k]))).toEqual([])
    expect(Object.keys(en).filter((k) => /[\u4e00-\u9fff]/.test(en[k]))).toEqual([])
  })
})
