// The logic layer of a WeChat mini-program ("app service") in Node, for dist/weapp as built.
//
// What a device gives the code and no more: a fresh realm (vm context) holding only the ES built-ins
// and what WeChat's app service has (wx, App, Page, Component, Behavior, getApp, getCurrentPages,
// requirePlugin, __wxConfig, global, console, timers) - no window, document, localStorage, fetch,
// XMLHttpRequest, setImmediate or MessageChannel. Every file runs inside the wrapper WeChat puts
// around it, with the browser names as undefined parameters. require() resolves relative to the
// file and records main/subpackage rule breaks. The page stack follows WeChat's rules (navigateTo,
// redirectTo, reLaunch, switchTab keeping tab pages alive, navigateBack, tabs only through
// switchTab, 10 pages at most), setData takes WeChat's path keys (Taro's `root.cn.[0].v`), copies
// what it is given and checks the 1 MiB limit. iOS runs on JavaScriptCore, whose Date parser
// rejects "YYYY-MM-DD HH:mm": such strings are recorded as violations although V8 accepts them.
// Recorded for the tests: exceptions, unhandled rejections, console.error (React logs render errors
// there and leaves a blank page), rule violations, navigations, requests and every wx call.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { createWx } from './wx.mjs'

const WRAP_PARAMS = ['require', 'module', 'exports', 'window', 'document', 'frames', 'self', 'location', 'navigator', 'localStorage',
  'history', 'Caches', 'screen', 'alert', 'confirm', 'prompt', 'XMLHttpRequest', 'WebSocket', 'Reporter', 'webkit', 'WeixinJSCore']
export const BROWSER_GLOBALS = WRAP_PARAMS.slice(3)
const MAX_PAGES = 10
const SET_DATA_LIMIT = 1024 * 1024

/** "root.cn.[0].v" -> ['root', 'cn', 0, 'v']; "a[1].b" -> ['a', 1, 'b'] */
export function parseDataPath(key) {
  const out = []
  const re = /([^.[\]]+)|\[(\d+)\]/g
  let m
  while ((m = re.exec(key))) out.push(m[2] !== undefined ? Number(m[2]) : m[1])
  return out
}

// One listener for the process: a rejection nobody handled belongs to the app service running now.
process.on('unhandledRejection', (reason) => {
  const current = AppService.current
  if (!current) throw reason
  const message = reason?.errMsg ?? reason?.message ?? JSON.stringify(reason)
  current.unhandled.push({ message, page: current.currentRoute(), stack: reason?.stack })
  current.log('unhandledRejection', message)
})

export class AppService {
  /** The app service whose code runs now (one at a time per process). */
  static current = null

