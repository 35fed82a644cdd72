/** H5 loads by route, so nothing is pinned into the first bundle (main-package.ts: the mini-program's). */
export const PINNED_IN_MAIN_PACKAGE: readonly unknown[] = []
