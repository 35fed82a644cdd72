import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { downloadAttachment } from '../../core/api/trip'
import { fileSizeText } from '../../core/components/trip-application-view'
import { useScopedT } from '../../core/hooks/use-t'
import { isImageFile, openLocalFile, pickFiles } from '../../core/platform/file-picker'
import { ui } from '../../core/platform/ui'
import { tripDict } from '../i18n/trip'
import { MAX_ATTACHMENTS } from '../stores/trip-rules'
import type { AttachmentItem, TripFormStore } from '../stores/trip-form-store'
import './attachment-list.scss'

function extOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot + 1).toUpperCase().slice(0, 4) : 'FILE'
}

/**
 * The attachments of the application form: the company's requirement, the accepted types, a
 * preview list (image thumbnails from the device, a type badge for documents) with upload state,
 * retry and delete, and the "add" button. Files are checked before they upload (store.addFiles).
 */
export const AttachmentList = observer(function AttachmentList({ store }: { store: TripFormStore }) {
  const tt = useScopedT(tripDict)

  // pickFiles must run straight from the tap (H5 opens the chooser only inside a user gesture).
  const add = () => {
    const left = MAX_ATTACHMENTS - store.attachments.length
    if (left <= 0) {
      ui.toast(tt('error.maxFiles', { max: MAX_ATTACHMENTS }))
      return
    }
    pickFiles(left, { album: tt('add.album'), chat: tt('add.chatFile') })
      .then((files) => (files.length ? store.addFiles(files) : null))
      .then((refusal) => {
        if (refusal) ui.toast(refusal)
      })
      // A chooser that fails to open (permission refused) leaves the list as it was.
      .catch(() => ui.toast(tt('add.uploadFailed')))
  }

  const open = (a: AttachmentItem) => {
    const local = a.localPath ? Promise.resolve(a.localPath) : a.url ? downloadAttachment(a.url) : Promise.reject(new Error('no file'))
    local.then((path) => openLocalFile(path, a.name, a.mime)).catch(() => ui.toast(tt('add.openFailed')))
  }

  return (
    <View className={`trip-attach ${store.errors.attachments ? 'trip-attach--error' : ''}`} data-testid='trip-attachments-edit'>
      {store.attachmentsRequired ? <Text className='trip-attach__required'>{tt('add.attachRequired')}</Text> : null}
      <Text className='trip-attach__hint'>{tt('add.attachHint')}</Text>
      {store.attachments.map((a) => (
        <View key={a.key} className={`trip-attach__item trip-attach__item--${a.status}`} data-testid='trip-attachment-item' data-status={a.status}>
          <View className='trip-attach__thumb' onClick={() => open(a)}>
            {a.localPath && isImageFile(a.name, a.mime) ? <Image className='trip-attach__img' src={a.localPath} mode='aspectFill' /> : <Text className='trip-attach__ext'>{extOf(a.name)}</Text>}
          </View>
          <View className='trip-attach__main' onClick={() => open(a)}>
            <Text className='trip-attach__name'>{a.name}</Text>
            <Text className='trip-attach__state'>
              {a.status === 'uploading' ? tt('add.uploading') : a.status === 'failed' ? a.error || tt('add.uploadFailed') : fileSizeText(a.size)}
            </Text>
          </View>
          {a.status === 'failed' && a.localPath ? (
            <Text className='trip-attach__action' onClick={() => void store.upload(a.key)}>
              {tt('add.retry')}
            </Text>
          ) : null}
          {a.status !== 'uploading' ? (
            <Text className='trip-attach__remove' onClick={() => store.removeAttachment(a.key)} aria-label={tt('add.removeFile')} data-testid='trip-attachment-remove'>
              ×
            </Text>
          ) : (
            <View className='trip-attach__spinner' />
          )}
        </View>
      ))}
      <View className='trip-attach__add' onClick={add} data-testid='trip-attachment-add'>
        + {tt('add.addFile')}
      </View>
      {store.errors.attachments ? (
        <Text className='trip-attach__error' data-testid='error-attachments'>
          {store.errors.attachments}
        </Text>
      ) : null}
    </View>
  )
})
