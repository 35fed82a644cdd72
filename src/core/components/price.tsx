import { Text } from '@tarojs/components'

export interface PriceProps {
  /** Yuan; numeric strings from the server are accepted. */
  value: number | string | null | undefined
  className?: string
  /** Show a leading minus/plus sign for deltas (a refund fee, a fare difference). */
  signed?: boolean
  /** Decimal places; amounts are in yuan with at most 2 (CNY, spec §9). */
  decimals?: 0 | 2
  testId?: string
}

/** 1234.5 -> '1,234.50' (no Intl: the mini-program's JS engine formats numbers differently). */
export function formatAmount(value: number, decimals: 0 | 2 = 2): string {
  const fixed = Math.abs(value).toFixed(decimals)
  const [int, frac] = fixed.split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return frac ? `${grouped}.${frac}` : grouped
}

/** Reads a money value; anything unreadable is null so the screen shows '—' rather than '¥NaN'. */
export function toAmount(value: PriceProps['value']): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}

/**
 * An amount in CNY: a smaller '¥' then the figure. Sized with em, so it takes the size and colour of
 * the text around it on both targets (no stylesheet of its own, which keeps it out of every bundle
 * that does not show a price).
 */
export function Price({ value, className, signed, decimals = 2, testId }: PriceProps) {
  const n = toAmount(value)
  if (n === null) {
    return (
      <Text className={className} data-testid={testId}>
        —
      </Text>
    )
  }
  const sign = n < 0 ? '-' : signed && n > 0 ? '+' : ''
  return (
    <Text className={className} data-testid={testId} data-value={String(n)}>
      {sign}
      <Text style={{ fontSize: '0.72em', marginRight: '0.08em' }}>¥</Text>
      {formatAmount(n, decimals)}
    </Text>
  )
}
