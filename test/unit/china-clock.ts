/**
 * Instants named by China's wall clock, whatever zone the tests run in (`npm test` runs the unit
 * tests in UTC-11 and UTC+14 too). Arguments as in `new Date(y, monthIndex, ...)`.
 */
export function chinaDate(year: number, monthIndex: number, day = 1, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, monthIndex, day, hour, minute, second) - 8 * 3600 * 1000)
}
