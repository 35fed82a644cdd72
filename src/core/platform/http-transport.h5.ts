import type { Transport } from '../http/client'

/**
 * H5: the browser's own fetch. Taro.request on H5 is fetch too, but it brings whatwg-fetch, an
 * AbortController polyfill and a JSONP client into the first bundle (~8 KB gzip of the JavaScript
 * /login waits for), which every browser this app runs in (WeChat, WeCom, current mobile
 * browsers) does not need. Same contract: JSON in and out, { errMsg } on failure or timeout.
 */
export const platformTransport: Transport = async (req) => {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, req.timeout)
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.header,
      body: req.data === undefined ? undefined : JSON.stringify(req.data),
      signal: controller.signal,
    })
    // A body that is not JSON (a proxy's error page) reaches the client as null, as with Taro.
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null)
    return { statusCode: res.status, data }
  } catch (e) {
    throw { errMsg: timedOut ? 'request:fail timeout' : `request:fail ${(e as Error)?.message ?? String(e)}` }
  } finally {
    clearTimeout(timer)
  }
}
