import Taro from '@tarojs/taro'
import type { Transport } from './client'

/** Taro.request on both targets; Taro rejects with { errMsg } on network failure and timeout. */
export const taroTransport: Transport = async (req) => {
  const res = await Taro.request({
    url: req.url,
    method: req.method,
    data: req.data as Record<string, unknown> | undefined,
    header: req.header,
    timeout: req.timeout,
    dataType: 'json',
  })
  return { statusCode: res.statusCode, data: res.data }
}
