import Taro from '@tarojs/taro'
import { t } from '../i18n/index'

/**
 * Toast, dialog and loading. Taro's own APIs behave the same on both targets, so one file serves both;
 * the HTTP client and pages only ever call these.
 */
export interface Ui {
  toast(text: string, opts?: { duration?: number; icon?: 'none' | 'success' | 'error' }): void
  alert(title: string, content: string, confirmText?: string): Promise<void>
  confirm(title: string, content: string, opts?: { confirmText?: string; cancelText?: string }): Promise<boolean>
  showLoading(text: string): void
  hideLoading(): void
}

export const ui: Ui = {
  toast(text, opts) {
    if (!text) return
    void Taro.showToast({ title: text, icon: opts?.icon ?? 'none', duration: opts?.duration ?? 3000 }).catch(() => undefined)
  },
  async alert(title, content, confirmText) {
    await Taro.showModal({ title, content, showCancel: false, confirmText: confirmText ?? t('common.ok') }).catch(() => undefined)
  },
  async confirm(title, content, opts) {
    try {
      const res = await Taro.showModal({
        title,
        content,
        confirmText: opts?.confirmText ?? t('common.ok'),
        cancelText: opts?.cancelText ?? t('common.cancel'),
      })
      return res.confirm
    } catch {
      return false
    }
  },
  showLoading(text) {
    void Taro.showLoading({ title: text, mask: true }).catch(() => undefined)
  },
  hideLoading() {
    try {
      Taro.hideLoading()
    } catch {
      /* nothing was showing */
    }
  },
}
