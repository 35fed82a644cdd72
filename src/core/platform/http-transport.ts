/**
 * The request transport of the HTTP client. Mini-program: Taro.request (wx.request underneath).
 * H5 (http-transport.h5.ts): the browser's fetch.
 */
export { taroTransport as platformTransport } from '../http/transport'
