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

/**
 * Resolves once a page is mounted (at most ~5 s). Taro's H5 dialog remembers the page it was shown on
 * and hides itself at the next route change if that differs; a dialog opened while the router is still
 * mounting the first page (a call failing at start-up, e.g. "signed in on another device") was hidden
 * at once and its promise never settled, leaving the user on an error screen with no way on.
 */
async function pageMounted(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const current = Taro.getCurrentInstance() as { page?: unknown }
    if (current.page) return
    await new Promise((r) => setTimeout(r, 50))
  }
}

export const ui: Ui = {
  toast(text, opts) {
    if (!text) return
    void Taro.showToast({ title: text, icon: opts?.icon ?? 'none', duration: opts?.duration ?? 3000 }).catch(() => undefined)
  },
  async alert(title, content, confirmText) {
    await pageMounted()
    await Taro.showModal({ title, content, showCancel: false, confirmText: confirmText ?? t('common.ok') }).catch(() => undefined)
  },
  async confirm(title, content, opts) {
    try {
      await pageMounted()
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
