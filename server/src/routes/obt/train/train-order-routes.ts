/** Train booking and train orders: book, detail, cancel, refund, change, standby, transfer (booking flows §7.7). */
import type { FastifyInstance } from 'fastify'

/** Registers the train order routes. */
export async function trainOrderRoutes(_fastify: FastifyInstance): Promise<void> {}
