import { normaliseLaunchUrl } from '@/core/platform/url.h5'
import { resolveRoute } from '@/core/routes'

describe('/ht/htInquiryDetail/{id} on H5', () => {
  const g = globalThis as { window?: unknown }
  const original = g.window
  afterEach(() => {
    g.window = original
  })

  function launch(pathname: string, search = '') {
    const replaced: string[] = []
    g.window = {
      location: { pathname, search, hash: '', hostname: 'localhost' },
      history: { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
    }
    normaliseLaunchUrl()
    return replaced
  }

  test('the path id becomes ?id= before the router starts, on both families', () => {
    expect(launch('/ht/htInquiryDetail/12')).toEqual(['/ht/htInquiryDetail?id=12'])
    expect(launch('/htV2/htInquiryDetail/12/', '?lang=en')).toEqual(['/htV2/htInquiryDetail?lang=en&id=12'])
    expect(launch('/ht/htInquiryDetail', '?id=5')).toEqual([])
    expect(launch('/tr/trBenchCmp/123')).toEqual(['/tr/trBenchCmp?id=123'])
    expect(launch('/login/HXKJ')).toEqual(['/login?corpNo=HXKJ'])
  })

  test('the four inquiry routes are in the ht package, behind the hotel permission', () => {
    for (const r of ['/htV2/htInquiry', '/ht/htInquiry', '/htV2/htInquiryDetail', '/ht/htInquiryDetail']) {
      const def = resolveRoute(`${r}?id=1`)?.def
      expect(def?.pkg).toBe('ht')
      expect(def?.product).toBe('10903')
    }
  })
})
