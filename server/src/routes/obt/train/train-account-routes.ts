/**
 * The rail account (12306) and the passengers' identity check (booking flows §7.7 getNewest,
 * FindClkList, getCheckResult, checkRyxx, checkLocalHytgry, and the account's delete):
 * services/trains/rail-account.ts, schemas/train-account.ts. All private, scoped to the caller.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  RailAccountView,
  RailCheckItem,
  RailCheckListBody,
  RailCheckListReply,
  RailCheckOneBody,
  RailCheckReply,
  RailCodeBody,
  RailDeleteReply,
  RailLoginBody,
  RailNewestReply,
} from '../../../schemas/train-account'
import { bindAccount, checkOne, checkResults, newestAccount, unbindAccount, verifyCheckCode } from '../../../services/trains/rail-account'

const TR = '/obt/train/trQuery'

/** Registers the rail account and identity check routes. */
export async function trainAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${TR}/getNewest`, { schema: { body: EmptyBody, response: { 200: Reply(RailNewestReply) } } }, async (request) =>
    ok(await newestAccount(ctx, requireCaller(request))),
  )

  app.post(`${TR}/FindClkList`, { schema: { body: RailLoginBody, response: { 200: Reply(RailAccountView) } } }, async (request) =>
    ok(await bindAccount(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/deleteAccount`, { schema: { body: EmptyBody, response: { 200: Reply(RailDeleteReply) } } }, async (request) =>
    ok(await unbindAccount(ctx, requireCaller(request))),
  )

  app.post(`${TR}/getCheckResult`, { schema: { body: RailCheckListBody, response: { 200: Reply(RailCheckListReply) } } }, async (request) =>
    ok(await checkResults(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/checkRyxx`, { schema: { body: RailCheckOneBody, response: { 200: Reply(RailCheckReply) } } }, async (request) =>
    ok(await checkOne(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/checkLocalHytgry`, { schema: { body: RailCodeBody, response: { 200: Reply(RailCheckItem) } } }, async (request) =>
    ok(await verifyCheckCode(ctx, requireCaller(request), request.body, request.lang)),
  )
}

