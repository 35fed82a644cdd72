/** Subscribe messages asked at submit (issue 16): what is reported to the server, and that nothing throws. */
const requestSubscribe = jest.fn<Promise<number>, [readonly string[]]>()
const miniProgramLoginCode = jest.fn<Promise<string | null>, []>()
const getOpenId = jest.fn<Promise<{ openid: string }>, [string]>()
const subscribeAccepted = jest.fn<Promise<unknown>, [string, number]>()
jest.mock('../../../src/core/platform/subscribe', () => ({ requestSubscribe: (ids: readonly string[]) => requestSubscribe(ids) }))
jest.mock('../../../src/core/platform/login', () => ({ miniProgramLoginCode: () => miniProgramLoginCode() }))
jest.mock('../../../src/core/api/auth', () => ({ getOpenId: (code: string) => getOpenId(code) }))
jest.mock('../../../src/core/api/workplace', () => ({ subscribeAccepted: (id: string, n: number) => subscribeAccepted(id, n) }))

import { askForMessages, SUBSCRIBE_TEMPLATES } from '../../../src/core/subscribe'

const settle = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  jest.clearAllMocks()
  miniProgramLoginCode.mockResolvedValue('wx-code')
  getOpenId.mockResolvedValue({ openid: 'o-123' })
  subscribeAccepted.mockResolvedValue(null)
})

describe('askForMessages', () => {
  test('accepted templates are reported with this WeChat user\'s openid', async () => {
    requestSubscribe.mockResolvedValue(2)
    askForMessages()
    await settle()
    expect(requestSubscribe).toHaveBeenCalledWith(SUBSCRIBE_TEMPLATES)
    expect(getOpenId).toHaveBeenCalledWith('wx-code')
    expect(subscribeAccepted).toHaveBeenCalledWith('o-123', 2)
  })

  test('declined or on H5 (0 accepted): nothing is reported', async () => {
    requestSubscribe.mockResolvedValue(0)
    askForMessages()
    await settle()
    expect(miniProgramLoginCode).not.toHaveBeenCalled()
    expect(subscribeAccepted).not.toHaveBeenCalled()
  })

  test('no WeChat login code: nothing is reported', async () => {
    requestSubscribe.mockResolvedValue(1)
    miniProgramLoginCode.mockResolvedValue(null)
    askForMessages()
    await settle()
    expect(getOpenId).not.toHaveBeenCalled()
  })

  test('a failing report never reaches the submit', async () => {
    requestSubscribe.mockResolvedValue(1)
    getOpenId.mockRejectedValue(new Error('network'))
    expect(() => askForMessages()).not.toThrow()
    await settle()
    expect(subscribeAccepted).not.toHaveBeenCalled()
  })

})
