import { appPages, ROUTES, pagePath } from './core/routes'

const { pages, subPackages } = appPages()
const tabs = ROUTES.filter((d) => d.tab)
// Chinese labels here; the locale store renames the tabs at runtime (setTabBarItem).
const tabText: Record<string, string> = {
  '/home': '首页',
  '/allorder': '订单',
  '/approvalList': '审批',
  '/message': '消息',
  '/userCenter': '我的',
}

export default defineAppConfig({
  // login first: it is where a user without a session lands
  pages,
  subPackages,
  preloadRule: {
    'pages/home/index': { network: 'all', packages: ['tk'] },
  },
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '商旅',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  tabBar: {
    // 4.5:1 on the white tab bar (WCAG AA); #8a8f99 was 3.2:1
    color: '#6d7178',
    selectedColor: '#1677ff',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: tabs.map((d) => ({
      pagePath: pagePath(d),
      text: tabText[d.route] ?? d.route,
      iconPath: `assets/tab/${d.route.slice(1).toLowerCase()}.png`,
      selectedIconPath: `assets/tab/${d.route.slice(1).toLowerCase()}-active.png`,
    })),
  },
  animation: { duration: 240, delay: 0 },
  requiredPrivateInfos: [],
  lazyCodeLoading: 'requiredComponents',
})
