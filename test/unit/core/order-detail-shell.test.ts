/**
 * The order-detail frame (core/components/order-detail-shell.tsx) every product's order detail
 * shares: rendered with react-dom into a jsdom document, Taro's primitives replaced by plain
 * elements; the product passes its body, travellers, amounts and actions.
 */
import { act, createElement, type ReactNode } from 'react'
import type * as ShellModule from '../../../src/core/components/order-detail-shell'
import { setLocale } from '@/core/i18n/index'
import { taroMock } from '../mocks/taro'

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
    Button: (p: Record<string, unknown>) => React.createElement('button', strip(p)),
  }
})
jest.mock('../../../src/core/components/page-shell', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as { createElement: (...args: unknown[]) => unknown }
  return { PageShell: (p: { className?: string; title: string; children?: ReactNode }) => React.createElement('main', { className: p.className, 'data-title': p.title }, p.children) }
})
jest.mock('../../../src/core/components/order-detail-shell.scss', () => ({}))
jest.mock('../../../src/core/components/approval-progress.scss', () => ({}))
jest.mock('../../../src/core/components/primary-button.scss', () => ({}))

const dom = new JSDOM('<!doctype html><html><body></body></html>')
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: true })

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRoot } = require('react-dom/client') as { createRoot: (el: Element) => Root }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shell = require('../../../src/core/components/order-detail-shell') as typeof ShellModule

const noop = () => undefined
const act0 = (key: string, over: Partial<ShellModule.OrderDetailAction> = {}): ShellModule.OrderDetailAction => ({ key, label: `do-${key}`, onClick: noop, ...over })

function render(over: Partial<ShellModule.OrderDetailShellProps> = {}) {
  const props: ShellModule.OrderDetailShellProps = {
    title: '订单详情',
    className: 'tk-detail',
    status: 'ISSUED',
    total: 1860,
    orderNo: 'TK202611220001',
    allowed: {},
    actions: [],
    ...over,
  }
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(createElement(shell.OrderDetailShell, props)))
  const q = (id: string) => Array.from(container.querySelectorAll(`[data-testid="${id}"]`)).map((el) => el.textContent ?? '')
  return { container, q, unmount: () => act(() => root.unmount()) }
}

beforeEach(() => taroMock.reset())
afterEach(() => setLocale('zh-CN'))

describe('order-detail shell: helpers', () => {
  test.each([
    [0, { mm: '00', ss: '00' }],
    [59, { mm: '00', ss: '59' }],
    [75, { mm: '01', ss: '15' }],
    [900, { mm: '15', ss: '00' }],
    [-3, { mm: '00', ss: '00' }],
    [61.7, { mm: '01', ss: '01' }],
  ])('pay countdown: %p seconds', (seconds, shown) => {
    expect(shell.minutesSeconds(seconds)).toEqual(shown)
  })

  test('the bar shows what the server allows, in the product\'s order, and the product\'s own when it says so', () => {
    const actions = [act0('itinerary', { show: true }), act0('email', { show: false }), act0('cancel'), act0('change'), act0('refund'), act0('pay', { main: true })]
    expect(shell.shownActions(actions, { pay: true, cancel: true, refund: false, change: false }).map((a) => a.key)).toEqual(['itinerary', 'cancel', 'pay'])
    expect(shell.shownActions(actions, { refund: true, change: true }).map((a) => a.key)).toEqual(['itinerary', 'change', 'refund'])
    expect(shell.shownActions([act0('rebook')], { pay: true })).toEqual([])
  })
})

