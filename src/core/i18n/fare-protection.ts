/**
 * The words of fare protection (core/components/fare-protection-note.tsx): a scoped dictionary,
 * so they travel with the order and approval screens that show it and not with the first bundle.
 */
export const fareProtectionWords = {
  'zh-CN': {
    'fp.title': '票价保护',
    'fp.heldUntil': '审批期间报价保留至 {time}（北京时间）',
    'fp.holdEnded': '报价保留已于 {time}（北京时间）结束：审批通过时按当时票价，变动超出容差将请出行人确认',
    'fp.moved': '审批后票价由 {from} 变为 {to}，在公司容差内已按新价放行',
    'fp.askTitle': '票价已变，请确认',
    'fp.ask': '审批通过时票价已变为 {to}（预订时 {from}），超出公司容差。接受新价格后才能支付；不接受可取消订单。',
    'fp.accept': '接受新价格 {to}',
    'fp.accepted': '已按新价格更新订单',
  },
  'en-US': {
    'fp.title': 'Fare protection',
    'fp.heldUntil': 'Quoted fare held during approval until {time} (China time)',
    'fp.holdEnded': 'The quote was held until {time} (China time): approval meets the fare of its moment, and a move beyond the tolerance is confirmed by the traveller',
    'fp.moved': 'After approval the fare moved from {from} to {to}, within the company tolerance, and went through at the new price',
    'fp.askTitle': 'The fare has changed',
    'fp.ask': 'When approval landed the fare was {to} (booked at {from}), beyond the company tolerance. Accept the new price to pay, or cancel the order.',
    'fp.accept': 'Accept the new price {to}',
    'fp.accepted': 'The order now has the new price',
  },
} as const