  /**
   * @param {{ root: string, hosts?: Record<string, string>, loginCode?: string | null, storage?: Map<string, string>,
   *   launch?: { path?: string, query?: Record<string, string>, scene?: number }, verbose?: boolean }} opts
   */
  constructor({ root, hosts, loginCode, storage, launch = {}, verbose = false }) {
    this.root = root
    this.appJson = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8'))
    this.subpackages = (this.appJson.subPackages ?? this.appJson.subpackages ?? []).map((s) => ({ root: `${s.root.replace(/\/$/, '')}/`, pages: s.pages.map((p) => path.posix.join(s.root, p)) }))
    this.allPages = [...this.appJson.pages, ...this.subpackages.flatMap((s) => s.pages)]
    this.tabPages = new Set((this.appJson.tabBar?.list ?? []).map((t) => t.pagePath))
    this.launchOptions = { path: launch.path ?? this.appJson.pages[0], query: launch.query ?? {}, scene: launch.scene ?? 1001, referrerInfo: {}, apiCategory: 'default' }
    this.verbose = verbose

    this.events = [] // { kind, msg, t }
    this.errors = [] // { where, message, stack, page }
    this.unhandled = [] // { message, page }
    this.consoleErrors = [] // { page, msg }
    this.violations = [] // rules of the platform the code broke
    this.navLog = [] // { api, url, from, ok, msg }
    this.setDataLog = [] // { route, bytes }
    this.modules = new Map()
    this.loadedPackages = new Set(['__main__'])
    this.pageDefs = new Map()
    this.componentDefs = new Map()
    this.stack = []
    this.hiddenTabs = new Map() // tab pages kept alive off the stack by switchTab
    this.pageSeq = 0
    this.renderSeq = 0 // bumped by every setData: the view renders again
    this.pendingTimers = new Map() // id -> due time
    this.intervals = new Set()
    this.pendingCallbacks = 0
    this.app = null

    this.timers = {
      setTimeout: (fn, ms = 0, ...args) => {
        const id = setTimeout(() => {
          this.pendingTimers.delete(id)
          this.guard('setTimeout callback', () => fn(...args))
        }, ms)
        this.pendingTimers.set(id, Date.now() + ms)
        return id
      },
      clearTimeout: (id) => {
        this.pendingTimers.delete(id)
        clearTimeout(id)
      },
      setInterval: (fn, ms = 0, ...args) => {
        const id = setInterval(() => this.guard('setInterval callback', () => fn(...args)), ms)
        this.intervals.add(id)
        return id
      },
      clearInterval: (id) => {
        this.intervals.delete(id)
        clearInterval(id)
      },
    }

    this.ctx = vm.createContext({}, { name: 'appservice' })
    this.global = vm.runInContext('this', this.ctx)
    this.device = createWx(this, { hosts, loginCode, storage })
    Object.assign(this.global, {
      wx: this.device.wx,
      console: this.makeConsole(),
      setTimeout: this.timers.setTimeout,
      clearTimeout: this.timers.clearTimeout,
      setInterval: this.timers.setInterval,
      clearInterval: this.timers.clearInterval,
      App: (o) => this.registerApp(o),
      Page: (o) => this.registerPage(o),
      Component: (o) => this.registerComponent(o),
      Behavior: (o) => o,
      global: this.importValue({}),
      getApp: () => this.app,
      getCurrentPages: () => this.global.Array.from(this.stack),
      requirePlugin: (n) => {
        throw new this.global.Error(`requirePlugin("${n}"): this app declares no plugin`)
      },
      __wxConfig: this.importValue({ ...this.appJson, envVersion: 'develop', accountInfo: { appId: 'wx0000000000000000' }, platform: 'ios', global: { window: this.appJson.window ?? {} } }),
      __iosDateWarn: (str, via) => {
        const m = `Date string "${str}" (${via}) is Invalid Date on iOS (JavaScriptCore)`
        if (!this.violations.includes(m)) this.violations.push(m)
      },
    })
    this.installIosDateCheck()
    AppService.current = this
  }

  installIosDateCheck() {
    vm.runInContext(`(function () {
      var D = Date, warn = __iosDateWarn, bad = /^\\d{4}-\\d{1,2}-\\d{1,2}[ ]\\d/
      function check(a, via) { if (typeof a === 'string' && bad.test(a)) warn(a, via) }
      function JscDate(a) {
        if (arguments.length === 1) check(a, 'new Date')
        if (!(this instanceof JscDate)) return D()
        return new (Function.prototype.bind.apply(D, [null].concat([].slice.call(arguments))))()
      }
      JscDate.prototype = D.prototype
      Object.setPrototypeOf(JscDate, D)
      JscDate.parse = function (a) { check(a, 'Date.parse'); return D.parse(a) }
      globalThis.Date = JscDate
      delete globalThis.__iosDateWarn
    })()`, this.ctx)
  }

  /** Values handed to the app are made in its realm (instanceof Object/Array hold there). */
  importValue(v) {
    if (v === undefined || v === null || typeof v !== 'object') return v
    return this.global.JSON.parse(JSON.stringify(v))
  }

  log(kind, msg) {
    this.events.push({ kind, msg, t: Date.now() })
    if (this.verbose) console.log(`[${kind}] ${msg}`)
  }

  guard(where, fn) {
    try {
      return fn()
    } catch (e) {
      this.recordError(where, e)
      return undefined
    }
  }

  recordError(where, e) {
    this.errors.push({ where, message: e?.message ?? String(e), stack: e?.stack, page: this.currentRoute() })
    this.log('error', `${where}: ${e?.stack ?? e}`)
    if (typeof this.app?.onError === 'function' && where !== 'App.onError') this.guard('App.onError', () => this.app.onError(String(e?.stack ?? e)))
  }

