import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { demoSmsOutbox } from '../api/auth'
import { useScopedT } from '../hooks/use-t'
import { smsWords } from '../i18n/sms'
import './demo-sms-hint.scss'

export type DemoSms = Awaited<ReturnType<typeof demoSmsOutbox>>[number]

/** Polls after a send: the server writes the outbox right away, the wait is only for slow links. */
const FIRST_POLL_MS = 500
const POLL_EVERY_MS = 1500
const MAX_POLLS = 6

export interface DemoSmsHintProps {
  /** The number the code was sent to (or the masked number a reset step shows). */
  phone: string
  /** When the last code was sent (ms); 0 while nothing was sent. Each new value polls again. */
  sentAt: number
  /** Prefer messages of this SMS scene (register, reset, bind, modifyMobile). */
  scene?: string
  /** Offers a "Fill in" link that hands the code to the form. */
  onUse?: (code: string) => void
  /** The outbox call; injectable for tests and previews. */
  fetchOutbox?: (phone: string) => Promise<DemoSms[]>
}

function keyOf(m: DemoSms | null): string {
  return m ? `${m.createdAt}|${m.code}|${m.scene}` : ''
}

/** The newest message, preferring the scene asked for (the outbox is newest first, but do not rely on it). */
export function newestSms(list: readonly DemoSms[], scene?: string): DemoSms | null {
  if (!Array.isArray(list) || !list.length) return null
  const ofScene = scene ? list.filter((m) => m.scene === scene) : []
  const pool = ofScene.length ? ofScene : list
  return [...pool].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0] ?? null
}

/**
 * The demo world has no SMS gateway: codes land in an outbox the server exposes while demo tools
 * are on. After each send this box polls the outbox a few times and shows the newest message.
 * When the outbox call is refused (demo tools off, a real deployment) it renders nothing.
 */
export const DemoSmsHint = observer(function DemoSmsHint({ phone, sentAt, scene, onUse, fetchOutbox = demoSmsOutbox }: DemoSmsHintProps) {
  const ts = useScopedT(smsWords)
  const [message, setMessage] = useState<DemoSms | null>(null)
  const [off, setOff] = useState(false)
  const [polling, setPolling] = useState(false)
  const shown = useRef('')

  useEffect(() => {
    if (!sentAt || !phone || off) return undefined
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    // A message other than the one already on screen is the new code; stop as soon as it shows.
    const before = shown.current
    setPolling(true)
    const poll = async () => {
      polls += 1
      let list: DemoSms[]
      try {
        list = await fetchOutbox(phone)
      } catch {
        if (!cancelled) setOff(true)
        return
      }
      if (cancelled) return
      const newest = newestSms(list, scene)
      if (newest) {
        shown.current = keyOf(newest)
        setMessage(newest)
      }
      if ((newest && keyOf(newest) !== before) || polls >= MAX_POLLS) {
        setPolling(false)
        return
      }
      timer = setTimeout(() => void poll(), POLL_EVERY_MS)
    }
    timer = setTimeout(() => void poll(), FIRST_POLL_MS)
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [sentAt, phone, scene, off])

  if (off || !sentAt) return null
  return (
    <View className='demo-sms-hint' data-testid='demo-sms-hint'>
      <View className='demo-sms-hint__head'>
        <Text className='demo-sms-hint__title'>{ts('demoSmsTitle')}</Text>
        {message && onUse ? (
          <Text className='demo-sms-hint__use' onClick={() => onUse(message.code)} data-testid='demo-sms-use'>
            {ts('demoSmsUse')}
          </Text>
        ) : null}
      </View>
      {message ? (
        <View className='demo-sms-hint__body'>
          <Text className='demo-sms-hint__text' data-testid='demo-sms-text'>
            {message.text}
          </Text>
          <View className='demo-sms-hint__code-row'>
            <Text className='demo-sms-hint__code-label'>{ts('demoSmsCode')}</Text>
            <Text className='demo-sms-hint__code' data-testid='demo-sms-code' selectable userSelect>
              {message.code}
            </Text>
          </View>
        </View>
      ) : (
        <Text className='demo-sms-hint__waiting'>{polling ? ts('demoSmsWaiting') : ts('demoSmsNone')}</Text>
      )}
      <Text className='demo-sms-hint__note'>{ts('demoSmsNote')}</Text>
    </View>
  )
})
