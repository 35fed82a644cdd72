/**
 * Places the demo map service answers with (pick-up and drop-off points of cars): hand-picked real
 * places of the biggest car cities, airport terminals, and for every mainland city the kinds of
 * place nearly every Chinese city has (people's square, government, Wanda Plaza, high-tech zone,
 * convention centre...). Airports and rail stations themselves come from airports.ts and
 * stations.ts; services/maps/places.ts assembles the whole set.
 *
 * Coordinates here are GCJ-02 (what Chinese maps draw in), unlike the WGS-84 of the other geo
 * files, to ~0.001 deg: close enough for a pick-up pin in the demo.
 */

/** What a place is; maps to the provider's category text. */
export type PlaceKind =
  | 'airport'
  | 'station'
  | 'landmark'
  | 'business'
  | 'office'
  | 'shopping'
  | 'hospital'
  | 'university'
  | 'exhibition'
  | 'government'
  | 'hotel'
  | 'sports'
  | 'bus'

/** A hand-picked place of one city. */
export interface CuratedPlace {
  cityCode: string
  kind: PlaceKind
  nameZh: string
  nameEn: string
  districtZh: string
  districtEn: string
  /** Street address without city and district. */
  streetZh: string
  streetEn: string
  lat: number
  lng: number
}

const p = (
  cityCode: string,
  kind: PlaceKind,
  nameZh: string,
  nameEn: string,
  districtZh: string,
  districtEn: string,
  streetZh: string,
  streetEn: string,
  lat: number,
  lng: number,
): CuratedPlace => ({ cityCode, kind, nameZh, nameEn, districtZh, districtEn, streetZh, streetEn, lat, lng })

