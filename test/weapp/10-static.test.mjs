// Static checks of the compiled mini-program (dist/weapp), what WeChat's uploader and a device
// would refuse or trip over: pages without their files, code one package cannot load from another,
// syntax newer than ES5 (project.config.json has "es6": false, so DevTools does not transpile),
// browser globals the app service does not have, views and styles WeChat's own compilers reject.
// The package sizes are printed (the gates are in scripts/size-check.mjs).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import compiler from 'miniprogram-compiler'
import { WEAPP_DIR as ROOT } from './automator.mjs'

// The parser and scope analyser webpack itself uses (no extra dependency).
const require = createRequire(import.meta.url)
const fromWebpack = createRequire(require.resolve('webpack'))
const acorn = fromWebpack('acorn')
const eslintScope = fromWebpack('eslint-scope')

const KB = 1024
const app = JSON.parse(fs.readFileSync(path.join(ROOT, 'app.json'), 'utf8'))
const subpackages = (app.subPackages ?? app.subpackages ?? []).map((s) => ({ root: s.root.replace(/\/$/, ''), pages: s.pages }))
const packageOf = (rel) => subpackages.find((s) => rel === s.root || rel.startsWith(`${s.root}/`))?.root ?? 'main'
const exists = (rel) => fs.existsSync(path.join(ROOT, rel))
const files = []
;(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p)
    else files.push(path.relative(ROOT, p).split(path.sep).join('/'))
  }
})(ROOT)
const jsFiles = files.filter((f) => f.endsWith('.js'))
const pages = [...app.pages, ...subpackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
const resolveFrom = (file, rel) => (rel.startsWith('/') ? rel.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel)))

// Names the app service does not have. The module wrapper passes them as undefined parameters,
// so `typeof x` or `x && ...` is safe and anything else throws on a device.
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'XMLHttpRequest', 'navigator']

