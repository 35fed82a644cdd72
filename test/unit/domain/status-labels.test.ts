import { setLocale } from '@/core/i18n/index'
import { CAR_STATUS, ORDER_STATUS } from '../../../server/src/contract/order-status'
import {
  isStatusCode,
  STATUS_CODES,
  statusLabel,
  statusTone,
} from '@/core/domain/status-labels'
import { inBothLocales } from './locale-helper'

afterEach(() => setLocale('zh-CN'))

describe('status labels of booking flows §4', () => {
  test.each([
    ['AWAITING_SUBMIT', '待送审', 'Awaiting approval submission', 'warning'],
    ['IN_APPROVAL', '审批中', 'In approval', 'info'],
    ['AWAITING_PAYMENT', '待支付', 'Awaiting payment', 'warning'],
    ['TICKETING', '出票中', 'Ticketing', 'info'],
    ['ISSUED', '已出票', 'Issued', 'success'],
    ['CANCELLED', '已取消', 'Cancelled', 'muted'],
    ['REJECTED', '已拒绝', 'Rejected', 'danger'],
    ['IN_APPLICATION', '申请中', 'In application', 'info'],
    ['PAID', '已支付', 'Paid', 'success'],
    ['IN_PROGRESS', '处理中', 'In progress', 'info'],
    ['COMPLETED', '已完成', 'Completed', 'success'],
    ['APPROVED', '审批通过', 'Approved', 'success'],
    ['FULL_REFUND', '全部退票', 'Full refund', 'muted'],
    ['PARTIAL_REFUND', '部分退票', 'Partial refund', 'info'],
    ['CHANGED', '已改签', 'Changed', 'success'],
    ['PARTIAL_CHANGE', '部分改签', 'Partial exchange', 'info'],
    ['REIMBURSED', '已报销', 'Reimbursed', 'success'],
    ['REIMBURSING', '报销中', 'Reimbursing', 'info'],
    ['APPROVAL_TERMINATED', '审批终止', 'Approval terminated', 'danger'],
    ['CLOSED', '已关闭', 'Closed', 'muted'],
    ['SEAT_OCCUPIED', '已占座', 'Seat occupied', 'info'],
    ['PRE_ISSUE', '预出票', 'Pre-issue', 'info'],
    ['DELAY_OR_CANCEL', '延误或取消', 'Delay or cancel', 'danger'],
    ['CAR_WAITING', '等待用车', 'Waiting for car', 'warning'],
    ['CAR_DISPATCHING', '派单中', 'Dispatching', 'info'],
    ['CAR_DRIVER_ACCEPTED', '司机已接单', 'Driver accepted', 'info'],
    ['CAR_ARRIVED', '司机已到达', 'Driver arrived', 'success'],
    ['CAR_PICKED_UP', '已上车', 'Picked up', 'info'],
    ['CAR_JOURNEY_BEGUN', '行程开始', 'Journey begun', 'info'],
  ])('%p', (code, zh, en, tone) => {
    expect(isStatusCode(code)).toBe(true)
    expect(inBothLocales(() => statusLabel(code))).toEqual({ 'zh-CN': zh, 'en-US': en })
    expect(statusTone(code)).toBe(tone)
  })

  test('23 order statuses and 6 car states, codes equal to their names', () => {
    expect(Object.keys(ORDER_STATUS)).toHaveLength(23)
    expect(Object.keys(CAR_STATUS)).toHaveLength(6)
    expect(STATUS_CODES).toHaveLength(29)
    for (const [name, code] of Object.entries({ ...ORDER_STATUS, ...CAR_STATUS })) expect(code).toBe(name)
  })

  test('every label differs from every other in both languages', () => {
    const labels = inBothLocales(() => STATUS_CODES.map(statusLabel))
    expect(new Set(labels['zh-CN']).size).toBe(STATUS_CODES.length)
    expect(new Set(labels['en-US']).size).toBe(STATUS_CODES.length)
  })

  test.each([['SOMETHING_NEW'], [''], ['issued']])('unknown %p is shown raw and muted', (code) => {
    expect(isStatusCode(code)).toBe(false)
    expect(statusLabel(code)).toBe(code)
    expect(statusTone(code)).toBe('muted')
  })
})
