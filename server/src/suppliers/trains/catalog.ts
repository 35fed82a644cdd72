/**
 * Reference data of the train simulator: seat types (12306 codes and names), train types, the lines
 * (ordered stations of the seeded network, with the services that run on them), fare rules by
 * distance and seat type, running speeds and the seat plans that give carriage and seat numbers.
 *
 * Lines follow real corridors (京沪, 京广, 沪昆, 沪汉蓉, 徐兰, 西成, 成渝, 京哈, 哈大, the coastal
 * 杭深 line, the Jinghu / Jingguang / Jingha conventional lines...). Train numbers follow the 12306
 * habit: odd numbers run in the line's order ("down", away from Beijing on the trunk lines), even
 * numbers the other way, in blocks that look like the real ones (G1 Beijing–Shanghai, C20xx
 * Beijing–Tianjin, G70xx Shanghai–Nanjing, D62xx Fuzhou–Xiamen, T109 Beijing–Shanghai...).
 */
import type { SeatTypeCode, TrainTypeCode } from './types'

/** A seat type of 12306. */
export interface SeatTypeInfo {
  code: SeatTypeCode
  nameZh: string
  nameEn: string
  /** Berths numbered per compartment (lower / middle / upper), not seats. */
  sleeper: boolean
  /** Display order (business first, no seat last). */
  order: number
}

/** Every seat type the simulator sells (booking flows §3.3: no seat … special, moving sleeper and others). */
export const SEAT_TYPES: readonly SeatTypeInfo[] = [
  { code: '9', nameZh: '商务座', nameEn: 'Business', sleeper: false, order: 1 },
  { code: 'P', nameZh: '特等座', nameEn: 'Premium', sleeper: false, order: 2 },
  { code: 'M', nameZh: '一等座', nameEn: 'First class', sleeper: false, order: 3 },
  { code: 'O', nameZh: '二等座', nameEn: 'Second class', sleeper: false, order: 4 },
  { code: 'A', nameZh: '高级动卧', nameEn: 'Deluxe EMU sleeper', sleeper: true, order: 5 },
  { code: 'F', nameZh: '动卧', nameEn: 'EMU sleeper', sleeper: true, order: 6 },
  { code: '6', nameZh: '高级软卧', nameEn: 'Deluxe soft sleeper', sleeper: true, order: 7 },
  { code: '4', nameZh: '软卧', nameEn: 'Soft sleeper', sleeper: true, order: 8 },
  { code: '3', nameZh: '硬卧', nameEn: 'Hard sleeper', sleeper: true, order: 9 },
  { code: '2', nameZh: '软座', nameEn: 'Soft seat', sleeper: false, order: 10 },
  { code: '1', nameZh: '硬座', nameEn: 'Hard seat', sleeper: false, order: 11 },
  { code: 'WZ', nameZh: '无座', nameEn: 'No seat', sleeper: false, order: 12 },
]

/** Seat types by code. */
export const SEAT_TYPE_BY_CODE: ReadonlyMap<SeatTypeCode, SeatTypeInfo> = new Map(SEAT_TYPES.map((s) => [s.code, s]))

/** A train type. */
export interface TrainTypeInfo {
  code: TrainTypeCode
  nameZh: string
  nameEn: string
  /** Runs on high-speed lines with EMU seat classes. */
  emu: boolean
}

export const TRAIN_TYPES: readonly TrainTypeInfo[] = [
  { code: 'G', nameZh: '高速动车组', nameEn: 'High-speed', emu: true },
  { code: 'D', nameZh: '动车组', nameEn: 'EMU', emu: true },
  { code: 'C', nameZh: '城际动车组', nameEn: 'Intercity', emu: true },
  { code: 'Z', nameZh: '直达特快', nameEn: 'Direct express', emu: false },
  { code: 'T', nameZh: '特快', nameEn: 'Express', emu: false },
  { code: 'K', nameZh: '快速', nameEn: 'Fast', emu: false },
]

/** Train types by code. */
export const TRAIN_TYPE_BY_CODE: ReadonlyMap<TrainTypeCode, TrainTypeInfo> = new Map(TRAIN_TYPES.map((t) => [t.code, t]))

/**
 * Which calls a train makes between its ends: 'express' the ends and about half of the major
 * stations; 'regular' every major station and about half of the others; 'all' every station.
 */
export type StopPattern = 'express' | 'regular' | 'all'

