import { View } from '@tarojs/components'

export default function Page() {
  return <View>/htV2/htQuery</View>
}
