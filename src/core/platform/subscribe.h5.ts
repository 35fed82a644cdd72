/** A web page has no subscribe messages: the chat app's own notices or push reach H5 users. */
export function requestSubscribe(_tmplIds: readonly string[]): Promise<number> {
  return Promise.resolve(0)
}