/** Real places of the biggest car cities (GCJ-02). */
export const curatedPlaces: CuratedPlace[] = [
  // 北京
  p('BJS', 'landmark', '天安门广场', 'Tiananmen Square', '东城区', 'Dongcheng', '东长安街', 'East Chang’an Avenue', 39.903755, 116.397797),
  p('BJS', 'business', '国贸商城', 'China World Mall', '朝阳区', 'Chaoyang', '建国门外大街1号', '1 Jianguomenwai Avenue', 39.909, 116.4594),
  p('BJS', 'business', '金融街购物中心', 'Financial Street Shopping Center', '西城区', 'Xicheng', '金城坊街2号', '2 Jinchengfang Street', 39.916, 116.36),
  p('BJS', 'office', '中关村软件园', 'Zhongguancun Software Park', '海淀区', 'Haidian', '东北旺西路8号', '8 Dongbeiwang West Road', 40.0436, 116.2886),
  p('BJS', 'office', '望京SOHO', 'Wangjing SOHO', '朝阳区', 'Chaoyang', '望京街10号', '10 Wangjing Street', 39.9962, 116.481),
  p('BJS', 'exhibition', '国家会议中心', 'China National Convention Center', '朝阳区', 'Chaoyang', '天辰东路7号', '7 Tianchen East Road', 40.0006, 116.3889),
  p('BJS', 'university', '北京大学', 'Peking University', '海淀区', 'Haidian', '颐和园路5号', '5 Yiheyuan Road', 39.9929, 116.3108),
  p('BJS', 'hospital', '北京协和医院', 'Peking Union Medical College Hospital', '东城区', 'Dongcheng', '帅府园1号', '1 Shuaifuyuan', 39.9126, 116.417),
  p('BJS', 'shopping', '三里屯太古里', 'Taikoo Li Sanlitun', '朝阳区', 'Chaoyang', '三里屯路19号', '19 Sanlitun Road', 39.9348, 116.4545),
  p('BJS', 'landmark', '颐和园', 'Summer Palace', '海淀区', 'Haidian', '新建宫门路19号', '19 Xinjiangongmen Road', 39.9999, 116.2755),
  p('BJS', 'sports', '国家体育场（鸟巢）', 'National Stadium (Bird’s Nest)', '朝阳区', 'Chaoyang', '国家体育场南路1号', '1 National Stadium South Road', 39.9929, 116.3965),
  p('BJS', 'shopping', '王府井步行街', 'Wangfujing Pedestrian Street', '东城区', 'Dongcheng', '王府井大街', 'Wangfujing Street', 39.9147, 116.411),
  p('BJS', 'business', '丽泽金融商务区', 'Lize Financial Business District', '丰台区', 'Fengtai', '丽泽路', 'Lize Road', 39.866, 116.313),
  p('BJS', 'business', '北京经济技术开发区', 'Beijing Economic-Technological Development Area', '大兴区', 'Daxing', '荣华中路', 'Ronghua Middle Road', 39.795, 116.506),
  // 上海
  p('SHA', 'landmark', '外滩', 'The Bund', '黄浦区', 'Huangpu', '中山东一路', 'Zhongshan East 1st Road', 31.24, 121.4905),
  p('SHA', 'business', '陆家嘴金融贸易区', 'Lujiazui Finance and Trade Zone', '浦东新区', 'Pudong', '世纪大道', 'Century Avenue', 31.2397, 121.4998),
  p('SHA', 'office', '上海中心大厦', 'Shanghai Tower', '浦东新区', 'Pudong', '银城中路501号', '501 Yincheng Middle Road', 31.2335, 121.5055),
  p('SHA', 'landmark', '人民广场', 'People’s Square', '黄浦区', 'Huangpu', '人民大道', 'People’s Avenue', 31.2317, 121.4752),
  p('SHA', 'office', '静安嘉里中心', 'Jing’an Kerry Centre', '静安区', 'Jing’an', '南京西路1515号', '1515 West Nanjing Road', 31.2236, 121.4472),
  p('SHA', 'exhibition', '国家会展中心（上海）', 'National Exhibition and Convention Center (Shanghai)', '青浦区', 'Qingpu', '崧泽大道333号', '333 Songze Avenue', 31.1913, 121.3032),
  p('SHA', 'office', '张江高科技园区', 'Zhangjiang Hi-Tech Park', '浦东新区', 'Pudong', '祖冲之路', 'Zuchongzhi Road', 31.2036, 121.591),
  p('SHA', 'business', '虹桥商务区', 'Hongqiao Business District', '闵行区', 'Minhang', '申长路', 'Shenchang Road', 31.196, 121.318),
  p('SHA', 'shopping', '徐家汇商圈', 'Xujiahui', '徐汇区', 'Xuhui', '虹桥路1号', '1 Hongqiao Road', 31.1952, 121.437),
  p('SHA', 'university', '复旦大学', 'Fudan University', '杨浦区', 'Yangpu', '邯郸路220号', '220 Handan Road', 31.299, 121.503),
  p('SHA', 'landmark', '上海迪士尼度假区', 'Shanghai Disney Resort', '浦东新区', 'Pudong', '申迪西路753号', '753 Shendi West Road', 31.144, 121.658),
  p('SHA', 'hospital', '瑞金医院', 'Ruijin Hospital', '黄浦区', 'Huangpu', '瑞金二路197号', '197 Ruijin 2nd Road', 31.2118, 121.4676),
  p('SHA', 'shopping', '新天地', 'Xintiandi', '黄浦区', 'Huangpu', '马当路245号', '245 Madang Road', 31.2196, 121.4747),
  p('SHA', 'office', '漕河泾开发区', 'Caohejing Hi-Tech Park', '徐汇区', 'Xuhui', '宜山路900号', '900 Yishan Road', 31.17, 121.397),
  p('SHA', 'shopping', '五角场', 'Wujiaochang', '杨浦区', 'Yangpu', '淞沪路', 'Songhu Road', 31.3, 121.514),
  // 广州
  p('CAN', 'business', '珠江新城', 'Zhujiang New Town', '天河区', 'Tianhe', '花城大道', 'Huacheng Avenue', 23.1197, 113.3245),
  p('CAN', 'landmark', '广州塔', 'Canton Tower', '海珠区', 'Haizhu', '阅江西路222号', '222 Yuejiang West Road', 23.1065, 113.3245),
  p('CAN', 'exhibition', '广交会展馆', 'Canton Fair Complex', '海珠区', 'Haizhu', '阅江中路380号', '380 Yuejiang Middle Road', 23.0952, 113.368),
  p('CAN', 'shopping', '天河城', 'Teem Mall', '天河区', 'Tianhe', '天河路208号', '208 Tianhe Road', 23.1327, 113.3225),
  p('CAN', 'shopping', '北京路步行街', 'Beijing Road Pedestrian Street', '越秀区', 'Yuexiu', '北京路', 'Beijing Road', 23.125, 113.269),
  p('CAN', 'university', '中山大学', 'Sun Yat-sen University', '海珠区', 'Haizhu', '新港西路135号', '135 Xingang West Road', 23.0968, 113.2985),
  p('CAN', 'office', '广州国际金融中心', 'Guangzhou International Finance Center', '天河区', 'Tianhe', '珠江西路5号', '5 Zhujiang West Road', 23.1183, 113.3225),
  p('CAN', 'business', '琶洲人工智能与数字经济试验区', 'Pazhou Digital Economy Zone', '海珠区', 'Haizhu', '琶洲大道', 'Pazhou Avenue', 23.099, 113.38),
  p('CAN', 'landmark', '中山纪念堂', 'Sun Yat-sen Memorial Hall', '越秀区', 'Yuexiu', '东风中路259号', '259 Dongfeng Middle Road', 23.133, 113.264),
  p('CAN', 'landmark', '白云山', 'Baiyun Mountain', '白云区', 'Baiyun', '广园中路801号', '801 Guangyuan Middle Road', 23.185, 113.3),
  p('CAN', 'landmark', '沙面', 'Shamian Island', '荔湾区', 'Liwan', '沙面大街', 'Shamian Street', 23.108, 113.243),
  p('CAN', 'office', '广州科学城', 'Guangzhou Science City', '黄埔区', 'Huangpu', '科学大道', 'Kexue Avenue', 23.17, 113.45),
  p('CAN', 'hospital', '中山大学附属第一医院', 'First Affiliated Hospital of Sun Yat-sen University', '越秀区', 'Yuexiu', '中山二路58号', '58 Zhongshan 2nd Road', 23.128, 113.288),
  // 深圳
  p('SZX', 'business', '福田中心区', 'Futian CBD', '福田区', 'Futian', '深南大道', 'Shennan Avenue', 22.54, 114.058),
  p('SZX', 'office', '平安金融中心', 'Ping An Finance Centre', '福田区', 'Futian', '益田路5033号', '5033 Yitian Road', 22.5367, 114.05),
  p('SZX', 'exhibition', '深圳会展中心', 'Shenzhen Convention & Exhibition Center', '福田区', 'Futian', '福华三路111号', '111 Fuhua 3rd Road', 22.533, 114.057),
  p('SZX', 'exhibition', '深圳国际会展中心', 'Shenzhen World Exhibition & Convention Center', '宝安区', 'Bao’an', '展城路1号', '1 Zhancheng Road', 22.705, 113.774),
  p('SZX', 'office', '南山科技园', 'Nanshan Science and Technology Park', '南山区', 'Nanshan', '科苑路', 'Keyuan Road', 22.54, 113.95),
  p('SZX', 'office', '腾讯滨海大厦', 'Tencent Seafront Towers', '南山区', 'Nanshan', '后海大道', 'Houhai Avenue', 22.5225, 113.9355),
  p('SZX', 'business', '后海中心区', 'Houhai Central District', '南山区', 'Nanshan', '科苑南路', 'Keyuan South Road', 22.518, 113.943),
  p('SZX', 'business', '前海深港现代服务业合作区', 'Qianhai Shenzhen-Hong Kong Cooperation Zone', '南山区', 'Nanshan', '梦海大道', 'Menghai Avenue', 22.533, 113.895),
  p('SZX', 'shopping', '华强北商业街', 'Huaqiangbei', '福田区', 'Futian', '华强北路', 'Huaqiang North Road', 22.545, 114.085),
  p('SZX', 'landmark', '深圳湾公园', 'Shenzhen Bay Park', '南山区', 'Nanshan', '滨海大道', 'Binhai Avenue', 22.505, 113.955),
  p('SZX', 'landmark', '世界之窗', 'Window of the World', '南山区', 'Nanshan', '深南大道9037号', '9037 Shennan Avenue', 22.536, 113.973),
  p('SZX', 'shopping', '东门老街', 'Dongmen Old Street', '罗湖区', 'Luohu', '解放路', 'Jiefang Road', 22.546, 114.12),
  p('SZX', 'university', '深圳大学', 'Shenzhen University', '南山区', 'Nanshan', '南海大道3688号', '3688 Nanhai Avenue', 22.536, 113.936),
  // 杭州
  p('HGH', 'landmark', '西湖风景名胜区', 'West Lake Scenic Area', '西湖区', 'Xihu', '龙井路1号', '1 Longjing Road', 30.245, 120.15),
  p('HGH', 'business', '钱江新城', 'Qianjiang New City', '上城区', 'Shangcheng', '富春路', 'Fuchun Road', 30.247, 120.21),
  p('HGH', 'exhibition', '杭州国际博览中心', 'Hangzhou International Expo Center', '萧山区', 'Xiaoshan', '奔竞大道353号', '353 Benjing Avenue', 30.234, 120.239),
  p('HGH', 'office', '阿里巴巴西溪园区', 'Alibaba Xixi Campus', '余杭区', 'Yuhang', '文一西路969号', '969 Wenyi West Road', 30.279, 120.026),
  p('HGH', 'landmark', '武林广场', 'Wulin Square', '拱墅区', 'Gongshu', '体育场路', 'Tiyuchang Road', 30.274, 120.164),
  p('HGH', 'business', '滨江高新区', 'Binjiang Hi-Tech Zone', '滨江区', 'Binjiang', '网商路', 'Wangshang Road', 30.208, 120.211),
  p('HGH', 'university', '浙江大学紫金港校区', 'Zhejiang University Zijingang Campus', '西湖区', 'Xihu', '余杭塘路866号', '866 Yuhangtang Road', 30.303, 120.087),
  p('HGH', 'shopping', '湖滨银泰in77', 'Hubin intime in77', '上城区', 'Shangcheng', '东坡路7号', '7 Dongpo Road', 30.258, 120.164),
  p('HGH', 'office', '未来科技城', 'Future Sci-Tech City', '余杭区', 'Yuhang', '文一西路1500号', '1500 Wenyi West Road', 30.295, 120.0),
  p('HGH', 'landmark', '灵隐寺', 'Lingyin Temple', '西湖区', 'Xihu', '法云弄1号', '1 Fayun Lane', 30.241, 120.101),
  p('HGH', 'hospital', '浙江大学医学院附属第一医院', 'First Affiliated Hospital of Zhejiang University', '上城区', 'Shangcheng', '庆春路79号', '79 Qingchun Road', 30.259, 120.181),
  p('HGH', 'sports', '杭州奥体中心', 'Hangzhou Olympic Sports Center', '滨江区', 'Binjiang', '飞虹路3号', '3 Feihong Road', 30.229, 120.229),
  // 成都
  p('CTU', 'landmark', '天府广场', 'Tianfu Square', '青羊区', 'Qingyang', '人民南路一段', 'People’s South Road Section 1', 30.657, 104.066),
  p('CTU', 'shopping', '春熙路', 'Chunxi Road', '锦江区', 'Jinjiang', '春熙路', 'Chunxi Road', 30.655, 104.081),
  p('CTU', 'shopping', '成都远洋太古里', 'Sino-Ocean Taikoo Li Chengdu', '锦江区', 'Jinjiang', '中纱帽街8号', '8 Zhongshamao Street', 30.653, 104.085),
  p('CTU', 'office', '天府软件园', 'Tianfu Software Park', '武侯区', 'Wuhou', '天府大道中段1268号', '1268 Middle Tianfu Avenue', 30.545, 104.069),
  p('CTU', 'business', '成都金融城', 'Chengdu Financial City', '武侯区', 'Wuhou', '交子大道', 'Jiaozi Avenue', 30.58, 104.062),
  p('CTU', 'exhibition', '世纪城新国际会展中心', 'Century City New International Convention Center', '武侯区', 'Wuhou', '天府大道北段1700号', '1700 North Tianfu Avenue', 30.553, 104.071),
  p('CTU', 'landmark', '宽窄巷子', 'Kuanzhai Alley', '青羊区', 'Qingyang', '长顺上街127号', '127 Changshun Upper Street', 30.67, 104.059),
  p('CTU', 'university', '四川大学望江校区', 'Sichuan University Wangjiang Campus', '武侯区', 'Wuhou', '一环路南一段24号', '24 South 1st Ring Road Section 1', 30.632, 104.084),
  p('CTU', 'hospital', '四川大学华西医院', 'West China Hospital of Sichuan University', '武侯区', 'Wuhou', '国学巷37号', '37 Guoxue Lane', 30.642, 104.048),
  p('CTU', 'landmark', '成都大熊猫繁育研究基地', 'Chengdu Research Base of Giant Panda Breeding', '成华区', 'Chenghua', '熊猫大道1375号', '1375 Panda Avenue', 30.733, 104.147),
  p('CTU', 'landmark', '武侯祠', 'Wuhou Shrine', '武侯区', 'Wuhou', '武侯祠大街231号', '231 Wuhouci Street', 30.646, 104.049),
  p('CTU', 'shopping', '环球中心', 'New Century Global Center', '武侯区', 'Wuhou', '天府大道北段1700号', '1700 North Tianfu Avenue', 30.571, 104.064),
  p('CTU', 'business', '天府新区总部基地', 'Tianfu New Area Headquarters Base', '双流区', 'Shuangliu', '天府大道南段', 'South Tianfu Avenue', 30.419, 104.07),
]

