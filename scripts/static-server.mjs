// A static server for the H5 build with the app's SPA fallback; /obt calls answer a failure envelope.
// Used by the size check, which measures what the browser loads and needs no backend.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES = { '.js': 'application/javascript', '.css': 'text/css', '.html': 'text/html', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json' }

export function serveStatic(root) {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? '/').split('?')[0])
    if (url.startsWith('/obt') || url.startsWith('/mqc')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ errCode: 4004, status: 0, tips: '', data: null }))
      return
    }
    let file = path.join(root, url)
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html')
    res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream')
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })))
}
