/**
 * queryFlight benchmark against a running server.
 *
 *   npx tsx server/bench/query-flight.ts --url http://127.0.0.1:3000 --concurrency 20 --seconds 10
 *
 * Logs in a demo traveller (hx.traveller / Demo@2026 unless --login / --password say otherwise),
 * then keeps `concurrency` requests in flight for `seconds`, each a queryFlight on a mix of routes
 * (busy trunk routes, mid-size and thin pairs, city and airport codes) and dates (1 to 60 days
 * ahead). Prints p50 / p95 / p99 latency, requests per second and errors; `--json` prints one JSON
 * line instead (for the app side's `npm run bench`). A 1-second warm-up is not counted.
 */
import { chinaDay, loginToken, parseArgs, report, runLoad, runMain, timedPost } from './load'

const ROUTES: [string, string][] = [
  ['BJS', 'SHA'], ['SHA', 'BJS'], ['BJS', 'CAN'], ['SHA', 'SZX'], ['BJS', 'CTU'], ['CTU', 'SHA'], ['CAN', 'CKG'],
  ['HGH', 'XIY'], ['KMG', 'BJS'], ['PEK', 'PVG'], ['PKX', 'SHA'], ['WUH', 'SZX'], ['XMN', 'TAO'], ['URC', 'BJS'],
  ['HRB', 'CAN'], ['NKG', 'CTU'], ['SYX', 'SHA'], ['TFU', 'CAN'], ['LHW', 'SZX'], ['KWE', 'HGH'],
]

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2), 'query-flight.ts')
  const token = await loginToken(options)
  let seq = 0
  const call = () => {
    const n = seq++
    const [depCode, arrCode] = ROUTES[n % ROUTES.length]
    const body = { depCode, arrCode, date: chinaDay(1 + ((n * 7) % 60)), tripType: 1 }
    return timedPost<{ flights: unknown[] }>(`${options.url}/obt/plane/shopping/gn/v3/queryFlight`, body, token, (d) => d.flights?.length ?? 0)
  }
  const { summary, avgItems } = await runLoad(options, call)
  const result = { ...summary, avgFlights: avgItems }
  report(options, 'queryFlight', result, `~${avgItems} flights per reply`)
}

runMain(main)