/** A family of trains on a line. */
export interface ServiceDef {
  type: TrainTypeCode
  /** First train number (odd): down trains base, base+2…; up trains base+1, base+3… */
  base: number
  /** Trains per direction per day. */
  perDay: number
  /** Ends of the service (default: the line's ends). */
  from?: string
  to?: string
  pattern: StopPattern
  /** Departure window at the origin, 'HH:mm' (default by type; overnight trains by arrival). */
  window?: [string, string]
  /** A night train (D sleeper, or a conventional train): leaves in the evening, arrives in the morning. */
  overnight?: boolean
}

/** A line: ordered stations ('*' marks a major station) and the trains that use it. */
export interface LineDef {
  id: string
  nameZh: string
  nameEn: string
  kind: 'hsr' | 'conventional'
  /** Line speed (km/h); trains cruise at up to 90 % of it. */
  maxKmh: number
  stations: string[]
  services: ServiceDef[]
}

/** Rail distance over the straight line between neighbouring stations (curves, approaches). */
export const DETOUR: Record<LineDef['kind'], number> = { hsr: 1.12, conventional: 1.2 }

/** Cruising speed of each train type on an unrestricted line (km/h). */
export const CRUISE_KMH: Record<TrainTypeCode, number> = { G: 330, D: 250, C: 250, Z: 110, T: 100, K: 85 }

/** Cruising speed of a D sleeper: it runs at night, slowly, so it arrives in the morning. */
export const SLEEPER_EMU_KMH = 150

/** Minutes a stop costs beyond the dwell (braking and accelerating). */
export const STOP_PENALTY_MIN: Record<LineDef['kind'], number> = { hsr: 5, conventional: 3 }

const L = (
  id: string,
  nameZh: string,
  nameEn: string,
  kind: LineDef['kind'],
  maxKmh: number,
  stations: string,
  services: ServiceDef[],
): LineDef => ({ id, nameZh, nameEn, kind, maxKmh, stations: stations.split(/\s+/).filter(Boolean), services })

