/**
 * WCAG 2 contrast, for white-label colours: a company picks its main colour for fills and
 * gradients, and the same colour as small text on white or on its light tint is often below
 * the 4.5:1 that AA asks of body text (the platform blue #1677ff gives 4.1:1 on white). The theme
 * derives a text shade from it here instead of asking every company for a second colour.
 */

type Rgb = [number, number, number]

/** #rgb, #rrggbb, #rrggbbaa (alpha ignored), rgb()/rgba() with 0-255 channels; null otherwise. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase()
  let m = /^#([0-9a-f]{3})$/.exec(v)
  if (m) return [0, 1, 2].map((i) => parseInt(m![1][i] + m![1][i], 16)) as Rgb
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(v)
  if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as Rgb
  m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/.exec(v)
  if (m) return [m[1], m[2], m[3]].map((x) => Math.min(255, Number(x))) as Rgb
  return null
}

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The WCAG contrast ratio of two colours (1 to 21); NaN when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parseColor(a)
  const y = parseColor(b)
  if (!x || !y) return NaN
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p)
  return (hi + 0.05) / (lo + 0.05)
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/**
 * `color` itself when it reaches `ratio` against every background, else the same hue darkened
 * just enough (so white text on it reaches the ratio too). Unparsable colours come back as given.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = parseColor(color)
  const bgs = backgrounds.filter((b) => parseColor(b) !== null)
  if (!rgb) return color
  const passes = (c: string) => bgs.every((b) => contrastRatio(c, b) >= ratio)
  if (passes(color)) return color
  for (let f = 0.98; f > 0; f -= 0.02) {
    const candidate = hex(rgb.map((c) => c * f) as Rgb)
    if (passes(candidate)) return candidate
  }
  return '#000000'
}
