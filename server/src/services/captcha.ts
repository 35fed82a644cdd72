/**
 * Image captchas for the login after 3 failures and for the reset-password first step:
 * 4 characters without look-alikes, drawn as SVG with noise, stored server-side, single use,
 * valid 5 minutes.
 */
import { randomInt } from 'node:crypto'
import type { AppContext } from '../context'
import { consumeCaptcha, insertCaptcha, peekCaptcha } from '../db/repositories/verification'
import { randomHex, safeEqual } from '../util/crypto'
import { addMs, minutes } from '../util/time'

/** How long a captcha can be answered. */
export const CAPTCHA_TTL_MS = minutes(5)

// No 0/O, 1/I/L: people misread them.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const COLORS = ['#1f3a93', '#8e44ad', '#c0392b', '#16a085', '#d35400', '#2c3e50', '#27ae60']

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]

/** A random captcha text. */
function captchaText(): string {
  let text = ''
  for (let i = 0; i < 4; i += 1) text += pick([...ALPHABET])
  return text
}

/** Draws the text with rotated, offset glyphs, crossing lines and dots. */
export function drawCaptcha(text: string): string {
  const width = 120
  const height = 40
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f6fa"/>`]
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<path d="M${randomInt(0, 30)} ${randomInt(4, 36)} Q${randomInt(30, 90)} ${randomInt(0, 40)} ${randomInt(90, 120)} ${randomInt(4, 36)}" ` +
        `stroke="${pick(COLORS)}" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.55"/>`,
    )
  }
  for (const [i, ch] of [...text].entries()) {
    const x = 14 + i * 26 + randomInt(-3, 4)
    const y = 29 + randomInt(-4, 5)
    const angle = randomInt(-28, 29)
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="Verdana,Arial,sans-serif" ` +
        `font-size="${22 + randomInt(0, 6)}" font-weight="bold" fill="${pick(COLORS)}">${ch}</text>`,
    )
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${1 + randomInt(2)}" fill="${pick(COLORS)}" opacity="0.5"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

/** Creates and stores a captcha; returns its id and the image as a data URL. */
export async function createCaptcha(ctx: AppContext): Promise<{ validateCodeId: string; image: string }> {
  const text = captchaText()
  const id = randomHex(16)
  const now = ctx.clock()
  await insertCaptcha(ctx.db, id, text, now, addMs(now, CAPTCHA_TTL_MS))
  return { validateCodeId: id, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text)).toString('base64')}` }
}

/** Checks an answer (case-insensitive). The captcha is used up whether the answer is right or not. */
export async function verifyCaptcha(ctx: AppContext, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false
  const expected = await consumeCaptcha(ctx.db, id, ctx.clock())
  return expected !== undefined && safeEqual(expected.toUpperCase(), answer.trim().toUpperCase())
}

/** The answer of a live captcha (demo tools only). */
export function revealCaptcha(ctx: AppContext, id: string): Promise<string | undefined> {
  return peekCaptcha(ctx.db, id, ctx.clock())
}
