// One interface, two backends. The tests call launchMiniProgram() and use what it returns the way
// miniprogram-automator's MiniProgram/Page/Element are used (reLaunch, navigateTo, currentPage,
// page.$/$$/data/waitFor, element.tap/input/text...).
//   WEAPP_BACKEND unset or "node": the compiled build in the Node runtime (backends/node.mjs), in CI.
//   WEAPP_BACKEND=devtools: WeChat DevTools through miniprogram-automator (backends/devtools.mjs).
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/** The API origin the mini-program is built with for these tests (TARO_APP_API_BASE). */
export const TEST_API_ORIGIN = 'https://api.shanglv.test'
export const WEAPP_DIR = process.env.WEAPP_DIR ?? path.join(ROOT, 'dist', 'weapp')
export const BACKEND = process.env.WEAPP_BACKEND ?? 'node'
/** The server the tests talk to themselves (SMS outbox, setting up data); run.mjs starts one. */
export const API_URL = process.env.WEAPP_API_URL ?? 'http://127.0.0.1:3000'

/**
 * Launches the mini-program on a fresh device: empty storage, first page of app.json unless
 * `launch.path` says otherwise. `loginCode` is what wx.login answers (null: it fails).
 * Node backend only: the build's API origin answers through API_URL.
 */
export async function launchMiniProgram({ launch, loginCode, verbose = !!process.env.WEAPP_VERBOSE } = {}) {
  if (BACKEND === 'devtools') {
    const { launchDevtools } = await import('./backends/devtools.mjs')
    return launchDevtools({ projectPath: ROOT, launch })
  }
  if (BACKEND !== 'node') throw new Error(`WEAPP_BACKEND=${BACKEND}: use node or devtools`)
  const { NodeMiniProgram } = await import('./backends/node.mjs')
  return NodeMiniProgram.launch({ root: WEAPP_DIR, hosts: { [TEST_API_ORIGIN]: API_URL }, loginCode, launch, verbose })
}