/** The network. Stations are telegraph codes of seed-data/geo/stations.ts. */
export const LINES: readonly LineDef[] = [
  // ── High-speed ────────────────────────────────────────────────────────────────────────────────
  L('jinghu', '京沪高铁', 'Beijing–Shanghai HSR', 'hsr', 350, '*VNP LJP TIP DIP *JGK TMK QAK *UUH BMH *NKH WGH OHH KNH *AOH', [
    { type: 'G', base: 1, perDay: 10, pattern: 'express', window: ['07:00', '19:00'] },
    { type: 'G', base: 101, perDay: 24, pattern: 'regular', window: ['06:20', '19:40'] },
    { type: 'G', base: 201, perDay: 4, pattern: 'regular', to: 'NKH' },
    { type: 'G', base: 221, perDay: 4, pattern: 'all', from: 'JGK' },
    { type: 'D', base: 701, perDay: 2, pattern: 'express', overnight: true },
  ]),
  L('jinghu-tjx', '京沪高铁（经天津西）', 'Beijing–Shanghai HSR via Tianjin West', 'hsr', 350, '*VNP *TXP DIP *JGK QAK *UUH *NKH OHH *AOH', [
    { type: 'G', base: 161, perDay: 4, pattern: 'express' },
  ]),
  L('jinghang', '京沪-宁杭高铁', 'Beijing–Hangzhou HSR', 'hsr', 350, '*VNP TIP DIP *JGK TMK QAK *UUH BMH *NKH *HGH', [
    { type: 'G', base: 31, perDay: 8, pattern: 'regular', window: ['07:00', '18:00'] },
  ]),
  L('jingfu', '京福高铁', 'Beijing–Fuzhou HSR', 'hsr', 350, '*VNP TIP *JGK *UUH BMH *ENH *NYH SRG *FZS', [
    { type: 'G', base: 321, perDay: 5, pattern: 'regular', window: ['07:00', '14:00'] },
  ]),
  L('jingjin', '京津城际', 'Beijing–Tianjin Intercity', 'hsr', 350, '*VNP *TJP', [
    { type: 'C', base: 2001, perDay: 28, pattern: 'all', window: ['06:00', '22:30'] },
  ]),
  L('jingqin', '京津-津秦-秦沈高铁', 'Beijing–Qinhuangdao–Shenyang HSR', 'hsr', 300, '*VNP *TJP *TSP *QTP *SBT CRT *VAB', [
    { type: 'D', base: 1, perDay: 4, pattern: 'regular', window: ['07:00', '14:00'] },
    { type: 'D', base: 11, perDay: 4, pattern: 'all', to: 'QTP' },
  ]),
  L('jingha', '京哈高铁', 'Beijing–Harbin HSR', 'hsr', 350, '*IFP *SBT *CRT *VAB', [
    { type: 'G', base: 901, perDay: 8, pattern: 'all', window: ['06:40', '17:00'] },
    { type: 'G', base: 921, perDay: 4, pattern: 'all', to: 'SBT' },
  ]),
  L('haida', '哈大高铁', 'Harbin–Dalian HSR', 'hsr', 300, '*DFT *SBT *CRT *VAB', [
    { type: 'G', base: 801, perDay: 10, pattern: 'regular' },
  ]),
  L('hamu', '哈牡高铁', 'Harbin–Mudanjiang HSR', 'hsr', 250, '*HBB *MDB', [
    { type: 'D', base: 101, perDay: 6, pattern: 'all' },
  ]),
  L('changji', '长吉城际', 'Changchun–Jilin Intercity', 'hsr', 250, '*CCT *JLL', [
    { type: 'C', base: 1001, perDay: 12, pattern: 'all', window: ['06:30', '21:30'] },
  ]),
  L('jingguang', '京广-广深港高铁', 'Beijing–Guangzhou–Hong Kong HSR', 'hsr', 350, '*BXP BMP *SJP *ZAF *WHN YIQ *CWQ HVQ ICQ *IZQ IUQ *IOQ NZQ *XJA', [
    { type: 'G', base: 65, perDay: 6, pattern: 'express', to: 'IZQ', window: ['07:00', '16:00'] },
    { type: 'G', base: 79, perDay: 1, pattern: 'express', window: ['10:00', '10:00'] },
    { type: 'G', base: 501, perDay: 10, pattern: 'regular', to: 'IZQ', window: ['06:30', '15:00'] },
    { type: 'G', base: 531, perDay: 4, pattern: 'regular', to: 'WHN' },
    { type: 'G', base: 1001, perDay: 6, pattern: 'regular', from: 'WHN', to: 'IZQ' },
    { type: 'G', base: 6001, perDay: 14, pattern: 'all', from: 'IZQ', to: 'NZQ', window: ['06:30', '22:30'] },
    { type: 'D', base: 901, perDay: 2, pattern: 'express', to: 'IZQ', overnight: true },
  ]),
  L('jingguang-ftp', '京广高铁（北京丰台）', 'Beijing–Guangzhou HSR from Beijing Fengtai', 'hsr', 350, '*FTP BMP *SJP *ZAF *WHN *CWQ *IZQ', [
    { type: 'G', base: 571, perDay: 3, pattern: 'regular' },
  ]),
  L('jingxiong', '京雄城际', 'Beijing–Xiong\'an Intercity', 'hsr', 350, '*BXP *IWP *IQP', [
    { type: 'C', base: 2701, perDay: 10, pattern: 'all', window: ['06:30', '21:30'] },
  ]),
  L('shitai', '石太客专', 'Shijiazhuang–Taiyuan HSR', 'hsr', 250, '*BXP BMP *SJP *TNV', [
    { type: 'G', base: 601, perDay: 6, pattern: 'regular' },
  ]),
  L('daxi', '大西高铁', 'Datong–Xi\'an HSR', 'hsr', 250, '*DTV *TNV *EAY', [
    { type: 'D', base: 2501, perDay: 4, pattern: 'all' },
  ]),
  L('jingzhang', '京张高铁', 'Beijing–Zhangjiakou–Datong HSR', 'hsr', 350, '*VAP *QIP *DTV', [
    { type: 'G', base: 2401, perDay: 6, pattern: 'all' },
  ]),
  L('jingbao-hsr', '京张-张呼高铁', 'Beijing–Hohhot–Baotou HSR', 'hsr', 250, '*VAP *QIP *NDC *BTC', [
    { type: 'G', base: 2461, perDay: 5, pattern: 'all', to: 'NDC' },
    { type: 'D', base: 6701, perDay: 6, pattern: 'all', from: 'NDC' },
  ]),
  L('xulan', '徐兰高铁-兰新高铁', 'Xuzhou–Lanzhou–Urumqi HSR', 'hsr', 350, '*UUH SQF *ZAF LLF *EAY *LAJ *XNO *WAR', [
    { type: 'G', base: 1901, perDay: 8, pattern: 'regular', to: 'EAY' },
    { type: 'G', base: 1931, perDay: 4, pattern: 'express', from: 'ZAF', to: 'LAJ' },
    { type: 'D', base: 2701, perDay: 3, pattern: 'regular', from: 'LAJ', window: ['07:30', '12:00'] },
    { type: 'D', base: 2751, perDay: 4, pattern: 'all', from: 'LAJ', to: 'XNO' },
  ]),
  L('xicheng', '西成高铁', 'Xi\'an–Chengdu HSR', 'hsr', 250, '*EAY *HOY MYW DYW *ICW', [
    { type: 'G', base: 2201, perDay: 6, pattern: 'regular' },
  ]),
  L('xicheng-cmw', '西成高铁（成都西）', 'Xi\'an–Chengdu West HSR', 'hsr', 250, '*EAY *HOY *CMW', [
    { type: 'D', base: 1901, perDay: 3, pattern: 'all' },
  ]),
  L('chengyu', '成渝高铁', 'Chengdu–Chongqing HSR', 'hsr', 350, '*ICW *CYW *CUW', [
    { type: 'G', base: 8501, perDay: 10, pattern: 'all', window: ['06:30', '21:30'] },
  ]),
  L('chengyu-cxw', '成渝高铁（重庆西）', 'Chengdu–Chongqing West HSR', 'hsr', 350, '*ICW *CXW', [
    { type: 'G', base: 8601, perDay: 6, pattern: 'all' },
  ]),
  L('chengmianle', '成绵乐城际', 'Chengdu–Mianyang–Leshan Intercity', 'hsr', 250, '*MYW *DYW *CDW *CNW *IVW *IXW', [
    { type: 'C', base: 6301, perDay: 10, pattern: 'all', window: ['06:30', '21:00'] },
  ]),
  L('yugui', '渝贵铁路', 'Chongqing–Guiyang Railway', 'hsr', 250, '*CXW *KQW', [
    { type: 'G', base: 2861, perDay: 5, pattern: 'all' },
  ]),
  L('hukun', '沪昆高铁', 'Shanghai–Kunming HSR', 'hsr', 350, '*AOH EPH *HGH YWH SRG *NXG *CWQ *KQW *KOM', [
    { type: 'G', base: 1371, perDay: 3, pattern: 'express', window: ['07:00', '10:00'] },
    { type: 'G', base: 1301, perDay: 8, pattern: 'regular', to: 'CWQ' },
    { type: 'G', base: 7301, perDay: 16, pattern: 'all', to: 'HGH', window: ['06:15', '21:45'] },
    { type: 'G', base: 2881, perDay: 4, pattern: 'all', from: 'KQW' },
  ]),
  L('hanghuang', '杭黄高铁', 'Hangzhou–Huangshan HSR', 'hsr', 250, '*HGH *HVU *NYH', [
    { type: 'G', base: 7501, perDay: 5, pattern: 'all' },
  ]),
  L('ningan', '宁安-宣绩高铁', 'Nanjing–Wuhu–Huangshan HSR', 'hsr', 250, '*NKH *WHH *NYH', [
    { type: 'D', base: 3061, perDay: 4, pattern: 'all' },
  ]),
  L('coastal', '杭深铁路', 'Shanghai–Ningbo–Xiamen–Shenzhen Railway', 'hsr', 250, '*AOH EPH *HGH SLH *NGH *VRH *FYS QYS *XKS *CBQ *IOQ', [
    { type: 'D', base: 3101, perDay: 6, pattern: 'regular', to: 'XKS' },
    { type: 'G', base: 7601, perDay: 8, pattern: 'all', from: 'HGH', to: 'NGH' },
    { type: 'D', base: 2281, perDay: 3, pattern: 'regular', window: ['07:00', '10:00'] },
    { type: 'D', base: 2311, perDay: 5, pattern: 'regular', from: 'XKS' },
  ]),
  L('fuxia', '福厦铁路', 'Fuzhou–Xiamen Railway', 'hsr', 250, '*FZS *FYS *QYS *XMS', [
    { type: 'D', base: 6201, perDay: 10, pattern: 'all', window: ['06:30', '21:00'] },
  ]),
  L('huning', '沪宁城际', 'Shanghai–Nanjing Intercity', 'hsr', 300, '*NJH *ZJH *CZH *WXH *SZH KAH KNH *SHH', [
    { type: 'G', base: 7001, perDay: 16, pattern: 'regular', window: ['06:00', '21:30'] },
    { type: 'D', base: 5401, perDay: 6, pattern: 'all' },
  ]),
  L('huhanrong', '沪汉蓉铁路', 'Shanghai–Wuhan–Chengdu Railway', 'hsr', 250, '*AOH OHH WGH *NKH *ENH *HKN JBN *HAN ESN *CUW *ICW', [
    { type: 'D', base: 351, perDay: 2, pattern: 'regular', window: ['06:30', '08:30'] },
    { type: 'G', base: 1701, perDay: 4, pattern: 'regular', to: 'HKN' },
    { type: 'D', base: 2201, perDay: 3, pattern: 'regular', from: 'HKN', to: 'CUW' },
  ]),
  L('guiguang', '贵广高铁', 'Guiyang–Guangzhou HSR', 'hsr', 250, '*IZQ FOQ *GBZ *KQW', [
    { type: 'G', base: 2911, perDay: 5, pattern: 'regular' },
    { type: 'D', base: 3701, perDay: 4, pattern: 'all', to: 'GBZ' },
  ]),
  L('nanguang', '南广铁路', 'Nanning–Guangzhou Railway', 'hsr', 250, '*IZQ FOQ *NFZ', [
    { type: 'D', base: 3601, perDay: 6, pattern: 'regular' },
  ]),
  L('qinbei', '钦北铁路', 'Nanning–Beihai Railway', 'hsr', 250, '*NFZ *BHZ', [
    { type: 'D', base: 8201, perDay: 6, pattern: 'all' },
  ]),
  L('guangzhu', '广珠城际', 'Guangzhou–Zhuhai Intercity', 'hsr', 200, '*IZQ *ZHQ', [
    { type: 'C', base: 7601, perDay: 14, pattern: 'all', window: ['06:30', '22:00'] },
  ]),
  L('guangshen', '广深铁路', 'Guangzhou–Shenzhen Railway', 'hsr', 200, '*GGQ DMQ *SZQ', [
    { type: 'C', base: 7001, perDay: 20, pattern: 'regular', window: ['06:00', '22:30'] },
  ]),
  L('hainan-east', '海南环岛高铁（东环）', 'Hainan Eastern Ring HSR', 'hsr', 250, '*VUQ *HMQ *SEQ', [
    { type: 'D', base: 7301, perDay: 10, pattern: 'all', window: ['06:30', '20:30'] },
  ]),
  L('changzhang', '长益常-常张高铁', 'Changsha–Zhangjiajie HSR', 'hsr', 350, '*CWQ *JXA', [
    { type: 'G', base: 6401, perDay: 5, pattern: 'all' },
  ]),
  L('rilan', '日兰高铁', 'Rizhao–Lankao HSR', 'hsr', 350, '*JGK *QAK *UMK', [
    { type: 'G', base: 9201, perDay: 4, pattern: 'all' },
  ]),
  L('jiaoji', '胶济客专', 'Jinan–Qingdao HSR', 'hsr', 250, '*JNK *ZBK *WFK *QHK *QDK', [
    { type: 'D', base: 6001, perDay: 8, pattern: 'regular' },
  ]),
  L('jingqing', '京沪-济青高铁', 'Beijing–Qingdao HSR', 'hsr', 350, '*VNP TIP DIP *JGK ZBK WFK *QHK *QDK', [
    { type: 'G', base: 181, perDay: 5, pattern: 'regular' },
  ]),
  L('qingrong', '青荣城际', 'Qingdao–Yantai–Weihai Intercity', 'hsr', 250, '*QHK *YAK *WKK', [
    { type: 'D', base: 6081, perDay: 5, pattern: 'all' },
  ]),
  L('xiyan', '西延铁路', 'Xi\'an–Yan\'an Railway', 'hsr', 200, '*XAY *YWY', [
    { type: 'D', base: 5001, perDay: 4, pattern: 'all' },
  ]),
  L('kunda', '昆楚大-大丽铁路', 'Kunming–Dali–Lijiang Railway', 'hsr', 200, '*KMM *DKM *LHM', [
    { type: 'D', base: 8601, perDay: 6, pattern: 'all' },
  ]),
  L('kunmo', '中老铁路（国内段）', 'China–Laos Railway (domestic)', 'hsr', 160, '*KOM *ENM', [
    { type: 'D', base: 8801, perDay: 4, pattern: 'all' },
  ]),
  // ── Conventional ──────────────────────────────────────────────────────────────────────────────
  L('jinghu-conv', '京沪铁路', 'Beijing–Shanghai Railway', 'conventional', 160, '*BJP *TJP *JNK XCH *NJH ZJH CZH WXH *SZH *SHH', [
    { type: 'T', base: 109, perDay: 1, pattern: 'express', overnight: true },
    { type: 'Z', base: 281, perDay: 1, pattern: 'express', overnight: true },
    { type: 'K', base: 1041, perDay: 1, pattern: 'all', overnight: true },
  ]),
  L('jingha-conv', '京哈铁路', 'Beijing–Harbin Railway', 'conventional', 160, '*BJP *TJP *TSP *QTP *SYT *CCT *HBB', [
    { type: 'Z', base: 15, perDay: 1, pattern: 'express', overnight: true },
    { type: 'T', base: 17, perDay: 1, pattern: 'regular', overnight: true },
    { type: 'K', base: 339, perDay: 1, pattern: 'all', overnight: true },
  ]),
  L('shenda-conv', '哈大铁路', 'Harbin–Dalian Railway', 'conventional', 160, '*HBB *CCT *SYT *DLT', [
    { type: 'K', base: 7301, perDay: 2, pattern: 'all', overnight: true },
  ]),
  L('jingguang-conv', '京广铁路', 'Beijing–Guangzhou Railway', 'conventional', 160, '*BXP *SJP *ZZF *WCN *CSQ GBQ *GZQ', [
    { type: 'Z', base: 35, perDay: 1, pattern: 'express', window: ['12:00', '12:00'] },
    { type: 'T', base: 15, perDay: 1, pattern: 'regular', window: ['11:00', '11:00'] },
    { type: 'K', base: 599, perDay: 1, pattern: 'all', window: ['09:00', '09:00'] },
  ]),
  L('jinggui-conv', '京广-湘桂铁路', 'Beijing–Nanning Railway', 'conventional', 160, '*BXP *SJP *ZZF *WCN *CSQ *GLZ *LZZ *NNZ', [
    { type: 'Z', base: 5, perDay: 1, pattern: 'express', window: ['16:00', '16:00'] },
  ]),
  L('jingjiu-conv', '京九铁路', 'Beijing–Kowloon Railway', 'conventional', 160, '*BXP SQF *NCG DMQ *BJQ', [
    { type: 'T', base: 107, perDay: 1, pattern: 'regular', window: ['20:00', '20:00'] },
    { type: 'K', base: 105, perDay: 1, pattern: 'all', window: ['11:00', '11:00'] },
  ]),
  L('jingcheng-conv', '京广-陇海-宝成铁路', 'Beijing–Xi\'an–Chengdu Railway', 'conventional', 160, '*BXP *SJP *ZZF *XAY *HOY MYW *CDW', [
    { type: 'T', base: 7, perDay: 1, pattern: 'regular', window: ['16:00', '16:00'] },
    { type: 'Z', base: 19, perDay: 1, pattern: 'express', to: 'XAY', overnight: true },
    { type: 'K', base: 117, perDay: 1, pattern: 'all', window: ['08:00', '08:00'] },
  ]),
  L('longhai-conv', '陇海-兰新铁路', 'Longhai–Lanxin Railway', 'conventional', 160, '*XCH SQF *ZZF *XAY *LZJ *WAR', [
    { type: 'T', base: 197, perDay: 1, pattern: 'regular', from: 'ZZF', window: ['10:00', '10:00'] },
    { type: 'K', base: 1351, perDay: 1, pattern: 'all', window: ['07:00', '07:00'] },
  ]),
  L('qingzang', '青藏铁路', 'Qinghai–Tibet Railway', 'conventional', 120, '*LZJ *XNO *LSO', [
    { type: 'Z', base: 917, perDay: 1, pattern: 'all', window: ['12:00', '12:00'] },
  ]),
  L('jingbaolan-conv', '京包-包兰铁路', 'Beijing–Baotou–Lanzhou Railway', 'conventional', 120, '*BJP *DTV *HHC *BTC *YIJ *LZJ', [
    { type: 'K', base: 43, perDay: 1, pattern: 'all', window: ['08:00', '08:00'] },
    { type: 'K', base: 89, perDay: 1, pattern: 'all', to: 'BTC', overnight: true },
  ]),
  L('hukun-conv', '沪昆铁路', 'Shanghai–Kunming Railway', 'conventional', 160, '*SNH *HZH XHH *YWH SRG *NCG *CSQ *GIW *KMM', [
    { type: 'K', base: 79, perDay: 1, pattern: 'all', window: ['10:00', '10:00'] },
    { type: 'T', base: 81, perDay: 1, pattern: 'regular', to: 'CSQ', overnight: true },
    { type: 'K', base: 1141, perDay: 1, pattern: 'all', to: 'NCG', overnight: true },
  ]),
  L('huxi-conv', '京沪-陇海铁路', 'Shanghai–Xi\'an Railway', 'conventional', 160, '*SXH SZH WXH CZH *NJH *XCH SQF *ZZF *XAY', [
    { type: 'T', base: 115, perDay: 1, pattern: 'regular', window: ['16:00', '16:00'] },
    { type: 'K', base: 361, perDay: 1, pattern: 'all', window: ['11:00', '11:00'] },
  ]),
  L('huhanrong-conv', '沪汉蓉铁路（普速）', 'Shanghai–Chengdu Railway', 'conventional', 160, '*SHH SZH *NJH *HFH *HKN *HAN ESN *CUW *CDW', [
    { type: 'K', base: 351, perDay: 1, pattern: 'all', window: ['09:00', '09:00'] },
    { type: 'T', base: 235, perDay: 1, pattern: 'regular', to: 'HKN', overnight: true },
  ]),
  L('yuehai-conv', '粤海铁路', 'Guangzhou–Haikou–Sanya Railway', 'conventional', 120, '*GZQ *VUQ *SEQ', [
    { type: 'Z', base: 111, perDay: 1, pattern: 'all', overnight: true },
    { type: 'K', base: 511, perDay: 1, pattern: 'all', to: 'VUQ', overnight: true },
  ]),
  L('chengyu-conv', '成渝铁路', 'Chengdu–Chongqing Railway', 'conventional', 120, '*CDW *CQW', [
    { type: 'K', base: 841, perDay: 2, pattern: 'all', window: ['08:00', '20:00'] },
  ]),
  L('jiaoji-conv', '胶济-蓝烟铁路', 'Jinan–Yantai Railway', 'conventional', 120, '*JNK *ZBK *WFK *YAK', [
    { type: 'K', base: 1051, perDay: 2, pattern: 'all', window: ['08:00', '18:00'] },
  ]),
  L('shitai-conv', '石太-北同蒲铁路', 'Shijiazhuang–Taiyuan–Datong Railway', 'conventional', 120, '*BXP *SJP *TYV *DTV', [
    { type: 'K', base: 601, perDay: 1, pattern: 'all', to: 'TYV', overnight: true },
    { type: 'K', base: 611, perDay: 1, pattern: 'all', from: 'SJP', window: ['09:00', '09:00'] },
  ]),
]

