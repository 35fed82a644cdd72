/**
 * The hotel simulator's reference data: real brands and groups, districts and landmarks of the
 * large cities (approximate coordinates), generic areas for the others, facilities, room types,
 * how many hotels a city gets and the price levels.
 */
import type { BedType, HotelBrand, HotelStar } from './types'

/** A brand with the stars it operates in and how common it is (weight in a city's mix). */
export interface BrandDef extends HotelBrand {
  stars: HotelStar[]
  weight: number
  /** Only outside mainland China / only inside it / both. */
  market: 'CN' | 'INTL' | 'BOTH'
  /** Price factor of the brand within its stars. */
  priceFactor: number
  /** Confirmation number prefix. */
  confirmPrefix: string
}

const group = (groupCode: string, groupNameZh: string, groupNameEn: string) =>
  (code: string, nameZh: string, nameEn: string, stars: HotelStar[], weight: number, market: BrandDef['market'], priceFactor: number, confirmPrefix: string): BrandDef =>
    ({ code, nameZh, nameEn, groupCode, groupNameZh, groupNameEn, stars, weight, market, priceFactor, confirmPrefix })

const hilton = group('HILTON', '希尔顿荣誉客会', 'Hilton Honors')
const marriott = group('MARRIOTT', '万豪旅享家', 'Marriott Bonvoy')
const hyatt = group('HYATT', '凯悦天地', 'World of Hyatt')
const ihg = group('IHG', '洲际优悦会', 'IHG One Rewards')
const accor = group('ACCOR', '雅高心悦界', 'ALL – Accor Live Limitless')
const jinjiang = group('JINJIANG', '锦江会员', 'Jin Jiang WeHotel')
const huazhu = group('HWORLD', '华住会', 'H World Rewards')
const btg = group('BTG', '首旅如家会员', 'BTG Homeinns Rewards')
const atour = group('ATOUR', '亚朵会员', 'Atour A-Card')
const shangri = group('SHANGRILA', '香格里拉会', 'Shangri-La Circle')
const wanda = group('WANDA', '万达酒店会员', 'Wanda Hotels Club')
const independent = group('INDEPENDENT', '单体酒店', 'Independent hotels')

