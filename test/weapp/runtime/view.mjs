// The view layer, enough to read a page and to act on it as a user does.
//
// All .wxml/.wxs of the build are compiled once with WeChat's own WXML compiler, wcc (the Linux
// binary in npm miniprogram-compiler). $gwx(file)(data) gives the virtual tree the real view layer
// builds from the page's data; custom components (Taro's `comp`) are expanded with their own
// template. Events go the WeChat way: from the target up through its ancestors, calling each
// bind<type>/catch<type> handler (catch stops), with target/currentTarget {id, dataset} from the
// rendered attributes, so Taro's `eh` finds its node by data-sid as on a device.
// Not emulated: layout and WXSS (sizes are 0), native components' own behaviour (keyboard, picker
// wheels, swiper, scroll events): their events are synthesised with the details a device sends.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import compiler from 'miniprogram-compiler'

const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase())

export class View {
  constructor(root) {
    this.root = root
    this.warnings = []
    const started = Date.now()
    const src = compiler.wxmlToJs(root, { maxBuffer: 256 << 20 })
    const warn = (...a) => this.warnings.push(a.join(' '))
    this.ctx = vm.createContext({ window: {}, console: { log: warn, warn, error: warn, info: warn } })
    this.global = vm.runInContext('this', this.ctx)
    this.gwx = vm.runInContext(`(function(){${src}})()`, this.ctx)
    this.compileMs = Date.now() - started
    this.jsonCache = new Map()
  }

  json(file) {
    if (!this.jsonCache.has(file)) {
      const p = path.join(this.root, `${file}.json`)
      this.jsonCache.set(file, fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, 'utf8')) : {})
    }
    return this.jsonCache.get(file)
  }

  renderFile(file, data) {
    const gen = this.gwx(`${file}.wxml`)
    if (typeof gen !== 'function') throw new Error(`no compiled template for ${file}.wxml`)
    const before = this.warnings.length
    const tree = gen(this.global.JSON.parse(JSON.stringify(data)), {}, {})
    return { tree, warnings: this.warnings.slice(before) }
  }

  /**
   * The page's tree from its data, custom components expanded. Nodes get non-enumerable `parent`
   * and `owner` (the file whose template made them: the page or a component).
   */
  renderPage(route, data, componentDefs) {
    const warnings = []
    const expand = (node, parent, owner, depth) => {
      if (typeof node === 'string') return
      Object.defineProperty(node, 'parent', { value: parent, enumerable: false, configurable: true })
      Object.defineProperty(node, 'owner', { value: owner, enumerable: false, configurable: true })
      const tag = (node.tag ?? '').replace(/^wx-/, '')
      const rel = (this.json(owner).usingComponents ?? {})[tag]
      if (rel && depth < 64) {
        const comp = rel.startsWith('/') ? rel.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(owner), rel))
        const def = componentDefs.get(comp) ?? {}
        const props = { ...(def.data ?? {}) }
        for (const [k, p] of Object.entries(def.properties ?? {})) props[k] = p && typeof p === 'object' && 'value' in p ? p.value : null
        for (const [k, v] of Object.entries(node.attr ?? {})) props[camel(k)] = v
        const r = this.renderFile(comp, props)
        warnings.push(...r.warnings.map((w) => `${comp}: ${w}`))
        node.component = comp
        node.children = r.tree.children
        for (const c of node.children) expand(c, node, comp, depth + 1)
        return
      }
      for (const c of node.children ?? []) expand(c, node, owner, depth)
    }
    const r = this.renderFile(route, data)
    warnings.push(...r.warnings.map((w) => `${route}: ${w}`))
    Object.defineProperty(r.tree, 'parent', { value: null, enumerable: false })
    for (const c of r.tree.children) expand(c, r.tree, route, 0)
    return { tree: r.tree, warnings }
  }
}

// ---- reading a rendered tree
export function walk(node, fn) {
  if (!node || typeof node === 'string') return
  fn(node)
  for (const c of node.children ?? []) walk(c, fn)
}

export function textOf(node) {
  if (typeof node === 'string') return node
  if (!node) return ''
  return (node.children ?? []).map(textOf).join('')
}