/** A terminal of an airport (GCJ-02 kerb of the departures/arrivals level). */
export interface Terminal {
  iata: string
  terminal: string
  lat: number
  lng: number
}

/** Airports with more than one terminal in use; the rest are served as one building. */
export const terminals: Terminal[] = [
  { iata: 'PEK', terminal: 'T1', lat: 40.0809, lng: 116.589 },
  { iata: 'PEK', terminal: 'T2', lat: 40.0791, lng: 116.5916 },
  { iata: 'PEK', terminal: 'T3', lat: 40.0525, lng: 116.61 },
  { iata: 'PVG', terminal: 'T1', lat: 31.152, lng: 121.803 },
  { iata: 'PVG', terminal: 'T2', lat: 31.151, lng: 121.815 },
  { iata: 'SHA', terminal: 'T1', lat: 31.197, lng: 121.342 },
  { iata: 'SHA', terminal: 'T2', lat: 31.194, lng: 121.322 },
  { iata: 'CAN', terminal: 'T1', lat: 23.392, lng: 113.299 },
  { iata: 'CAN', terminal: 'T2', lat: 23.393, lng: 113.308 },
  { iata: 'CAN', terminal: 'T3', lat: 23.403, lng: 113.315 },
  { iata: 'CTU', terminal: 'T1', lat: 30.576, lng: 103.959 },
  { iata: 'CTU', terminal: 'T2', lat: 30.568, lng: 103.96 },
  { iata: 'TFU', terminal: 'T1', lat: 30.318, lng: 104.445 },
  { iata: 'TFU', terminal: 'T2', lat: 30.316, lng: 104.438 },
  { iata: 'HGH', terminal: 'T1', lat: 30.235, lng: 120.433 },
  { iata: 'HGH', terminal: 'T3', lat: 30.237, lng: 120.432 },
  { iata: 'HGH', terminal: 'T4', lat: 30.239, lng: 120.437 },
  { iata: 'CKG', terminal: 'T2', lat: 29.721, lng: 106.64 },
  { iata: 'CKG', terminal: 'T3', lat: 29.729, lng: 106.646 },
  { iata: 'NKG', terminal: 'T1', lat: 31.745, lng: 118.867 },
  { iata: 'NKG', terminal: 'T2', lat: 31.736, lng: 118.872 },
  { iata: 'XIY', terminal: 'T2', lat: 34.439, lng: 108.765 },
  { iata: 'XIY', terminal: 'T3', lat: 34.441, lng: 108.754 },
  { iata: 'WUH', terminal: 'T2', lat: 30.777, lng: 114.213 },
  { iata: 'WUH', terminal: 'T3', lat: 30.78, lng: 114.212 },
  { iata: 'SZX', terminal: 'T3', lat: 22.625, lng: 113.813 },
]

