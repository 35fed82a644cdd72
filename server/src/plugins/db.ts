/** Makes the service context (database, clock, providers) available as `app.ctx`. */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'

/** Decorates the root instance with the context. */
export function registerDb(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('ctx', ctx)
}
