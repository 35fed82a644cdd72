/**
 * Benchmark mode of the result lists (`bench=N` on /tk/tkList and /tr/trList; scripts/bench-list.mjs).
 * Only a list store reads it: the day's real results are repeated to N rows (each keeps its real
 * key, so a tap still opens a real next screen), the page shows a banner saying so, and nothing of
 * it is stored. A load without the parameter replaces it, and any other value is ignored, so it
 * cannot leak into a normal search.
 */

/** The accepted range of the bench parameter. */
export const BENCH_MAX = 5000

/** The real rows repeated to `n` (none when there is none to repeat). */
export function benchRows<T>(real: readonly T[], n: number): T[] {
  if (!real.length) return []
  return Array.from({ length: n }, (_, i) => real[i % real.length])
}

/** Reads `bench`: an integer 1..BENCH_MAX, else 0 (off). */
export function parseBench(raw: string | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 0
  const n = Number(raw)
  return n >= 1 && n <= BENCH_MAX ? n : 0
}