/** Every brand the simulator uses. */
export const BRANDS: readonly BrandDef[] = [
  hilton('HILTON', '希尔顿', 'Hilton', [5], 4, 'BOTH', 1.05, 'HLT'),
  hilton('CONRAD', '康莱德', 'Conrad', [5], 1, 'BOTH', 1.35, 'HLT'),
  hilton('DOUBLETREE', '希尔顿逸林', 'DoubleTree by Hilton', [4, 5], 3, 'BOTH', 0.95, 'HLT'),
  hilton('HGI', '希尔顿花园', 'Hilton Garden Inn', [4], 3, 'BOTH', 0.9, 'HLT'),
  hilton('HAMPTON', '希尔顿欢朋', 'Hampton by Hilton', [3], 5, 'BOTH', 1.05, 'HLT'),
  marriott('MARRIOTT', '万豪', 'Marriott', [5], 4, 'BOTH', 1.05, 'MAR'),
  marriott('RITZ', '丽思卡尔顿', 'The Ritz-Carlton', [5], 1, 'BOTH', 1.5, 'MAR'),
  marriott('SHERATON', '喜来登', 'Sheraton', [5], 4, 'BOTH', 1.0, 'MAR'),
  marriott('WESTIN', '威斯汀', 'Westin', [5], 2, 'BOTH', 1.1, 'MAR'),
  marriott('COURTYARD', '万怡', 'Courtyard by Marriott', [4], 4, 'BOTH', 0.95, 'MAR'),
  marriott('FOURPOINTS', '福朋喜来登', 'Four Points by Sheraton', [4], 4, 'BOTH', 0.9, 'MAR'),
  hyatt('GRANDHYATT', '君悦', 'Grand Hyatt', [5], 1, 'BOTH', 1.2, 'HYT'),
  hyatt('HYATTREGENCY', '凯悦', 'Hyatt Regency', [5], 2, 'BOTH', 1.05, 'HYT'),
  hyatt('HYATTPLACE', '凯悦嘉轩', 'Hyatt Place', [4], 2, 'BOTH', 0.9, 'HYT'),
  hyatt('HYATTHOUSE', '凯悦嘉寓', 'Hyatt House', [4], 1, 'BOTH', 0.95, 'HYT'),
  ihg('INTERCONTINENTAL', '洲际', 'InterContinental', [5], 3, 'BOTH', 1.1, 'IHG'),
  ihg('CROWNEPLAZA', '皇冠假日', 'Crowne Plaza', [5], 4, 'BOTH', 0.9, 'IHG'),
  ihg('HOLIDAYINN', '假日', 'Holiday Inn', [4], 5, 'BOTH', 0.85, 'IHG'),
  ihg('HIEXPRESS', '智选假日', 'Holiday Inn Express', [3], 6, 'BOTH', 1.05, 'IHG'),
  accor('SOFITEL', '索菲特', 'Sofitel', [5], 1, 'BOTH', 1.0, 'ACR'),
  accor('NOVOTEL', '诺富特', 'Novotel', [4], 3, 'BOTH', 0.9, 'ACR'),
  accor('MERCURE', '美居', 'Mercure', [4], 3, 'BOTH', 0.85, 'ACR'),
  accor('IBIS', '宜必思', 'ibis', [2], 4, 'BOTH', 1.1, 'ACR'),
  jinjiang('JINJIANGHOTEL', '锦江', 'Jin Jiang Hotel', [5], 1, 'CN', 0.95, 'JJH'),
  jinjiang('JINJIANGINN', '锦江之星', 'Jinjiang Inn', [2], 8, 'CN', 1.0, 'JJH'),
  jinjiang('VIENNA', '维也纳', 'Vienna Hotel', [3], 9, 'CN', 1.0, 'JJH'),
  jinjiang('LAVANDE', '麗枫', 'Lavande Hotel', [3], 5, 'CN', 1.0, 'JJH'),
  jinjiang('XANA', '希岸', 'Xana Hotelle', [3], 3, 'CN', 1.05, 'JJH'),
  huazhu('HANTING', '汉庭', 'Hanting Hotel', [2], 12, 'CN', 1.0, 'HZ'),
  huazhu('JIHOTEL', '全季', 'JI Hotel', [3], 10, 'CN', 1.05, 'HZ'),
  huazhu('ORANGE', '桔子', 'Orange Hotel', [3], 5, 'CN', 1.0, 'HZ'),
  huazhu('MANXIN', '漫心', 'Manxin Hotel', [4], 2, 'CN', 0.95, 'HZ'),
  btg('HOMEINN', '如家', 'Home Inn', [2], 11, 'CN', 0.95, 'RJ'),
  btg('HOMEINNPLUS', '如家商旅', 'Home Inn Plus', [3], 5, 'CN', 0.9, 'RJ'),
  btg('YITEL', '和颐', 'Yitel', [3], 3, 'CN', 1.0, 'RJ'),
  atour('ATOUR', '亚朵', 'Atour Hotel', [4], 7, 'CN', 0.85, 'AT'),
  atour('ATOURS', '亚朵S', 'Atour S Hotel', [4], 2, 'CN', 0.95, 'AT'),
  shangri('SHANGRILA', '香格里拉', 'Shangri-La', [5], 2, 'BOTH', 1.15, 'SLH'),
  wanda('WANDAREALM', '万达嘉华', 'Wanda Realm', [5], 2, 'CN', 0.85, 'WD'),
  independent('CITYHOTEL', '城市精选', 'City Select', [3, 4], 3, 'BOTH', 0.9, 'IND'),
]

/** Brands by code. */
export const BRAND_BY_CODE: ReadonlyMap<string, BrandDef> = new Map(BRANDS.map((b) => [b.code, b]))

/** An area of a city: offset from the centre in km (east, north). */
export interface AreaDef {
  nameZh: string
  nameEn: string
  east: number
  north: number
  /** Share of the city's hotels (relative). */
  weight: number
}

/** A landmark: offset from the centre in km. */
export interface LandmarkDef {
  nameZh: string
  nameEn: string
  kind: string
  east: number
  north: number
}

const a = (nameZh: string, nameEn: string, east: number, north: number, weight: number): AreaDef => ({ nameZh, nameEn, east, north, weight })
const l = (nameZh: string, nameEn: string, kind: string, east: number, north: number): LandmarkDef => ({ nameZh, nameEn, kind, east, north })

