/**
 * Image captchas for the login after 3 failures and for the reset-password first step:
 * 4 characters without look-alikes, stored server-side, single use, valid 5 minutes.
 *
 * The image is an SVG with no text in it: every character is drawn from a small stroke font of
 * our own as a path, each glyph scaled, skewed, rotated and its points jittered, the whole
 * picture bent by a wave, with crossing curves in the same colours and widths as the glyphs and
 * the elements in random order. Reading the markup gives numbers, not the answer.
 */
import { randomInt } from 'node:crypto'
import type { AppContext } from '../../context'
import { consumeCaptcha, insertCaptcha, peekCaptcha } from '../../db/repositories/verification'
import { randomHex, safeEqual } from '../../util/crypto'
import { addMs, minutes } from '../../util/time'

/** How long a captcha can be answered. */
export const CAPTCHA_TTL_MS = minutes(5)

// No 0/O, 1/I/L: people misread them.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
// Lower-case hex with no run of 4 digits, so no colour can spell an answer.
const COLORS = ['#1f3a93', '#8e44ad', '#c03a2b', '#16a0b5', '#d35e0a', '#2c3e50', '#27ae60']

type Point = [number, number]
type Stroke = Point[]

/** Points of an elliptic arc, angles in degrees (0 = right, 90 = down, as SVG's y grows downwards). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] {
  const points: Point[] = []
  for (let i = 0; i <= steps; i += 1) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180
    points.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)])
  }
  return points
}

/**
 * The stroke font: each glyph in a 10 × 14 box (y down), as polylines. Plain capitals and
 * digits, because a person has to read them after the distortion.
 */
