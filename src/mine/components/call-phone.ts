import Taro from '@tarojs/taro'

/** Offers to call a number (Taro dials on both targets: the phone's dialer, tel: on H5). */
export function callPhone(phone: string): void {
  if (!phone) return
  void Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, '') }).catch(() => undefined)
}
