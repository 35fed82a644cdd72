// Polling for the mini-program runner: used by the Node backend and by the tests' helpers.

/** Polls `fn` (sync or async) until it returns something truthy; the last error is named on time-out. */
export async function until(fn, { timeout = 10000, interval = 25, what = 'condition' } = {}) {
  const started = Date.now()
  let last
  for (;;) {
    try {
      const v = await fn()
      if (v) return v
    } catch (e) {
      last = e
    }
    if (Date.now() - started > timeout) throw new Error(`waited ${timeout} ms for ${what}${last ? ` (last error: ${last.message})` : ''}`)
    await new Promise((r) => setTimeout(r, interval))
  }
}