/** Default departure windows at the origin by train type. */
export const DEFAULT_WINDOW: Record<TrainTypeCode, [string, string]> = {
  G: ['06:30', '19:30'],
  D: ['06:30', '19:30'],
  C: ['06:00', '22:30'],
  Z: ['08:00', '21:00'],
  T: ['08:00', '21:00'],
  K: ['07:00', '21:00'],
}

/**
 * Adult fares. EMU second class per km (G and C 0.46, D 0.37), conventional hard seat 0.15 per km,
 * tapered like 12306's distance bands: the full rate for the first 500 km, 90 % from 500 to
 * 1,000 km, 80 % beyond (Beijing South–Shanghai Hongqiao, 1,318 km: second class about ¥554).
 * Other classes are multiples of the base. Fares are rounded to ¥0.5 and never below the minimum.
 */
export const BASE_RATE_PER_KM: Record<TrainTypeCode, number> = { G: 0.46, C: 0.46, D: 0.37, Z: 0.15, T: 0.15, K: 0.15 }

/** Multiple of the base fare (EMU: second class; conventional: hard seat) per seat type. */
export const FARE_MULTIPLE: Record<SeatTypeCode, number> = {
  '9': 3.1,
  P: 1.9,
  M: 1.6,
  O: 1,
  A: 3.2,
  F: 1.6,
  '6': 5,
  '4': 2.8,
  '3': 1.8,
  '2': 1.6,
  '1': 1,
  WZ: 1,
}

