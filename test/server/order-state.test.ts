/** The flight order state machine as a table: every (from, to) pair is allowed exactly when listed. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '../../server/src/errors'
import {
  ALL_ORDER_STATUSES,
  INITIAL_STATUSES,
  ORDER_STATUS,
  assertTransition,
  canTransition,
  type OrderStatus,
} from '../../server/src/services/orders/order-state'

const S = ORDER_STATUS
const AFTER_SALE = [S.PARTIAL_REFUND, S.FULL_REFUND, S.CHANGED, S.PARTIAL_CHANGE]

/** The expected table, written out independently of the implementation. */
const ALLOWED: Partial<Record<OrderStatus, OrderStatus[]>> = {
  AWAITING_SUBMIT: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  IN_APPROVAL: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  AWAITING_PAYMENT: [S.TICKETING, S.CANCELLED],
  TICKETING: [S.ISSUED],
  ISSUED: AFTER_SALE,
  PARTIAL_REFUND: AFTER_SALE,
  CHANGED: AFTER_SALE,
  PARTIAL_CHANGE: AFTER_SALE,
}

describe('flight order state machine', () => {
  test('uses exactly the status codes the app shares (src/core/domain/status-labels.ts)', () => {
    const source = readFileSync(join(__dirname, '../../src/core/domain/status-labels.ts'), 'utf8')
    const block = source.slice(source.indexOf('export const ORDER_STATUS'), source.indexOf('} as const'))
    const appCodes = [...block.matchAll(/^\s+(\w+): '(\w+)',$/gm)].map((m) => m[2])
    expect(appCodes.length).toBeGreaterThan(20)
    expect([...ALL_ORDER_STATUSES].sort()).toEqual([...appCodes].sort())
  })

  const pairs = ALL_ORDER_STATUSES.flatMap((from) => ALL_ORDER_STATUSES.map((to) => [from, to] as const))
  test.each(pairs)('%s -> %s', (from, to) => {
    const expected = (ALLOWED[from] ?? []).includes(to)
    expect(canTransition(from, to)).toBe(expected)
    if (expected) expect(() => assertTransition(from, to)).not.toThrow()
    else {
      try {
        assertTransition(from, to)
        throw new Error('should have thrown')
      } catch (error) {
        expect(error).toBeInstanceOf(AppError)
        expect((error as AppError).errCode).toBe(4009)
        expect((error as AppError).messageKey).toBe('orderStateInvalid')
      }
    }
  })

  test('new orders start in approval, awaiting payment or awaiting submission only; unknown codes never pass', () => {
    for (const to of ALL_ORDER_STATUSES) expect(canTransition(null, to)).toBe(INITIAL_STATUSES.includes(to))
    expect([...INITIAL_STATUSES].sort()).toEqual([S.AWAITING_PAYMENT, S.AWAITING_SUBMIT, S.IN_APPROVAL].sort())
    expect(canTransition('ISSUED', 'NOPE')).toBe(false)
    expect(canTransition('NOPE', 'ISSUED')).toBe(false)
  })
})
