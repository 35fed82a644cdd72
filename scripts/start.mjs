// npm start: build the H5 app if it is missing, then run the server (migrations, first-start seed,
// H5 at /, API under /obt) on PORT (default 3000). Signals are passed on so the database closes cleanly.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
const h5Dir = process.env.H5_DIR ?? path.join(ROOT, 'dist', 'h5')

if (!fs.existsSync(path.join(h5Dir, 'index.html'))) {
  console.log('H5 build not found: building it once (about a minute)...')
  const r = spawnSync(bin('taro'), ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) {
    console.error('The H5 build failed; see the output above.')
    process.exit(r.status ?? 1)
  }
}

const child = spawn(bin('tsx'), [path.join(ROOT, 'server', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, H5_DIR: h5Dir },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
