/**
 * The virtual list renders only the visible window plus the overscan, whatever the length, and keeps
 * the scroll height of the whole list with two spacers. Rendered with react-dom into a jsdom
 * document; Taro's ScrollView is replaced by a div whose scroll handler the test calls, exactly as
 * both targets deliver scroll events ({ detail: { scrollTop } }).
 */
import { createElement, act, type ReactNode } from 'react'
import type * as VirtualListModule from '../../../src/core/components/virtual-list'

// jsdom comes with the Taro build tools (@tarojs/webpack5-runner); no types are installed for it or
// for react-dom, so the two entry points used here are typed by hand.
interface Dom {
  window: { document: Document; navigator: Navigator }
}
interface Root {
  render(node: ReactNode): void
  unmount(): void
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => Dom }

type ScrollProps = { onScroll?: (e: { detail: { scrollTop: number } }) => void; children?: ReactNode; className?: string }
const scrollViews: ScrollProps[] = []

jest.mock('@tarojs/components', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as { createElement: (...args: unknown[]) => unknown }
  const strip = (p: Record<string, unknown>) => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(p)) if (k === 'className' || k === 'style' || k === 'id' || k.startsWith('data-') || k === 'children') out[k] = v
    return out
  }
  return {
    View: (p: Record<string, unknown>) => React.createElement('div', strip(p)),
    ScrollView: (p: ScrollProps & Record<string, unknown>) => {
      scrollViews.push(p)
      return React.createElement('div', strip(p))
    },
  }
})
jest.mock('../../../src/core/components/virtual-list.scss', () => ({}))

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>')
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: true })

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRoot } = require('react-dom/client') as { createRoot: (el: Element) => Root }
// Loaded after the globals above exist.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { VirtualList, visibleRange, designToPx, resetMeasuredScale } = require('../../../src/core/components/virtual-list') as typeof VirtualListModule

const ROW = 196 // design px
const rowPx = (ROW * 390) / 750 // the tests' window is 390 x 844

function mount(count: number, resetKey = 0) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  const items = Array.from({ length: count }, (_, i) => ({ id: `f${i}`, n: i }))
  const render = (key: number) =>
    act(() => {
      root.render(
        createElement(VirtualList<{ id: string; n: number }>, {
          items,
          itemHeight: ROW,
          itemKey: (it) => it.id,
          renderItem: (it) => createElement('span', { className: 'cell' }, String(it.n)),
          resetKey: key,
        }),
      )
    })
  render(resetKey)
  const rows = () => Array.from(container.querySelectorAll('.virtual-list__row')).map((el) => Number(el.getAttribute('data-index')))
  const spacers = () => {
    const list = container.querySelector('.virtual-list__scroll')!
    const kids = Array.from(list.children).filter((el) => !el.classList.contains('virtual-list__row'))
    return kids.map((el) => parseFloat((el as HTMLElement).style.height))
  }
  const scroll = (top: number) => act(() => scrollViews[scrollViews.length - 1].onScroll?.({ detail: { scrollTop: top } }))
  return { rows, spacers, scroll, render, unmount: () => act(() => root.unmount()) }
}

beforeEach(() => {
  scrollViews.length = 0
  resetMeasuredScale(null)
})

describe('visibleRange', () => {
  test('window plus overscan, clamped to the list', () => {
    expect(visibleRange(0, 844, 100, 1000, 6)).toEqual({ start: 0, end: 16 })
    expect(visibleRange(5000, 844, 100, 1000, 6)).toEqual({ start: 44, end: 66 })
    expect(visibleRange(99950, 844, 100, 1000, 6)).toEqual({ start: 993, end: 1000 })
    expect(visibleRange(-40, 844, 100, 1000, 6)).toEqual({ start: 0, end: 16 })
    expect(visibleRange(0, 844, 100, 3, 6)).toEqual({ start: 0, end: 3 })
    expect(visibleRange(0, 844, 100, 0, 6)).toEqual({ start: 0, end: 0 })
  })

  test('design px follow the window width (750 design px = the window)', () => {
    expect(designToPx(750, { width: 390, height: 844 })).toBe(390)
    resetMeasuredScale(0.6)
    expect(designToPx(100, { width: 390, height: 844 })).toBeCloseTo(60)
  })
})

describe('VirtualList', () => {
  test('1,000 rows: only the first window is rendered, spacers keep the full height', () => {
    const l = mount(1000)
    const first = l.rows()
    expect(first[0]).toBe(0)
    expect(first.length).toBeLessThanOrEqual(20)
    const [top, bottom] = l.spacers()
    expect(top).toBe(0)
    expect(top + first.length * rowPx + bottom).toBeCloseTo(1000 * rowPx, 3)
    l.unmount()
  })

  test('the first paint has the rows on screen and one more; the overscan follows a moment later', async () => {
    const l = mount(1000)
    const onScreen = Math.ceil(844 / rowPx) + 1
    expect(l.rows()).toEqual(Array.from({ length: onScreen + 1 }, (_, i) => i))
    await act(() => new Promise((r) => setTimeout(r, 80)))
    expect(l.rows()).toEqual(Array.from({ length: onScreen + 6 }, (_, i) => i))
    l.unmount()
  })

  test('scrolling moves the window; the rendered rows stay few', () => {
    const l = mount(1000)
    l.scroll(50000)
    const rows = l.rows()
    const firstVisible = Math.floor(50000 / rowPx)
    expect(rows[0]).toBe(firstVisible - 6)
    expect(rows.length).toBeLessThanOrEqual(25)
    const [top, bottom] = l.spacers()
    expect(top).toBeCloseTo((firstVisible - 6) * rowPx, 3)
    expect(top + rows.length * rowPx + bottom).toBeCloseTo(1000 * rowPx, 3)
    l.scroll(10 ** 9)
    expect(l.rows()[l.rows().length - 1]).toBe(999)
    l.unmount()
  })

  test('100,000 rows cost no more DOM than 1,000', () => {
    const l = mount(100000)
    l.scroll(4_000_000)
    expect(l.rows().length).toBeLessThanOrEqual(25)
    l.unmount()
  })

  test('a new resetKey starts again at the top', () => {
    const l = mount(1000, 1)
    l.scroll(30000)
    expect(l.rows()[0]).toBeGreaterThan(0)
    l.render(2)
    expect(l.rows()[0]).toBe(0)
    l.unmount()
  })
})