  makeConsole() {
    const isError = (x) => x && typeof x === 'object' && typeof x.message === 'string' && typeof x.stack === 'string'
    const fmt = (args) => args.map((x) => (typeof x === 'string' ? x : isError(x) ? x.stack : (() => {
      try {
        return JSON.stringify(x)
      } catch {
        return String(x)
      }
    })())).join(' ')
    const c = {}
    for (const level of ['log', 'info', 'debug', 'warn', 'error']) {
      c[level] = (...args) => {
        const msg = fmt(args)
        this.log(`console.${level}`, msg)
        if (level === 'error') this.consoleErrors.push({ page: this.currentRoute(), msg })
      }
    }
    for (const k of ['time', 'timeEnd', 'group', 'groupEnd', 'table', 'trace', 'assert']) c[k] = () => undefined
    return c
  }

  // ---- modules
  packageOf(file) {
    return this.subpackages.find((s) => file.startsWith(s.root))?.root ?? '__main__'
  }

  resolve(from, id) {
    let p = id.startsWith('/') ? id.slice(1) : path.posix.join(path.posix.dirname(from), id)
    p = path.posix.normalize(p)
    return p.endsWith('.js') ? p : `${p}.js`
  }

  require(file, from) {
    if (from) {
      const a = this.packageOf(from)
      const b = this.packageOf(file)
      if (b !== '__main__' && a !== b) this.violations.push(`${from} requires ${file}: code of subpackage ${b} from ${a === '__main__' ? 'the main package' : `subpackage ${a}`}`)
    }
    const cached = this.modules.get(file)
    if (cached) return cached.exports
    const full = path.join(this.root, file)
    if (!fs.existsSync(full)) throw new this.global.Error(`module "${file}" is not defined${from ? ` (required from ${from})` : ''}`)
    const module = { exports: {}, id: file }
    this.modules.set(file, module)
    const code = fs.readFileSync(full, 'utf8')
    const fn = vm.runInContext(`(function(${WRAP_PARAMS.join(',')}){${code}\n})`, this.ctx, { filename: full })
    const req = (id) => this.require(this.resolve(file, id), file)
    req.async = (id) => Promise.resolve().then(() => req(id))
    fn.call(module.exports, req, module, module.exports)
    return module.exports
  }

  // ---- App / Page / Component
  registerApp(options) {
    if (this.app) throw new this.global.Error('App() called more than once')
    this.app = options
  }

  registerPage(options) {
    if (!this.loadingRoute) throw new this.global.Error('Page() called outside a page file')
    this.pageDefs.set(this.loadingRoute, options)
  }

  registerComponent(options) {
    this.componentDefs.set(this.loadingComponent ?? this.loadingRoute ?? '(unknown)', options)
  }

  currentRoute() {
    return this.stack[this.stack.length - 1]?.route ?? null
  }

  topPage() {
    return this.stack[this.stack.length - 1]
  }

  isTabPageOnTop() {
    return this.tabPages.has(this.currentRoute())
  }

  launch() {
    this.guard('app.js', () => this.require('app.js'))
    if (!this.app) throw new Error('app.js did not call App()')
    if (typeof this.app.onLaunch === 'function') this.guard('App.onLaunch', () => this.app.onLaunch(this.importValue(this.launchOptions)))
    if (typeof this.app.onShow === 'function') this.guard('App.onShow', () => this.app.onShow(this.importValue(this.launchOptions)))
    this.openPage(this.launchOptions.path, this.launchOptions.query, 'appLaunch')
  }

  loadPageCode(route) {
    if (this.pageDefs.has(route)) return this.pageDefs.get(route)
    const pkg = this.packageOf(route)
    if (!this.loadedPackages.has(pkg)) {
      this.loadedPackages.add(pkg)
      this.log('package', `subpackage ${pkg} loaded`)
    }
    // WeChat defines the page's usingComponents before the page itself.
    this.loadComponentsOf(route)
    this.loadingRoute = route
    try {
      this.require(`${route}.js`)
    } finally {
      this.loadingRoute = null
    }
    if (!this.pageDefs.has(route)) throw new Error(`Page "${route}" has not been registered yet.`)
    return this.pageDefs.get(route)
  }

