/**
 * What both file pickers hand back, and the shared bits of opening a file. Kept apart from
 * file-picker.ts so the H5 variant (file-picker.h5.ts) never imports the mini-program one.
 */
import { IMAGE_EXTENSIONS, UPLOAD_EXTENSIONS, fileExtension } from '../domain/validators'

/** A file the user chose: a local path to upload from (temp path, or an object URL on H5). */
export interface PickedFile {
  path: string
  name: string
  size: number
  type?: string
}

/** Labels of the mini-program's source sheet (the caller translates them). */
export interface PickLabels {
  /** Photos from the album or the camera. */
  album: string
  /** Files from a WeChat chat (the mini-program's only way to reach documents). */
  chat: string
}

/** The extensions the attachment upload accepts (spec: jpg jpeg gif png bmp doc docx xls xlsx csv). */
export const PICK_EXTENSIONS: readonly string[] = UPLOAD_EXTENSIONS

/** Whether a file is an image (shown with the image viewer rather than a document viewer). */
export function isImageFile(name: string, mime?: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension({ name, type: mime }))
}

/** The last segment of a path, for files the platform hands over without a name. */
export function baseName(path: string): string {
  const clean = path.split('?')[0]
  return clean.slice(Math.max(clean.lastIndexOf('/'), clean.lastIndexOf('\\')) + 1) || 'file'
}
