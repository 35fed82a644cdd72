import { ApiError } from '@/core/http/envelope'
import { DetailResource, isIdText, isNotFoundError } from '@/core/stores/detail-resource'

type Thing = { id: string; v: number }

const refused = (errCode: number, msg = '') => new ApiError('business', msg, { errCode, shown: false })

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('detail resource', () => {
  test.each([
    ['digits', '77', true],
    ['18 digits', '123456789012345678', true],
    ['19 digits', '1234567890123456789', false],
    ['letters', '7a', false],
    ['empty', '', false],
    ['undefined', undefined, false],
  ])('isIdText: %s', (_name, id, ok) => {
    expect(isIdText(id)).toBe(ok)
  })

  test('isIdText takes a shorter limit', () => {
    expect(isIdText('1234567890123', 12)).toBe(false)
  })

  test.each([
    ['4004 (missing, or another company\'s)', refused(4004), true],
    ['4000 (a malformed id)', refused(4000), true],
    ['4009', refused(4009), false],
    ['a network failure', new ApiError('network', '超时', { shown: true }), false],
    ['not an api error', new Error('x'), false],
  ])('not found: %s', (_name, e, yes) => {
    expect(isNotFoundError(e)).toBe(yes)
  })

  test('loads by its key: loading, then ready with the value', async () => {
    const asked: string[] = []
    const r = new DetailResource('77', async (id) => (asked.push(id), { id, v: 1 }))
    expect(r.status).toBe('loading')
    const p = r.load()
    expect(r.status).toBe('loading')
    expect(await p).toBe(true)
    expect([r.status, r.data, r.ready, asked]).toEqual(['ready', { id: '77', v: 1 }, true, ['77']])
  })

  test('a key that cannot name anything is "not found" without a call', async () => {
    let calls = 0
    const r = new DetailResource('abc', async () => (calls++, { id: 'x', v: 1 }), { valid: (id) => isIdText(id) })
    expect(await r.load()).toBe(false)
    expect([r.status, calls]).toEqual(['notFound', 0])
  })

  test.each([
    ['4004', refused(4004, '订单不存在'), 'notFound', ''],
    ['a refusal', refused(999, '系统繁忙'), 'error', '系统繁忙'],
    ['a silent failure', new Error('x'), 'error', ''],
  ])('a failed first load: %s', async (_name, e, status, text) => {
    const r = new DetailResource('7', () => Promise.reject(e))
    await r.load()
    expect([r.status, r.loadError]).toEqual([status, text])
  })

  test('the error text can come from the product (its own fallback words)', async () => {
    const r = new DetailResource('7', () => Promise.reject(new Error('x')), { errorText: () => '加载失败' })
    await r.load()
    expect(r.loadError).toBe('加载失败')
  })

  test('a quiet reload keeps the screen while it runs and when it fails; a loud one shows its state', async () => {
    let fail: unknown = null
    let v = 0
    const r = new DetailResource('7', async (id) => {
      if (fail) throw fail
      return { id, v: ++v }
    })
    await r.load()
    fail = refused(999, '系统繁忙')
    const quiet = r.reload()
    expect(r.status).toBe('ready')
    await quiet
    expect([r.status, r.data?.v]).toEqual(['ready', 1])
    fail = refused(4004)
    await r.load(true)
    expect(r.status).toBe('ready')
    await r.load()
    expect(r.status).toBe('notFound')
  })

  test('showQuietNotFound: a thing deleted meanwhile shows "not found" even on a quiet reload', async () => {
    let gone = false
    const r = new DetailResource('7', async (id) => {
      if (gone) throw refused(4004)
      return { id, v: 1 }
    }, { showQuietNotFound: true })
    await r.load()
    gone = true
    await r.reload()
    expect(r.status).toBe('notFound')
  })

  test('an older answer arriving after a newer one is dropped (success or failure)', async () => {
    const answers = [deferred<Thing>(), deferred<Thing>(), deferred<Thing>(), deferred<Thing>()]
    let i = 0
    const r = new DetailResource('7', () => answers[i++].promise)
    const first = r.load()
    const second = r.load(true)
    answers[1].resolve({ id: '7', v: 2 })
    answers[0].resolve({ id: '7', v: 1 })
    expect([await first, await second]).toEqual([false, true])
    expect(r.data?.v).toBe(2)
    const third = r.reload()
    const fourth = r.reload()
    answers[3].reject(refused(999, '系统繁忙'))
    answers[2].resolve({ id: '7', v: 3 })
    expect([await third, await fourth]).toEqual([false, false])
    // the newer (failed, quiet) reload owns the result: the old answer never lands
    expect([r.status, r.data?.v]).toEqual(['ready', 2])
  })

  test('onLoad runs with each fresh value (derived state)', async () => {
    const seen: number[] = []
    let v = 0
    const r = new DetailResource('7', async (id) => ({ id, v: ++v }), { onLoad: (t) => seen.push(t.v) })
    await r.load()
    await r.reload()
    expect(seen).toEqual([1, 2])
  })
})
