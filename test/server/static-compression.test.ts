/**
 * Compression as served: the H5 build precompressed (br before gzip before identity, Vary, cache
 * headers per kind of file, 304 on the entry page's ETag) and API replies compressed above the
 * threshold. The build here is a small fake one in a temporary folder.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { chooseEncoding, COMPRESS_MIN_BYTES, precompressDir, removeStaleVariants } from '../../server/src/plugins/compress'
import { dayAhead } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const JS = '/js/app.0a1b2c3d.js'
const CSS = '/css/app.4e5f6a7b.css'

/** Text that compresses like real code: repeated but not trivially. */
function codeLike(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i}+${i % 7}})}\n`).join('')
}

function makeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shanglv-h5-'))
  mkdirSync(join(dir, 'js'))
  mkdirSync(join(dir, 'css'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><html><head><title>t</title><script>${codeLike(20)}</script></head><body><div id="app"></div></body></html>`)
  writeFileSync(join(dir, JS), codeLike(2000))
  writeFileSync(join(dir, CSS), Array.from({ length: 300 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`).join('\n'))
  writeFileSync(join(dir, 'js', 'tiny.1234abcd.js'), 'var a=1')
  writeFileSync(join(dir, 'assets', 'pic.png'), Buffer.alloc(2048, 7))
  return dir
}

const ALL = 'gzip, deflate, br'

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  return body
}

describe('chooseEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['GZIP, BR', 'br'],
  ])('%p -> %p', (header, want) => {
    expect(chooseEncoding(header)).toBe(want)
  })
})

describe.each(targets.slice(0, 1))('compression as served ($name)', (target) => {
  let env: TestEnv
  let dir: string
  let token: string
  beforeAll(async () => {
    dir = makeBuild()
    env = await startTestApp(target, { deps: { h5Dir: dir } })
    // The server starts this pass without waiting; the tests wait for the variants.
    const result = await precompressDir(dir)
    expect(result.error).toBeUndefined()
    token = await env.login('hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await env?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) => env.inject({ method: 'GET', url, headers })

  test('variants are written next to text files, not next to tiny files or images', () => {
    for (const f of ['index.html', JS, CSS]) {
      expect(existsSync(join(dir, `${f}.br`))).toBe(true)
      expect(existsSync(join(dir, `${f}.gz`))).toBe(true)
    }
    expect(existsSync(join(dir, 'js', 'tiny.1234abcd.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'assets', 'pic.png.br'))).toBe(false)
  })

  test.each([
    [ALL, 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('a hashed script for Accept-Encoding %p goes %p, immutable, and decodes to the file', async (accept, want) => {
    const res = await get(JS, accept ? { 'accept-encoding': accept } : {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(want)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-type']).toMatch(/javascript/)
    const original = readFileSync(join(dir, JS))
    const body = decode(want, res.rawPayload)
    expect(body.equals(original)).toBe(true)
    if (want) expect(res.rawPayload.length).toBeLessThan(original.length / 4)
  })

  test('brotli beats gzip on the same file', async () => {
    const br = await get(CSS, { 'accept-encoding': 'br' })
    const gz = await get(CSS, { 'accept-encoding': 'gzip' })
    expect(br.headers['content-type']).toMatch(/text\/css/)
    expect(br.rawPayload.length).toBeLessThanOrEqual(gz.rawPayload.length)
    expect(decode('br', br.rawPayload).equals(decode('gzip', gz.rawPayload))).toBe(true)
  })

  test('a tiny file and an image go as they are', async () => {
    const tiny = await get('/js/tiny.1234abcd.js', { 'accept-encoding': ALL })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('var a=1')
    const png = await get('/assets/pic.png', { 'accept-encoding': ALL })
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.headers.vary).toBeUndefined()
    expect(png.headers['cache-control']).toBe('public, max-age=3600')
  })

  test.each(['/', '/login', '/tk/tkList?dep=BJS'])('the entry page at %p: compressed, revalidated with its ETag', async (url) => {
    const res = await get(url, { 'accept-encoding': ALL })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(decode('br', res.rawPayload).equals(readFileSync(join(dir, 'index.html')))).toBe(true)
    const etag = res.headers.etag
    expect(etag).toBeTruthy()
    const again = await get(url, { 'accept-encoding': ALL, 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
    // Another encoding is another representation: its own ETag, so no false 304.
    const plain = await get(url, { 'if-none-match': String(etag) })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.etag).not.toBe(etag)
  })

  test('a large API reply is compressed for a client that accepts it, and decodes to the same JSON', async () => {
    const call = (accept?: string) =>
      env.inject({
        method: 'POST',
        url: '/obt/plane/shopping/gn/v3/queryFlight',
        payload: { tripType: 1, depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 10) },
        headers: { 'y-cli': '10506', token, 'accept-language': 'zh', ...(accept ? { 'accept-encoding': accept } : {}) },
      })
    const plain = await call()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES * 4)
    expect(plain.json().errCode).toBe(1)
    for (const [accept, want] of [[ALL, 'br'], ['gzip', 'gzip']] as const) {
      const res = await call(accept)
      expect(res.headers['content-encoding']).toBe(want)
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
      expect(JSON.parse(decode(want, res.rawPayload).toString('utf8'))).toEqual(plain.json())
    }
  })

  test('a small API reply goes as it is', async () => {
    const res = await get('/obt/health', { 'accept-encoding': ALL })
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().errCode).toBe(1)
  })

  test('a variant older than its file (a rebuild into the same folder) is removed before serving', () => {
    const file = join(dir, CSS)
    const later = new Date(Date.now() + 60_000)
    utimesSync(file, later, later)
    removeStaleVariants(dir)
    expect(existsSync(`${file}.br`)).toBe(false)
    expect(existsSync(`${file}.gz`)).toBe(false)
    expect(existsSync(join(dir, `${JS}.br`))).toBe(true)
  })
})
