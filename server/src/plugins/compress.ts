/**
 * Compression. The H5 build is compressed once, onto disk next to each file (x.js.br, x.js.gz),
 * and @fastify/static picks the variant by Accept-Encoding (static-files.ts). API replies are
 * compressed per reply above COMPRESS_MIN_BYTES: a flight search is ~30 KB of JSON that brotli
 * turns into ~2 KB, which is most of a phone's wait on a slow network.
 *
 * A small onSend hook rather than @fastify/compress: API payloads are always serialized strings
 * here (no streams to wrap), the static files are already handled, and it keeps the threshold and
 * quality in one visible place without another dependency tree.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { promises as fsp, readdirSync, statSync, unlinkSync } from 'node:fs'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { isApiUrl } from './envelope'

/** Replies smaller than this go as they are: below ~1 KB compression saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024

/** Extensions of the build compressed ahead of serving (images and fonts are compressed already). */
const TEXT_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'])
/** Files this small are left alone, like small API replies. */
const PRECOMPRESS_MIN_BYTES = 512

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to use for a request's Accept-Encoding: brotli before gzip (smaller at equal
 * cost), honouring q=0 refusals and `*`. null: identity.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header
  if (!text) return null
  const q = new Map<string, number>()
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const weight = (name: Encoding): number => q.get(name) ?? q.get('*') ?? 0
  const br = weight('br')
  const gz = weight('gzip')
  if (br <= 0 && gz <= 0) return null
  return br >= gz ? 'br' : 'gzip'
}

function isCompressibleType(type: unknown): boolean {
  const value = String(type ?? '').toLowerCase()
  return /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/.test(value)
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** API replies (/obt, /mqc) above COMPRESS_MIN_BYTES, brotli or gzip as the client accepts. */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApiUrl(request.url)) return payload
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.getHeader('content-encoding') || !isCompressibleType(reply.getHeader('content-type'))) return payload
    addVary(reply)
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload
    if (body.length < COMPRESS_MIN_BYTES) return payload
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    // Quality 5 / level 6: within a millisecond for a 30 KB search reply; higher levels cost
    // several times the CPU for a few per cent, which dynamic replies do not repay.
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzip(body, { level: 6 })
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return compressed
  })
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else if (entry.isFile()) out.push(path)
  }
  return out
}

/** What one precompression pass did. */
export interface PrecompressResult {
  /** Variants written by this pass. */
  written: number
  /** Variants already on disk and current. */
  kept: number
  /** Text files left as they are (too small, or compression did not make them smaller). */
  skipped: number
  /** Why the folder could not be written, if it could not (then files go uncompressed). */
  error?: string
}

/**
 * Deletes .br/.gz files whose source is gone or newer (a rebuild into the same folder), so a
 * stale variant is never served. Synchronous and cheap (a stat per file): runs before the folder
 * is served.
 */
export function removeStaleVariants(dir: string): void {
  for (const path of walk(dir)) {
    if (/\.(br|gz)\.\d+\.tmp$/.test(path)) {
      // left by a process that stopped mid-write
      try {
        unlinkSync(path)
      } catch {
        /* read-only folder */
      }
      continue
    }
    const ext = extname(path)
    if (ext !== '.br' && ext !== '.gz') continue
    const source = path.slice(0, -ext.length)
    let stale = true
    try {
      stale = statSync(source).mtimeMs > statSync(path).mtimeMs
    } catch {
      /* the source is gone */
    }
    if (stale) {
      try {
        unlinkSync(path)
      } catch {
        /* read-only folder: nothing more to do */
      }
    }
  }
}

async function isCurrent(variant: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await fsp.stat(variant)).mtimeMs >= sourceMtime
  } catch {
    return false
  }
}

/** Writes through a temporary name, so a request never reads a half-written variant. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`
  await fsp.writeFile(tmp, data)
  await fsp.rename(tmp, path)
}

async function precompressAll(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, kept: 0, skipped: 0 }
  const files = walk(dir).filter((p) => TEXT_EXTENSIONS.has(extname(p)))
  try {
    // gzip for every file first (about 0.1 s for the whole build), then brotli at its best
    // quality (several seconds of CPU on a fresh build). One file at a time, so a start-up on a
    // fresh build leaves the other core to the server; later starts find everything current.
    for (const encoding of ['gzip', 'br'] as const) {
      for (const file of files) {
        const stat = await fsp.stat(file)
        if (stat.size < PRECOMPRESS_MIN_BYTES) {
          if (encoding === 'gzip') result.skipped += 1
          continue
        }
        const variant = `${file}${encoding === 'br' ? '.br' : '.gz'}`
        if (await isCurrent(variant, stat.mtimeMs)) {
          result.kept += 1
          continue
        }
        const body = await fsp.readFile(file)
        const compressed =
          encoding === 'br'
            ? await brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : await gzip(body, { level: 9 })
        if (compressed.length >= body.length) {
          result.skipped += 1
          continue
        }
        await writeAtomically(variant, compressed)
        result.written += 1
      }
    }
  } catch (error) {
    result.error = (error as Error).message
  }
  return result
}

const passes = new Map<string, Promise<PrecompressResult>>()

/**
 * Compresses the text files of `dir` (once per folder and process): .gz and .br next to each,
 * written only when missing or older than the file. Served files fall back to the plain one while
 * this runs, so the server does not wait for it.
 */
export function precompressDir(dir: string): Promise<PrecompressResult> {
  let pass = passes.get(dir)
  if (!pass) {
    pass = precompressAll(dir)
    passes.set(dir, pass)
  }
  return pass
}
