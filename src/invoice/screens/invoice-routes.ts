/** The invoice screens' spec routes (the product registry names them; this is the family's own shorthand). */
export const INVOICE_ROUTES = {
  home: '/userCenter/Invoice',
  orders: '/userCenter/Invoice/InvoiceOrderList',
  train: '/userCenter/Invoice/InvoiceTrain',
  addTitle: '/userCenter/Invoice/addInvoiceTitle',
  add: '/userCenter/Invoice/addInvoice',
  detail: '/userCenter/Invoice/distributionDetail',
} as const
