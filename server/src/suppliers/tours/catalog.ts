/**
 * The simulated tour catalogue: 20 corporate products in the seeded cities — team building,
 * incentive trips and conferences — with their itinerary days, inclusions and exclusions, prices
 * per adult (a child pays 70 %, rounded to 10 yuan) and the places sold per departure. Fixed data,
 * so every run, test and screenshot sees the same tours; departures are relative to today
 * (simulator.ts).
 */
import type { TourDay, TourProduct, TourTheme } from './types'

const CITIES: Record<string, [string, string]> = {
  BJS: ['北京', 'Beijing'],
  SHA: ['上海', 'Shanghai'],
  HGH: ['杭州', 'Hangzhou'],
  CAN: ['广州', 'Guangzhou'],
  SZX: ['深圳', 'Shenzhen'],
  CTU: ['成都', 'Chengdu'],
  XIY: ['西安', "Xi'an"],
  KMG: ['昆明', 'Kunming'],
  SYX: ['三亚', 'Sanya'],
  XMN: ['厦门', 'Xiamen'],
  TAO: ['青岛', 'Qingdao'],
}

/** What every product of a theme includes and leaves out (a product adds its own). */
const THEME_TERMS: Record<TourTheme, { inZh: string[]; inEn: string[]; exZh: string[]; exEn: string[] }> = {
  TEAM_BUILDING: {
    inZh: ['专业拓展教练及安全员', '活动场地及器材', '团队午餐', '旅游意外保险'],
    inEn: ['Professional facilitators and safety staff', 'Venue and equipment', 'Team lunch', 'Travel accident insurance'],
    exZh: ['往返大交通', '个人消费'],
    exEn: ['Travel to and from the city', 'Personal expenses'],
  },
  INCENTIVE: {
    inZh: ['行程内酒店住宿（双人标间）', '全程空调旅游车', '行程内正餐', '景点首道门票', '中文导游', '旅游意外保险'],
    inEn: ['Hotel nights of the itinerary (twin rooms)', 'Air-conditioned coach throughout', 'Main meals of the itinerary', 'Entrance tickets', 'Chinese-speaking guide', 'Travel accident insurance'],
    exZh: ['往返大交通', '单房差', '个人消费及小费'],
    exEn: ['Travel to and from the city', 'Single-room supplement', 'Personal expenses and tips'],
  },
  CONFERENCE: {
    inZh: ['会议室及音视频设备', '茶歇', '会议期间酒店住宿（双人标间）', '会务执行团队', '参会证件及物料'],
    inEn: ['Meeting room with audio-visual equipment', 'Coffee breaks', 'Hotel nights during the event (twin rooms)', 'Event management team', 'Badges and printed materials'],
    exZh: ['往返大交通', '会议以外的餐饮', '个人消费'],
    exEn: ['Travel to and from the city', 'Meals outside the programme', 'Personal expenses'],
  },
}

type DayText = [string, string, string, string]

interface Entry {
  id: string
  city: string
  theme: TourTheme
  name: [string, string]
  summary: [string, string]
  price: number
  capacity: number
  meeting: [string, string]
  days: DayText[]
  extraIn?: [string, string][]
}

