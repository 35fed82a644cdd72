/**
 * Delivery addresses of the caller (overview §3 "Address: recipient, province, city, area, addr,
 * post, isDefault"; §7 "address list, edit, delete"): the paper-invoice and visa deliveries read
 * them. Province and city must be a pair of the province-city data (geo type 10910); the district
 * is typed in. One default per employee: the first address is it, setting another moves it,
 * deleting it hands it to the oldest remaining one. Another employee's address answers 4004.
 */
import type { AppContext, Caller } from '../../context'
import {
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  findAddresses,
  findAddressOf,
  findOldestAddress,
  insertAddress,
  markDefaultAddress,
  updateAddress,
  type AddressRow,
} from '../../db/repositories/user-data'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { GeoProvince } from '../../schemas/geo'
import type { AddressEditBody, AddressEditReply, AddressListReply, AddressView, DeletedReply } from '../../schemas/user-data'
import { geoSet } from '../geo/geo'
import { userDataBadInput } from './user-data-messages'

/** Addresses one employee may keep. */
export const MAX_ADDRESSES = 20

async function provinces(ctx: AppContext, lang: Lang): Promise<GeoProvince[]> {
  return (await geoSet(ctx, '10910', lang)).list as GeoProvince[]
}

function viewOf(row: AddressRow, regions: GeoProvince[]): AddressView {
  const province = regions.find((p) => p.code === row.province_code)
  const city = province?.cities.find((c) => c.code === row.city_code)
  return {
    id: String(row.id),
    recipient: row.recipient,
    mobile: row.mobile,
    provinceCode: row.province_code,
    provinceName: province?.name ?? row.province_code,
    cityCode: row.city_code,
    cityName: city?.name ?? row.city_code,
    area: row.area,
    addr: row.addr,
    post: row.post,
    isDefault: row.is_default === 1 ? 1 : 0,
  }
}

/** POST /obt/vipEmpAddress/list. */
export async function addressList(ctx: AppContext, caller: Caller, lang: Lang): Promise<AddressListReply> {
  const [rows, regions] = await Promise.all([findAddresses(ctx.db, caller.corpId, caller.empId), provinces(ctx, lang)])
  return { list: rows.map((r) => viewOf(r, regions)) }
}

/** One address of the caller, as listed (4004 for anyone else's): other products' delivery forms read it. */
export async function ownAddress(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<AddressView> {
  const row = await findAddressOf(ctx.db, caller.corpId, caller.empId, id)
  if (!row) throw notFound()
  return viewOf(row, await provinces(ctx, lang))
}

/** POST /obt/vipEmpAddress/edit. */
export async function addressEdit(ctx: AppContext, caller: Caller, body: AddressEditBody, lang: Lang): Promise<AddressEditReply> {
  const province = (await provinces(ctx, lang)).find((p) => p.code === body.provinceCode)
  if (!province || !province.cities.some((c) => c.code === body.cityCode)) throw userDataBadInput(lang, 'addressRegion')
  const now = ctx.clock()
  const values = {
    recipient: body.recipient.trim(),
    mobile: body.mobile,
    province_code: body.provinceCode,
    city_code: body.cityCode,
    area: body.area?.trim() ?? '',
    addr: body.addr.trim(),
    post: body.post ?? '',
  }
  if (!values.recipient || !values.addr) throw userDataBadInput(lang, 'addressRegion')
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (body.id) {
      const row = await findAddressOf(trx, caller.corpId, caller.empId, Number(body.id))
      if (!row) throw notFound()
      // Unticking the default is not a way to have none: the default stays until another takes it.
      const makeDefault = body.isDefault === 1 && row.is_default !== 1
      if (makeDefault) await clearDefaultAddress(trx, caller.empId)
      await updateAddress(trx, row.id, { ...values, is_default: makeDefault ? 1 : row.is_default, updated_at: now })
      return row.id
    }
    const count = await countAddresses(trx, caller.empId)
    if (count >= MAX_ADDRESSES) throw userDataBadInput(lang, 'addressLimit', { n: MAX_ADDRESSES })
    const makeDefault = count === 0 || body.isDefault === 1
    if (makeDefault) await clearDefaultAddress(trx, caller.empId)
    return insertAddress(trx, { ...values, corp_id: caller.corpId, emp_id: caller.empId, is_default: makeDefault ? 1 : 0, created_at: now, updated_at: now })
  })
  return { id: String(id) }
}

/** POST /obt/vipEmpAddress/delete. */
export async function addressDelete(ctx: AppContext, caller: Caller, id: number): Promise<DeletedReply> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findAddressOf(trx, caller.corpId, caller.empId, id)
    if (!row) throw notFound()
    await deleteAddress(trx, row.id)
    if (row.is_default === 1) {
      const next = await findOldestAddress(trx, caller.empId)
      if (next) await markDefaultAddress(trx, next.id)
    }
  })
  return { done: true }
}