/** Real districts and landmarks of the largest cities (offsets approximate). */
export const CITY_AREAS: Readonly<Record<string, { districts: AreaDef[]; landmarks: LandmarkDef[] }>> = {
  SHA: {
    districts: [
      a('黄浦区', 'Huangpu', 0.5, 0, 10), a('静安区', "Jing'an", -2, 2, 10), a('徐汇区', 'Xuhui', -3, -4, 9), a('长宁区', 'Changning', -7, -1, 8),
      a('浦东新区', 'Pudong', 6, -1, 16), a('虹口区', 'Hongkou', 2, 4, 6), a('杨浦区', 'Yangpu', 6, 5, 6), a('普陀区', 'Putuo', -6, 4, 6),
      a('闵行区', 'Minhang', -10, -10, 8), a('宝山区', 'Baoshan', 0, 14, 5), a('嘉定区', 'Jiading', -18, 14, 4), a('松江区', 'Songjiang', -22, -16, 4),
      a('青浦区', 'Qingpu', -25, -4, 3), a('虹桥商务区', 'Hongqiao', -13, -1, 8),
    ],
    landmarks: [
      l('外滩', 'The Bund', 'SIGHT', 1.2, 0.6), l('陆家嘴', 'Lujiazui', 'BUSINESS', 2.8, 0.4), l('人民广场', "People's Square", 'SIGHT', -0.4, 0.1),
      l('静安寺', "Jing'an Temple", 'SIGHT', -3, 0.3), l('徐家汇', 'Xujiahui', 'BUSINESS', -4.5, -4.2), l('上海虹桥站', 'Shanghai Hongqiao Railway Station', 'STATION', -15.5, -1.5),
      l('虹桥国际机场', 'Hongqiao International Airport', 'AIRPORT', -14.5, -1.5), l('浦东国际机场', 'Pudong International Airport', 'AIRPORT', 30, -9),
      l('上海站', 'Shanghai Railway Station', 'STATION', -0.8, 3), l('国家会展中心', 'National Exhibition and Convention Center', 'EXHIBITION', -17, -2.5),
      l('新国际博览中心', 'Shanghai New International Expo Centre', 'EXHIBITION', 9, -3.5), l('张江高科', 'Zhangjiang Hi-Tech Park', 'BUSINESS', 14, -5),
      l('复旦大学', 'Fudan University', 'UNIVERSITY', 5, 7),
    ],
  },
  BJS: {
    districts: [
      a('东城区', 'Dongcheng', 1, 0.5, 9), a('西城区', 'Xicheng', -2, 0, 8), a('朝阳区', 'Chaoyang', 7, 1, 16), a('海淀区', 'Haidian', -9, 6, 12),
      a('丰台区', 'Fengtai', -5, -7, 7), a('石景山区', 'Shijingshan', -16, 1, 3), a('通州区', 'Tongzhou', 20, -3, 4), a('顺义区', 'Shunyi', 22, 20, 4),
      a('大兴区', 'Daxing', -2, -18, 4), a('昌平区', 'Changping', -10, 22, 3), a('国贸CBD', 'Guomao CBD', 6, -0.5, 10), a('望京', 'Wangjing', 9, 9, 7),
    ],
    landmarks: [
      l('天安门', "Tian'anmen", 'SIGHT', 0, 0), l('国贸', 'China World Trade Center', 'BUSINESS', 6.5, -0.5), l('中关村', 'Zhongguancun', 'BUSINESS', -8.5, 8),
      l('北京站', 'Beijing Railway Station', 'STATION', 3, -0.5), l('北京南站', 'Beijing South Railway Station', 'STATION', -0.8, -6.5),
      l('北京西站', 'Beijing West Railway Station', 'STATION', -7, -1.8), l('首都国际机场', 'Capital International Airport', 'AIRPORT', 20, 19),
      l('大兴国际机场', 'Daxing International Airport', 'AIRPORT', 0, -45), l('国家会议中心', 'China National Convention Center', 'EXHIBITION', 1.5, 11),
      l('金融街', 'Financial Street', 'BUSINESS', -3.5, 0.5), l('三里屯', 'Sanlitun', 'SIGHT', 5, 2), l('清华大学', 'Tsinghua University', 'UNIVERSITY', -7, 12),
    ],
  },
  CAN: {
    districts: [
      a('天河区', 'Tianhe', 5, 1, 14), a('越秀区', 'Yuexiu', 0, 0, 10), a('海珠区', 'Haizhu', 3, -3, 9), a('荔湾区', 'Liwan', -3, -1, 6),
      a('白云区', 'Baiyun', -1, 9, 7), a('番禺区', 'Panyu', 2, -16, 6), a('黄埔区', 'Huangpu', 16, 0, 5), a('珠江新城', 'Zhujiang New Town', 5.5, -0.5, 9),
    ],
    landmarks: [
      l('珠江新城', 'Zhujiang New Town', 'BUSINESS', 5.5, -0.5), l('广州塔', 'Canton Tower', 'SIGHT', 5, -2), l('广州南站', 'Guangzhou South Railway Station', 'STATION', -1, -17),
      l('广州东站', 'Guangzhou East Railway Station', 'STATION', 5.5, 3), l('白云国际机场', 'Baiyun International Airport', 'AIRPORT', 2, 26),
      l('广交会展馆', 'Canton Fair Complex', 'EXHIBITION', 9, -3), l('北京路', 'Beijing Road', 'SIGHT', 0.3, -0.3),
    ],
  },
  SZX: {
    districts: [
      a('福田区', 'Futian', 0, 0, 14), a('罗湖区', 'Luohu', 4, 0.5, 10), a('南山区', 'Nanshan', -10, -2, 14), a('宝安区', "Bao'an", -18, 8, 8),
      a('龙岗区', 'Longgang', 18, 10, 7), a('龙华区', 'Longhua', -2, 10, 6), a('前海', 'Qianhai', -15, -1, 5),
    ],
    landmarks: [
      l('会展中心', 'Shenzhen Convention & Exhibition Center', 'EXHIBITION', -0.5, -1), l('深圳北站', 'Shenzhen North Railway Station', 'STATION', -3, 9),
      l('宝安国际机场', "Bao'an International Airport", 'AIRPORT', -22, 11), l('科技园', 'Science and Technology Park', 'BUSINESS', -10, 0.5),
      l('罗湖口岸', 'Luohu Port', 'STATION', 4, -1), l('深圳湾', 'Shenzhen Bay', 'SIGHT', -8, -4),
    ],
  },
  HGH: {
    districts: [
      a('上城区', 'Shangcheng', 0, 0, 10), a('西湖区', 'Xihu', -4, 2, 10), a('拱墅区', 'Gongshu', 0, 5, 8), a('滨江区', 'Binjiang', 2, -6, 9),
      a('萧山区', 'Xiaoshan', 8, -12, 6), a('余杭区', 'Yuhang', -10, 12, 6), a('钱江新城', 'Qianjiang New City', 3, -1, 8),
    ],
    landmarks: [
      l('西湖', 'West Lake', 'SIGHT', -2, 0.5), l('杭州东站', 'Hangzhou East Railway Station', 'STATION', 5, 3), l('萧山国际机场', 'Xiaoshan International Airport', 'AIRPORT', 20, -12),
      l('阿里巴巴西溪园区', 'Alibaba Xixi Campus', 'BUSINESS', -12, 4), l('国际博览中心', 'Hangzhou International Expo Center', 'EXHIBITION', 4, -5),
    ],
  },
  CTU: {
    districts: [
      a('锦江区', 'Jinjiang', 1, -0.5, 10), a('青羊区', 'Qingyang', -2, 0.5, 9), a('武侯区', 'Wuhou', -1, -3, 10), a('成华区', 'Chenghua', 3, 3, 7),
      a('金牛区', 'Jinniu', -2, 4, 7), a('高新区', 'Hi-tech Zone', 0, -9, 10), a('天府新区', 'Tianfu New Area', 2, -20, 5),
    ],
    landmarks: [
      l('春熙路', 'Chunxi Road', 'SIGHT', 1, 0.3), l('天府广场', 'Tianfu Square', 'SIGHT', 0, 0), l('成都东站', 'Chengdu East Railway Station', 'STATION', 7, 0),
      l('双流国际机场', 'Shuangliu International Airport', 'AIRPORT', -10, -14), l('天府国际机场', 'Tianfu International Airport', 'AIRPORT', 35, -40),
      l('世纪城会展中心', 'Century City Expo Center', 'EXHIBITION', 0, -10),
    ],
  },
}

