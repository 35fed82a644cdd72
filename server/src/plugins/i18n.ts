/** Reads the reply language (Accept-Language zh|en, default zh) onto every request. */
import type { FastifyInstance } from 'fastify'
import { langFromHeader } from '../messages'
import '../context'

/** Sets `request.lang` on every request. Registered on the root instance, before the other hooks. */
export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh')
  app.addHook('onRequest', async (request) => {
    request.lang = langFromHeader(request.headers['accept-language'])
  })
}