const FONT: Record<string, Stroke[]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2.2, 8.5], [7.8, 8.5]]],
  B: [
    [[1, 14], [1, 0], [6, 0], ...arc(6, 3.5, 3.5, 3.5, -90, 90, 8), [1, 7]],
    [[6.5, 7], ...arc(6.5, 10.5, 3.5, 3.5, -90, 90, 8), [1, 14]],
  ],
  C: [arc(5.5, 7, 5, 7, 315, 45, 14)],
  D: [[[1, 0], [1, 14]], [[1, 0], [4, 0], ...arc(4, 7, 6, 7, -90, 90, 12), [1, 14]]],
  E: [[[9, 0], [1, 0], [1, 14], [9, 14]], [[1, 7], [7, 7]]],
  F: [[[9, 0], [1, 0], [1, 14]], [[1, 7], [7, 7]]],
  G: [[...arc(5.5, 7, 5, 7, 310, 0, 14), [6, 7]]],
  H: [[[1, 0], [1, 14]], [[9, 0], [9, 14]], [[1, 7], [9, 7]]],
  J: [[[9, 0], ...arc(5, 10, 4, 4, 0, 180, 8)]],
  K: [[[1, 0], [1, 14]], [[9, 0], [1, 8]], [[3.5, 5.5], [9, 14]]],
  M: [[[0.5, 14], [1, 0], [5, 9], [9, 0], [9.5, 14]]],
  N: [[[1, 14], [1, 0], [9, 14], [9, 0]]],
  P: [[[1, 14], [1, 0], [6, 0], ...arc(6, 3.75, 3.75, 3.75, -90, 90, 8), [1, 7.5]]],
  Q: [arc(5, 7, 4.8, 7, 0, 360, 16), [[6, 10], [10, 14.5]]],
  R: [[[1, 14], [1, 0], [6, 0], ...arc(6, 3.75, 3.75, 3.75, -90, 90, 8), [1, 7.5]], [[5, 7.5], [9.5, 14]]],
  S: [[...arc(5, 3.6, 4, 3.6, -30, -270, 10), ...arc(5, 10.5, 4.3, 3.5, -90, 150, 10)]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[1, 0], ...arc(5, 9.5, 4, 4.5, 180, 0, 10), [9, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2.5, 14], [5, 5], [7.5, 14], [10, 0]]],
  X: [[[0.5, 0], [9.5, 14]], [[9.5, 0], [0.5, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  Z: [[[0.5, 0], [9.5, 0], [0.5, 14], [9.5, 14]]],
  '2': [[...arc(5, 4, 4.2, 4, 200, 380, 10), [0.5, 14], [9.5, 14]]],
  '3': [[...arc(5, 3.6, 4, 3.6, 200, 450, 10), ...arc(5, 10.5, 4.3, 3.5, 270, 520, 10)]],
  '4': [[[7, 14], [7, 0], [0.5, 10], [10, 10]]],
  '5': [[[9, 0], [1.5, 0], [1, 6.5], ...arc(5, 9.8, 4.3, 4.2, 235, 520, 12)]],
  '6': [[[8.5, 1.2], [6, 0], [3.5, 0.8], [1.8, 3.5], [1, 7.5], [1.2, 10.5]], arc(5, 10, 4, 4, 0, 360, 14)],
  '7': [[[0.5, 0], [9.5, 0], [4, 14]]],
  '8': [arc(5, 3.5, 3.5, 3.5, 0, 360, 12), arc(5, 10.5, 4.2, 3.5, 0, 360, 12)],
  '9': [arc(5, 4, 4, 4, 0, 360, 14), [[9, 4], [8.8, 8], [7.5, 11.5], [5, 14], [2, 13.5]]],
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]
/** A random number in [min, max) with 1/1000 resolution. */
const between = (min: number, max: number): number => min + (randomInt(1000) / 1000) * (max - min)
const fmt = (n: number): string => n.toFixed(1)

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}

function pathData(strokes: Point[][]): string {
  return strokes.map((s) => s.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('')).join('')
}

/** A random captcha text. */
function captchaText(): string {
  let text = ''
  for (let i = 0; i < 4; i += 1) text += pick([...ALPHABET])
  return text
}

/** Draws the text as distorted stroke-font paths among crossing curves and dots. */
export function drawCaptcha(text: string): string {
  const width = 120
  const height = 40
  // One wave bends glyphs and noise alike, so the noise cannot be told apart by its straightness.
  const wave = { amplitude: between(1, 2.5), period: between(35, 70), phase: between(0, Math.PI * 2) }
  const bend = ([x, y]: Point): Point => [x, y + wave.amplitude * Math.sin((x / wave.period) * Math.PI * 2 + wave.phase)]
  const elements: string[] = []

  for (const [i, ch] of [...text].entries()) {
    const strokes = FONT[ch]
    if (!strokes) throw new Error(`no captcha glyph for ${ch}`)
    const scale = between(1.45, 1.85)
    const skew = between(-0.3, 0.3)
    const angle = (between(-25, 25) * Math.PI) / 180
    const cx = 16 + i * 28 + between(-3, 3)
    const cy = 20 + between(-3, 3)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const place = ([gx, gy]: Point): Point => {
      // Jitter in glyph units, then centre, skew, scale, rotate, move into the cell.
      const x0 = gx + between(-0.35, 0.35) - 5
      const y0 = gy + between(-0.35, 0.35) - 7
      const x1 = (x0 + skew * y0) * scale
      const y1 = y0 * scale
      return bend([cx + x1 * cos - y1 * sin, cy + x1 * sin + y1 * cos])
    }
    elements.push(
      `<path d="${pathData(strokes.map((s) => s.map(place)))}" stroke="${pick(COLORS)}" stroke-width="${fmt(between(1.8, 2.6))}" ` +
        `fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  }
  for (let i = 0; i < 5; i += 1) {
    const from: Point = [between(0, 30), between(4, 36)]
    const via: Point = [between(30, 90), between(0, 40)]
    const to: Point = [between(90, 120), between(4, 36)]
    const curve: Point[] = []
    for (let t = 0; t <= 1.0001; t += 0.1) {
      const u = 1 - t
      curve.push(bend([u * u * from[0] + 2 * u * t * via[0] + t * t * to[0], u * u * from[1] + 2 * u * t * via[1] + t * t * to[1]]))
    }
    elements.push(
      `<path d="${pathData([curve])}" stroke="${pick(COLORS)}" stroke-width="${fmt(between(1, 2.2))}" fill="none" opacity="0.6"/>`,
    )
  }
  for (let i = 0; i < 30; i += 1) {
    elements.push(`<circle cx="${fmt(between(0, width))}" cy="${fmt(between(0, height))}" r="${fmt(between(0.6, 1.8))}" fill="${pick(COLORS)}" opacity="0.5"/>`)
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f4f6fa"/>${shuffle(elements).join('')}</svg>`
  )
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
