/**
 * Emits /sw.js into the H5 build (config/index.ts, h5.webpackChain): scripts/h5-sw/sw.js with the
 * build's version (a hash of every emitted file name, which carry content hashes, and of
 * index.html) and the entry files index.html loads, kept when the worker installs.
 */
const crypto = require('crypto')
const fs = require('fs')
const path = require('path')

class ServiceWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('shanglv-sw', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'shanglv-sw', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const html = assets['index.html'] ? assets['index.html'].source().toString() : ''
        const entry = [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((m) => m[1])
        const names = Object.keys(assets).filter((n) => n !== 'sw.js').sort()
        const version = crypto.createHash('sha256').update(names.join('\n')).update(html).digest('hex').slice(0, 12)
        const source = fs.readFileSync(path.join(__dirname, 'sw.js'), 'utf8')
          .replace("'__SW_VERSION__'", JSON.stringify(version))
          .replace("['__SW_ENTRY__']", JSON.stringify(entry))
        if (source.includes('__SW_') || entry.length === 0) compilation.errors.push(new Error('sw.js: version or entry files not filled in (scripts/h5-sw/plugin.cjs)'))
        compilation.emitAsset('sw.js', new sources.RawSource(source))
      })
    })
  }
}

module.exports = ServiceWorkerPlugin
