import path from 'path'
import webpack from 'webpack'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
import type * as Routes from '../src/core/routes'
import devConfig from './dev'
import prodConfig from './prod'

// Taro only transpiles files under config/; the route table lives in src/core (one table for both
// targets and the app), so register it explicitly before loading it.
const ROUTES_FILE = path.resolve(__dirname, '..', 'src', 'core', 'routes.ts')
const REGISTRY_FILE = path.resolve(__dirname, '..', 'src', 'core', 'product-registry.ts')
createSwcRegister({ only: [(file: string) => file === ROUTES_FILE || file === REGISTRY_FILE] })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { h5CustomRoutes } = require(ROUTES_FILE) as typeof Routes

const LAZY_TAB_BAR = path.resolve(__dirname, '..', 'src', 'core', 'platform', 'tab-bar-element.h5.ts')
const NO_STYLES = path.resolve(__dirname, '..', 'src', 'core', 'platform', 'no-styles.h5.css')
// Large-text mode: text sizes (and one-line control heights) follow the --t variable on every page
// of both targets (config/text-scale.js). Taro loads a postcss plugin named by its path.
const TEXT_SCALE = { [path.resolve(__dirname, 'text-scale.js')]: { enable: true, config: {} } }

// Values both sides share (statuses...) live with the server: Taro transpiles only src/ unless told.
const CONTRACT_DIR = path.resolve(__dirname, '..', 'server', 'src', 'contract')

// NutUI is drawn for a 375 px design width; our own styles use 750.
const designWidth = (input?: unknown): number => {
  const file = (input as { file?: string } | undefined)?.file ?? ''
  return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
}

export default defineConfig<'webpack5'>(async (merge) => {
  const env = process.env.TARO_ENV ?? 'h5'
  const outputRoot = process.env.TARO_OUTPUT_ROOT ?? `dist/${env}`
  // ANALYZE=1 writes module sizes per chunk next to the build (dist/h5-stats.json, dist/weapp-stats.json):
  // bundle budget work on either target.
  const analyzeChain = (chain: { plugin: (name: string) => { use: (plugin: unknown) => void } }) => {
    if (!process.env.ANALYZE) return
    const file = path.resolve(outputRoot, '..', `${path.basename(outputRoot)}-stats.json`)
    chain.plugin('shanglv-stats').use(
      class {
        apply(compiler: { hooks: { done: { tap: (n: string, f: (s: { toJson: (o: object) => unknown }) => void) => void } } }) {
          compiler.hooks.done.tap('shanglv-stats', (stats) => {
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            require('fs').writeFileSync(file, JSON.stringify(stats.toJson({ modules: true, chunks: true, source: false })))
          })
        }
      },
    )
  }
  const apiBase = process.env.TARO_APP_API_BASE ?? ''
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'shanglv',
    date: '2026-11-22',
    designWidth,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // TARO_OUTPUT_ROOT lets parallel builds (a worktree, a second target) keep out of each other's dist.
    outputRoot,
    plugins: [],
    defineConstants: {
      // Empty on H5: calls go to the page's own origin. The mini-program needs an absolute https domain.
      API_BASE: JSON.stringify(apiBase),
      APP_VERSION: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      // Map service (core/platform/map-common.ts): empty means our own server's /ws and the demo key.
      MAP_SERVICE_BASE: JSON.stringify(process.env.TARO_APP_MAP_BASE ?? ''),
      MAP_SERVICE_KEY: JSON.stringify(process.env.TARO_APP_MAP_KEY ?? ''),
      // Subscribe-message templates the mini-program asks for (core/subscribe.ts); not secrets. The demo's
      // simulated sender takes any id.
      SUBSCRIBE_TEMPLATE_IDS: JSON.stringify(process.env.TARO_APP_SUBSCRIBE_TEMPLATES ?? 'shanglv-demo-trip-status'),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      // mobx-react-lite's shim for React < 18; on React 18 it hands back React's own hook, so the
      // shim's code (both targets' first bundle) is dead weight.
      'use-sync-external-store/shim$': path.resolve(__dirname, '..', 'src', 'core', 'platform', 'use-sync-external-store.ts'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Terser for both targets (Taro merges it over each platform's defaults). The mini-program's
    // defaults escape every non-ASCII character (\u4e0a: 6 bytes where UTF-8 takes 3) and switch off
    // most of terser's standard compressions; WeChat reads UTF-8 sources, and these are terser's own
    // defaults, so they are on again. H5's defaults keep function names and quote property keys,
    // which nothing of ours reads. Figures in the README design notes.
    terser: {
      enable: true,
      config: {
        keep_fnames: false,
        compress: { reduce_vars: true, reduce_funcs: true, collapse_vars: true, inline: true, comparisons: true, computed_props: true, switches: true, typeofs: true, loops: true, hoist_props: true },
        output: { ascii_only: false, keep_quoted_props: false, quote_keys: false },
      },
    },
    mini: {
      compile: { include: [CONTRACT_DIR] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        ...TEXT_SCALE,
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // WeChat has no recursive templates: Taro writes each template once per level up to baseLevel
      // (3 KB a level in base.wxml, main package) and renders deeper trees through its `comp`
      // component. 5 levels instead of 16: main package -30 KB, which pays for large-text mode's
      // scaled sizes (README design notes). (Taro reads it from here; its config type does not list it.)
      ...({ baseLevel: 5 } as Record<string, unknown>),
      webpackChain: analyzeChain,
      // Each shared style is a block of its own (.page-shell, .form-field, .state-view..., NutUI's
      // .nut-icon), so their order inside the common stylesheet changes nothing. Pages import them
      // in different orders, which the plugin reported as seven "Conflicting order" errors per build.
      miniCssExtractPluginOption: { ignoreOrder: true },
    },
    h5: {
      compile: { include: [CONTRACT_DIR] },
      // React implementations of the components instead of Stencil web components: measured 238 KB ->
      // see README design notes for the figures.
      useHtmlComponents: true,
      publicPath: '/',
      // not 'static': the server serves company logos and banners under /static
      staticDirectory: 'assets',
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        ...TEXT_SCALE,
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      webpackChain(chain) {
        analyzeChain(chain)
        // /sw.js, the service worker of the trip offline (issue 18 §3): scripts/h5-sw/plugin.cjs.
        chain.plugin('shanglv-sw').use(require('../scripts/h5-sw/plugin.cjs')) // eslint-disable-line @typescript-eslint/no-require-imports
        // Taro's router imports the whole component library for its tab bar element; it gets a lazy
        // definer instead (core/platform/tab-bar-element.h5.ts). Only the router's import is replaced.
        chain.plugin('shanglv-lazy-tab-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/components\/dist\/components$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/@tarojs[\\/]router[\\/]dist[\\/]tabbar\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = LAZY_TAB_BAR
          },
        ])
        // The Stencil components' sheet (WeUI's icon font, inlined, and its check-box styles) is for
        // web components; with the React components only the tab bar is one, so the sheet comes with it.
        chain.plugin('shanglv-lazy-taro-components-css').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/components\/dist\/taro-components\/taro-components\.css$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/@tarojs[\\/]plugin-platform-h5[\\/]/.test(resource.contextInfo?.issuer ?? '')) resource.request = NO_STYLES
          },
        ])
      },
      devServer: { port: 10086, proxy: [{ context: ['/obt', '/mqc', '/static'], target: 'http://127.0.0.1:3000' }] },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
