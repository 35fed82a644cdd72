/**
 * Favourite places and ride history of the car screens (carAddress/list, save, delete): an
 * employee's own favourites (a label used again replaces its place: home, office...) and the last
 * ten distinct places of the rides they booked or rode. Another employee's favourite answers 4004.
 */
import type { AppContext, Caller } from '../../context'
import { deletePlace, findPlaces, findRecentRidePlaces, savePlace } from '../../db/repositories/car-orders'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { CarAddressListReply, CarAddressSaveBody, CarAddressSaveReply, CarPlace } from '../../schemas/car'
import { carBadInput } from './car-messages'
import { checkPlace } from './search'

const HISTORY = 10

/** POST carAddress/list. */
export async function addressList(ctx: AppContext, caller: Caller): Promise<CarAddressListReply> {
  const [favourites, rides] = await Promise.all([findPlaces(ctx.db, caller.corpId, caller.empId), findRecentRidePlaces(ctx.db, caller.corpId, caller.empId, 30)])
  const history: CarPlace[] = []
  const seen = new Set<string>()
  for (const r of rides) {
    for (const text of [r.to_place, r.from_place]) {
      const p = JSON.parse(text) as CarPlace
      const key = `${p.name}|${p.lat.toFixed(4)},${p.lng.toFixed(4)}`
      if (seen.has(key) || history.length >= HISTORY) continue
      seen.add(key)
      history.push(p)
    }
  }
  return { favorites: favourites.map((f) => ({ ...(JSON.parse(f.place) as CarPlace), id: String(f.id), label: f.label })), history }
}

/** POST carAddress/save. */
export async function addressSave(ctx: AppContext, caller: Caller, body: CarAddressSaveBody, lang: Lang): Promise<CarAddressSaveReply> {
  const label = body.label.trim()
  if (!label) throw carBadInput(lang, 'placeLabelMissing')
  checkPlace(body.place, 'fieldFrom', lang)
  const place: CarPlace = { name: body.place.name.trim(), address: body.place.address.trim(), lat: body.place.lat, lng: body.place.lng,
    ...(body.place.cityId ? { cityId: body.place.cityId } : {}), ...(body.place.placeId ? { placeId: body.place.placeId } : {}) }
  const id = await savePlace(ctx.db, { corpId: caller.corpId, empId: caller.empId, label, place: JSON.stringify(place), at: ctx.clock() })
  return { id: String(id) }
}

/** POST carAddress/delete. */
export async function addressDelete(ctx: AppContext, caller: Caller, id: number): Promise<Record<string, never>> {
  if (!(await deletePlace(ctx.db, caller.corpId, caller.empId, id))) throw notFound()
  return {}
}