/** Areas of a city without its own list. */
export const GENERIC_AREAS: readonly AreaDef[] = [
  a('市中心', 'City centre', 0, 0, 10), a('老城区', 'Old town', -2, 1.5, 6), a('高新区', 'Hi-tech zone', 5, -4, 6),
  a('经济开发区', 'Economic development zone', 8, 3, 4), a('火车站商圈', 'Railway station area', -3, 4, 5), a('新区', 'New district', 6, 6, 4),
]

/** Areas of an international city without its own list. */
export const GENERIC_INTL_AREAS: readonly AreaDef[] = [
  a('市中心', 'Downtown', 0, 0, 10), a('中央商务区', 'Central business district', 1.5, 1, 8), a('老城区', 'Old town', -1.5, 0.5, 5),
  a('滨水区', 'Waterfront', 2, -2, 4), a('机场区域', 'Airport area', 14, -8, 3),
]

/** Landmarks of a domestic city without its own list. */
export const GENERIC_LANDMARKS: readonly LandmarkDef[] = [
  l('火车站', 'Railway station', 'STATION', -3, 4.5), l('高铁站', 'High-speed railway station', 'STATION', 7, -6), l('机场', 'Airport', 'AIRPORT', 15, -12),
  l('市政府', 'City hall', 'BUSINESS', 0.5, 0.5), l('会展中心', 'Convention centre', 'EXHIBITION', 5, -3), l('步行街', 'Pedestrian street', 'SIGHT', -0.5, 0.2),
]

