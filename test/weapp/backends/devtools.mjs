// The automator interface on WeChat DevTools, through miniprogram-automator (Windows and macOS
// only; not a dependency of the project: `npm i -D miniprogram-automator` where DevTools is).
// It adds to automator's objects what the tests use on both backends: trace(), issues(), settle(),
// and input() that leaves the field afterwards, as the Node backend does.
//   WEAPP_DEVTOOLS_CLI   the DevTools command line (macOS: /Applications/wechatwebdevtools.app/Contents/MacOS/cli,
//                        Windows: C:/Program Files (x86)/Tencent/微信web开发者工具/cli.bat); launches DevTools
//   WEAPP_DEVTOOLS_PORT  the automation port (default 9420)
//   WEAPP_DEVTOOLS_WS    instead of launching: connect to a DevTools started with `cli auto --auto-port 9420`
import { spawnSync } from 'node:child_process'
import { until } from './node.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Installed in the app service once: every wx call is written down, as the Node runtime does. */
function installTrace() {
  /* global wx, getCurrentPages */
  if (wx.__shanglvTrace) return
  const log = []
  Object.defineProperty(wx, '__shanglvTrace', { value: log })
  Object.keys(wx).forEach((name) => {
    const f = wx[name]
    if (typeof f !== 'function') return
    wx[name] = function (...args) {
      const a = args[0]
      let arg = a
      if (a && typeof a === 'object') {
        arg = {}
        Object.keys(a).forEach((k) => {
          if (typeof a[k] !== 'function') arg[k] = a[k]
        })
      }
      const pages = getCurrentPages()
      log.push({ api: name, arg, page: pages.length ? pages[pages.length - 1].route : null })
      return f.apply(this, args)
    }
  })
}

class DevtoolsElement {
  constructor(el) {
    this.el = el
    this.tagName = el.tagName
  }

  async $(s) {
    const e = await this.el.$(s)
    return e ? new DevtoolsElement(e) : null
  }

  async $$(s) {
    return (await this.el.$$(s)).map((e) => new DevtoolsElement(e))
  }

  text() {
    return this.el.text()
  }

  attribute(n) {
    return this.el.attribute(n)
  }

  property(n) {
    return this.el.property(n)
  }

  value() {
    return this.el.value()
  }

  wxml() {
    return this.el.wxml()
  }

  outerWxml() {
    return this.el.outerWxml()
  }

  size() {
    return this.el.size()
  }

  offset() {
    return this.el.offset()
  }

  trigger(type, detail) {
    return this.el.trigger(type, detail)
  }

  tap() {
    return this.el.tap()
  }

  longpress() {
    return this.el.longpress()
  }

  async input(value) {
    await this.el.input(String(value))
    await this.el.trigger('blur', { value: String(value) })
  }
}

class DevtoolsPage {
  constructor(page) {
    this.page = page
    this.path = page.path
    this.query = page.query
  }

  async $(s) {
    const e = await this.page.$(s)
    return e ? new DevtoolsElement(e) : null
  }

  async $$(s) {
    return (await this.page.$$(s)).map((e) => new DevtoolsElement(e))
  }

  data(p) {
    return this.page.data(p)
  }

  setData(d) {
    return this.page.setData(d)
  }

  callMethod(name, ...args) {
    return this.page.callMethod(name, ...args)
  }

  size() {
    return this.page.size()
  }

  scrollTop() {
    return this.page.scrollTop()
  }

  async waitFor(condition, { timeout = 10000 } = {}) {
    if (typeof condition === 'number') return sleep(condition)
    if (typeof condition === 'string') return until(async () => (await this.page.$$(condition)).length > 0, { timeout, what: condition })
    return until(condition, { timeout, what: `a condition on ${this.path}` })
  }
}

class DevtoolsMiniProgram {
  constructor(mp) {
    this.mp = mp
    this.runtime = undefined // the checks only the Node runtime can make are skipped here
    this.exceptions = []
    this.unhandled = []
    this.consoleErrors = []
    mp.on('exception', (e) => this.exceptions.push(`${e.message}`))
    mp.on('console', (m) => {
      if (m.type !== 'error') return
      const text = (m.args ?? []).map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')
      if (/unhandled promise rejection/i.test(text)) this.unhandled.push(text)
      else this.consoleErrors.push(text)
    })
  }

  async wrap(p) {
    await this.settle()
    const page = p ?? (await this.mp.currentPage())
    return page ? new DevtoolsPage(page) : null
  }

  async currentPage() {
    const p = await this.mp.currentPage()
    return p ? new DevtoolsPage(p) : null
  }

  async pageStack() {
    return (await this.mp.pageStack()).map((p) => new DevtoolsPage(p))
  }

  async reLaunch(url) {
    return this.wrap(await this.mp.reLaunch(url))
  }

  async navigateTo(url) {
    return this.wrap(await this.mp.navigateTo(url))
  }

  async redirectTo(url) {
    return this.wrap(await this.mp.redirectTo(url))
  }

  async switchTab(url) {
    return this.wrap(await this.mp.switchTab(url))
  }

  async navigateBack() {
    return this.wrap(await this.mp.navigateBack())
  }

  systemInfo() {
    return this.mp.systemInfo()
  }

  evaluate(fn, ...args) {
    return this.mp.evaluate(fn, ...args)
  }

  callWxMethod(name, ...args) {
    return this.mp.callWxMethod(name, ...args)
  }

  mockWxMethod(name, result) {
    return this.mp.mockWxMethod(name, result)
  }

  restoreWxMethod(name) {
    return this.mp.restoreWxMethod(name)
  }

  /** DevTools gives no idle signal: a pause long enough for the requests of a screen. */
  settle() {
    return sleep(Number(process.env.WEAPP_DEVTOOLS_SETTLE_MS ?? 800))
  }

  trace() {
    return this.mp.evaluate(() => wx.__shanglvTrace ?? [])
  }

  async issues() {
    return { exceptions: [...this.exceptions], unhandledRejections: [...this.unhandled], consoleErrors: [...this.consoleErrors] }
  }

  close() {
    return this.mp.close()
  }
}

/**
 * Opens the project in DevTools on a fresh device (storage cleared first, as the Node backend
 * starts empty) and goes to `launch.path` when given.
 */
export async function launchDevtools({ projectPath, launch }) {
  let automator
  try {
    automator = (await import('miniprogram-automator')).default
  } catch {
    throw new Error('WEAPP_BACKEND=devtools needs miniprogram-automator: npm i -D miniprogram-automator (with WeChat DevTools installed)')
  }
  const cli = process.env.WEAPP_DEVTOOLS_CLI
  let mp
  if (process.env.WEAPP_DEVTOOLS_WS) mp = await automator.connect({ wsEndpoint: process.env.WEAPP_DEVTOOLS_WS })
  else {
    if (!cli) throw new Error('WEAPP_BACKEND=devtools: set WEAPP_DEVTOOLS_CLI to the DevTools cli, or WEAPP_DEVTOOLS_WS to a running automation port')
    spawnSync(cli, ['cache', '--clean', 'storage', '--project', projectPath], { stdio: 'inherit' })
    mp = await automator.launch({ cliPath: cli, projectPath, port: Number(process.env.WEAPP_DEVTOOLS_PORT ?? 9420) })
  }
  await mp.evaluate(installTrace)
  const dm = new DevtoolsMiniProgram(mp)
  if (launch?.path) {
    const q = new URLSearchParams(launch.query ?? {}).toString()
    await dm.reLaunch(`/${launch.path}${q ? `?${q}` : ''}`)
  } else await dm.settle()
  return dm
}
