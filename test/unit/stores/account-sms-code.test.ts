// The countdown lives with its button; the view parts are not under test here.
jest.mock('@tarojs/components', () => ({ Button: () => null, Text: () => null, View: () => null }))
jest.mock('../../../src/core/components/sms-code-button.scss', () => ({}))
jest.mock('../../../src/core/components/demo-sms-hint.scss', () => ({}))

import { ApiError } from '@/core/http/envelope'
import { SMS_RESEND_SECONDS, SmsCountdown } from '@/core/components/sms-code-button'
import { newestSms, type DemoSms } from '@/core/components/demo-sms-hint'
import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
  jest.useFakeTimers()
})

afterEach(() => {
  jest.useRealTimers()
})

describe('SmsCountdown', () => {
  test('counts down 60 s only after the send resolves, busy meanwhile', async () => {
    const c = new SmsCountdown()
    let release: () => void = () => undefined
    const running = c.run(() => new Promise<void>((r) => (release = r)))
    expect(c.sending).toBe(true)
    expect(c.counting).toBe(false)
    expect(c.busy).toBe(true)
    release()
    expect(await running).toBe(true)
    expect(c.remaining).toBe(SMS_RESEND_SECONDS)
    expect(SMS_RESEND_SECONDS).toBe(60)
    jest.advanceTimersByTime(1000)
    expect(c.remaining).toBe(59)
    jest.advanceTimersByTime(58_000)
    expect(c.remaining).toBe(1)
    expect(c.busy).toBe(true)
    jest.advanceTimersByTime(1000)
    expect(c.remaining).toBe(0)
    expect(c.busy).toBe(false)
  })

  test('a second tap while counting sends nothing', async () => {
    const c = new SmsCountdown()
    const send = jest.fn(async () => undefined)
    await c.run(send)
    expect(await c.run(send)).toBe(false)
    expect(send).toHaveBeenCalledTimes(1)
  })

  test('a failed send does not count down: the button is ready again at once', async () => {
    const c = new SmsCountdown()
    await expect(
      c.run(async () => {
        throw new ApiError('business', '验证码发送过于频繁', { errCode: 4290, shown: true })
      }),
    ).rejects.toThrow('验证码发送过于频繁')
    expect(c.sending).toBe(false)
    expect(c.counting).toBe(false)
    expect(c.busy).toBe(false)
    // And a retry works.
    expect(await c.run(async () => undefined)).toBe(true)
    expect(c.counting).toBe(true)
  })

  test("honours the server's resendIn", async () => {
    const c = new SmsCountdown()
    await c.run(async () => ({ sent: true, expiresIn: 900, resendIn: 30 }))
    expect(c.remaining).toBe(30)
  })

  test('counts against the clock, so time spent in the background is not lost', async () => {
    let now = 1_000_000
    const c = new SmsCountdown(60, () => now)
    await c.run(async () => undefined)
    now += 45_000 // the timer did not run meanwhile
    c.tick()
    expect(c.remaining).toBe(15)
  })

  test('stop ends the countdown', async () => {
    const c = new SmsCountdown()
    await c.run(async () => undefined)
    c.stop()
    expect(c.busy).toBe(false)
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe('newestSms', () => {
  const m = (createdAt: string, scene: string, code: string): DemoSms => ({ createdAt, scene, code, text: `code ${code}` })

  test('picks the newest message, preferring the scene asked for', () => {
    const list = [m('2026-01-01T10:00:05Z', 'bind', '222222'), m('2026-01-01T10:00:01Z', 'register', '111111')]
    expect(newestSms(list)?.code).toBe('222222')
    expect(newestSms(list, 'register')?.code).toBe('111111')
    expect(newestSms(list, 'reset')?.code).toBe('222222')
    expect(newestSms([])).toBeNull()
  })
})
