/** A service before booking (/restRoom/confirm, /guestPass/confirm): its rules, places left and cancellation rule. */
import { DetailResource, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/airport-service'
import type { ServiceDetailReply } from '../api/airport-service'
import { isServiceId, type ServiceQuery } from './airport-context'

export type ServiceDetailApi = Pick<typeof api, 'serviceDetail'>

export class ServiceDetailStore {
  readonly resource: DetailResource<ServiceQuery | null, ServiceDetailReply>

  constructor(readonly query: ServiceQuery | null, apiOverrides: Partial<ServiceDetailApi> = {}) {
    const calls = { serviceDetail: api.serviceDetail, ...apiOverrides }
    this.resource = new DetailResource(query, (q) => calls.serviceDetail((q as ServiceQuery).serviceId, (q as ServiceQuery).date || undefined), {
      valid: (q) => !!q && isServiceId(q.serviceId),
    })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get detail(): ServiceDetailReply | null {
    return this.resource.data
  }

  load(): Promise<boolean> {
    return this.resource.load()
  }
}