describe('static checks of dist/weapp', () => {
  test('every page of app.json has its .js, .json and .wxml; components resolve inside the package', () => {
    const problems = []
    for (const route of pages) {
      for (const ext of ['js', 'json', 'wxml']) if (!exists(`${route}.${ext}`)) problems.push(`${route}.${ext} missing`)
      if (!exists(`${route}.json`)) continue
      const json = JSON.parse(fs.readFileSync(path.join(ROOT, `${route}.json`), 'utf8'))
      for (const [tag, rel] of Object.entries(json.usingComponents ?? {})) {
        const c = resolveFrom(route, rel)
        if (!['js', 'json', 'wxml'].every((e) => exists(`${c}.${e}`))) problems.push(`${route}: component ${tag} -> ${c} incomplete`)
        if (packageOf(c) !== 'main' && packageOf(c) !== packageOf(route)) problems.push(`${route}: component ${c} is in another subpackage`)
      }
    }
    for (const t of app.tabBar?.list ?? []) {
      if (!app.pages.includes(t.pagePath)) problems.push(`tab ${t.pagePath} is not a main-package page`)
      for (const icon of [t.iconPath, t.selectedIconPath].filter(Boolean)) {
        if (!exists(icon)) problems.push(`tab icon ${icon} missing`)
        else if (!/\.(png|jpe?g)$/i.test(icon) || fs.statSync(path.join(ROOT, icon)).size > 40 * KB) problems.push(`tab icon ${icon}: WeChat takes PNG/JPG up to 40 KB`)
      }
    }
    assert.deepEqual(problems, [])
    assert.ok(pages.length >= 44, `${pages.length} pages`)
  })

  test('every require resolves, and none crosses into another subpackage', (t) => {
    const problems = []
    let count = 0
    for (const f of jsFiles) {
      const code = fs.readFileSync(path.join(ROOT, f), 'utf8')
      for (const m of code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)) {
        count++
        let target = resolveFrom(f, m[1])
        if (!target.endsWith('.js')) target += '.js'
        if (!exists(target)) problems.push(`${f}: require("${m[1]}") -> ${target} does not exist`)
        const a = packageOf(f)
        const b = packageOf(target)
        if (b !== 'main' && a !== b) problems.push(`${f} (${a}) requires ${target} (${b})`)
      }
    }
    t.diagnostic(`${count} requires in ${jsFiles.length} files`)
    assert.deepEqual(problems, [])
  })

  test('every JS file parses as ES5 (project.config.json: es6 false)', (t) => {
    const problems = []
    for (const f of jsFiles) {
      const code = fs.readFileSync(path.join(ROOT, f), 'utf8')
      try {
        acorn.parse(code, { ecmaVersion: 5, sourceType: 'script' })
      } catch (e) {
        problems.push(`${f}: ${e.message} near ${JSON.stringify(code.slice(Math.max(0, e.pos - 40), e.pos + 40))}`)
      }
    }
    t.diagnostic(`${jsFiles.length} files parsed as ES5`)
    assert.deepEqual(problems, [])
  })

  test(`no unguarded browser global (${BROWSER_GLOBALS.join(', ')})`, (t) => {
    const problems = []
    let guarded = 0
    for (const f of jsFiles) {
      const code = fs.readFileSync(path.join(ROOT, f), 'utf8')
      const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: 'script', ranges: true })
      const scope = eslintScope.analyze(ast, { ecmaVersion: 5, sourceType: 'script' }).globalScope
      for (const ref of scope.through) {
        const name = ref.identifier.name
        if (!BROWSER_GLOBALS.includes(name)) continue
        const [start] = ref.identifier.range
        const before = code.slice(Math.max(0, start - 120), start)
        // Taro's guards: typeof x, x && ..., "undefined" != typeof x a few tokens before.
        if (/typeof\s*\(?\s*$/.test(before) || new RegExp(`typeof\\s*\\(?\\s*${name}\\b|\\b${name}\\s*&&|"undefined"\\s*[!=]==?\\s*typeof\\s+${name}`).test(before)) {
          guarded++
          continue
        }
        problems.push(`${f}: ${name} in ${JSON.stringify(code.slice(Math.max(0, start - 60), start + 40))}`)
      }
    }
    t.diagnostic(`${guarded} guarded references`)
    assert.deepEqual(problems.slice(0, 20), [])
  })

  test("WeChat's compilers take every view (wcc) and style (wcsc)", (t) => {
    let started = Date.now()
    const views = compiler.wxmlToJs(ROOT, { maxBuffer: 256 << 20 })
    t.diagnostic(`wcc: ${files.filter((f) => f.endsWith('.wxml')).length} wxml, ${files.filter((f) => f.endsWith('.wxs')).length} wxs -> ${(views.length / KB).toFixed(0)} KB in ${Date.now() - started} ms`)
    started = Date.now()
    const styles = compiler.wxssToJs(ROOT, { maxBuffer: 256 << 20 })
    t.diagnostic(`wcsc: ${files.filter((f) => f.endsWith('.wxss')).length} wxss -> ${(styles.length / KB).toFixed(0)} KB in ${Date.now() - started} ms`)
    assert.ok(views.includes('$gwx') && styles.length > 0)
  })

  test('package sizes', (t) => {
    // Counted as scripts/size-check.mjs does: licence notes and source maps are not shipped code.
    const sizes = new Map()
    for (const f of files) {
      if (/\.LICENSE\.txt$|\.map$/.test(f)) continue
      const p = packageOf(f)
      sizes.set(p, (sizes.get(p) ?? 0) + fs.statSync(path.join(ROOT, f)).size)
    }
    let total = 0
    for (const [p, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
      total += size
      t.diagnostic(`${p.padEnd(12)} ${(size / KB).toFixed(1).padStart(7)} KB`)
    }
    t.diagnostic(`${'total'.padEnd(12)} ${(total / KB).toFixed(1).padStart(7)} KB`)
    assert.ok(sizes.get('main') > 0)
  })
})
