import { useEffect, useState } from 'react'
import { Button } from '@tarojs/components'
import { makeAutoObservable, runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { validateMobile } from '../domain/validators'
import { isApiError } from '../http/envelope'
import { useScopedT, useT } from '../hooks/use-t'
import { smsWords } from '../i18n/sms'
import { ui } from '../platform/ui'
import './sms-code-button.scss'

/** Seconds before another code may be requested (the server says the same in `resendIn`). */
export const SMS_RESEND_SECONDS = 60

/**
 * The resend countdown. Counts against an end time rather than ticks, because a mini-program's
 * timers stop while it is in the background and the wait must still be right when it comes back.
 */
export class SmsCountdown {
  remaining = 0
  sending = false
  private endsAt = 0
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(
    private readonly seconds: number = SMS_RESEND_SECONDS,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<SmsCountdown, 'timer' | 'endsAt' | 'now' | 'seconds'>(this, {
      timer: false,
      endsAt: false,
      now: false,
      seconds: false,
    })
  }

  get counting(): boolean {
    return this.remaining > 0
  }

  /** Sending or counting down: the button does nothing. */
  get busy(): boolean {
    return this.sending || this.counting
  }

  /**
   * Sends, and starts the countdown only once the send resolved. A failed send leaves the button
   * ready again at once (the caller sees the rejection). Answers false when busy.
   */
  async run(send: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false
    this.sending = true
    let reply: unknown
    try {
      reply = await send()
    } catch (e) {
      runInAction(() => {
        this.sending = false
      })
      throw e
    }
    runInAction(() => {
      this.sending = false
    })
    this.start(resendSeconds(reply, this.seconds))
    return true
  }

  start(seconds: number = this.seconds): void {
    this.stop()
    this.endsAt = this.now() + seconds * 1000
    this.remaining = seconds
    this.timer = setInterval(() => this.tick(), 1000)
  }

  tick(): void {
    this.remaining = Math.max(0, Math.ceil((this.endsAt - this.now()) / 1000))
    if (this.remaining === 0) this.clearTimer()
  }

  /** Ends the countdown (also on unmount, so no timer outlives the page). */
  stop(): void {
    this.clearTimer()
    this.remaining = 0
  }

  private clearTimer(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}

/** The server's `resendIn` when it sends a sensible one, else our default. */
function resendSeconds(reply: unknown, fallback: number): number {
  const n = (reply as { resendIn?: unknown } | null | undefined)?.resendIn
  return typeof n === 'number' && n > 0 && n <= 600 ? Math.ceil(n) : fallback
}

export interface SmsCodeButtonProps {
  /** The number the code goes to; checked with validateMobile before anything is sent. */
  phone: string
  /** Sends the code; the countdown starts when this resolves. */
  send: (phone: string) => Promise<unknown>
  /** A screen's own rule on top of validateMobile (e.g. "not the current number"); a message when it fails. */
  check?: (phone: string) => string | null
  /** Where a bad number's message goes (e.g. under the mobile field); a toast when absent. */
  onInvalid?: (message: string) => void
  disabled?: boolean
  testId?: string
}

/** "获取验证码" / "{n}s后重发": the send-code button placed after a code field. */
export const SmsCodeButton = observer(function SmsCodeButton({
  phone,
  send,
  check,
  onInvalid,
  disabled,
  testId = 'sms-send',
}: SmsCodeButtonProps) {
  const t = useT()
  const ts = useScopedT(smsWords)
  const [countdown] = useState(() => new SmsCountdown())
  useEffect(() => () => countdown.stop(), [countdown])

  const onTap = async () => {
    if (disabled || countdown.busy) return
    const invalid = validateMobile(phone) ?? check?.(phone) ?? null
    if (invalid) {
      if (onInvalid) onInvalid(invalid)
      else ui.toast(invalid)
      return
    }
    try {
      await countdown.run(() => send(phone))
      ui.toast(ts('smsSent'), { icon: 'none' })
    } catch (e) {
      // The HTTP client already toasted the server's reason; say something when it did not.
      if (!isApiError(e) || !e.shown) ui.toast(isApiError(e) && e.message ? e.message : t('account.failed'))
    }
  }

  const label = countdown.sending
    ? ts('smsSending')
    : countdown.counting
      ? ts('smsResend', { n: countdown.remaining })
      : ts('smsSend')
  const off = disabled || countdown.busy
  return (
    <Button
      className={`sms-code-button ${off ? 'sms-code-button--disabled' : ''}`}
      disabled={off}
      onClick={() => void onTap()}
      data-testid={testId}
    >
      {label}
    </Button>
  )
})
