// Renders the tab-bar icons (81x81 PNG, as the mini-program wants) from inline SVG with Chromium.
// Run once when an icon changes: node scripts/make-tab-icons.mjs; the PNGs are committed.
//
// Each icon is one colour with anti-aliased edges, so it is written as a 4-bit palette PNG (the
// colour at 16 opacities) instead of Chromium's 32-bit RGBA screenshot: ~300 bytes instead of
// ~1.5 KB. On H5 the icons are inlined into the first script as base64 (they are part of the tab
// bar config), so their size counts against the /login bundle; in the mini-program, against the
// main package.
import fs from 'node:fs'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { findChromium } from '../test/e2e/chromium.mjs'

const icons = {
  home: '<path d="M12 3 3 10.5V21h6.5v-6h5v6H21V10.5z"/>',
  allorder: '<path d="M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h8"/>',
  approvallist: '<path d="M9 11l3 3 8-8M20 12v8H4V4h11"/>',
  message: '<path d="M4 4h16v12H8l-4 4zM8 9h8M8 12h5"/>',
  usercenter: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
}
// Inactive: the tab label colour (app.config.ts tabBar.color); active: the default main colour.
const COLORS = [['', '#6d7178'], ['-active', '#1677ff']]
const LEVELS = 16

/** Decodes Chromium's screenshot: 8-bit RGBA, not interlaced. Returns the alpha channel. */
function alphaOf(png) {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (png[24] !== 8 || png[25] !== 6 || png[28] !== 0) throw new Error('expected 8-bit RGBA, not interlaced')
  const idat = []
  for (let p = 8; p < png.length; ) {
    const len = png.readUInt32BE(p)
    const type = png.toString('latin1', p + 4, p + 8)
    if (type === 'IDAT') idat.push(png.subarray(p + 8, p + 8 + len))
    p += 12 + len
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const stride = width * 4
  const out = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? out[y * stride + x - 4] : 0
      const b = y > 0 ? out[(y - 1) * stride + x] : 0
      const c = x >= 4 && y > 0 ? out[(y - 1) * stride + x - 4] : 0
      const pa = Math.abs(b - c)
      const pb = Math.abs(a - c)
      const pc = Math.abs(a + b - 2 * c)
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]
      out[y * stride + x] = (line[x] + pred) & 255
    }
  }
  const alpha = new Uint8Array(width * height)
  for (let i = 0; i < alpha.length; i++) alpha[i] = out[i * 4 + 3]
  return { width, height, alpha }
}

function crc32(buf) {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A 4-bit palette PNG: one colour at LEVELS opacities. */
function palettePng({ width, height, alpha }, hex) {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([4, 3, 0, 0, 0], 8)
  const plte = Buffer.from(Array.from({ length: LEVELS }, () => rgb).flat())
  const trns = Buffer.from(Array.from({ length: LEVELS }, (_, i) => Math.round((i * 255) / (LEVELS - 1))))
  const stride = Math.ceil(width / 2)
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const level = Math.round((alpha[y * width + x] * (LEVELS - 1)) / 255)
      raw[y * (stride + 1) + 1 + (x >> 1)] |= x % 2 === 0 ? level << 4 : level
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('tRNS', trns),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
for (const [name, body] of Object.entries(icons)) {
  for (const [suffix, color] of COLORS) {
    // Drawn in black: only the coverage (alpha) is kept, the colour is the palette's.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="81" height="81" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    const shot = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 81, height: 81 } })
    fs.writeFileSync(`src/assets/tab/${name}${suffix}.png`, palettePng(alphaOf(shot), color))
  }
}
await browser.close()
console.log('tab icons written to src/assets/tab')