  loadComponentsOf(file, seen = new Set()) {
    const jsonPath = path.join(this.root, `${file}.json`)
    if (!fs.existsSync(jsonPath)) return
    const json = JSON.parse(fs.readFileSync(jsonPath, 'utf8'))
    for (const [tag, rel] of Object.entries(json.usingComponents ?? {})) {
      if (rel.startsWith('plugin://')) continue
      const comp = rel.startsWith('/') ? rel.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel))
      if (seen.has(comp)) continue
      seen.add(comp)
      if (!fs.existsSync(path.join(this.root, `${comp}.js`))) {
        this.violations.push(`${file}.json: usingComponents.${tag} -> ${comp} has no .js`)
        continue
      }
      if (!this.componentDefs.has(comp)) {
        const prev = this.loadingComponent
        this.loadingComponent = comp
        try {
          this.require(`${comp}.js`, file)
        } finally {
          this.loadingComponent = prev
        }
      }
      this.loadComponentsOf(comp, seen)
    }
  }

  createPageInstance(route, query) {
    const def = this.loadPageCode(route)
    const setData = (inst, data, cb) => this.setData(inst, data, cb)
    const inst = {}
    for (const [k, v] of Object.entries(def)) inst[k] = typeof v === 'function' ? v : this.importValue(v)
    inst.data ??= this.importValue({})
    Object.assign(inst, {
      route,
      __route__: route,
      is: route,
      options: this.importValue(query),
      __wxWebviewId__: ++this.pageSeq,
      __wxExparserNodeId__: `page-${this.pageSeq}`,
      // A method: Taro calls it on the page instance it was given.
      setData(data, cb) {
        return setData(this, data, cb)
      },
      selectComponent: () => null,
      selectAllComponents: () => this.global.Array.from([]),
      createSelectorQuery: () => this.device.wx.createSelectorQuery(),
      createIntersectionObserver: () => this.device.wx.createIntersectionObserver(),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
      getTabBar: () => null,
      getPageId() {
        return `pageId:${this.__wxWebviewId__}`
      },
      animate() {},
      clearAnimation() {},
      setUpdatePerformanceListener() {},
    })
    return inst
  }

  setData(inst, data, cb) {
    if (data === null || typeof data !== 'object') throw new this.global.Error('setData: data must be an object')
    let json
    try {
      json = JSON.stringify(data)
    } catch (e) {
      throw new this.global.Error(`setData: data is not serialisable: ${e.message}`)
    }
    const bytes = Buffer.byteLength(json)
    this.setDataLog.push({ route: inst.route, bytes })
    if (bytes > SET_DATA_LIMIT) this.violations.push(`setData on ${inst.route} sent ${bytes} bytes (WeChat's limit is 1 MiB)`)
    const copy = this.global.JSON.parse(json)
    for (const key of Object.keys(copy)) {
      const parts = parseDataPath(key)
      let o = inst.data
      for (let i = 0; i < parts.length - 1; i++) {
        const p = parts[i]
        if (o[p] === null || typeof o[p] !== 'object') o[p] = typeof parts[i + 1] === 'number' ? new this.global.Array() : new this.global.Object()
        o = o[p]
      }
      o[parts[parts.length - 1]] = copy[key]
    }
    this.renderSeq++
    // The view answers on its own thread: the callback comes after the render, never synchronously.
    this.pendingCallbacks++
    setTimeout(() => {
      this.pendingCallbacks--
      if (typeof cb === 'function') this.guard(`setData callback (${inst.route})`, () => cb.call(inst))
    }, 1)
  }

  // ---- navigation
  parseUrl(url, from) {
    const [p, q = ''] = String(url).split('?')
    const route = (p.startsWith('/') ? p.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(from ?? ''), p))).replace(/\.html$/, '')
    const query = {}
    for (const part of q.split('&').filter(Boolean)) {
      const [k, v = ''] = part.split('=')
      query[decodeURIComponent(k)] = decodeURIComponent(v)
    }
    return { route, query }
  }

  /** wx.navigateTo & co.: checks as WeChat does, then changes the stack on the next tick. */
  navigate(api, o) {
    const from = this.currentRoute()
    const rec = { api, url: o.url, delta: o.delta, from }
    this.navLog.push(rec)
    const done = (ok, msg) => {
      Object.assign(rec, { ok, msg })
      this.log('nav', `${api} ${o.url ?? `delta=${o.delta ?? 1}`} -> ${ok ? 'ok' : `fail ${msg}`}`)
      return { ok, msg }
    }
    if (api === 'navigateBack') {
      if (this.stack.length <= 1) return done(false, 'cannot navigate back at first page.')
      const n = Math.min(o.delta || 1, this.stack.length - 1)
      this.timers.setTimeout(() => {
        for (let i = 0; i < n; i++) this.unloadTop()
        this.showTop()
      }, 0)
      return done(true)
    }
    const { route, query } = this.parseUrl(o.url, from)
    rec.route = route
    if (!this.allPages.includes(route)) return done(false, `page "${route}" is not found`)
    const isTab = this.tabPages.has(route)
    if ((api === 'navigateTo' || api === 'redirectTo') && isTab) return done(false, `can not ${api} a tabbar page`)
    if (api === 'switchTab' && !isTab) return done(false, 'can not switch to no-tabBar page')
    if (api === 'navigateTo' && this.stack.length >= MAX_PAGES) return done(false, 'webview count limit exceed')
    this.timers.setTimeout(() => {
      if (api === 'navigateTo') this.hideTop()
      else if (api === 'redirectTo') this.unloadTop()
      else if (api === 'reLaunch') {
        while (this.stack.length) this.unloadTop()
        for (const inst of this.hiddenTabs.values()) this.guard(`${inst.route}.onUnload`, () => inst.onUnload?.())
        this.hiddenTabs.clear()
      } else if (api === 'switchTab') {
        if (this.currentRoute() === route) return
        // Other pages close; tab pages hide and stay alive; a tab page already open shows again.
        const visible = this.topPage()
        while (this.stack.length) {
          const top = this.topPage()
          if (this.tabPages.has(top.route)) {
            if (top === visible) this.hideTop()
            this.stack.pop()
            this.hiddenTabs.set(top.route, top)
          } else this.unloadTop()
        }
        const kept = this.hiddenTabs.get(route)
        if (kept) {
          this.hiddenTabs.delete(route)
          this.stack.push(kept)
          this.showTop()
          return
        }
      }
      this.openPage(route, api === 'switchTab' ? {} : query, api)
    }, 0)
    return done(true)
  }

  hideTop() {
    const top = this.topPage()
    if (typeof top?.onHide === 'function') this.guard(`${top.route}.onHide`, () => top.onHide())
  }

  unloadTop() {
    const top = this.stack.pop()
    if (typeof top?.onUnload === 'function') this.guard(`${top.route}.onUnload`, () => top.onUnload())
  }

  showTop() {
    const top = this.topPage()
    if (typeof top?.onShow === 'function') this.guard(`${top.route}.onShow`, () => top.onShow())
  }

  openPage(route, query, openType) {
    let inst
    try {
      inst = this.createPageInstance(route, query)
    } catch (e) {
      this.recordError(`load page ${route}`, e)
      return null
    }
    this.stack.push(inst)
    this.log('page', `open ${route} (${openType}) ${JSON.stringify(query)}`)
    if (typeof inst.onLoad === 'function') this.guard(`${route}.onLoad`, () => inst.onLoad(this.importValue(query)))
    if (typeof inst.onShow === 'function') this.guard(`${route}.onShow`, () => inst.onShow())
    // onReady follows the view's first render, about a frame later.
    this.timers.setTimeout(() => {
      if (this.stack.includes(inst) && typeof inst.onReady === 'function') this.guard(`${route}.onReady`, () => inst.onReady())
    }, 16)
    return inst
  }

  /** Resolves once no request, setData callback or timer due within `horizon` ms is left. */
  async settle({ quietMs = 30, horizon = 1000, maxMs = 10000 } = {}) {
    const start = Date.now()
    let quietSince = null
    for (;;) {
      const now = Date.now()
      const busy = this.device.pendingRequests() > 0 || this.pendingCallbacks > 0 || [...this.pendingTimers.values()].some((due) => due - now <= horizon)
      if (!busy) {
        quietSince ??= now
        if (now - quietSince >= quietMs) return true
      } else quietSince = null
      if (now - start > maxMs) return false
      await new Promise((r) => setTimeout(r, 5))
    }
  }

  /** Runs a function's source in the app service (miniprogram-automator's evaluate). */
  evaluate(fnSource, args) {
    const fn = vm.runInContext(`(${fnSource})`, this.ctx)
    return fn(...this.importValue(args))
  }

  dispose() {
    for (const id of this.pendingTimers.keys()) clearTimeout(id)
    for (const id of this.intervals) clearInterval(id)
    this.pendingTimers.clear()
    this.intervals.clear()
    this.device.dispose()
    if (AppService.current === this) AppService.current = null
  }
}
