/** Calls `back` each time the browser is online again (Taro's H5 status change misses it); returns the unsubscribe. */
export function onNetworkBack(back: () => void): () => void {
  window.addEventListener('online', back)
  return () => window.removeEventListener('online', back)
}
