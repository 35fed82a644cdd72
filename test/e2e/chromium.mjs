// Debian's Chromium only: never a downloaded browser (CI has no network for one).
import { existsSync } from 'node:fs'

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)

export function findChromium() {
  const found = CANDIDATES.find((p) => existsSync(p))
  if (!found) {
    const msg = [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!!  Chromium is not installed: the browser tests cannot run.          !!',
      '!!  Install Debian\'s package:  sudo apt-get install -y chromium       !!',
      '!!  (or set CHROMIUM_PATH to a Chromium binary)                       !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n')
    const err = new Error(msg)
    err.code = 'NO_CHROMIUM'
    throw err
  }
  return found
}

/** Flags a closed network needs: no background calls home, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
