/**
 * Large-text mode (issue 18 §4) without per-page work: after pxtransform, every absolute text size
 * is multiplied by the CSS variable --t (1 normally, the large-text scale when it is on; set on
 * :root/page by app.scss, on every page root by the theme's variables and on <html> on H5).
 *
 * - font-size and an absolute line-height: `28rpx` -> `calc(28rpx*var(--t))` (rem on H5).
 * - min-height: rows and buttons that say how tall they are at least grow with their text, so
 *   touch targets grow too.
 * - height, only where the rule's line-height is the same length: a one-line control (a button
 *   drawn as `height: 96px; line-height: 96px`) keeps its text centred instead of clipping it.
 * Widths, paddings and relative sizes (em, %, unitless line-heights) stay: they follow on their own
 * or must not grow (the page must still fit the phone's width).
 *
 * One-letter variable and no fallback: the mini-program's main package pays these bytes once per
 * declaration (README design notes).
 */
const ABSOLUTE = /\d(?:rpx|px|rem|vw)\b/i
const RELATIVE = /\d(?:em|%)(?![a-z])/i

/**
 * The scaled form of one value, or null when it stays as it is. A variable counts as a length only
 * for font-size (NutUI's --nutui-font-size-*); a line-height variable may be unitless.
 */
function scaled(value, prop = 'font-size') {
  const v = value.trim()
  const length = ABSOLUTE.test(v) || (prop === 'font-size' && /^var\(/i.test(v))
  if (!length || RELATIVE.test(v) || v.includes('var(--t)')) return null
  return `calc(${v}*var(--t))`
}

function insideKeyframes(node) {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && /keyframes$/i.test(p.name)) return true
  return false
}

/** Rewrites one rule's declarations in place (exported for the unit test). */
function scaleRule(rule) {
  const decls = rule.nodes ? rule.nodes.filter((n) => n.type === 'decl') : []
  const lineHeight = decls.find((d) => d.prop === 'line-height')?.value.trim()
  for (const d of decls) {
    let grows = d.prop === 'font-size' || d.prop === 'line-height' || d.prop === 'min-height'
    if (d.prop === 'height') grows = lineHeight === d.value.trim()
    if (!grows) continue
    const out = scaled(d.value, d.prop)
    if (out) d.value = out
  }
}

function textScale() {
  return {
    postcssPlugin: 'shanglv-text-scale',
    // After every Declaration visitor (pxtransform's): the values are already rpx / rem.
    OnceExit(root) {
      root.walkRules((rule) => {
        if (!insideKeyframes(rule)) scaleRule(rule)
      })
    },
  }
}
textScale.postcss = true

module.exports = textScale
module.exports.scaled = scaled
module.exports.scaleRule = scaleRule
