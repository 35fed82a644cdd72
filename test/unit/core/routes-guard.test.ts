import { appPages, h5CustomRoutes, isPublicRoute, pagePath, resolveRoute, routeOfPage, ROUTES } from '../../../src/core/routes'
import { guardDecision } from '../../../src/core/guard'
import { PRODUCT_FAMILIES } from '../../../src/core/product-registry'
import { missingKeys } from '../../../src/core/i18n/index'

describe('route table', () => {
  it.each([
    ['/login', 'pages/login/index', {}],
    ['/home', 'pages/home/index', {}],
    ['/tk/tkQuery', 'tk/pages/tk-query/index', {}],
    ['/approval/Detail?id=3&workItemId=9&orderType=11001', 'approval/pages/detail/index', { id: '3', workItemId: '9', orderType: '11001' }],
    ['/', 'pages/home/index', {}],
    ['/resetPassword', 'account/pages/reset-password/first-step', {}],
    ['/login/DFNY', 'pages/login/index', { corpNo: 'DFNY' }],
    ['/register/HXKJ/', 'account/pages/register/index', { corpNo: 'HXKJ' }],
    ['/tripDetail?ccsqdId=12', 'trip/pages/trip-detail/index', { ccsqdId: '12' }],
  ])('%s -> %s', (url, page, query) => {
    const r = resolveRoute(url)
    expect(r && pagePath(r.def)).toBe(page)
    expect(r?.query).toEqual(query)
  })

  it('an unknown route resolves to nothing', () => {
    expect(resolveRoute('/nowhere')).toBeNull()
  })

  it('every page path maps back to its spec route, and H5 custom routes are the spec routes', () => {
    const custom = h5CustomRoutes()
    for (const def of ROUTES) {
      expect(routeOfPage(`/${pagePath(def)}`)).toBe(def)
      expect(([] as string[]).concat(custom[`/${pagePath(def)}`])).toContain(def.route)
    }
  })

  it('main package holds the login page and exactly five tabs; one subpackage per product family', () => {
    const { pages, subPackages } = appPages()
    expect(pages[0]).toBe('pages/login/index')
    expect(ROUTES.filter((d) => d.tab).map((d) => d.route)).toEqual(['/home', '/allorder', '/approvalList', '/message', '/userCenter'])
    // One subpackage per registry family (new families join by being named there), the products among them.
    expect(subPackages.map((s) => s.root).sort()).toEqual(PRODUCT_FAMILIES.map((f) => f.pkg).sort())
    expect(subPackages.map((s) => s.root)).toEqual(
      expect.arrayContaining(['account', 'airport', 'approval', 'car', 'ht', 'insurance', 'pay', 'tk', 'tr', 'travel', 'trip', 'userCenter', 'visa']),
    )
  })

  it.each([
    ['/login', true],
    ['/register', true],
    ['/resetPassword/secondStep', true],
    ['/Invitation', true],
    ['/home', false],
    ['/tk/tkQuery', false],
  ])('public(%s) = %s', (route, pub) => {
    expect(isPublicRoute(route)).toBe(pub)
  })
})

describe('route guard (spec §2 route behaviour)', () => {
  const can = (allowed: string[]) => (p?: string) => !p || allowed.includes(p)
  const def = (url: string) => resolveRoute(url)?.def
  it.each([
    ['/home', false, false, [], 'to-login'],
    ['/home', false, true, [], 'allow'],
    ['/login', false, false, [], 'allow'],
    ['/login', true, false, [], 'to-home'],
    ['/register', false, false, [], 'allow'],
    ['/resetPassword/thirdStep', false, false, [], 'allow'],
    ['/tk/tkQuery', true, false, ['10901'], 'allow'],
    ['/visa', true, false, ['10901'], 'not-open'],
    ['/userCenter/settings', true, false, [], 'allow'],
  ])('%s loggedIn=%s visitor=%s -> %s', (url, loggedIn, visitorMode, allowed, expected) => {
    expect(guardDecision(def(url), { loggedIn, visitorMode, settingsLoaded: true, can: can(allowed) })).toBe(expected)
  })

  it.each([
    ['/home', 'to-change-password'],
    ['/tk/tkQuery', 'to-change-password'],
    ['/login', 'to-change-password'],
    ['/userCenter/settings/modifyPassword', 'allow'],
  ])('a session that must change its password: %s -> %s', (url, expected) => {
    expect(guardDecision(def(url), { loggedIn: true, visitorMode: false, settingsLoaded: true, mustChangePassword: true, can: can(['10901']) })).toBe(expected)
  })

  // Visitor mode comes with the page settings: deciding before they arrive sent every visitor to /login.
  it.each([
    ['/home', false, 'wait'],
    ['/tk/tkQuery', false, 'wait'],
    ['/login', false, 'allow'],
    ['/home', true, 'to-login'],
  ])('%s without a session, settings loaded=%s -> %s', (url, settingsLoaded, expected) => {
    expect(guardDecision(def(url), { loggedIn: false, visitorMode: false, settingsLoaded, can: can([]) })).toBe(expected)
    if (settingsLoaded === false) expect(guardDecision(def(url), { loggedIn: false, visitorMode: true, settingsLoaded, can: can([]) })).toBe('allow')
  })
})

describe('dictionaries', () => {
  it('zh-CN and en-US hold the same keys', () => {
    expect(missingKeys().filter((m) => !m.key.endsWith('.placeholder'))).toEqual([])
  })
})
