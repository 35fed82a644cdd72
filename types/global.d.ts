/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Set by Taro at build time: which target this bundle is for. */
declare const TARO_ENV: 'weapp' | 'h5' | undefined
/** API origin; empty on H5 (same origin), an https domain for the mini-program. */
declare const API_BASE: string
declare const APP_VERSION: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    [key: string]: string | undefined
  }
}
/** Map-service origin (TARO_APP_MAP_BASE); empty: the API base's origin, or the page's on H5. */
declare const MAP_SERVICE_BASE: string
/** Map-service key (TARO_APP_MAP_KEY); empty: the public demo key. */
declare const MAP_SERVICE_KEY: string
/** Subscribe-message template ids, comma separated (TARO_APP_SUBSCRIBE_TEMPLATES). */
declare const SUBSCRIBE_TEMPLATE_IDS: string
