import { PATH_PARAMS, REDIRECTS, parseQuery } from '../routes'

/**
 * Screens whose spec route carries an order id as a path segment, read from the query on both
 * targets: /tr/trBenchCmp/{id} (standby submitted) becomes /tr/trBenchCmp?id={id}; a hotel price
 * inquiry /ht/htInquiryDetail/{id} (and its version 2 twin) becomes /ht/htInquiryDetail?id={id}.
 */
const ORDER_PATH_IDS: readonly { prefix: string; to: string; param: string }[] = [
  { prefix: '/tr/trBenchCmp/', to: '/tr/trBenchCmp', param: 'id' },
  { prefix: '/ht/htInquiryDetail/', to: '/ht/htInquiryDetail', param: 'id' },
  { prefix: '/htV2/htInquiryDetail/', to: '/htV2/htInquiryDetail', param: 'id' },
]

/**
 * /login/{id} and /register/{id}/ carry the company code in the path; Taro's router knows only exact
 * paths, so before it starts the address becomes /login?corpNo={id}. Bare /resetPassword goes to its
 * first step. Runs once, at module load of the app.
 */
export function normaliseLaunchUrl(): void {
  const { pathname, search, hash } = window.location
  const path = pathname.replace(/\/+$/, '') || '/'
  const redirect = path === '/' ? null : REDIRECTS[path]
  if (redirect) {
    window.history.replaceState(null, '', redirect + search + hash)
    return
  }
  for (const pp of [...PATH_PARAMS, ...ORDER_PATH_IDS]) {
    if (path.startsWith(pp.prefix) && path.length > pp.prefix.length) {
      const id = path.slice(pp.prefix.length).split('/')[0]
      const q = new URLSearchParams(search)
      q.set(pp.param, decodeURIComponent(id))
      window.history.replaceState(null, '', `${pp.to}?${q.toString()}${hash}`)
      return
    }
  }
}

export function launchCorpNo(): string | undefined {
  const q = parseQuery(window.location.search.slice(1))
  return q.corpNo || undefined
}

export function launchDomain(): string {
  return window.location.hostname
}