/** Landmarks of an international city without its own list. */
export const GENERIC_INTL_LANDMARKS: readonly LandmarkDef[] = [
  l('国际机场', 'International airport', 'AIRPORT', 18, -10), l('中央车站', 'Central station', 'STATION', -1, 1), l('会展中心', 'Convention centre', 'EXHIBITION', 3, -2),
  l('市中心广场', 'Main square', 'SIGHT', 0, 0),
]

/** Roads used to name branches ('全季酒店(上海人民路店)'), zh and en. */
export const ROADS: readonly [string, string][] = [
  ['人民路', 'Renmin Road'], ['中山路', 'Zhongshan Road'], ['解放路', 'Jiefang Road'], ['建设路', 'Jianshe Road'], ['新华路', 'Xinhua Road'],
  ['长江路', 'Changjiang Road'], ['黄河路', 'Huanghe Road'], ['和平路', 'Heping Road'], ['文化路', 'Wenhua Road'], ['滨江大道', 'Binjiang Avenue'],
  ['世纪大道', 'Century Avenue'], ['延安路', "Yan'an Road"], ['淮海路', 'Huaihai Road'], ['南京路', 'Nanjing Road'], ['北京路', 'Beijing Road'],
  ['东方路', 'Dongfang Road'], ['科技路', 'Keji Road'], ['学府路', 'Xuefu Road'], ['体育路', 'Tiyu Road'], ['迎宾大道', 'Yingbin Avenue'],
]

/** Facility codes with their names. */
export const FACILITIES: readonly { code: string; nameZh: string; nameEn: string }[] = [
  { code: 'WIFI', nameZh: '免费WiFi', nameEn: 'Free Wi-Fi' },
  { code: 'PARKING', nameZh: '停车场', nameEn: 'Parking' },
  { code: 'RESTAURANT', nameZh: '餐厅', nameEn: 'Restaurant' },
  { code: 'GYM', nameZh: '健身房', nameEn: 'Gym' },
  { code: 'POOL', nameZh: '游泳池', nameEn: 'Swimming pool' },
  { code: 'MEETING', nameZh: '会议室', nameEn: 'Meeting rooms' },
  { code: 'LAUNDRY', nameZh: '洗衣服务', nameEn: 'Laundry' },
  { code: 'LUGGAGE', nameZh: '行李寄存', nameEn: 'Luggage storage' },
  { code: 'FRONTDESK24', nameZh: '24小时前台', nameEn: '24-hour front desk' },
  { code: 'AIRPORTSHUTTLE', nameZh: '机场接送', nameEn: 'Airport shuttle' },
  { code: 'SPA', nameZh: 'SPA', nameEn: 'Spa' },
  { code: 'EXECLOUNGE', nameZh: '行政酒廊', nameEn: 'Executive lounge' },
  { code: 'EVCHARGER', nameZh: '充电桩', nameEn: 'EV charger' },
  { code: 'ROBOT', nameZh: '送物机器人', nameEn: 'Delivery robot' },
]

/** Facilities by code. */
export const FACILITY_BY_CODE: ReadonlyMap<string, (typeof FACILITIES)[number]> = new Map(FACILITIES.map((f) => [f.code, f]))

/** A room type template: name, bed, size, price factor over the hotel's base price; stars it appears in. */
export interface RoomDef {
  nameZh: string
  nameEn: string
  bedType: BedType
  bedZh: string
  bedEn: string
  area: [number, number]
  maxOccupancy: number
  factor: number
  minStar: HotelStar
}

