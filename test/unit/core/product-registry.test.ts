import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FAMILY_FOLDERS, PRODUCT_FAMILIES, familyOfCode } from '../../../src/core/product-registry'
import { ORDER_DETAIL_PATHS, orderDetailRoute } from '../../../src/core/domain/order-types'
import { ROUTES } from '../../../src/core/routes'

const SRC = path.resolve(__dirname, '../../../src')
// The home menu's codes (src/core/products.ts imports pictures, so the codes are listed here).
const MENU_CODES = ['10901', '10903', '10904', '10906', '10902', '10999', '10913', '10907', '10911', '10912']

describe('product registry', () => {
  test('every family is a folder under src/ holding its pages, and no spec route is declared twice', () => {
    for (const f of PRODUCT_FAMILIES) {
      expect(fs.existsSync(path.join(SRC, f.pkg))).toBe(true)
      for (const r of f.routes) expect(fs.existsSync(path.join(SRC, f.pkg, `${r.page}.tsx`))).toBe(true)
    }
    const routes = ROUTES.map((r) => r.route.toLowerCase())
    expect(new Set(routes).size).toBe(routes.length)
  })

  test('the route table takes every family screen with its permission', () => {
    for (const f of PRODUCT_FAMILIES) {
      for (const r of f.routes) {
        expect(ROUTES).toContainEqual(expect.objectContaining({ route: r.route, pkg: f.pkg, page: r.page, ...('product' in r ? { product: r.product } : {}) }))
      }
    }
  })

  test('the 23 order types of booking flows §2.4 (and our duty-of-care message, 19001) each belong to exactly one family', () => {
    const owners = new Map<number, string[]>()
    for (const f of PRODUCT_FAMILIES) for (const type of Object.keys('orderDetails' in f ? f.orderDetails : {})) owners.set(Number(type), [...(owners.get(Number(type)) ?? []), f.pkg])
    expect([...owners.keys()].sort()).toEqual(
      [11001, 11002, 11003, 11004, 11005, 11006, 11007, 11008, 11009, 11010, 11011, 11015, 11018, 11023, 11027, 11028, 11029, 11030, 11031, 11032, 11099, 19001, 20031, 21028],
    )
    expect([...owners.values()].every((o) => o.length === 1)).toBe(true)
    expect(Object.keys(ORDER_DETAIL_PATHS)).toHaveLength(24)
    expect(orderDetailRoute({ orderType: 19001, orderId: 5 })).toEqual({ path: '/userCenter/dutyOfCareAck', query: { orderId: '5' } })
    expect(orderDetailRoute({ orderType: 11001, orderId: 1 })).toEqual({ path: '/tk/tkOrderDetail', query: { orderId: '1' } })
  })

  test('every menu product is served by a family, and the lint list is the families', () => {
    for (const code of MENU_CODES) expect(familyOfCode(code)).toBeDefined()
    expect(FAMILY_FOLDERS).toEqual(PRODUCT_FAMILIES.map((f) => f.pkg))
    // ESLint reads its config in plain Node: ask Node what the rule's zones are.
    const zones = execFileSync(process.execPath, ['-p', "JSON.stringify(require('./.eslintrc.cjs').rules['import/no-restricted-paths'][1].zones.map((z) => z.target))"], {
      cwd: path.resolve(SRC, '..'),
    }).toString()
    const targets = new Set(JSON.parse(zones) as string[])
    for (const f of FAMILY_FOLDERS) expect(targets.has(`./src/${f}`)).toBe(true)
  })
})
