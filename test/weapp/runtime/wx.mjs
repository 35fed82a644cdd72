// The `wx` of the Node mini-program runtime: what a device answers, recorded.
//
// Every name of `interface Wx` (miniprogram-api-typings, see wx-api-names.json) is an own key,
// because Taro builds Taro.* from Object.keys(wx): a missing key would be "Taro.x is not a function"
// where a device has the API. Implemented as a device behaves: request/uploadFile/downloadFile over
// real HTTP but only to the origins of `hosts` (the "legal domains"; a relative or other URL fails
// as on a phone), storage (serialised copies), system info, a file system for temp and user files,
// openDocument, UI calls (recorded; showModal confirms, showActionSheet is cancelled unless a test
// answers it), navigation (the page stack of the app service), tab-bar calls (fail when no tab page
// is on top), login (a code). Everything else is recorded as unimplemented and fails.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { names: API_NAMES } = require('./wx-api-names.json')

export const SYSTEM_INFO = {
  brand: 'devtools', model: 'iPhone 12/13 (Pro)', pixelRatio: 3, screenWidth: 390, screenHeight: 844,
  windowWidth: 390, windowHeight: 753, statusBarHeight: 47, language: 'zh_CN', version: '8.0.5',
  system: 'iOS 16.0', platform: 'ios', fontSizeSetting: 16, SDKVersion: '3.5.0', benchmarkLevel: 1,
  albumAuthorized: true, cameraAuthorized: true, locationAuthorized: true, microphoneAuthorized: true,
  notificationAuthorized: true, bluetoothEnabled: true, locationEnabled: true, wifiEnabled: true,
  safeArea: { top: 47, left: 0, right: 390, bottom: 810, width: 390, height: 763 },
  theme: 'light', host: { env: 'WeChat' }, enableDebug: false, deviceOrientation: 'portrait',
}

/** APIs WeChat runs only inside a user's tap handler. */
const TAP_ONLY = new Set(['requestSubscribeMessage'])
const TAB_BAR_APIS = ['setTabBarItem', 'setTabBarStyle', 'setTabBarBadge', 'removeTabBarBadge', 'showTabBarRedDot', 'hideTabBarRedDot', 'showTabBar', 'hideTabBar']
const RECORDED_UI = ['showToast', 'hideToast', 'showLoading', 'hideLoading', 'setNavigationBarTitle', 'setNavigationBarColor', 'showNavigationBarLoading',
  'hideNavigationBarLoading', 'hideHomeButton', 'stopPullDownRefresh', 'startPullDownRefresh', 'pageScrollTo', 'setBackgroundColor', 'setBackgroundTextStyle',
  'vibrateShort', 'setClipboardData', 'makePhoneCall', 'previewImage', 'hideKeyboard', 'loadFontFace', ...TAB_BAR_APIS]
const MIME = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }

