/**
 * Airport bus lines of the demo world (booking flows §7.4, /tk/airportBus): real-looking lines of
 * the busiest airports, their stops and the minutes from the airport to each stop, the first and
 * last bus in both directions, the interval and the flat fare. Reference data that never changes
 * at run time, so it lives in code (no table, no migration) and is the same on every start.
 *
 * Airports not listed here have no bus information: the screens say so instead of inventing it.
 */

/** Both languages of a name. */
export interface Bilingual {
  zh: string
  en: string
}

/** One stop of a line, in the order a bus leaving the airport reaches them. */
export interface SeedBusStop {
  name: Bilingual
  /** Minutes from the airport stop to this stop (0 for the airport itself). */
  minutes: number
}

/** An airport bus line. */
export interface SeedBusLine {
  /** Stable id (`<airport>-<n>`), what queryApTrfDetail takes. */
  id: string
  airport: string
  /** Terminals the bus calls at, in order ('' for a one-terminal airport). */
  terminals: string[]
  lineNo: Bilingual
  /** Where the bus boards at the airport. */
  boarding: Bilingual
  /** First and last bus leaving the airport, 'HH:mm' China time. */
  fromAirport: { first: string; last: string }
  /** First and last bus leaving the far terminus for the airport. */
  toAirport: { first: string; last: string }
  intervalMinutes: number
  /** Flat fare, CNY per person. */
  fare: number
  /** Stops from the airport outwards; the first is the airport, the last the terminus. */
  stops: SeedBusStop[]
}

const s = (zh: string, en: string, minutes: number): SeedBusStop => ({ name: { zh, en }, minutes })
const b = (zh: string, en: string): Bilingual => ({ zh, en })

