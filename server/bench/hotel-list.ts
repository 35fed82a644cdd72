/**
 * Hotel list benchmark against a running server.
 *
 *   npx tsx server/bench/hotel-list.ts --url http://127.0.0.1:3000 --concurrency 20 --seconds 10
 *
 * Logs in a demo traveller (hx.traveller / Demo@2026 unless --login / --password say otherwise),
 * then keeps `concurrency` requests in flight for `seconds`, each a business-trip htQueryV2/list
 * (rooms taken from the database, the policy verdict of every hotel, filters, sort, one page of
 * 20) over a mix of cities (Shanghai's 1,000 hotels, Beijing's 800, mid-size and small cities, an
 * international one), stays of 1 to 3 nights 1 to 20 days ahead, sorts and filters. Prints p50 /
 * p95 / p99 latency, requests per second and errors; `--json` prints one JSON line instead. A
 * 1-second warm-up is not counted.
 */
import { chinaDay, loginToken, parseArgs, report, runLoad, runMain, timedPost } from './load'

const CITIES = ['SHA', 'SHA', 'SHA', 'BJS', 'BJS', 'CAN', 'SZX', 'HGH', 'CTU', 'NKG', 'WUH', 'XIY', 'TYO', 'BAO']
const SORTS = [12, 12, 2, 1, 4]
const FILTERS: Record<string, unknown>[] = [{}, {}, { stars: [4, 5] }, { minPrice: 200, maxPrice: 600 }, { keyword: '酒店' }, { brandIds: ['HANTING', 'JIHOTEL', 'HOMEINN'] }, { pageNum: 3 }]

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2), 'hotel-list.ts')
  const token = await loginToken(options)
  let seq = 0
  const call = () => {
    const n = seq++
    const days = 1 + ((n * 7) % 20)
    const nights = 1 + (n % 3)
    const body = {
      cityId: CITIES[n % CITIES.length], checkInDate: chinaDay(days), checkOutDate: chinaDay(days + nights), tripType: 1,
      sort: SORTS[n % SORTS.length], ...FILTERS[n % FILTERS.length],
    }
    return timedPost<{ list: unknown[] }>(`${options.url}/obt/hotel/htQueryV2/list`, body, token, (d) => d.list?.length ?? 0)
  }
  const { summary, avgItems } = await runLoad(options, call)
  const result = { ...summary, avgHotels: avgItems }
  report(options, 'htQueryV2/list', result, `~${avgItems} hotels per page`)
}

runMain(main)
