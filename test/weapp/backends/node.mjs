// The automator interface on the Node runtime (runtime/): miniProgram, page and element objects
// with the methods of miniprogram-automator that the tests use, so the same test files drive WeChat
// DevTools through backends/devtools.mjs. Extra, on both backends: trace() (every wx call the app
// made) and issues() (exceptions, unhandled rejections, console errors). `runtime` is the app
// service itself, for the checks only this backend can make (violations, failed tab-bar calls).
import { AppService } from '../runtime/app-service.mjs'
import { View, fire, findAll, outline, select, textOf } from '../runtime/view.mjs'
import { until } from '../until.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

class NodeElement {
  constructor(page, node) {
    this.page = page
    this.id = node.attr?.id || null
    this.node = node
    this.tagName = node.tag.replace(/^wx-/, '')
  }

  /** The node in the current render (elements outlive renders: Taro gives every node an id). */
  current() {
    if (!this.id) return this.node
    const n = findAll(this.page.tree(), (x) => x.attr?.id === this.id)[0]
    if (!n) throw new Error(`<${this.tagName} id="${this.id}"> is no longer on ${this.page.path}`)
    return n
  }

  async $(selector) {
    return (await this.$$(selector))[0] ?? null
  }

  async $$(selector) {
    const self = this.current()
    return select(self, selector).filter((n) => n !== self).map((n) => new NodeElement(this.page, n))
  }

  async text() {
    return textOf(this.current())
  }

  async attribute(name) {
    return this.current().attr?.[name]
  }

  async property(name) {
    return this.current().attr?.[name]
  }

  async value() {
    return this.current().attr?.value
  }

  async wxml() {
    return outline(this.current()).slice(1).join('\n')
  }

  async outerWxml() {
    return outline(this.current()).join('\n')
  }

  async size() {
    return { width: 0, height: 0 }
  }

  async offset() {
    return { left: 0, top: 0 }
  }

  async trigger(type, detail = {}) {
    this.page.fire(this.current(), type, detail, { bubbles: !['input', 'focus', 'blur', 'confirm', 'change'].includes(type) })
    await this.page.mp.settle()
  }

  async tap() {
    // A disabled button takes no tap on a device: say so rather than let the tap through.
    for (let n = this.current(); n; n = n.parent) {
      if (n.tag === 'wx-button' && (n.attr?.disabled === true || n.attr?.disabled === 'true')) throw new Error(`tapped a disabled button "${textOf(n).slice(0, 40)}"`)
    }
    const called = this.page.fire(this.current(), 'tap', { x: 1, y: 1 })
    if (!called.length) throw new Error(`<${this.tagName}> "${textOf(this.current()).slice(0, 40)}" and its ancestors have no tap handler`)
    await this.page.mp.settle()
  }

  async longpress() {
    this.page.fire(this.current(), 'longpress', { x: 1, y: 1 })
    await this.page.mp.settle()
  }

  /** Types a value as a user does: focus, the input, then leaving the field. */
  async input(value) {
    if (!['input', 'textarea'].includes(this.tagName)) throw new Error(`input() on <${this.tagName}>, not an input`)
    const v = String(value)
    for (const [type, detail] of [['focus', { value: '', height: 0 }], ['input', { value: v, cursor: v.length, keyCode: 0 }], ['blur', { value: v, cursor: v.length }]]) {
      this.page.fire(this.current(), type, detail, { bubbles: false })
      await this.page.mp.settle()
    }
  }
}

class NodePage {
  constructor(mp, inst) {
    this.mp = mp
    this.inst = inst
    this.path = inst.route
    this.query = { ...inst.options }
    this.cache = { seq: -1, tree: null }
  }

  tree() {
    const rt = this.mp.runtime
    if (this.cache.seq !== rt.renderSeq) {
      const r = this.mp.view.renderPage(this.inst.route, this.inst.data, rt.componentDefs)
      for (const w of r.warnings) if (!this.mp.renderWarnings.includes(w)) this.mp.renderWarnings.push(w)
      this.cache = { seq: rt.renderSeq, tree: r.tree }
    }
    return this.cache.tree
  }

  handlerOf(node, name) {
    if (node.owner === this.inst.route) return typeof this.inst[name] === 'function' ? this.inst[name].bind(this.inst) : undefined
    const def = this.mp.runtime.componentDefs.get(node.owner) ?? {}
    const fn = def.methods?.[name] ?? def[name]
    return fn?.bind({ data: {}, is: node.owner, properties: {} })
  }

  fire(node, type, detail, opts) {
    const rt = this.mp.runtime
    // APIs WeChat allows only inside a user's tap (requestSubscribeMessage) check this flag: it is
    // set for the synchronous part of the handler, as the client's gesture window is.
    rt.inTap = type === 'tap'
    try {
      return rt.guard(`${type} on ${this.path}`, () => fire(node, type, detail, (n, name) => this.handlerOf(n, name), opts)) ?? []
    } finally {
      rt.inTap = false
    }
  }

  async $(selector) {
    return (await this.$$(selector))[0] ?? null
  }

