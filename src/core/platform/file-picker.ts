import Taro from '@tarojs/taro'
import { PICK_EXTENSIONS, baseName, isImageFile, type PickLabels, type PickedFile } from './file-picker-common'

export { isImageFile } from './file-picker-common'
export type { PickLabels, PickedFile } from './file-picker-common'

const cancelled = (e: unknown): boolean => /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? e))

/**
 * Mini-program: the user chooses the source first (photos from the album or camera, or a file from
 * a chat, the only way a mini-program reaches documents). Resolves [] when the user backs out.
 * The caller checks type and size (validators.validateUpload) before uploading.
 */
export async function pickFiles(count: number, labels: PickLabels): Promise<PickedFile[]> {
  let tapIndex: number
  try {
    tapIndex = (await Taro.showActionSheet({ itemList: [labels.album, labels.chat] })).tapIndex
  } catch {
    return []
  }
  try {
    if (tapIndex === 0) {
      const res = await Taro.chooseMedia({ count, mediaType: ['image'], sourceType: ['album', 'camera'] })
      return res.tempFiles.map((f) => ({ path: f.tempFilePath, name: baseName(f.tempFilePath), size: f.size }))
    }
    const res = await Taro.chooseMessageFile({ count, type: 'file', extension: [...PICK_EXTENSIONS] })
    return res.tempFiles.map((f) => ({ path: f.path, name: f.name || baseName(f.path), size: f.size, type: f.type }))
  } catch (e) {
    if (cancelled(e)) return []
    throw e
  }
}

/** Opens a local file: images in the image viewer, documents in the system viewer. Rejects when it cannot. */
export async function openLocalFile(path: string, name: string, mime?: string): Promise<void> {
  if (isImageFile(name, mime)) {
    await Taro.previewImage({ urls: [path], current: path })
    return
  }
  await Taro.openDocument({ filePath: path, showMenu: true })
}