const ENTRIES: Entry[] = [
  {
    id: 'TR001', city: 'BJS', theme: 'TEAM_BUILDING', name: ['怀柔雁栖湖一日团建', 'Yanqi Lake team-building day, Huairou'],
    summary: ['湖畔破冰、皮划艇接力与团队晚宴，适合30人以内部门团建', 'Lakeside ice-breakers, kayak relay and a team dinner for departments of up to 30'],
    price: 480, capacity: 30, meeting: ['北京东直门交通枢纽 08:00', 'Dongzhimen transport hub, Beijing, 08:00'],
    days: [['雁栖湖团队挑战', 'Yanqi Lake team challenge', '上午破冰与信任背摔，午餐后皮划艇接力赛，傍晚团队晚宴后返京。', 'Morning ice-breakers and trust fall; after lunch a kayak relay; team dinner, then back to the city.']],
    extraIn: [['团队晚宴', 'Team dinner']],
  },
  {
    id: 'TR002', city: 'BJS', theme: 'INCENTIVE', name: ['古北水镇长城两日奖励游', 'Gubei Water Town and Great Wall, 2 days'],
    summary: ['夜游古北水镇，清晨登司马台长城', 'Gubei Water Town by night and the Simatai Great Wall at dawn'],
    price: 1680, capacity: 24, meeting: ['北京国贸 07:30', 'China World, Beijing, 07:30'],
    days: [
      ['抵达古北水镇', 'Gubei Water Town', '午后抵达水镇，入住温泉酒店，晚上夜游水镇。', 'Arrive in the afternoon, check in to the spa hotel, walk the town by night.'],
      ['司马台长城', 'Simatai Great Wall', '清晨登司马台长城，午餐后返京。', 'Early climb of the Simatai Great Wall; lunch, then back to Beijing.'],
    ],
  },
  {
    id: 'TR003', city: 'BJS', theme: 'CONFERENCE', name: ['北京年度经销商大会（三天两晚）', 'Annual dealer conference in Beijing (3 days)'],
    summary: ['300人会场、分论坛与颁奖晚宴一站式执行', 'A 300-seat hall, break-out sessions and an awards dinner, fully run'],
    price: 2600, capacity: 60, meeting: ['北京国家会议中心 09:00', 'China National Convention Centre, 09:00'],
    days: [
      ['签到与欢迎晚宴', 'Registration and welcome dinner', '下午签到入住，晚上欢迎晚宴。', 'Registration and check-in in the afternoon; welcome dinner.'],
      ['主论坛与分论坛', 'Plenary and break-outs', '全天主论坛与三个分论坛，晚上颁奖晚宴。', 'Plenary and three break-out sessions; awards dinner in the evening.'],
      ['客户参访', 'Customer visits', '上午参观标杆客户，午餐后散会。', 'Morning visits to reference customers; the event closes after lunch.'],
    ],
  },
  {
    id: 'TR004', city: 'SHA', theme: 'TEAM_BUILDING', name: ['崇明岛骑行团建', 'Chongming Island cycling team day'],
    summary: ['环岛骑行、农场午餐与团队定向赛', 'Island cycling, a farm lunch and a team orienteering race'],
    price: 420, capacity: 40, meeting: ['上海人民广场 08:00', "People's Square, Shanghai, 08:00"],
    days: [['崇明岛骑行', 'Chongming cycling', '上午环岛骑行20公里，农场午餐，下午定向赛与颁奖。', 'A 20 km ride round the island, a farm lunch, orienteering and prizes in the afternoon.']],
  },
  {
    id: 'TR005', city: 'SHA', theme: 'CONFERENCE', name: ['陆家嘴一日战略研讨会', 'One-day strategy workshop, Lujiazui'],
    summary: ['江景会议室、引导师与晚间答谢酒会', 'A riverside meeting room, a facilitator and an evening reception'],
    price: 1200, capacity: 50, meeting: ['上海陆家嘴会场 09:00', 'Lujiazui venue, Shanghai, 09:00'],
    days: [['战略研讨', 'Strategy workshop', '全天引导式研讨与小组汇报，晚间答谢酒会。', 'A facilitated workshop and group read-outs; evening reception.']],
  },
  {
    id: 'TR006', city: 'SHA', theme: 'INCENTIVE', name: ['上海迪士尼两日奖励游', 'Shanghai Disneyland incentive, 2 days'],
    summary: ['乐园全天畅玩、主题酒店与烟花表演', 'A full day at the park, a themed hotel and the fireworks'],
    price: 2380, capacity: 30, meeting: ['上海迪士尼乐园酒店 10:00', 'Shanghai Disneyland Hotel, 10:00'],
    days: [
      ['乐园畅玩', 'Park day', '全天畅玩乐园，晚上观看烟花表演。', 'The whole day in the park; fireworks at night.'],
      ['迪士尼小镇', 'Disneytown', '上午自由活动，午餐后散团。', 'A free morning; the group disbands after lunch.'],
    ],
  },
  {
    id: 'TR007', city: 'HGH', theme: 'TEAM_BUILDING', name: ['千岛湖两日团建', 'Qiandao Lake team building, 2 days'],
    summary: ['湖区徒步、龙舟赛与篝火晚会', 'Lakeside hiking, a dragon-boat race and a bonfire party'],
    price: 980, capacity: 36, meeting: ['杭州东站 08:00', 'Hangzhou East station, 08:00'],
    days: [
      ['湖区徒步与篝火', 'Hiking and bonfire', '抵达千岛湖，下午湖区徒步，晚上篝火晚会。', 'Arrive at the lake, hike in the afternoon, bonfire party at night.'],
      ['龙舟赛', 'Dragon-boat race', '上午龙舟赛与颁奖，午餐后返杭。', 'Dragon-boat race and prizes; back to Hangzhou after lunch.'],
    ],
  },
  {
    id: 'TR008', city: 'HGH', theme: 'INCENTIVE', name: ['西湖龙井茶文化之旅', 'West Lake and Longjing tea tour'],
    summary: ['西湖游船、龙井采茶与印象西湖演出', 'A West Lake cruise, tea picking at Longjing and the Impression West Lake show'],
    price: 1560, capacity: 26, meeting: ['杭州西湖湖滨 09:00', 'Hubin, West Lake, Hangzhou, 09:00'],
    days: [
      ['西湖', 'West Lake', '西湖游船，苏堤漫步，晚上观看印象西湖。', 'A cruise on the lake, a walk along the Su causeway, the Impression West Lake show.'],
      ['龙井茶园', 'Longjing tea gardens', '龙井村采茶、品茶，午餐后散团。', 'Tea picking and tasting at Longjing village; the group disbands after lunch.'],
    ],
  },
  {
    id: 'TR009', city: 'CAN', theme: 'CONFERENCE', name: ['广交会期间客户答谢会', 'Customer reception during the Canton Fair'],
    summary: ['珠江夜游船上答谢晚宴与产品发布', 'A Pearl River cruise with a reception dinner and a product launch'],
    price: 980, capacity: 80, meeting: ['广州天字码头 18:30', 'Tianzi pier, Guangzhou, 18:30'],
    days: [['珠江夜宴', 'Pearl River evening', '登船签到，产品发布，答谢晚宴与夜游珠江。', 'Boarding and registration, the launch, a reception dinner cruising the river.']],
  },
  {
    id: 'TR010', city: 'SZX', theme: 'TEAM_BUILDING', name: ['大鹏半岛海岸线徒步团建', 'Dapeng peninsula coastal hike'],
    summary: ['东西涌穿越、海边烧烤与团队挑战', 'The Dongchong–Xichong trail, a beach barbecue and team challenges'],
    price: 520, capacity: 30, meeting: ['深圳市民中心 07:30', 'Civic Centre, Shenzhen, 07:30'],
    days: [['东西涌穿越', 'Coastal trail', '东西涌海岸线穿越，海边烧烤与团队挑战赛。', 'The coastal trail, a beach barbecue and team challenges.']],
    extraIn: [['海边烧烤', 'Beach barbecue']],
  },
  {
    id: 'TR011', city: 'SZX', theme: 'CONFERENCE', name: ['前海创新峰会（两天一晚）', 'Qianhai innovation summit (2 days)'],
    summary: ['主题演讲、创新企业参访与交流晚宴', 'Keynotes, visits to innovative companies and a networking dinner'],
    price: 1880, capacity: 60, meeting: ['深圳前海会展中心 09:00', 'Qianhai exhibition centre, Shenzhen, 09:00'],
    days: [
      ['主题演讲', 'Keynotes', '全天主题演讲与圆桌，晚上交流晚宴。', 'Keynotes and panels; networking dinner.'],
      ['企业参访', 'Company visits', '上午参访两家创新企业，午后散会。', 'Morning visits to two companies; the summit closes after lunch.'],
    ],
  },
  {
    id: 'TR012', city: 'CTU', theme: 'INCENTIVE', name: ['成都熊猫基地与都江堰三日游', 'Pandas and Dujiangyan, Chengdu, 3 days'],
    summary: ['大熊猫基地、都江堰与川剧变脸', 'The panda base, Dujiangyan and Sichuan opera face-changing'],
    price: 2680, capacity: 28, meeting: ['成都天府广场 08:30', 'Tianfu Square, Chengdu, 08:30'],
    days: [
      ['大熊猫基地', 'Panda base', '上午大熊猫繁育研究基地，下午宽窄巷子。', 'The panda breeding base in the morning; Kuanzhai alleys in the afternoon.'],
      ['都江堰', 'Dujiangyan', '全天都江堰与青城山前山。', 'Dujiangyan and the front hills of Mount Qingcheng.'],
      ['川剧与火锅', 'Opera and hot pot', '上午自由活动，下午川剧变脸，火锅晚宴后散团。', 'A free morning, face-changing opera, a hot-pot dinner, then the group disbands.'],
    ],
  },
  {
    id: 'TR013', city: 'CTU', theme: 'TEAM_BUILDING', name: ['青城后山溯溪团建', 'Stream trekking at Mount Qingcheng'],
    summary: ['溯溪、竹筏与农家宴', 'Stream trekking, bamboo rafts and a farmhouse feast'],
    price: 460, capacity: 32, meeting: ['成都犀浦地铁站 08:00', 'Xipu metro station, Chengdu, 08:00'],
    days: [['青城后山', 'Qingcheng back hills', '溯溪与竹筏体验，农家宴后返蓉。', 'Stream trekking and rafting; a farmhouse feast, then back to Chengdu.']],
  },
  {
    id: 'TR014', city: 'XIY', theme: 'INCENTIVE', name: ['西安兵马俑与大唐不夜城两日游', "Terracotta Warriors and Tang Paradise, Xi'an, 2 days"],
    summary: ['兵马俑、古城墙骑行与长恨歌演出', 'The Terracotta Army, cycling the city wall and the Song of Everlasting Sorrow'],
    price: 1880, capacity: 30, meeting: ['西安钟楼 08:30', "Bell Tower, Xi'an, 08:30"],
    days: [
      ['兵马俑', 'Terracotta Army', '上午兵马俑，下午华清宫，晚上长恨歌演出。', 'The Terracotta Army, Huaqing palace, the evening show.'],
      ['古城墙', 'City wall', '古城墙骑行，大唐不夜城夜游后散团。', 'Cycling on the city wall; Tang Paradise at night, then the group disbands.'],
    ],
  },
  {
    id: 'TR015', city: 'XIY', theme: 'CONFERENCE', name: ['曲江年度总结会', 'Annual review meeting, Qujiang'],
    summary: ['一天会议加唐风晚宴', 'A day of meetings and a Tang-style banquet'],
    price: 1100, capacity: 45, meeting: ['西安曲江国际会议中心 09:00', "Qujiang conference centre, Xi'an, 09:00"],
    days: [['年度总结', 'Annual review', '全天总结汇报与表彰，晚上唐风晚宴。', 'Reviews and awards; a Tang-style banquet in the evening.']],
  },
  {
    id: 'TR016', city: 'KMG', theme: 'INCENTIVE', name: ['昆明大理丽江五日奖励游', 'Kunming, Dali and Lijiang incentive, 5 days'],
    summary: ['石林、洱海骑行、丽江古城与玉龙雪山', 'The Stone Forest, cycling by Erhai, Lijiang old town and Jade Dragon Snow Mountain'],
    price: 4980, capacity: 24, meeting: ['昆明长水机场 10:00', 'Kunming Changshui airport, 10:00'],
    days: [
      ['石林', 'Stone Forest', '抵达昆明，游览石林。', 'Arrive in Kunming, visit the Stone Forest.'],
      ['大理', 'Dali', '动车赴大理，洱海骑行。', 'Train to Dali, cycling by Erhai lake.'],
      ['大理古城', 'Dali old town', '大理古城与崇圣寺三塔，下午赴丽江。', 'Dali old town and the Three Pagodas; on to Lijiang.'],
      ['玉龙雪山', 'Jade Dragon Snow Mountain', '玉龙雪山与蓝月谷，晚上丽江古城。', 'Jade Dragon Snow Mountain and Blue Moon Valley; Lijiang old town at night.'],
      ['返程', 'Return', '丽江送机，散团。', 'Transfer to Lijiang airport; the group disbands.'],
    ],
  },
  {
    id: 'TR017', city: 'SYX', theme: 'INCENTIVE', name: ['三亚海棠湾四日奖励游', 'Sanya Haitang Bay incentive, 4 days'],
    summary: ['海景酒店、游艇出海、蜈支洲岛', 'A sea-view resort, a yacht trip and Wuzhizhou island'],
    price: 4280, capacity: 30, meeting: ['三亚凤凰机场 12:00', 'Sanya Phoenix airport, 12:00'],
    days: [
      ['抵达三亚', 'Arrival', '接机入住海景酒店，欢迎晚宴。', 'Airport pick-up, the resort, a welcome dinner.'],
      ['蜈支洲岛', 'Wuzhizhou island', '全天蜈支洲岛，潜水可选。', 'A day on Wuzhizhou island; diving optional.'],
      ['游艇出海', 'Yacht trip', '游艇出海与海钓，晚上海鲜大餐。', 'A yacht trip and sea fishing; seafood dinner.'],
      ['返程', 'Return', '上午自由活动，送机。', 'A free morning, airport transfer.'],
    ],
    extraIn: [['游艇出海（4小时）', 'Yacht trip (4 hours)']],
  },
  {
    id: 'TR018', city: 'SYX', theme: 'CONFERENCE', name: ['三亚年度销售大会（三天两晚）', 'Annual sales conference in Sanya (3 days)'],
    summary: ['海边会场、颁奖典礼与沙滩派对', 'A seaside hall, an awards ceremony and a beach party'],
    price: 3680, capacity: 80, meeting: ['三亚亚龙湾会议中心 14:00', 'Yalong Bay conference centre, Sanya, 14:00'],
    days: [
      ['签到', 'Registration', '签到入住，沙滩欢迎派对。', 'Registration and check-in; beach welcome party.'],
      ['大会与颁奖', 'Conference and awards', '全天大会，晚上颁奖典礼。', 'The conference all day; awards ceremony at night.'],
      ['散会', 'Close', '上午自由活动，午餐后散会。', 'A free morning; the event closes after lunch.'],
    ],
  },
  {
    id: 'TR019', city: 'XMN', theme: 'TEAM_BUILDING', name: ['鼓浪屿定向寻宝团建', 'Gulangyu treasure-hunt team day'],
    summary: ['鼓浪屿定向寻宝、海边帆船体验', 'A treasure hunt on Gulangyu and a sailing session'],
    price: 560, capacity: 36, meeting: ['厦门邮轮中心码头 08:30', 'Cruise terminal, Xiamen, 08:30'],
    days: [['鼓浪屿', 'Gulangyu', '上岛定向寻宝，下午帆船体验。', 'A treasure hunt on the island; sailing in the afternoon.']],
    extraIn: [['鼓浪屿往返船票', 'Gulangyu ferry tickets']],
  },
  {
    id: 'TR020', city: 'TAO', theme: 'CONFERENCE', name: ['青岛海景会议与啤酒节两日', 'Qingdao seaside meeting and beer festival, 2 days'],
    summary: ['海景会议室半天会议、啤酒博物馆与海鲜晚宴', 'A half-day meeting by the sea, the beer museum and a seafood dinner'],
    price: 1380, capacity: 40, meeting: ['青岛奥帆中心 09:00', 'Olympic Sailing Centre, Qingdao, 09:00'],
    days: [
      ['海景会议', 'Seaside meeting', '上午会议，下午啤酒博物馆，晚上海鲜晚宴。', 'Meeting in the morning, the beer museum, a seafood dinner.'],
      ['八大关', 'Badaguan', '八大关漫步，午餐后散会。', 'A walk through Badaguan; the event closes after lunch.'],
    ],
  },
]

