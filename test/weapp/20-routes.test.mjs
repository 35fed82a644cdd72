// Every route of the route table (src/core/routes.ts) opens signed in: no exception, no unhandled
// rejection, no console error (React logs a render error there and leaves a blank page), and the
// page shows some text. A detail page opened without its id says what is missing (also text).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { launchMiniProgram } from './automator.mjs'
import { assertNoIssues, pageText, signIn } from './helpers.mjs'

const require = createRequire(import.meta.url)
const { ROUTES, pagePath } = require('tsx/cjs/api').require('../../src/core/routes.ts', import.meta.url)

describe('every route opens signed in', () => {
  let mp
  before(async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'df.admin')
  })
  after(() => mp?.close())

  for (const def of ROUTES) {
    test(`${def.route} (${pagePath(def)})`, async () => {
      const since = await mp.issues()
      // The single-sign-on landing opens its target inside the session (a push link's form); without
      // a token or a target it would sign the user out, as the spec says (the e2e and sso tests cover that).
      const query = def.route === '/sso' ? `?ssoJsonParam=${encodeURIComponent(JSON.stringify({ targetModule: 'index' }))}` : ''
      await mp.reLaunch(`/${pagePath(def)}${query}`)
      await mp.settle()
      const page = await mp.currentPage()
      // Signed in, /login sends the user home (the guard), and so does the landing; every other page stays.
      assert.equal(page.path, def.route === '/login' || def.route === '/sso' ? 'pages/home/index' : pagePath(def))
      const text = await pageText(page)
      assert.ok(text.length > 0, 'the page shows text')
      await assertNoIssues(mp, since, `on ${def.route}`)
    })
  }
})
