/**
 * H5: <html lang> follows the app's language at start-up and on a switch (screen readers and the
 * browser's translation offer read it), and images get their alternative text on the <img>.
 * The locale store is wired to the H5 platform module here, as the H5 build resolves it.
 */
import { imageAlt, setDocumentLang } from '../../../src/core/platform/a11y.h5'

jest.mock('../../../src/core/platform/a11y', () => jest.requireActual('../../../src/core/platform/a11y.h5'))

interface Dom {
  window: { document: Document }
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => Dom }

describe('document language (H5)', () => {
  const g = globalThis as { document?: Document }
  beforeEach(() => {
    g.document = new JSDOM('<!DOCTYPE html><html lang="zh-CN"><body></body></html>').window.document
  })
  afterEach(() => {
    delete g.document
  })

  test('the locale store sets <html lang> when it hydrates and when the language changes', async () => {
    const { LocaleStore } = await import('../../../src/core/stores/locale-store')
    const store = new LocaleStore()
    store.setLocale('en-US')
    expect(g.document!.documentElement.lang).toBe('en-US')
    store.toggle()
    expect(g.document!.documentElement.lang).toBe('zh-CN')
    store.setLocale('en-US')
    g.document!.documentElement.lang = ''
    store.hydrate()
    expect(g.document!.documentElement.lang).toBe('en-US')
  })

  test('without a document (server rendering, tests) nothing breaks', () => {
    delete g.document
    expect(() => setDocumentLang('en-US')).not.toThrow()
  })

  test('image alternative text goes to the <img> through imgProps', () => {
    expect(imageAlt('HXKJ logo')).toEqual({ imgProps: { alt: 'HXKJ logo' } })
    expect(imageAlt('')).toEqual({ imgProps: { alt: '' } })
  })
})
