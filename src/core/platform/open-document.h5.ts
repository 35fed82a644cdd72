/**
 * H5: the browser shows PDFs itself. A tab opened after an await is no longer "caused by the tap" and
 * popup blockers (WeChat's in-app browser among them) drop it, so the tab opens first, at the tap,
 * and gets its address when the server answers. Where no tab may open at all, the page itself goes
 * to the document (the back button returns to the app).
 */
export async function openDocument(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank')
  let url: string
  try {
    url = await load()
  } catch (e) {
    tab?.close()
    throw e
  }
  const href = new URL(url, window.location.href).toString()
  if (tab && !tab.closed) tab.location.href = href
  else window.location.assign(href)
}