/** Lowest fare of any ticket. */
export const MIN_FARE = 5

/** The base fare of a distance (tapered), before the seat-type multiple. */
export function baseFare(type: TrainTypeCode, km: number): number {
  const rate = BASE_RATE_PER_KM[type]
  const band1 = Math.min(km, 500)
  const band2 = Math.min(Math.max(km - 500, 0), 500)
  const band3 = Math.max(km - 1000, 0)
  return rate * (band1 + band2 * 0.9 + band3 * 0.8)
}

/** Rounds a fare to ¥0.5. */
export function roundHalfYuan(value: number): number {
  return Math.round(value * 2) / 2
}

/** The adult fare of a seat type over a distance. */
export function seatFare(type: TrainTypeCode, seat: SeatTypeCode, km: number): number {
  return Math.max(MIN_FARE, roundHalfYuan(baseFare(type, km) * FARE_MULTIPLE[seat]))
}

/** Where a seat type sits in a train: carriage numbers, and per carriage rows × letters or berths. */
export interface SeatPlan {
  cars: number[]
  /** EMU seats: row letters (2+1, 2+2, 3+2); empty for numbered seats and berths. */
  letters: string[]
  /** Rows per car (lettered seats) or seats / berths per car. */
  perCar: number
  /** Berths per compartment, lower first (2: lower/upper, 3: lower/middle/upper); 0 for seats. */
  berthsPerCompartment: 0 | 2 | 3
}

