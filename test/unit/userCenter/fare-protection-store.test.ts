import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { FareProtectionReply, FareProtectionSettings } from '@/userCenter/api/company-admin-api'
import { fareProtectionAdmin } from '@/userCenter/i18n/fare-protection-admin'
import { FareProtectionStore } from '@/userCenter/stores/fare-protection-store'

const reply = (over: Partial<FareProtectionReply> = {}): FareProtectionReply => ({ enabled: 1, tolerancePct: 10, holdMinutes: 120, rule: '票价保护：…… +10% ……2 小时', ...over })

beforeEach(() => setLocale('zh-CN'))

describe('the administrator\'s fare protection (issue 18 §1)', () => {
  test('both languages have the same words', () => {
    expect(Object.keys(fareProtectionAdmin['en-US']).sort()).toEqual(Object.keys(fareProtectionAdmin['zh-CN']).sort())
  })

  test('loads the settings; nothing to save until something changes; saving sends whole numbers and takes the server\'s rule', async () => {
    const sent: FareProtectionSettings[] = []
    const store = new FareProtectionStore({
      get: async () => reply(),
      edit: async (body) => (sent.push(body), reply({ ...body, rule: 'Fare protection: … +15% … 30 minutes' })),
    })
    await store.load()
    expect(store.status).toBe('ready')
    expect([store.enabled, store.tolerance, store.hold, store.dirty]).toEqual([true, '10', '120', false])
    store.setTolerance('15')
    store.setHold(' 30 ')
    store.setEnabled(false)
    expect(store.dirty).toBe(true)
    expect(await store.save()).toBe(true)
    expect(sent).toEqual([{ enabled: 0, tolerancePct: 15, holdMinutes: 30 }])
    expect(store.saved?.rule).toMatch(/30 minutes/)
    expect(store.dirty).toBe(false)
  })

  test.each([
    ['a tolerance over 30', '31', '120', 'tolerance'],
    ['a negative tolerance', '-1', '120', 'tolerance'],
    ['a decimal tolerance', '2.5', '120', 'tolerance'],
    ['a hold under 15 minutes', '10', '5', 'hold'],
    ['a hold over two days', '10', '2881', 'hold'],
    ['an empty hold', '10', '', 'hold'],
  ])('%s is refused on the form, nothing is sent and nothing typed is lost', async (_name, tolerance, hold, field) => {
    const sent: FareProtectionSettings[] = []
    const store = new FareProtectionStore({ get: async () => reply(), edit: async (b) => (sent.push(b), reply()) })
    await store.load()
    store.setTolerance(tolerance)
    store.setHold(hold)
    expect(await store.save()).toBe(false)
    expect(sent).toEqual([])
    expect(store.errors[field as 'tolerance' | 'hold']).toBeTruthy()
    expect([store.tolerance, store.hold]).toEqual([tolerance, hold])
  })

  test('a refused save keeps the form and says why; a failed read is an error with the reason', async () => {
    const store = new FareProtectionStore({ get: async () => reply(), edit: async () => Promise.reject(new ApiError('business', '参数错误', { errCode: 4000, shown: false })) })
    await store.load()
    store.setTolerance('20')
    expect(await store.save()).toBe(false)
    expect(store.message).toBe('参数错误')
    expect(store.tolerance).toBe('20')
    const broken = new FareProtectionStore({ get: () => Promise.reject(new ApiError('business', '服务繁忙', { errCode: 5000, shown: false })), edit: async () => reply() })
    await broken.load()
    expect(broken.status).toBe('error')
    expect(broken.message).toBe('服务繁忙')
  })
})
