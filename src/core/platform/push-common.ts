/**
 * Push registration (spec §4: 20 s after the platform is ready). Payloads are routed through
 * core/routes.ts either way.
 */
export interface PushClient {
  register(onClientId: (clientId: string, device: 1 | 2) => void): void
}

export const PUSH_DELAY_MS = 20000
