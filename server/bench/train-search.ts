/**
 * trSearch benchmark against a running server.
 *
 *   npx tsx server/bench/train-search.ts --url http://127.0.0.1:3000 --concurrency 20 --seconds 10
 *
 * Logs in a demo traveller (hx.traveller / Demo@2026 unless --login / --password say otherwise),
 * then keeps `concurrency` requests in flight for `seconds`, each a business-trip trSearch (seats
 * left from the database, the policy of every seat) on a mix of city and station pairs (busy
 * corridors with 40+ trains, mid-size and thin pairs, one without direct trains) and dates (1 to
 * 29 days ahead). Prints p50 / p95 / p99 latency, requests per second and errors; `--json` prints one
 * JSON line instead. A 1-second warm-up is not counted.
 */
import { chinaDay, loginToken, parseArgs, report, runLoad, runMain, timedPost } from './load'

/** [from, to, fromKind, toKind]: city codes mean every station of the city. */
const ROUTES: [string, string, 'station' | 'city', 'station' | 'city'][] = [
  ['BJS', 'SHA', 'city', 'city'], ['SHA', 'BJS', 'city', 'city'], ['VNP', 'AOH', 'station', 'station'], ['AOH', 'VNP', 'station', 'station'],
  ['BJS', 'WUH', 'city', 'city'], ['BJS', 'CAN', 'city', 'city'], ['SHA', 'HGH', 'city', 'city'], ['NKG', 'SHA', 'city', 'city'],
  ['BJS', 'XIY', 'city', 'city'], ['CTU', 'CKG', 'city', 'city'], ['BJS', 'TSN', 'city', 'city'], ['SHA', 'NKG', 'city', 'city'],
  ['BJS', 'CKG', 'city', 'city'], ['CAN', 'SZX', 'city', 'city'], ['WUH', 'CAN', 'city', 'city'], ['XIY', 'CTU', 'city', 'city'],
]

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2), 'train-search.ts')
  const token = await loginToken(options)
  let seq = 0
  const call = () => {
    const n = seq++
    const [fromStationCode, toStationCode, fromKind, toKind] = ROUTES[n % ROUTES.length]
    const body = { fromStationCode, toStationCode, fromKind, toKind, date: chinaDay(1 + ((n * 7) % 29)), tripType: 1 }
    return timedPost<{ trainList: unknown[] }>(`${options.url}/obt/train/trQuery/trSearch`, body, token, (d) => d.trainList?.length ?? 0)
  }
  const { summary, avgItems } = await runLoad(options, call)
  const result = { ...summary, avgTrains: avgItems }
  report(options, 'trSearch', result, `~${avgItems} trains per reply`)
}

runMain(main)