  async $$(selector) {
    return select(this.tree(), selector).map((n) => new NodeElement(this, n))
  }

  async data(path) {
    const d = JSON.parse(JSON.stringify(this.inst.data))
    return path ? path.split('.').reduce((o, k) => o?.[k], d) : d
  }

  async setData(data) {
    this.inst.setData(data)
    await this.mp.settle()
  }

  async callMethod(name, ...args) {
    return this.inst[name](...args)
  }

  /** A number waits that long; a selector until it matches; a function until it answers truthy. */
  async waitFor(condition, { timeout = 10000 } = {}) {
    if (typeof condition === 'number') return sleep(condition)
    if (typeof condition === 'string') return until(async () => (await this.$$(condition)).length > 0, { timeout, what: `${condition} on ${this.path}` })
    return until(condition, { timeout, what: `a condition on ${this.path}` })
  }

  async size() {
    return { width: 390, height: 753 }
  }

  async scrollTop() {
    return 0
  }
}

export class NodeMiniProgram {
  /**
   * @param {{ root: string, hosts: Record<string, string>, loginCode?: string | null,
   *   launch?: { path?: string, query?: Record<string, string> }, verbose?: boolean }} opts
   */
  constructor(opts) {
    this.runtime = new AppService(opts)
    this.view = NodeMiniProgram.views.get(opts.root) ?? new View(opts.root)
    NodeMiniProgram.views.set(opts.root, this.view)
    this.renderWarnings = []
    this.pages = new WeakMap()
    this.runtime.queryView = (selector) => {
      try {
        return select(this.currentPageSync().tree(), selector)
      } catch {
        return []
      }
    }
  }

  static async launch(opts) {
    const mp = new NodeMiniProgram(opts)
    mp.runtime.launch()
    await mp.settle()
    return mp
  }

  settle(o) {
    return this.runtime.settle(o)
  }

  currentPageSync() {
    const inst = this.runtime.topPage()
    if (!inst) return null
    if (!this.pages.has(inst)) this.pages.set(inst, new NodePage(this, inst))
    return this.pages.get(inst)
  }

  async currentPage() {
    return this.currentPageSync()
  }

  async pageStack() {
    return this.runtime.stack.map((inst) => {
      if (!this.pages.has(inst)) this.pages.set(inst, new NodePage(this, inst))
      return this.pages.get(inst)
    })
  }

  async navigate(api, o) {
    const before = this.runtime.topPage()
    const res = this.runtime.navigate(api, o)
    this.runtime.navLog[this.runtime.navLog.length - 1].byTest = true
    if (!res.ok) throw new Error(`${api}:fail ${res.msg}`)
    await until(() => this.runtime.topPage() !== before, { timeout: 5000, what: `${api} ${o.url ?? ''}` })
    await this.settle()
    return this.currentPage()
  }

  reLaunch(url) {
    return this.navigate('reLaunch', { url })
  }

  navigateTo(url) {
    return this.navigate('navigateTo', { url })
  }

  redirectTo(url) {
    return this.navigate('redirectTo', { url })
  }

  switchTab(url) {
    return this.navigate('switchTab', { url })
  }

  navigateBack() {
    return this.navigate('navigateBack', { delta: 1 })
  }

  async systemInfo() {
    return this.runtime.device.wx.getSystemInfoSync()
  }

  /** Runs the function's source in the app service with JSON arguments, as automator does. */
  async evaluate(fn, ...args) {
    const v = await this.runtime.evaluate(fn.toString(), args)
    await this.settle()
    return v === undefined ? v : JSON.parse(JSON.stringify(v))
  }

  async callWxMethod(name, ...args) {
    const wx = this.runtime.device.wx
    if (/Sync$/.test(name)) return wx[name](...this.runtime.importValue(args))
    return new Promise((resolve, reject) => {
      wx[name]({ ...(args[0] ?? {}), success: (r) => resolve(JSON.parse(JSON.stringify(r))), fail: (r) => reject(new Error(r.errMsg)) })
    })
  }

  async mockWxMethod(name, result) {
    this.runtime.device.mock(name, result)
  }

  async restoreWxMethod(name) {
    this.runtime.device.restore(name)
  }

  /** Every wx call the app made: { api, arg, page }. */
  async trace() {
    return this.runtime.device.calls.map(({ api, arg, page }) => ({ api, arg, page }))
  }

  /** What a developer would see in the console as a failure. */
  async issues() {
    const rt = this.runtime
    return {
      exceptions: rt.errors.map((e) => `${e.page ?? '(no page)'}: ${e.where}: ${e.message}`),
      unhandledRejections: rt.unhandled.map((u) => `${u.page ?? '(no page)'}: ${u.message}`),
      consoleErrors: rt.consoleErrors.map((c) => `${c.page ?? '(no page)'}: ${c.msg.split('\n').slice(0, 3).join(' | ')}`),
    }
  }

  async close() {
    this.runtime.dispose()
  }
}
NodeMiniProgram.views = new Map() // wcc runs once per build folder and process
