// The calls a test makes to the server itself (demo tools, tokens, set-up), shared by the browser
// and mini-program runners: the envelope's data, or an assertion naming path, errCode and tips.
import assert from 'node:assert/strict'

/** `api` answers the envelope; `ok` its data, asserting errCode 1. */
export function serverApi(base) {
  async function api(method, pathname, body, token) {
    const url = new URL(pathname, base)
    const init = { method, headers: { 'content-type': 'application/json', 'y-cli': '10506', token: token ?? '' } }
    if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v))
    else if (body) init.body = JSON.stringify(body)
    const r = await fetch(url, init)
    return r.json()
  }
  async function ok(method, pathname, body, token) {
    const r = await api(method, pathname, body, token)
    assert.equal(r.errCode, 1, `${pathname}: ${r.errCode} ${r.tips}`)
    return r.data
  }
  return { api, ok }
}