function query(obj) {
  return Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof obj[k] === 'object' ? JSON.stringify(obj[k]) : obj[k])}`)
    .join('&')
}

/** What a call looked like, without callbacks: kept in the trace. */
function summary(args) {
  const a = args[0]
  if (a === null || typeof a !== 'object') return args.length ? a : undefined
  const out = {}
  for (const [k, v] of Object.entries(a)) if (typeof v !== 'function') out[k] = v
  return out
}

/**
 * @param {import('./app-service.mjs').AppService} rt the app service (timers, page stack, realm)
 * @param {{ hosts?: Record<string, string>, loginCode?: string | null, storage?: Map<string, string> }} opts
 *   hosts: origin the build calls (e.g. https://api.shanglv.test) -> where it really answers here.
 */
export function createWx(rt, opts = {}) {
  const hosts = Object.fromEntries(Object.entries(opts.hosts ?? {}).map(([k, v]) => [k.replace(/\/+$/, ''), v.replace(/\/+$/, '')]))
  const calls = [] // { api, arg, page, t }
  const unimplemented = new Map()
  const storage = opts.storage ?? new Map()
  const requests = [] // { api, method, url, status, error }
  const mocks = new Map() // api -> result (what a test answers in place of the device)
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-files-'))
  let pending = 0
  let fileSeq = 0

  const later = (fn) => rt.timers.setTimeout(fn, 0)
  const respond = (name, o, res) => {
    const r = rt.importValue({ errMsg: `${name}:ok`, ...res })
    later(() => {
      if (o && typeof o.success === 'function') rt.guard(`${name}.success`, () => o.success(r))
      if (o && typeof o.complete === 'function') rt.guard(`${name}.complete`, () => o.complete(r))
    })
    return r
  }
  const fail = (name, o, msg) => {
    const r = rt.importValue({ errMsg: `${name}:fail ${msg}` })
    later(() => {
      if (o && typeof o.fail === 'function') rt.guard(`${name}.fail`, () => o.fail(r))
      if (o && typeof o.complete === 'function') rt.guard(`${name}.complete`, () => o.complete(r))
    })
    return r
  }
  const stub = (name) => new Proxy(function () {}, {
    get: (_t, k) => (k === 'then' ? undefined : k === Symbol.toPrimitive ? () => `[stub ${name}]` : stub(`${name}.${String(k)}`)),
    apply: () => stub(name),
  })

  // ---- files: wx paths (http://tmp/..., http://usr/..., wxfile://...) live in a temp folder
  const USER_DATA_PATH = 'http://usr'
  const localPath = (p) => {
    const m = /^(?:http:\/\/(tmp|usr)|wxfile:\/\/(tmp|usr))\/(.+)$/.exec(String(p))
    if (!m) return null
    return path.join(files, m[1] || m[2], m[3].replace(/\.\.+/g, '.'))
  }
  const newTempPath = (ext) => `http://tmp/${Date.now().toString(36)}${++fileSeq}${ext ? `.${ext}` : ''}`
  const writeLocal = (p, buf) => {
    const l = localPath(p)
    if (!l) throw new Error(`${p}: not a local file path`)
    fs.mkdirSync(path.dirname(l), { recursive: true })
    fs.writeFileSync(l, buf)
  }
  const readLocal = (p) => {
    const l = localPath(p)
    if (!l || !fs.existsSync(l)) return null
    return fs.readFileSync(l)
  }

  // ---- network: only the whitelisted origins answer, through the hosts map
  const target = (name, url) => {
    if (!/^https?:\/\//i.test(url)) return { error: 'invalid url' }
    const u = new URL(url)
    const real = hosts[u.origin]
    if (!real) return { error: `url not in domain list` }
    return { url: real + u.pathname + u.search }
  }
  const track = async (rec, o, name, run) => {
    requests.push(rec)
    pending++
    try {
      const res = await run()
      rec.status = res.statusCode
      rt.log('request', `${rec.method} ${rec.url} -> ${res.statusCode}`)
      const r = rt.importValue({ errMsg: `${name}:ok`, ...res })
      rt.guard(`${name}.success`, () => o.success?.(r))
      rt.guard(`${name}.complete`, () => o.complete?.(r))
    } catch (e) {
      rec.error = e.message
      rt.log('request', `${rec.method} ${rec.url} -> ${e.message}`)
      const r = rt.importValue({ errMsg: `${name}:fail ${e.message}` })
      rt.guard(`${name}.fail`, () => o.fail?.(r))
      rt.guard(`${name}.complete`, () => o.complete?.(r))
    } finally {
      pending--
    }
  }
  const headersOf = (res) => Object.fromEntries(res.headers.entries())

  const impl = {}
  impl.request = (o = {}) => {
    const method = String(o.method || 'GET').toUpperCase()
    const rec = { api: 'request', method, url: String(o.url ?? ''), page: rt.currentRoute() }
    const t = target('request', rec.url)
    if (t.error) {
      requests.push({ ...rec, error: t.error })
      fail('request', o, t.error)
      return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
    }
    const header = { ...(o.header ?? {}) }
    const ctKey = Object.keys(header).find((k) => k.toLowerCase() === 'content-type')
    if (!ctKey) header['content-type'] = 'application/json'
    const ct = header[ctKey ?? 'content-type']
    let url = t.url
    let body
    if (method === 'GET' || method === 'HEAD') {
      const q = o.data && typeof o.data === 'object' ? query(o.data) : typeof o.data === 'string' ? o.data : ''
      if (q) url += (url.includes('?') ? '&' : '?') + q
    } else if (o.data !== undefined && o.data !== null) {
      body = typeof o.data === 'string' ? o.data : /x-www-form-urlencoded/i.test(ct) ? query(o.data) : JSON.stringify(o.data)
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new Error('timeout')), o.timeout || 60000)
    void track(rec, o, 'request', async () => {
      try {
        const res = await fetch(url, { method, headers: header, body, signal: controller.signal })
        const text = await res.text()
        let data = text
        if ((o.dataType ?? 'json') === 'json') {
          try {
            data = JSON.parse(text)
          } catch {
            /* stays a string, as on a device */
          }
        }
        if (data && typeof data === 'object') rec.errCode = data.errCode
        return { data, statusCode: res.status, header: headersOf(res), cookies: [] }
      } finally {
        clearTimeout(timer)
      }
    })
    return { abort: () => controller.abort(new Error('abort')), onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} }
  }

  impl.uploadFile = (o = {}) => {
    const rec = { api: 'uploadFile', method: 'POST', url: String(o.url ?? ''), page: rt.currentRoute(), filePath: o.filePath }
    const t = target('uploadFile', rec.url)
    if (t.error) {
      requests.push({ ...rec, error: t.error })
      fail('uploadFile', o, t.error)
      return stub('UploadTask')
    }
    const buf = readLocal(o.filePath)
    if (!buf) {
      requests.push({ ...rec, error: 'file not found' })
      fail('uploadFile', o, `file not found: ${o.filePath}`)
      return stub('UploadTask')
    }
    void track(rec, o, 'uploadFile', async () => {
      const form = new FormData()
      for (const [k, v] of Object.entries(o.formData ?? {})) form.append(k, String(v))
      const name = String(o.filePath).split('/').pop()
      form.append(o.name || 'file', new Blob([buf], { type: MIME[name.split('.').pop()?.toLowerCase()] ?? 'application/octet-stream' }), name)
      const header = Object.fromEntries(Object.entries(o.header ?? {}).filter(([k]) => k.toLowerCase() !== 'content-type'))
      const res = await fetch(t.url, { method: 'POST', headers: header, body: form })
      return { data: await res.text(), statusCode: res.status }
    })
    return stub('UploadTask')
  }

  impl.downloadFile = (o = {}) => {
    const rec = { api: 'downloadFile', method: 'GET', url: String(o.url ?? ''), page: rt.currentRoute() }
    const t = target('downloadFile', rec.url)
    if (t.error) {
      requests.push({ ...rec, error: t.error })
      fail('downloadFile', o, t.error)
      return stub('DownloadTask')
    }
    void track(rec, o, 'downloadFile', async () => {
      const res = await fetch(t.url, { headers: o.header ?? {} })
      const buf = Buffer.from(await res.arrayBuffer())
      const ext = /\.([a-z0-9]{1,5})(?:$|\?)/i.exec(new URL(t.url).pathname)?.[1] ?? (/pdf/.test(res.headers.get('content-type') ?? '') ? 'pdf' : '')
      const tempFilePath = newTempPath(ext)
      writeLocal(tempFilePath, buf)
      return { tempFilePath, statusCode: res.status, header: headersOf(res) }
    })
    return stub('DownloadTask')
  }

  // ---- documents and the file system
  const opened = [] // documents shown in the system viewer
  impl.openDocument = (o = {}) => {
    const buf = readLocal(o.filePath)
    if (!buf) return fail('openDocument', o, 'file not found')
    opened.push({ filePath: o.filePath, fileType: o.fileType, bytes: buf.length, head: buf.subarray(0, 8).toString('latin1') })
    return respond('openDocument', o, {})
  }
  impl.saveFile = (o = {}) => {
    const buf = readLocal(o.tempFilePath)
    if (!buf) return fail('saveFile', o, 'file not found')
    const savedFilePath = `${USER_DATA_PATH}/saved-${++fileSeq}-${String(o.tempFilePath).split('/').pop()}`
    writeLocal(savedFilePath, buf)
    return respond('saveFile', o, { savedFilePath })
  }
  impl.getFileSystemManager = () => {
    const enc = (data, encoding) => (typeof data === 'string' ? Buffer.from(data, encoding || 'utf8') : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data))
    const out = (buf, encoding) => (encoding ? buf.toString(encoding) : rt.global.Uint8Array.from(buf).buffer)
    const sync = {
      writeFileSync: (p, data, encoding) => writeLocal(p, enc(data, encoding)),
      readFileSync: (p, encoding) => {
        const b = readLocal(p)
        if (!b) throw new rt.global.Error(`readFileSync:fail no such file or directory ${p}`)
        return out(b, encoding)
      },
      accessSync: (p) => {
        if (!readLocal(p)) throw new rt.global.Error(`accessSync:fail no such file or directory ${p}`)
      },
      unlinkSync: (p) => fs.rmSync(localPath(p) ?? '', { force: true }),
      mkdirSync: () => undefined,
    }
    const async = (name, fn) => (o = {}) => {
      try {
        return respond(name, o, fn(o) ?? {})
      } catch (e) {
        return fail(name, o, e.message)
      }
    }
    return {
      ...sync,
      writeFile: async('writeFile', (o) => sync.writeFileSync(o.filePath, o.data, o.encoding)),
      readFile: async('readFile', (o) => ({ data: sync.readFileSync(o.filePath, o.encoding) })),
      access: async('access', (o) => sync.accessSync(o.path)),
      unlink: async('unlink', (o) => sync.unlinkSync(o.filePath)),
      getFileInfo: async('getFileInfo', (o) => {
        const b = readLocal(o.filePath)
        if (!b) throw new Error('file not found')
        return { size: b.length }
      }),
    }
  }
  impl.getFileInfo = (o = {}) => {
    const b = readLocal(o.filePath)
    return b ? respond('getFileInfo', o, { size: b.length }) : fail('getFileInfo', o, 'file not found')
  }

  // ---- storage: values are copied through JSON, as on a device
  const copy = (v) => (v === undefined ? undefined : rt.importValue(JSON.parse(v)))
  impl.setStorageSync = (k, v) => storage.set(String(k), JSON.stringify(v === undefined ? '' : v))
  impl.getStorageSync = (k) => (storage.has(String(k)) ? copy(storage.get(String(k))) : '')
  impl.removeStorageSync = (k) => storage.delete(String(k))
  impl.clearStorageSync = () => storage.clear()
  impl.getStorageInfoSync = () => rt.importValue({ keys: [...storage.keys()], currentSize: Math.ceil([...storage.values()].join('').length / 1024), limitSize: 10240 })
  impl.setStorage = (o) => (impl.setStorageSync(o.key, o.data), respond('setStorage', o, {}))
  impl.getStorage = (o) => (storage.has(String(o.key)) ? respond('getStorage', o, { data: impl.getStorageSync(o.key) }) : fail('getStorage', o, 'data not found'))
  impl.removeStorage = (o) => (impl.removeStorageSync(o.key), respond('removeStorage', o, {}))
  impl.clearStorage = (o) => (storage.clear(), respond('clearStorage', o, {}))
  impl.getStorageInfo = (o) => respond('getStorageInfo', o, impl.getStorageInfoSync())

  // ---- system
  const sys = () => rt.importValue(SYSTEM_INFO)
  const S = SYSTEM_INFO
  impl.getSystemInfoSync = sys
  impl.getSystemInfo = (o) => respond('getSystemInfo', o, SYSTEM_INFO)
  impl.getSystemInfoAsync = (o) => respond('getSystemInfoAsync', o, SYSTEM_INFO)
  impl.getWindowInfo = () => rt.importValue({ pixelRatio: S.pixelRatio, screenWidth: S.screenWidth, screenHeight: S.screenHeight, windowWidth: S.windowWidth, windowHeight: S.windowHeight, statusBarHeight: S.statusBarHeight, safeArea: S.safeArea, screenTop: 0 })
  impl.getDeviceInfo = () => rt.importValue({ brand: S.brand, model: S.model, system: S.system, platform: S.platform, benchmarkLevel: 1, abi: 'arm64', deviceAbi: 'arm64', cpuType: 'unknown', memorySize: '4096' })
  impl.getAppBaseInfo = () => rt.importValue({ SDKVersion: S.SDKVersion, enableDebug: false, host: S.host, language: S.language, version: S.version, theme: 'light', fontSizeSetting: 16 })
  impl.getSystemSetting = () => rt.importValue({ bluetoothEnabled: true, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' })
  impl.getAppAuthorizeSetting = () => rt.importValue({ albumAuthorized: 'authorized', cameraAuthorized: 'authorized', locationAuthorized: 'authorized', microphoneAuthorized: 'authorized', notificationAuthorized: 'authorized' })
  impl.getMenuButtonBoundingClientRect = () => rt.importValue({ width: 87, height: 32, top: 51, right: 380, bottom: 83, left: 293 })
  impl.getAccountInfoSync = () => rt.importValue({ miniProgram: { appId: 'wx0000000000000000', envVersion: 'develop', version: '' }, plugin: {} })
  impl.getLaunchOptionsSync = () => rt.importValue(rt.launchOptions)
  impl.getEnterOptionsSync = () => rt.importValue(rt.launchOptions)
  impl.canIUse = () => true
  impl.nextTick = (fn) => rt.timers.setTimeout(fn, 0)
  impl.getNetworkType = (o) => respond('getNetworkType', o, { networkType: 'wifi', signalStrength: 0, hasSystemProxy: false })
  impl.getUpdateManager = () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} })
  impl.getLogManager = () => ({ log() {}, info() {}, warn() {}, debug() {} })
  impl.getRealtimeLogManager = () => ({ log() {}, info() {}, warn() {}, error() {}, setFilterMsg() {}, addFilterMsg() {}, in() {}, getCurrentState() {}, tag() { return this } })
  impl.getPerformance = () => ({ now: () => Date.now(), createObserver: () => ({ observe() {}, disconnect() {} }), getEntries: () => [], getEntriesByName: () => [], getEntriesByType: () => [], setBufferSize() {} })
  for (const name of ['reportAnalytics', 'reportEvent', 'reportMonitor', 'reportPerformance']) impl[name] = () => undefined
  impl.env = { USER_DATA_PATH }

  // SelectorQuery in the device's shape (select -> a node or null, selectAll -> an array), matched
  // against the rendered view; there is no layout, so sizes are 0.
  impl.createSelectorQuery = () => {
    const queue = []
    const viewport = { id: '', dataset: {}, left: 0, top: 0, right: S.windowWidth, bottom: S.windowHeight, width: S.windowWidth, height: S.windowHeight, scrollLeft: 0, scrollTop: 0 }
    const shape = (n, kind) => {
      const id = n.attr?.id ?? ''
      return kind === 'scroll' ? { id, dataset: {}, scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0 } : { id, dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 }
    }
    const resolve = (it) => {
      if (it.viewport) return viewport
      const nodes = rt.queryView ? rt.queryView(it.sel) : []
      return it.all ? nodes.map((n) => shape(n, it.kind)) : nodes[0] ? shape(nodes[0], it.kind) : null
    }
    const q = {
      in: () => q,
      select: (sel) => ref(sel, false, false),
      selectAll: (sel) => ref(sel, true, false),
      selectViewport: () => ref('', false, true),
      exec(cb) {
        later(() => {
          const res = queue.map((it) => rt.importValue(resolve(it)))
          queue.forEach((it, i) => it.cb && rt.guard('SelectorQuery callback', () => it.cb(res[i])))
          if (typeof cb === 'function') rt.guard('SelectorQuery.exec callback', () => cb(rt.global.Array.from(res)))
        })
        return q
      },
    }
    const ref = (sel, all, vp) => {
      const add = (kind) => (cb) => (queue.push({ sel, all, viewport: vp, kind, cb: typeof cb === 'function' ? cb : null }), q)
      return { boundingClientRect: add('rect'), scrollOffset: add('scroll'), fields: (_f, cb) => add('fields')(cb), context: add('context'), node: add('node') }
    }
    return q
  }
  impl.createIntersectionObserver = () => stub('IntersectionObserver')

  // ---- open capabilities
  // Without a mock the user declines every template (the dialog has nobody to answer it).
  impl.requestSubscribeMessage = (o = {}) =>
    respond('requestSubscribeMessage', o, Object.fromEntries((Array.isArray(o.tmplIds) ? o.tmplIds : []).map((id) => [id, 'reject'])))
  impl.login = (o) => (opts.loginCode === null ? fail('login', o, 'no WeChat login') : respond('login', o, { code: opts.loginCode ?? 'weapp-runtime-code' }))
  impl.checkSession = (o) => respond('checkSession', o, {})

  // ---- UI
  const ui = [] // { api, page, ...arguments, failed? }
  for (const name of RECORDED_UI) impl[name] = (o = {}) => (ui.push({ api: name, page: rt.currentRoute(), ...summary([o]) }), respond(name, o, {}))
  impl.showModal = (o = {}) => {
    ui.push({ api: 'showModal', page: rt.currentRoute(), title: o.title, content: o.content })
    return respond('showModal', o, { confirm: true, cancel: false })
  }
  impl.showActionSheet = (o = {}) => {
    ui.push({ api: 'showActionSheet', page: rt.currentRoute(), itemList: o.itemList })
    return fail('showActionSheet', o, 'cancel')
  }
  // The native tab bar exists only while a tab page shows: WeChat answers "<api>:fail not TabBar page".
  for (const name of TAB_BAR_APIS) {
    const inner = impl[name]
    impl[name] = (o = {}) => {
      if (!rt.isTabPageOnTop()) {
        ui.push({ api: name, page: rt.currentRoute(), failed: 'not TabBar page', ...summary([o]) })
        return fail(name, o, 'not TabBar page')
      }
      return inner(o)
    }
  }

  // ---- navigation: the app service owns the page stack
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack']) {
    impl[name] = (o = {}) => {
      const res = rt.navigate(name, o)
      return res.ok ? respond(name, o, {}) : fail(name, o, res.msg)
    }
  }

  // ---- the object the app sees
  const wx = {}
  for (const name of API_NAMES) {
    if (name === 'cloud') continue
    const own = impl[name]
    if (own !== undefined && typeof own !== 'function') {
      wx[name] = rt.importValue(own)
      continue
    }
    wx[name] = function (...args) {
      calls.push({ api: name, arg: summary(args), page: rt.currentRoute(), t: Date.now() })
      if (TAP_ONLY.has(name) && !rt.inTap) {
        const m = `${name} called outside a user's tap (WeChat: "can only be invoked by user TAP gesture")`
        if (!rt.violations.includes(m)) rt.violations.push(m)
        return fail(name, args[0], 'can only be invoked by user TAP gesture.')
      }
      if (mocks.has(name)) {
        const result = mocks.get(name)
        if (/Sync$/.test(name)) return rt.importValue(result)
        return respond(name, args[0], result)
      }
      if (own) return own.apply(this, args)
      unimplemented.set(name, (unimplemented.get(name) ?? 0) + 1)
      if (/^(on|off)[A-Z]/.test(name)) return undefined
      if (/^create[A-Z]/.test(name) || /^get.*(Manager|Context)$/.test(name)) return stub(`${name}()`)
      if (/Sync$/.test(name)) return undefined
      return fail(name, args[0], 'not implemented in the Node runtime')
    }
  }

  return {
    wx,
    calls,
    unimplemented,
    storage,
    ui,
    requests,
    opened,
    pendingRequests: () => pending,
    /** A test answers an API in place of the device (miniprogram-automator's mockWxMethod). */
    mock: (name, result) => mocks.set(name, result),
    restore: (name) => mocks.delete(name),
    dispose: () => fs.rmSync(files, { recursive: true, force: true }),
  }
}
