import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import * as fieldPatterns from '../../../server/src/contract/patterns'

/**
 * Mini-program only (the H5 build takes main-package.h5.ts, which pins nothing): modules ten
 * subpackages share are kept once in the main package instead of a copy in each subpackage's
 * sub-common (Taro's optimizeMainPackage copies what only subpackages use). NutUI's Popup with its
 * transition, style and icon dependencies is 25 KB per copy; the field patterns are in every form. README design notes have the figures.
 */
export const PINNED_IN_MAIN_PACKAGE: readonly unknown[] = [Popup, fieldPatterns]
