/** Stands in for `use-sync-external-store/shim` (config/index.ts alias): React 18 has the hook itself. */
export { useSyncExternalStore } from 'react'
