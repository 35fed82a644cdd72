// Regenerates runtime/wx-api-names.json: the member names of `interface Wx` in
// miniprogram-api-typings (a pinned devDependency). The runtime's `wx` has each of them as an own
// key, because Taro builds Taro.* from Object.keys(wx). Run after bumping the typings:
//   node test/weapp/gen-wx-api-names.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import ts from 'typescript'

const require = createRequire(import.meta.url)
const file = require.resolve('miniprogram-api-typings/types/wx/lib.wx.api.d.ts')
const version = require('miniprogram-api-typings/package.json').version
const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
const names = new Set()
const visit = (n) => {
  if (ts.isInterfaceDeclaration(n) && n.name.text === 'Wx') for (const m of n.members) if (m.name) names.add(m.name.getText(sf))
  ts.forEachChild(n, visit)
}
visit(sf)
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'runtime', 'wx-api-names.json')
fs.writeFileSync(out, `${JSON.stringify({ source: `miniprogram-api-typings@${version}`, names: [...names].sort() }, null, 0)}\n`)
console.log(`${names.size} names from miniprogram-api-typings@${version} -> ${path.relative(process.cwd(), out)}`)