/** A child's price: 70 % of the adult's, rounded to 10 yuan. */
export function childPriceOf(adult: number): number {
  return Math.round((adult * 0.7) / 10) * 10
}

function productOf(e: Entry): TourProduct {
  const [cityZh, cityEn] = CITIES[e.city]
  const terms = THEME_TERMS[e.theme]
  const itinerary: TourDay[] = e.days.map(([titleZh, titleEn, descZh, descEn], i) => ({ day: i + 1, titleZh, titleEn, descZh, descEn }))
  return {
    productId: e.id,
    cityCode: e.city,
    cityZh,
    cityEn,
    theme: e.theme,
    nameZh: e.name[0],
    nameEn: e.name[1],
    summaryZh: e.summary[0],
    summaryEn: e.summary[1],
    days: itinerary.length,
    itinerary,
    inclusionsZh: [...terms.inZh, ...(e.extraIn ?? []).map((x) => x[0])],
    inclusionsEn: [...terms.inEn, ...(e.extraIn ?? []).map((x) => x[1])],
    exclusionsZh: terms.exZh,
    exclusionsEn: terms.exEn,
    priceAdult: e.price,
    priceChild: childPriceOf(e.price),
    capacity: e.capacity,
    meetingZh: e.meeting[0],
    meetingEn: e.meeting[1],
  }
}

/** The catalogue, in the list's default order. */
export const TOUR_PRODUCTS: readonly TourProduct[] = ENTRIES.map(productOf)
