/**
 * Attachments of business-trip applications (vipCorp/fj/uploadCons, vipCorp/fj/queryFj).
 *
 * Accepted: jpg jpeg gif png bmp doc docx xls xlsx csv, at most 10 MB. The extension decides the
 * type and the first bytes must agree with it (images, the old Office formats, the zipped new ones;
 * csv must be text), so a renamed executable is refused. The MIME type stored is the extension's,
 * never the client's. Bytes live in the database (bytea): PGlite gives no file-system guarantee.
 *
 * An attachment is readable by its uploader while no application holds it, and afterwards by
 * whoever may read that application; anything else answers 4004 like a missing id.
 */
import type { AppContext, Caller } from '../../context'
import { findApplication } from '../../db/repositories/trip-applications'
import { findAttachment, insertAttachment } from '../../db/repositories/trip-attachments'
import { badInput, notFound } from '../../errors'
import type { TripAttachment } from '../../schemas/trip'
import { canReadApplication } from './trip-applications'

/** The size limit of one file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

const startsWith = (data: Buffer, bytes: number[]): boolean => bytes.every((b, i) => data[i] === b)
const JPEG = (d: Buffer) => startsWith(d, [0xff, 0xd8, 0xff])
const OLE = (d: Buffer) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = (d: Buffer) => startsWith(d, [0x50, 0x4b, 0x03, 0x04])
// Text: no NUL byte in the first KB (UTF-8 and GBK csv both qualify).
const TEXT = (d: Buffer) => !d.subarray(0, 1024).includes(0)

const TYPES: Record<string, { mime: string; looksRight: (data: Buffer) => boolean }> = {
  jpg: { mime: 'image/jpeg', looksRight: JPEG },
  jpeg: { mime: 'image/jpeg', looksRight: JPEG },
  gif: { mime: 'image/gif', looksRight: (d) => d.subarray(0, 6).toString('latin1') === 'GIF87a' || d.subarray(0, 6).toString('latin1') === 'GIF89a' },
  png: { mime: 'image/png', looksRight: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  bmp: { mime: 'image/bmp', looksRight: (d) => startsWith(d, [0x42, 0x4d]) },
  doc: { mime: 'application/msword', looksRight: OLE },
  xls: { mime: 'application/vnd.ms-excel', looksRight: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', looksRight: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', looksRight: ZIP },
  csv: { mime: 'text/csv', looksRight: TEXT },
}

/** The reply shape of an attachment. */
function view(row: { id: number; name: string; size: number; mime: string }): TripAttachment {
  return { id: String(row.id), name: row.name, size: row.size, mime: row.mime, url: `/obt/vipCorp/fj/queryFj?id=${row.id}` }
}

/** A file name without any path, trimmed to 100 characters (extension kept). */
function cleanName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() || 'file'
  if (base.length <= 100) return base
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(0, 100 - (base.length - dot)) + base.slice(dot) : base.slice(0, 100)
}

/** POST /obt/vipCorp/fj/uploadCons: checks and stores one file of the caller (not yet attached to an application). */
export async function saveAttachment(ctx: AppContext, caller: Caller, fileName: string, data: Buffer): Promise<TripAttachment> {
  const name = cleanName(fileName)
  const ext = name.includes('.') ? name.split('.').pop()?.toLowerCase() ?? '' : ''
  const type = TYPES[ext]
  if (!type) throw badInput('uploadType')
  if (data.length === 0) throw badInput('uploadEmpty')
  if (data.length > MAX_UPLOAD_BYTES) throw badInput('uploadTooLarge')
  if (!type.looksRight(data)) throw badInput('uploadContentMismatch')
  const row = await insertAttachment(ctx.db, {
    corp_id: caller.corpId, uploader_emp_id: caller.empId, application_id: null, name, mime: type.mime, size: data.length,
    data, created_at: ctx.clock(),
  })
  return view(row)
}

/** GET /obt/vipCorp/fj/queryFj: the file, when the caller may read it. */
export async function readAttachment(ctx: AppContext, caller: Caller, id: number): Promise<{ name: string; mime: string; data: Buffer }> {
  const row = await findAttachment(ctx.db, caller.corpId, id)
  if (!row) throw notFound()
  if (row.application_id === null) {
    if (row.uploader_emp_id !== caller.empId) throw notFound()
  } else {
    const app = await findApplication(ctx.db, caller.corpId, row.application_id)
    if (!app || !(await canReadApplication(ctx.db, caller, app))) throw notFound()
  }
  return { name: row.name, mime: row.mime, data: Buffer.from(row.data) }
}
