/** The flight order state machine as a table: every (from, to) pair is allowed exactly when listed. */
import { ORDER_STATUS } from '../../server/src/contract/order-status'
import { AppError } from '../../server/src/errors'
import { STATUS_CODES } from '../../src/core/domain/status-labels'
import {
  ALL_ORDER_STATUSES,
  INITIAL_STATUSES,
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
  test('knows every order status of the contract the app shares, and the app labels each of them', () => {
    expect([...ALL_ORDER_STATUSES].sort()).toEqual(Object.values(ORDER_STATUS).sort())
    expect(STATUS_CODES).toEqual(expect.arrayContaining([...ALL_ORDER_STATUSES]))
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
