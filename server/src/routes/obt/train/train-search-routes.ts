/** Train search, policy, rail account and identity check (booking flows §7.7). */
import type { FastifyInstance } from 'fastify'

/** Registers the train search routes. */
export async function trainSearchRoutes(_fastify: FastifyInstance): Promise<void> {}
