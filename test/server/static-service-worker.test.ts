/**
 * The H5 service worker (issue 18 §3) as served: /sw.js is always revalidated (no-cache), so a new
 * build's worker, with its new cache name, is seen at the next visit; hashed files stay immutable
 * and the entry page no-cache, as before. The build is a small fake one in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets.slice(0, 1))('/sw.js on $name', (target) => {
  let env: TestEnv
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shanglv-h5-sw-'))
    mkdirSync(join(dir, 'js'))
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html><head><script src="/js/app.0a1b2c3d.js"></script></head><body></body></html>')
    writeFileSync(join(dir, 'js', 'app.0a1b2c3d.js'), 'var a=1')
    writeFileSync(join(dir, 'sw.js'), 'const VERSION="abc"')
    env = await startTestApp(target, { deps: { h5Dir: dir } })
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await env?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('the worker is revalidated every time; hashed files stay immutable; pages no-cache', async () => {
    const sw = await env.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['content-type']).toMatch(/javascript/)
    expect(sw.headers['cache-control']).toBe('no-cache')
    expect((await env.inject({ method: 'GET', url: '/js/app.0a1b2c3d.js' })).headers['cache-control']).toContain('immutable')
    expect((await env.inject({ method: 'GET', url: '/schedule' })).headers['cache-control']).toBe('no-cache')
  })
})
