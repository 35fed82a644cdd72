/** The outbox delivery loop of a server process (every process runs one; rows are claimed under SKIP LOCKED). */
import type { FastifyInstance } from 'fastify'
import { deliverOutbox } from './outbox'

/** Chat messages should arrive while the approver still remembers why: a short period. */
export const OUTBOX_EVERY_MS = 5_000

/** Starts delivering the outbox every OUTBOX_EVERY_MS until the app closes. */
export function startOutboxSweep(app: FastifyInstance): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    deliverOutbox(app.ctx)
      .then((done) => {
        if (done.sent || done.retried || done.failed) app.log.info(done, 'notification outbox')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notification outbox failed'))
      .finally(() => {
        running = false
      })
  }, OUTBOX_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
