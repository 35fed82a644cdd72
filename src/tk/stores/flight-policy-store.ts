/**
 * /tk/policy and /tk/strategy: the caller's domestic flight standard (GetClzbByMinZj, the one a
 * search without travellers applies), shown rule by rule. `none` is a real answer (the company set
 * no standard for the rank), not an error.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { getFlightStandard, type TravelStandard } from '../api/airport-info'

type Status = 'loading' | 'ready' | 'none' | 'error'

/** One row of the policy screen: a label key, a value key and its parameters. */
export interface PolicyRow {
  label: string
  value: string
  params?: Record<string, string | number>
}

export class FlightPolicyStore {
  status: Status = 'loading'
  error = ''
  standard: TravelStandard | null = null

  constructor(private readonly fetch: typeof getFlightStandard = getFlightStandard) {
    makeAutoObservable<FlightPolicyStore, 'fetch'>(this, { fetch: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const { standard } = await this.fetch()
      runInAction(() => {
        this.standard = standard
        this.status = standard ? 'ready' : 'none'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  /** The standard's rules in screen order (keys of routesDict). */
  get rows(): PolicyRow[] {
    const s = this.standard
    if (!s) return []
    return [
      { label: 'policy.cabin', value: `policy.cabin${s.maxCabinClass}` },
      s.maxDiscount > 0 && s.maxDiscount < 100 ? { label: 'policy.discount', value: 'policy.discountValue', params: { n: s.maxDiscount } } : { label: 'policy.discount', value: 'policy.discountFull' },
      s.advanceDays > 0 ? { label: 'policy.advance', value: 'policy.advanceValue', params: { n: s.advanceDays } } : { label: 'policy.advance', value: 'policy.noRule' },
      s.lowestFareMinutes > 0 ? { label: 'policy.lowest', value: 'policy.lowestValue', params: { n: s.lowestFareMinutes } } : { label: 'policy.lowest', value: 'policy.noRule' },
      { label: 'policy.over', value: `policy.over${[1, 2, 3].includes(s.overPolicyAction) ? s.overPolicyAction : 1}` },
    ]
  }
}
