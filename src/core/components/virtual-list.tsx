import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ScrollView, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import './virtual-list.scss'

/**
 * A fixed-row-height virtual list for both targets: only the rows in the visible window plus an
 * overscan on each side are rendered, between two spacers that keep the scroll height of the whole
 * list. It reads nothing but ScrollView scroll events and Taro's window size (no DOM APIs), so it
 * behaves the same in the mini-program and on H5, and 1,000 rows cost what ~25 cost.
 *
 * Row heights are given in design px (750-wide); the list converts them to real px with the
 * window width, and corrects the factor once by measuring a 100-design-px probe through
 * Taro's selector query (H5 clamps its rem scale on very narrow and very wide screens).
 */
export interface VirtualListProps<T> {
  items: readonly T[]
  /** Height of every row in design px (750-wide design). Rows get exactly this height. */
  itemHeight: number
  renderItem: (item: T, index: number) => ReactNode
  itemKey: (item: T, index: number) => string
  /** Rows rendered beyond each edge of the visible window. */
  overscan?: number
  /** Class of the scroll viewport; it must give the viewport a height (e.g. flex: 1 in a column). */
  className?: string
  /** After the last row (not virtualised): "no more", a transfer hint... */
  footer?: ReactNode
  /** A change scrolls back to the top (new search, new sort). */
  resetKey?: string | number
  testId?: string
  /** Called with the index of the first visible row when it changes. */
  onFirstVisible?: (index: number) => void
}

/** Rows to render for a scroll position: [start, end) with the overscan applied, clamped to the list. */
export function visibleRange(
  scrollTop: number,
  viewportPx: number,
  rowPx: number,
  count: number,
  overscan: number,
): { start: number; end: number } {
  if (count <= 0 || rowPx <= 0) return { start: 0, end: 0 }
  const first = Math.min(count - 1, Math.max(0, Math.floor(Math.max(0, scrollTop) / rowPx)))
  const visible = Math.ceil(Math.max(0, viewportPx) / rowPx) + 1
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) }
}

interface WindowSize {
  width: number
  height: number
}

function windowSize(): WindowSize {
  try {
    const t = Taro as unknown as { getWindowInfo?: () => { windowWidth: number; windowHeight: number } }
    const info = t.getWindowInfo ? t.getWindowInfo() : Taro.getSystemInfoSync()
    if (info && info.windowWidth > 0 && info.windowHeight > 0) return { width: info.windowWidth, height: info.windowHeight }
  } catch {
    /* not inside an app (tests): the defaults below are a 390 x 844 phone */
  }
  return { width: 390, height: 844 }
}

/** Real px per design px; measured once per app run, estimated from the window width until then. */
let measuredScale: number | null = null

/** Real px of a length in design px (750-wide design). */
export function designToPx(designPx: number, win: WindowSize = windowSize()): number {
  return designPx * (measuredScale ?? win.width / 750)
}

/** For tests: forget the measured factor. */
export function resetMeasuredScale(value: number | null = null): void {
  measuredScale = value
}

let probeSeq = 0

function VirtualListInner<T>(props: VirtualListProps<T>) {
  const { items, itemHeight, renderItem, itemKey, overscan = 6, className, footer, testId, onFirstVisible } = props
  const [win] = useState(windowSize)
  const [scale, setScale] = useState(() => designToPx(1, win))
  const rowPx = itemHeight * scale
  // The first paint draws the rows on screen and one more; the overscan follows just after it
  // (or at the first scroll). With 1,000 results on a 4x-throttled CPU that is about a third less
  // work before the rows show, and a smaller first setData in the mini-program.
  const [warm, setWarm] = useState(false)
  const activeOverscan = warm ? overscan : Math.min(overscan, 1)
  const [range, setRange] = useState(() => visibleRange(0, win.height, rowPx, items.length, activeOverscan))
  const scrollTopRef = useRef(0)
  const firstRef = useRef(0)
  const [probeId] = useState(() => `vl-probe-${++probeSeq}`)
  // Coming back to a kept-alive page: H5 hides earlier pages with display:none, which loses the
  // scroller's position; putting it back (a new value each time, so the prop change applies) keeps
  // the list where the user left it. Harmless in the mini-program, which keeps it anyway.
  const [restoreTop, setRestoreTop] = useState<number | undefined>(undefined)
  useDidShow(() => {
    const top = scrollTopRef.current
    if (top > 0) setRestoreTop((prev) => (prev === top ? top + 0.01 : top))
  })

  useEffect(() => {
    if (warm) return undefined
    // A timer, not a frame callback: the mini-program has no requestAnimationFrame, and the delay
    // lets the browser paint the first rows before the rest are added.
    const timer = setTimeout(() => setWarm(true), 50)
    return () => clearTimeout(timer)
  }, [warm])

  // The window depends on the list length and row size too: recompute when they change.
  useEffect(() => {
    setRange(visibleRange(scrollTopRef.current, win.height, rowPx, items.length, activeOverscan))
  }, [items.length, rowPx, activeOverscan, win.height])

  useEffect(() => {
    if (measuredScale !== null) return
    try {
      Taro.createSelectorQuery()
        .select(`#${probeId}`)
        .boundingClientRect((rect) => {
          const r = Array.isArray(rect) ? rect[0] : rect
          if (r && r.height > 0) {
            measuredScale = r.height / 100
            setScale(measuredScale)
          }
        })
        .exec()
    } catch {
      /* keep the estimate */
    }
  }, [probeId])

  const onScroll = useCallback(
    (e: { detail: { scrollTop: number } }) => {
      const top = e.detail.scrollTop
      scrollTopRef.current = top
      setWarm(true)
      const next = visibleRange(top, win.height, rowPx, items.length, overscan)
      // Re-render only when the rendered window moves, not on every scroll pixel.
      setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next))
      if (onFirstVisible) {
        const first = Math.floor(top / rowPx)
        if (first !== firstRef.current) {
          firstRef.current = first
          onFirstVisible(first)
        }
      }
    },
    [rowPx, items.length, overscan, win.height, onFirstVisible],
  )

  const start = Math.min(range.start, items.length)
  const end = Math.min(range.end, items.length)
  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    const item = items[i]
    rows.push(
      <View key={itemKey(item, i)} className='virtual-list__row' style={{ height: `${rowPx}px` }} data-index={i} {...({ tabIndex: 0 } as object)}>
        {renderItem(item, i)}
      </View>,
    )
  }
  // The outer view takes the caller's size; the scroller fills it absolutely, which gives it a
  // definite height on both targets whatever layout (flex, fixed) the caller uses.
  return (
    <View className={`virtual-list ${className ?? ''}`} data-testid={testId} data-count={items.length} data-start={start}>
      {measuredScale === null ? <View id={probeId} className='virtual-list__probe' /> : null}
      <ScrollView scrollY className='virtual-list__scroll' onScroll={onScroll} scrollTop={restoreTop}>
        <View style={{ height: `${start * rowPx}px` }} />
        {rows}
        <View style={{ height: `${(items.length - end) * rowPx}px` }} />
        {footer}
      </ScrollView>
    </View>
  )
}

/**
 * The virtual list. Give it plain (or MobX `observable.ref`) arrays: rows are rendered by
 * `renderItem`, so anything observable they read must be read by the caller's observer.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  // A new resetKey remounts the scroller: scroll position and window start again at the top.
  return <MemoInner key={props.resetKey ?? 'list'} {...(props as VirtualListProps<unknown>)} />
}

const MemoInner = memo(VirtualListInner) as typeof VirtualListInner
