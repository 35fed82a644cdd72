/**
 * SMS delivery. The product has no SMS gateway contract yet, so the default sender writes every
 * message to the `sms_outbox` table (demo tools read it back); a gateway implements the same
 * interface.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/types'

/** One message to deliver. */
export interface SmsMessage {
  phone: string
  text: string
  /** The verification code the text carries (kept in the outbox for the demo tools). */
  code: string
  scene: string
  sentAt: Date
}

/** Delivers SMS messages. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/** Writes messages to the outbox table instead of sending them. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Kysely<DB>) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ phone: message.phone, text: message.text, code: message.code, scene: message.scene, created_at: message.sentAt })
      .execute()
  }
}
