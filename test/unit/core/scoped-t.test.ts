import { scopedT, setLocale } from '../../../src/core/i18n/index'

const dict = {
  'zh-CN': { 'tk.title': '机票', 'tk.count': '{n} 个航班', 'tk.zhOnly': '仅中文' },
  'en-US': { 'tk.title': 'Flights', 'tk.count': '{n} flights' },
} as const

afterEach(() => setLocale('zh-CN'))

describe('scopedT (product-folder dictionaries)', () => {
  it('answers in the current locale with placeholders, falling back to zh-CN then the key', () => {
    const tt = scopedT(dict as unknown as { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> })
    expect(tt('tk.count', { n: 3 })).toBe('3 个航班')
    setLocale('en-US')
    expect(tt('tk.title')).toBe('Flights')
    expect(tt('tk.count', { n: 3 })).toBe('3 flights')
    expect(tt('tk.zhOnly')).toBe('仅中文')
    expect(tt('tk.missing')).toBe('tk.missing')
  })
})