export function findAll(tree, pred) {
  const out = []
  walk(tree, (n) => {
    if (pred(n)) out.push(n)
  })
  return out
}

const classes = (n) => String(n.attr?.class ?? '').split(/\s+/).filter(Boolean)

/**
 * The selectors miniprogram-automator takes: compounds of tag, #id and .class, joined by a space
 * (descendant) or '>' (child).
 */
export function select(tree, selector) {
  const tokens = selector.trim().replace(/\s*>\s*/g, ' > ').split(/\s+/)
  const steps = [] // { test, child }
  let child = false
  for (const t of tokens) {
    if (t === '>') {
      child = true
      continue
    }
    const m = { tag: null, id: null, cls: [] }
    for (const part of t.match(/[#.]?[^#.]+/g) ?? []) {
      if (part[0] === '#') m.id = part.slice(1)
      else if (part[0] === '.') m.cls.push(part.slice(1))
      else m.tag = part
    }
    const test = (n) => typeof n !== 'string' && n.tag !== 'wx-page' && (!m.tag || n.tag === `wx-${m.tag}`) && (!m.id || n.attr?.id === m.id) && m.cls.every((c) => classes(n).includes(c))
    steps.push({ test, child })
    child = false
  }
  const matches = (n, i) => {
    if (!steps[i].test(n)) return false
    if (i === 0) return true
    if (steps[i].child) return !!n.parent && matches(n.parent, i - 1)
    for (let a = n.parent; a; a = a.parent) if (matches(a, i - 1)) return true
    return false
  }
  return findAll(tree, (n) => matches(n, steps.length - 1))
}

export function outline(node, depth = 0, out = []) {
  if (typeof node === 'string') {
    if (node.trim()) out.push(`${'  '.repeat(depth)}"${node}"`)
    return out
  }
  const a = node.attr ?? {}
  const shown = ['id', 'class', 'value', 'placeholder', 'type', 'password', 'disabled'].filter((k) => a[k] !== undefined && a[k] !== '' && a[k] !== false).map((k) => `${k}=${JSON.stringify(a[k])}`)
  const binds = Object.keys(a).filter((k) => /^(bind|catch):?(tap|input|confirm|change)$/.test(k)).map((k) => k.replace(/^bind:?/, '@'))
  out.push(`${'  '.repeat(depth)}<${node.tag.replace(/^wx-/, '')}${shown.length ? ` ${shown.join(' ')}` : ''}${binds.length ? ` [${binds.join(',')}]` : ''}>`)
  for (const c of node.children ?? []) outline(c, depth + 1, out)
  return out
}

export function datasetOf(node) {
  const d = {}
  for (const [k, v] of Object.entries(node.attr ?? {})) if (k.startsWith('data-')) d[camel(k.slice(5))] = v
  return d
}

/**
 * Fires `type` on `node`, bubbling as WeChat does. `handlerOf(node, name)` gives the function the
 * owner (page or component) has under that name. Returns the handlers called.
 */
export function fire(node, type, detail, handlerOf, { bubbles = true } = {}) {
  const target = { id: node.attr?.id ?? '', dataset: datasetOf(node), offsetLeft: 0, offsetTop: 0 }
  const called = []
  for (let n = node; n && n.tag !== 'wx-page'; n = bubbles ? n.parent : null) {
    const a = n.attr ?? {}
    const cat = a[`catch${type}`] ?? a[`catch:${type}`]
    const name = cat ?? a[`bind${type}`] ?? a[`bind:${type}`]
    if (name) {
      const fn = handlerOf(n, name)
      if (typeof fn !== 'function') throw new Error(`handler "${name}" for ${type} on <${n.tag}> is not a method of ${n.owner}`)
      called.push(name)
      fn({
        type,
        timeStamp: Date.now() % 1e6,
        detail,
        target,
        currentTarget: { id: a.id ?? '', dataset: datasetOf(n), offsetLeft: 0, offsetTop: 0 },
        mark: {},
        mut: false,
        touches: [],
        changedTouches: [],
      })
      if (cat) break
    }
    if (!bubbles) break
  }
  return called
}
