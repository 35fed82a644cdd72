/**
 * Registers /sw.js (scripts/h5-sw/sw.js, the trip offline): once the page has loaded, so no first
 * paint waits for it. The files this page already loaded are handed to it to keep, since they came
 * before it could see them.
 */
export function registerServiceWorker(): void {
  const sw = navigator.serviceWorker
  if (!sw) return
  const go = () =>
    sw.register('/sw.js').then(() => sw.ready).then((r) => r.active?.postMessage({ keep: performance.getEntriesByType('resource').map((e) => e.name) }), () => undefined)
  if (document.readyState === 'complete') void go()
  else window.addEventListener('load', () => void go(), { once: true })
}
