/**
 * Files: the logos and banners under server/static at /static/..., and the H5 build at / with an
 * SPA fallback (any GET outside /obt, /mqc and /static that is not a file returns index.html, so
 * /login or /approval/Detail?id=1 load the app). Without a build, pages answer a short notice.
 *
 * The build goes out compressed: its text files get .br and .gz variants on disk (compress.ts,
 * once per build, in the background at start-up) and the variant is chosen by Accept-Encoding,
 * br before gzip before the plain file. Uncompressed, /login cost a phone 634 KB.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ErrCode } from '../errors'
import { translate } from '../messages'
import { precompressDir, removeStaleVariants } from './compress'
import { failure, isApiUrl } from './envelope'

/** server/static, next to src. */
export const STATIC_DIR = join(__dirname, '..', '..', 'static')

/** Build files that have compressed variants (the rest are images, already compressed). */
const VARIANT_TYPES = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/i

/**
 * Hashed build assets never change; the entry page must always be revalidated (with its ETag).
 * `filePath` is the file actually sent, so x.js.br is judged as x.js.
 */
function h5CacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const path = filePath.replace(/\.(br|gz)$/, '')
  if (VARIANT_TYPES.test(path)) res.setHeader('Vary', 'Accept-Encoding')
  // The service worker (/sw.js, issue 18 §3) too: a new build's worker must be seen at once.
  if (path.endsWith('.html') || /[\\/]sw\.js$/.test(path)) res.setHeader('Cache-Control', 'no-cache')
  else if (/[.-][0-9a-f]{8,}\.\w+$/i.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  else res.setHeader('Cache-Control', 'public, max-age=3600')
}

function missingBuildPage(lang: 'zh' | 'en'): string {
  const title = translate(lang, 'devHomeTitle')
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
    '<style>body{font-family:system-ui,-apple-system,"PingFang SC",sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;color:#1f2329}' +
    'code{background:#f2f3f5;padding:.1rem .3rem;border-radius:4px}</style></head><body>' +
    `<h1>${title}</h1><p>The server is running, but the H5 app has not been built yet.</p>` +
    '<p>Run <code>npm run build:h5</code>, then restart the server (or set <code>H5_DIR</code>).</p>' +
    '<p>服务已启动，但 H5 应用尚未构建：请先运行 <code>npm run build:h5</code> 再重启服务。</p>' +
    '<p>API health: <a href="/obt/health">/obt/health</a></p></body></html>'
}

/** Registers /static, the H5 app (when `h5Dir` exists) and the not-found handler on the root instance. */
export function registerStaticFiles(app: FastifyInstance, h5Dir: string | null): void {
  void app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/static/',
    // reply.sendFile comes from the H5 registration, so the SPA fallback is compressed too
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
  })
  const hasH5 = h5Dir !== null && existsSync(join(h5Dir, 'index.html'))
  if (hasH5) {
    removeStaleVariants(h5Dir)
    // Not awaited: start-up stays fast, and until a variant exists the plain file is sent.
    void precompressDir(h5Dir).then((result) => {
      if (result.error) app.log.warn({ dir: h5Dir, error: result.error }, 'H5 build not precompressed: files go uncompressed')
      else if (result.written > 0) app.log.info({ dir: h5Dir, written: result.written }, 'H5 build precompressed')
    })
    void app.register(fastifyStatic, {
      root: h5Dir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: h5CacheHeaders,
    })
  } else {
    app.get('/', (request, reply) => reply.type('text/html; charset=utf-8').send(missingBuildPage(request.lang)))
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]
    if (isApiUrl(path)) {
      return reply.code(200).send(failure(ErrCode.NOT_FOUND, translate(request.lang, 'notFound')))
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/static/') && !/\.[a-z0-9]+$/i.test(path)
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    if (!hasH5 || h5Dir === null) return reply.type('text/html; charset=utf-8').send(missingBuildPage(request.lang))
    return reply.sendFile('index.html', h5Dir)
  })
}
