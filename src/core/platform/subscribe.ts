import Taro from '@tarojs/taro'

/**
 * Asks the WeChat user for one-time subscribe messages of these templates; resolves how many were
 * accepted (0 when declined, refused or the templates are unknown to WeChat). WeChat shows the
 * dialog only when this runs inside a tap handler, so callers start it before any await.
 */
export function requestSubscribe(tmplIds: readonly string[]): Promise<number> {
  if (!tmplIds.length) return Promise.resolve(0)
  return new Promise((resolve) => {
    const option = {
      tmplIds: [...tmplIds],
      success: (res: unknown) => resolve(tmplIds.filter((id) => (res as Record<string, unknown>)[id] === 'accept').length),
      fail: () => resolve(0),
    }
    // Taro's typing also demands entityIds, Alipay's field; WeChat takes template ids alone.
    Taro.requestSubscribeMessage(option as unknown as Taro.requestSubscribeMessage.Option)
  })
}
