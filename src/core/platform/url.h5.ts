import { PATH_PARAMS, REDIRECTS, parseQuery } from '../routes'

/**
 * Spec routes with an id in the path (routes.ts PATH_PARAMS: /login/{id}, /car/carJsycDetail/{id}...):
 * Taro's router knows only exact paths, so before it starts the address becomes /login?corpNo={id}.
 * Bare /resetPassword goes to its first step. Runs once, at module load of the app.
 */
export function normaliseLaunchUrl(): void {
  const { pathname, search, hash } = window.location
  const path = pathname.replace(/\/+$/, '') || '/'
  const redirect = path === '/' ? null : REDIRECTS[path]
  if (redirect) {
    window.history.replaceState(null, '', redirect + search + hash)
    return
  }
  for (const pp of PATH_PARAMS) {
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
