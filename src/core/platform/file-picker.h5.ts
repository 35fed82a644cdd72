import Taro from '@tarojs/taro'
import { PICK_EXTENSIONS, isImageFile, type PickLabels, type PickedFile } from './file-picker-common'

export { isImageFile } from './file-picker-common'
export type { PickLabels, PickedFile } from './file-picker-common'

/**
 * H5: the browser's own file chooser (a hidden <input type=file>). Must be called straight from
 * the tap, before any await, or the browser refuses to open it. Resolves [] when the user backs
 * out (browsers that send no 'cancel' event simply never resolve, which leaves nothing pending).
 * Each file becomes an object URL, which Taro.uploadFile reads back into a Blob.
 */
export function pickFiles(count: number, _labels: PickLabels): Promise<PickedFile[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = count > 1
    input.accept = PICK_EXTENSIONS.map((e) => `.${e}`).join(',')
    input.style.display = 'none'
    document.body.appendChild(input)
    const finish = (files: PickedFile[]) => {
      input.remove()
      resolve(files.slice(0, count))
    }
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? [])
      finish(files.map((f) => ({ path: URL.createObjectURL(f), name: f.name, size: f.size, type: f.type })))
    })
    input.addEventListener('cancel', () => finish([]))
    input.click()
  })
}

/**
 * Opens a local file (object URL): images in Taro's in-page viewer; documents are handed to the
 * browser as a download (a new tab opened after an await would be dropped by popup blockers).
 */
export async function openLocalFile(path: string, name: string, mime?: string): Promise<void> {
  if (isImageFile(name, mime)) {
    await Taro.previewImage({ urls: [path], current: path })
    return
  }
  const a = document.createElement('a')
  a.href = path
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}