/** Every seeded line, grouped by airport in the order the screens list them. */
export const busLines: readonly SeedBusLine[] = [
  // Beijing Capital
  {
    id: 'PEK-1', airport: 'PEK', terminals: ['T3', 'T2'], lineNo: b('方庄线', 'Fangzhuang Line'), boarding: b('T3航站楼1层7号门外；T2航站楼1层11号门外', 'T3 level 1 outside door 7; T2 level 1 outside door 11'),
    fromAirport: { first: '07:00', last: '01:00' }, toAirport: { first: '05:00', last: '21:00' }, intervalMinutes: 30, fare: 30,
    stops: [s('首都机场', 'Capital Airport', 0), s('大北窑（国贸）', 'Dabeiyao (Guomao)', 50), s('劲松桥', 'Jinsong Bridge', 60), s('潘家园', 'Panjiayuan', 65), s('十里河', 'Shilihe', 70), s('方庄', 'Fangzhuang', 80)],
  },
  {
    id: 'PEK-2', airport: 'PEK', terminals: ['T3', 'T2'], lineNo: b('西单线', 'Xidan Line'), boarding: b('T3航站楼1层7号门外；T2航站楼1层11号门外', 'T3 level 1 outside door 7; T2 level 1 outside door 11'),
    fromAirport: { first: '06:30', last: '00:30' }, toAirport: { first: '05:00', last: '21:00' }, intervalMinutes: 30, fare: 30,
    stops: [s('首都机场', 'Capital Airport', 0), s('东直门', 'Dongzhimen', 40), s('东四十条', 'Dongsi Shitiao', 48), s('王府井', 'Wangfujing', 60), s('西单（民航大厦）', 'Xidan (Aviation Building)', 75)],
  },
  {
    id: 'PEK-3', airport: 'PEK', terminals: ['T3', 'T2'], lineNo: b('中关村线', 'Zhongguancun Line'), boarding: b('T3航站楼1层7号门外；T2航站楼1层11号门外', 'T3 level 1 outside door 7; T2 level 1 outside door 11'),
    fromAirport: { first: '07:00', last: '23:00' }, toAirport: { first: '05:30', last: '19:30' }, intervalMinutes: 40, fare: 30,
    stops: [s('首都机场', 'Capital Airport', 0), s('望京', 'Wangjing', 25), s('北四环学院桥', 'Xueyuan Bridge', 55), s('中关村', 'Zhongguancun', 70)],
  },
  // Beijing Daxing
  {
    id: 'PKX-1', airport: 'PKX', terminals: [''], lineNo: b('北京站线', 'Beijing Railway Station Line'), boarding: b('航站楼1层巴士候车区', 'Terminal level 1, bus waiting area'),
    fromAirport: { first: '07:00', last: '01:00' }, toAirport: { first: '05:00', last: '21:00' }, intervalMinutes: 30, fare: 40,
    stops: [s('大兴机场', 'Daxing Airport', 0), s('木樨园', 'Muxiyuan', 55), s('崇文门', 'Chongwenmen', 70), s('北京站', 'Beijing Railway Station', 80)],
  },
  {
    id: 'PKX-2', airport: 'PKX', terminals: [''], lineNo: b('北京西站线', 'Beijing West Station Line'), boarding: b('航站楼1层巴士候车区', 'Terminal level 1, bus waiting area'),
    fromAirport: { first: '07:00', last: '00:00' }, toAirport: { first: '05:00', last: '20:30' }, intervalMinutes: 30, fare: 40,
    stops: [s('大兴机场', 'Daxing Airport', 0), s('丽泽商务区', 'Lize Business District', 50), s('北京西站', 'Beijing West Railway Station', 65)],
  },
  // Shanghai Pudong
  {
    id: 'PVG-1', airport: 'PVG', terminals: ['T2', 'T1'], lineNo: b('机场一线', 'Airport Line 1'), boarding: b('T2航站楼到达层23号门；T1航站楼到达层3号门', 'T2 arrivals door 23; T1 arrivals door 3'),
    fromAirport: { first: '07:00', last: '23:00' }, toAirport: { first: '06:00', last: '21:30' }, intervalMinutes: 20, fare: 30,
    stops: [s('浦东机场', 'Pudong Airport', 0), s('虹桥机场T2', 'Hongqiao Airport T2', 70), s('虹桥机场T1', 'Hongqiao Airport T1', 80)],
  },
  {
    id: 'PVG-2', airport: 'PVG', terminals: ['T2', 'T1'], lineNo: b('机场二线', 'Airport Line 2'), boarding: b('T2航站楼到达层23号门；T1航站楼到达层3号门', 'T2 arrivals door 23; T1 arrivals door 3'),
    fromAirport: { first: '07:00', last: '23:00' }, toAirport: { first: '06:00', last: '21:30' }, intervalMinutes: 15, fare: 22,
    stops: [s('浦东机场', 'Pudong Airport', 0), s('静安寺', "Jing'an Temple", 60)],
  },
  {
    id: 'PVG-5', airport: 'PVG', terminals: ['T2', 'T1'], lineNo: b('机场五线', 'Airport Line 5'), boarding: b('T2航站楼到达层23号门；T1航站楼到达层3号门', 'T2 arrivals door 23; T1 arrivals door 3'),
    fromAirport: { first: '07:00', last: '23:00' }, toAirport: { first: '05:30', last: '21:00' }, intervalMinutes: 20, fare: 24,
    stops: [s('浦东机场', 'Pudong Airport', 0), s('东方医院', 'Dongfang Hospital', 45), s('延安东路外滩', 'East Yan\'an Road (the Bund)', 60), s('上海火车站', 'Shanghai Railway Station', 75)],
  },
  // Shanghai Hongqiao
  {
    id: 'SHA-1', airport: 'SHA', terminals: ['T2', 'T1'], lineNo: b('941路', 'Route 941'), boarding: b('T2航站楼交通中心B1层；T1航站楼到达层', 'T2 transport centre B1; T1 arrivals level'),
    fromAirport: { first: '06:00', last: '23:00' }, toAirport: { first: '05:50', last: '22:00' }, intervalMinutes: 12, fare: 4,
    stops: [s('虹桥机场', 'Hongqiao Airport', 0), s('程家桥', 'Chengjiaqiao', 10), s('中山公园', 'Zhongshan Park', 35), s('上海火车站', 'Shanghai Railway Station', 55)],
  },
  {
    id: 'SHA-2', airport: 'SHA', terminals: ['T2', 'T1'], lineNo: b('机场一线', 'Airport Line 1'), boarding: b('T2航站楼交通中心B1层；T1航站楼到达层', 'T2 transport centre B1; T1 arrivals level'),
    fromAirport: { first: '06:00', last: '21:30' }, toAirport: { first: '07:00', last: '23:00' }, intervalMinutes: 20, fare: 30,
    stops: [s('虹桥机场T1', 'Hongqiao Airport T1', 0), s('虹桥机场T2', 'Hongqiao Airport T2', 10), s('浦东机场', 'Pudong Airport', 80)],
  },
  // Guangzhou Baiyun
  {
    id: 'CAN-1', airport: 'CAN', terminals: ['T2', 'T1'], lineNo: b('空港快线1号线', 'Airport Express 1'), boarding: b('T2航站楼到达层巴士站；T1航站楼A区5号门', 'T2 arrivals bus station; T1 zone A door 5'),
    fromAirport: { first: '07:00', last: '23:00' }, toAirport: { first: '05:30', last: '21:00' }, intervalMinutes: 15, fare: 21,
    stops: [s('白云机场', 'Baiyun Airport', 0), s('广园新村', 'Guangyuan Xincun', 35), s('广州火车站', 'Guangzhou Railway Station', 50)],
  },
  {
    id: 'CAN-2', airport: 'CAN', terminals: ['T2', 'T1'], lineNo: b('空港快线2号线', 'Airport Express 2'), boarding: b('T2航站楼到达层巴士站；T1航站楼A区5号门', 'T2 arrivals bus station; T1 zone A door 5'),
    fromAirport: { first: '07:00', last: '23:30' }, toAirport: { first: '05:30', last: '21:00' }, intervalMinutes: 20, fare: 23,
    stops: [s('白云机场', 'Baiyun Airport', 0), s('花园酒店', 'Garden Hotel', 45), s('天河体育中心', 'Tianhe Sports Centre', 60), s('广州东站', 'Guangzhou East Station', 70)],
  },
  // Shenzhen Bao'an
  {
    id: 'SZX-1', airport: 'SZX', terminals: ['T3'], lineNo: b('机场巴士330路', 'Airport Bus 330'), boarding: b('T3航站楼地面交通中心', 'T3 ground transport centre'),
    fromAirport: { first: '06:30', last: '23:00' }, toAirport: { first: '06:00', last: '22:00' }, intervalMinutes: 20, fare: 20,
    stops: [s('宝安机场', "Bao'an Airport", 0), s('宝安中心', "Bao'an Centre", 25), s('南山科技园', 'Nanshan Science Park', 45), s('华侨城', 'OCT', 60), s('福田口岸', 'Futian Port', 80)],
  },
  {
    id: 'SZX-2', airport: 'SZX', terminals: ['T3'], lineNo: b('机场快线', 'Airport Express'), boarding: b('T3航站楼地面交通中心', 'T3 ground transport centre'),
    fromAirport: { first: '07:00', last: '23:30' }, toAirport: { first: '06:00', last: '21:30' }, intervalMinutes: 30, fare: 25,
    stops: [s('宝安机场', "Bao'an Airport", 0), s('会展中心', 'Convention Centre', 50), s('罗湖火车站', 'Luohu Railway Station', 70)],
  },
  // Hangzhou Xiaoshan
  {
    id: 'HGH-1', airport: 'HGH', terminals: ['T4', 'T3'], lineNo: b('武林门线', 'Wulinmen Line'), boarding: b('T4航站楼到达层巴士站；T3航站楼1层14号门', 'T4 arrivals bus station; T3 level 1 door 14'),
    fromAirport: { first: '07:00', last: '00:00' }, toAirport: { first: '05:30', last: '21:00' }, intervalMinutes: 20, fare: 20,
    stops: [s('萧山机场', 'Xiaoshan Airport', 0), s('庆春路', 'Qingchun Road', 45), s('武林门（民航售票处）', 'Wulinmen (airline ticket office)', 60)],
  },
  {
    id: 'HGH-2', airport: 'HGH', terminals: ['T4', 'T3'], lineNo: b('城站线', 'City Station Line'), boarding: b('T4航站楼到达层巴士站；T3航站楼1层14号门', 'T4 arrivals bus station; T3 level 1 door 14'),
    fromAirport: { first: '07:30', last: '22:30' }, toAirport: { first: '06:00', last: '20:00' }, intervalMinutes: 30, fare: 20,
    stops: [s('萧山机场', 'Xiaoshan Airport', 0), s('钱江新城', 'Qianjiang New Town', 35), s('杭州火车站（城站）', 'Hangzhou Railway Station', 50)],
  },
  // Chengdu Shuangliu
  {
    id: 'CTU-1', airport: 'CTU', terminals: ['T2', 'T1'], lineNo: b('机场大巴1号线', 'Airport Bus 1'), boarding: b('T2航站楼到达层；T1航站楼到达层5号门', 'T2 arrivals level; T1 arrivals door 5'),
    fromAirport: { first: '08:00', last: '00:00' }, toAirport: { first: '06:00', last: '20:00' }, intervalMinutes: 30, fare: 10,
    stops: [s('双流机场', 'Shuangliu Airport', 0), s('人民南路四段', 'Renmin South Road', 25), s('岷山饭店', 'Minshan Hotel', 35), s('天府广场', 'Tianfu Square', 45)],
  },
  // Chengdu Tianfu
  {
    id: 'TFU-1', airport: 'TFU', terminals: ['T1', 'T2'], lineNo: b('天府机场大巴1号线', 'Tianfu Airport Bus 1'), boarding: b('T1、T2航站楼之间交通中心', 'Transport centre between T1 and T2'),
    fromAirport: { first: '08:00', last: '01:00' }, toAirport: { first: '06:00', last: '21:00' }, intervalMinutes: 30, fare: 40,
    stops: [s('天府机场', 'Tianfu Airport', 0), s('天府新区', 'Tianfu New Area', 45), s('成都东站', 'Chengdu East Railway Station', 80)],
  },
]

/** Lines of one airport, in the listed order. */
export function busLinesOf(airport: string): SeedBusLine[] {
  return busLines.filter((l) => l.airport === airport)
}

/** A line by id, or undefined. */
export function busLineById(id: string): SeedBusLine | undefined {
  return busLines.find((l) => l.id === id)
}