/** Room types, cheapest first (a hotel takes a run of them by its star). */
export const ROOMS: readonly RoomDef[] = [
  { nameZh: '标准大床房', nameEn: 'Standard King Room', bedType: 'KING', bedZh: '1.8米大床', bedEn: '1.8 m king bed', area: [18, 26], maxOccupancy: 2, factor: 1, minStar: 2 },
  { nameZh: '标准双床房', nameEn: 'Standard Twin Room', bedType: 'TWIN', bedZh: '1.2米双床', bedEn: 'Two 1.2 m single beds', area: [20, 28], maxOccupancy: 2, factor: 1.04, minStar: 2 },
  { nameZh: '高级大床房', nameEn: 'Superior King Room', bedType: 'KING', bedZh: '1.8米大床', bedEn: '1.8 m king bed', area: [26, 35], maxOccupancy: 2, factor: 1.18, minStar: 3 },
  { nameZh: '高级双床房', nameEn: 'Superior Twin Room', bedType: 'TWIN', bedZh: '1.35米双床', bedEn: 'Two 1.35 m beds', area: [28, 36], maxOccupancy: 2, factor: 1.2, minStar: 3 },
  { nameZh: '豪华大床房', nameEn: 'Deluxe King Room', bedType: 'KING', bedZh: '2米大床', bedEn: '2 m king bed', area: [35, 45], maxOccupancy: 2, factor: 1.4, minStar: 4 },
  { nameZh: '行政大床房', nameEn: 'Executive King Room', bedType: 'KING', bedZh: '2米大床', bedEn: '2 m king bed', area: [40, 50], maxOccupancy: 2, factor: 1.75, minStar: 4 },
  { nameZh: '家庭房', nameEn: 'Family Room', bedType: 'MULTI', bedZh: '1.8米大床+1.2米单床', bedEn: '1.8 m king bed + 1.2 m single bed', area: [36, 48], maxOccupancy: 3, factor: 1.55, minStar: 3 },
  { nameZh: '行政套房', nameEn: 'Executive Suite', bedType: 'KING', bedZh: '2米大床', bedEn: '2 m king bed', area: [60, 90], maxOccupancy: 3, factor: 2.6, minStar: 5 },
]

/** Base nightly price of a standard room by star (a tier-2 city, an ordinary weekday). */
export const STAR_BASE: Readonly<Record<HotelStar, number>> = { 2: 190, 3: 300, 4: 500, 5: 880 }

/** Price factor by city tier; international cities use INTL_FACTOR. */
export const TIER_FACTOR: Readonly<Record<1 | 2 | 3, number>> = { 1: 1.35, 2: 1, 3: 0.8 }
export const INTL_FACTOR = 1.7

/** Season factor by month (1–12): summer, the October holiday and the spring festival. */
export const MONTH_FACTOR: readonly number[] = [0, 0.92, 0.9, 1, 1, 1.02, 1.05, 1.12, 1.12, 1.02, 1.1, 1, 0.96]

/** Friday and Saturday nights cost more. */
export const WEEKEND_FACTOR = 1.08

/** How many hotels a city gets: some named cities, else by tier (international fewer). */
export const HOTEL_COUNT: Readonly<Record<string, number>> = { SHA: 1000, BJS: 800, CAN: 500, SZX: 500, HGH: 300, CTU: 300 }
export const HOTEL_COUNT_BY_TIER: Readonly<Record<1 | 2 | 3, number>> = { 1: 200, 2: 120, 3: 40 }
export const INTL_HOTEL_COUNT: Readonly<Record<1 | 2 | 3, number>> = { 1: 60, 2: 40, 3: 40 }

/** Share of a company's hotels with an agreement (协议) rate, and its discount. */
export const AGREEMENT_SHARE = 0.12
export const AGREEMENT_FACTOR = 0.85

/** Non-cancellable plans are cheaper; breakfast costs per star. */
export const NON_CANCELLABLE_FACTOR = 0.92
export const BREAKFAST_PRICE: Readonly<Record<HotelStar, number>> = { 2: 18, 3: 30, 4: 58, 5: 128 }

/** Share of rate-plan nights without a quotation, and of room-nights sold out at the supplier. */
export const NO_QUOTE_SHARE = 0.015
export const SOLD_OUT_SHARE = 0.05
