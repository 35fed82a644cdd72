import Taro from '@tarojs/taro'
import type { Transport, UploadTransport } from './client'

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

/** Taro.uploadFile on both targets (H5 reads the object URL back into a Blob); the reply body is text. */
export const taroUpload: UploadTransport = async (req) => {
  const res = await Taro.uploadFile({
    url: req.url,
    filePath: req.filePath,
    name: req.name,
    header: req.header,
    timeout: req.timeout,
    ...(req.fileName ? { fileName: req.fileName } : {}),
  })
  return { statusCode: res.statusCode, data: res.data }
}
