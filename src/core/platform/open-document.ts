import Taro from '@tarojs/taro'

/** Where a relative document address (the server answers '/static/...') lives for the mini-program. */
function absolute(url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  const base = typeof API_BASE === 'string' ? API_BASE : ''
  return `${base.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
}

function fileTypeOf(url: string): 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx' {
  const ext = url.split('?')[0].split('.').pop()?.toLowerCase()
  return ext === 'doc' || ext === 'docx' || ext === 'xls' || ext === 'xlsx' || ext === 'ppt' || ext === 'pptx' ? ext : 'pdf'
}

/**
 * Opens a document (itinerary PDF) the server generates. The mini-program cannot show a web address:
 * it downloads the file to a temporary path and opens it with the system viewer (the domain must be
 * on the downloadFile whitelist). `load` resolves the address; rejects when any step fails.
 * (open-document.h5.ts opens a browser tab instead.)
 */
export async function openDocument(load: () => Promise<string>): Promise<void> {
  const url = absolute(await load())
  const res = await Taro.downloadFile({ url })
  if (res.statusCode !== 200) throw new Error(`download failed: HTTP ${res.statusCode}`)
  await Taro.openDocument({ filePath: res.tempFilePath, fileType: fileTypeOf(url), showMenu: true })
}