/** Seat plans of an 8-car and a 16-car EMU and an 18-car conventional train. */
export function seatPlan(seat: SeatTypeCode, consist: 'emu8' | 'emu16' | 'sleeperEmu' | 'conventional'): SeatPlan {
  const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (consist === 'conventional') {
    switch (seat) {
      case '6': return { cars: [8], letters: [], perCar: 16, berthsPerCompartment: 2 }
      case '4': return { cars: [9, 10], letters: [], perCar: 36, berthsPerCompartment: 2 }
      case '3': return { cars: range(11, 17), letters: [], perCar: 66, berthsPerCompartment: 3 }
      case '2': return { cars: [7], letters: [], perCar: 80, berthsPerCompartment: 0 }
      default: return { cars: range(1, 6), letters: [], perCar: 118, berthsPerCompartment: 0 }
    }
  }
  if (consist === 'sleeperEmu') {
    switch (seat) {
      case 'A': return { cars: [1], letters: [], perCar: 16, berthsPerCompartment: 2 }
      case 'F': return { cars: [...range(2, 8), ...range(10, 15)], letters: [], perCar: 40, berthsPerCompartment: 2 }
      default: return { cars: [16], letters: ['A', 'B', 'C', 'D', 'F'], perCar: 18, berthsPerCompartment: 0 }
    }
  }
  const big = consist === 'emu16'
  switch (seat) {
    case '9': return { cars: big ? [1, 16] : [1], letters: ['A', 'C', 'F'], perCar: 4, berthsPerCompartment: 0 }
    case 'P': return { cars: [1], letters: ['A', 'C', 'F'], perCar: 4, berthsPerCompartment: 0 }
    case 'M': return { cars: big ? [2, 3, 4] : [2], letters: ['A', 'C', 'D', 'F'], perCar: 7, berthsPerCompartment: 0 }
    default: return { cars: big ? [...range(5, 8), ...range(10, 15)] : range(3, 8), letters: ['A', 'B', 'C', 'D', 'F'], perCar: 18, berthsPerCompartment: 0 }
  }
}

/** Seats of a plan. */
export function planSize(plan: SeatPlan): number {
  return plan.cars.length * plan.perCar * Math.max(1, plan.letters.length)
}

/** Most transfer plans a search answers (hubs are the cities where lines meet, found by the simulator). */
export const MAX_TRANSFER_PLANS = 12

/** Plans kept per hub city, so a dozen plans show more than one hub. */
export const MAX_PLANS_PER_HUB = 4

/** Minimum connection at the same station / another station of the hub city; longest wait (minutes). */
export const CONNECTION_MINUTES = { sameStation: 20, otherStation: 60, max: 360 }

/** Online sale stops this long before departure. */
export const SALE_STOPS_BEFORE_DEPARTURE_MIN = 30

/** Pre-sale days including today (12306: 15). */
export const PRESALE_DAYS = 15

/** Days a search answers, from today (booking flows §9: within 29 days). */
export const SEARCH_DAYS = 30

/** Booking hours, minutes after midnight China time, both included (05:00–23:59). */
export const BOOKING_HOURS = { open: 5 * 60, close: 23 * 60 + 59 }