describe('order-detail shell: rendered', () => {
  test('header: status label and tone, total, number; the product body, travellers (masked) and amounts in order', () => {
    const v = render({
      travellers: { title: '乘机人', list: [{ key: '1', name: '李明轩', tag: '成人', document: '身份证 1101**********1234', extra: createElement('i', { 'data-testid': 'ticket' }, '999-1234567890') }] },
      amounts: { title: '费用明细', lines: [{ key: 'fare', label: '票价', amount: 1700 }, { key: 'total', label: '合计', amount: 1860, total: true }] },
      after: createElement('p', { 'data-testid': 'contact' }, '联系人'),
      children: createElement('section', { 'data-testid': 'segments' }, 'CA1501'),
    })
    expect(v.q('order-status')).toEqual(['已出票'])
    const badge = v.container.querySelector('[data-testid="order-status"]')
    expect(badge?.getAttribute('data-status')).toBe('ISSUED')
    expect(badge?.className).toContain('order-shell__badge--success')
    expect(v.q('order-total')[0]).toContain('1,860.00')
    expect(v.q('order-no')).toEqual(['订单号 TK202611220001'])
    expect(v.q('pay-left')).toEqual([])
    expect(v.q('in-approval')).toEqual([])
    expect(v.q('passenger')[0]).toContain('李明轩成人身份证 1101**********1234999-1234567890')
    expect(v.q('price')[0]).toContain('票价')
    const order = Array.from(v.container.querySelectorAll('[data-testid]')).map((el) => el.getAttribute('data-testid'))
    expect(order.indexOf('segments')).toBeLessThan(order.indexOf('passengers'))
    expect(order.indexOf('passengers')).toBeLessThan(order.indexOf('price'))
    expect(order.indexOf('price')).toBeLessThan(order.indexOf('contact'))
    expect(v.container.querySelector('main')?.className).toBe('order-shell tk-detail')
    v.unmount()
  })

  test('awaiting payment: the countdown and the deadline in China time; in approval: the note', () => {
    const pay = render({ status: 'AWAITING_PAYMENT', pay: { secondsLeft: 75, deadline: '2026-11-22 10:30:00' } })
    expect(pay.q('pay-left')[0]).toMatch(/^剩余支付时间 01:15 · 请在 10:30(（北京时间）)? 前完成支付$/)
    pay.unmount()
    const wait = render({ status: 'IN_APPROVAL', pay: { secondsLeft: 75 } })
    expect(wait.q('pay-left')).toEqual([])
    expect(wait.q('in-approval')).toEqual(['订单正在审批中，审批通过后可支付'])
    wait.unmount()
  })

  test('the action bar follows the server\'s allowed actions; a tap runs the action', () => {
    const tapped: string[] = []
    const v = render({
      status: 'AWAITING_PAYMENT',
      allowed: { cancel: true, pay: true, refund: false },
      actions: ['cancel', 'refund', 'pay'].map((k) => act0(k, { onClick: () => tapped.push(k), main: k === 'pay' })),
    })
    expect(v.q('action-cancel')).toEqual(['do-cancel'])
    expect(v.q('action-refund')).toEqual([])
    const pay = v.container.querySelector('[data-testid="action-pay"]') as HTMLElement
    expect(pay.className).toContain('order-shell__action--main')
    act(() => pay.click())
    expect(tapped).toEqual(['pay'])
    v.unmount()
  })

  test('nothing to do: no bar, a way to all orders instead', () => {
    const v = render({ allowed: { pay: false }, actions: [act0('pay')] })
    expect(v.container.querySelector('.order-shell__bar')).toBeNull()
    const footer = v.container.querySelector('.order-shell__footer')
    expect(footer?.textContent).toBe('全部订单')
    act(() => (footer?.querySelector('button, div') as HTMLElement).click())
    expect(taroMock.navigations.map((n) => n.url ?? '')).toEqual([expect.stringContaining('allorder')])
    v.unmount()
  })

  test('in English', () => {
    setLocale('en-US')
    const v = render({ status: 'AWAITING_PAYMENT', pay: { secondsLeft: 600, deadline: '2026-11-22 10:30' } })
    expect(v.q('order-no')).toEqual(['Order no. TK202611220001'])
    expect(v.q('pay-left')[0]).toMatch(/^Time left to pay 10:00 · Please pay before 10:30/)
    v.unmount()
  })
})