/** A kind of place nearly every Chinese city has: `{c}` is the city's name. */
export interface PlaceTemplate {
  kind: PlaceKind
  nameZh: string
  nameEn: string
}

/** Generic places for the cities without hand-picked ones (real-sounding, positioned near the centre). */
export const placeTemplates: PlaceTemplate[] = [
  { kind: 'landmark', nameZh: '{c}人民广场', nameEn: '{c} People’s Square' },
  { kind: 'government', nameZh: '{c}市人民政府', nameEn: '{c} Municipal People’s Government' },
  { kind: 'shopping', nameZh: '{c}万达广场', nameEn: '{c} Wanda Plaza' },
  { kind: 'hospital', nameZh: '{c}市第一人民医院', nameEn: '{c} First People’s Hospital' },
  { kind: 'sports', nameZh: '{c}体育中心', nameEn: '{c} Sports Center' },
  { kind: 'landmark', nameZh: '{c}博物馆', nameEn: '{c} Museum' },
  { kind: 'exhibition', nameZh: '{c}国际会展中心', nameEn: '{c} International Convention and Exhibition Center' },
  { kind: 'business', nameZh: '{c}高新技术产业开发区', nameEn: '{c} Hi-Tech Industrial Development Zone' },
  { kind: 'business', nameZh: '{c}经济技术开发区', nameEn: '{c} Economic and Technological Development Zone' },
  { kind: 'business', nameZh: '{c}中央商务区', nameEn: '{c} Central Business District' },
  { kind: 'office', nameZh: '{c}国际金融中心', nameEn: '{c} International Finance Center' },
  { kind: 'office', nameZh: '{c}软件园', nameEn: '{c} Software Park' },
  { kind: 'hotel', nameZh: '{c}国际大酒店', nameEn: '{c} International Hotel' },
  { kind: 'bus', nameZh: '{c}汽车客运中心站', nameEn: '{c} Long-distance Bus Station' },
  { kind: 'shopping', nameZh: '{c}步行街', nameEn: '{c} Pedestrian Street' },
  { kind: 'university', nameZh: '{c}大学', nameEn: '{c} University' },
]

/** Road names found in most Chinese cities, for the generic places' addresses. */
export const commonRoads: { zh: string; en: string }[] = [
  { zh: '人民路', en: 'Renmin Road' },
  { zh: '解放路', en: 'Jiefang Road' },
  { zh: '中山路', en: 'Zhongshan Road' },
  { zh: '建设路', en: 'Jianshe Road' },
  { zh: '世纪大道', en: 'Century Avenue' },
  { zh: '新华路', en: 'Xinhua Road' },
  { zh: '和平路', en: 'Heping Road' },
  { zh: '长江路', en: 'Changjiang Road' },
  { zh: '文化路', en: 'Wenhua Road' },
  { zh: '迎宾大道', en: 'Yingbin Avenue' },
]
