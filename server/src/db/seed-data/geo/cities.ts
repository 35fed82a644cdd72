/**
 * Cities served by Shanglv (flights and/or trains).
 *
 * `code` rules (3 upper-case letters, unique):
 *  1. the IATA city / metropolitan-area code where one exists (BJS Beijing, SHA Shanghai, TYO Tokyo,
 *     LON London, NYC New York, ...);
 *  2. otherwise the IATA code of the city's main airport (CAN Guangzhou, SZX Shenzhen, ...);
 *  3. otherwise (no airport) a code made up from the pinyin, marked "made-up code" below. Made-up
 *     codes were checked not to collide with any IATA airport/city code, nor with a station
 *     telegraph code in stations.ts. They are internal identifiers only - never send them to a GDS.
 *
 * Mainland China: every prefecture-level city with a civil airport or a main railway station,
 * plus county-level cities/towns that have their own airport (e.g. 义乌, 武夷山, 敦煌, 九寨沟).
 * `provinceCode` is the 2-digit GB/T 2260 code ('' for foreign cities); `countryCode` is ISO 3166-1.
 * `tier`: 1 = first-tier / global hub, 2 = provincial capital or major city, 3 = other.
 * Coordinates are the city centre (WGS-84, ~0.01 deg).
 */
export interface City {
  code: string;
  nameZh: string;
  nameEn: string;
  /** lower-case pinyin without spaces or tones, ü written as v (e.g. 'guangzhou') */
  pinyin: string;
  /** first letter of each pinyin syllable (e.g. 'gz') */
  initials: string;
  provinceCode: string;
  countryCode: string;
  lat: number;
  lng: number;
  hot: boolean;
  tier: 1 | 2 | 3;
}

export const cities: City[] = [
  // 北京 (11)
  { code: 'BJS', nameZh: '北京', nameEn: 'Beijing', pinyin: 'beijing', initials: 'bj', provinceCode: '11', countryCode: 'CN', lat: 39.9042, lng: 116.4074, hot: true, tier: 1 },
  // 上海 (31)
  { code: 'SHA', nameZh: '上海', nameEn: 'Shanghai', pinyin: 'shanghai', initials: 'sh', provinceCode: '31', countryCode: 'CN', lat: 31.2304, lng: 121.4737, hot: true, tier: 1 },
  // 天津 (12)
  { code: 'TSN', nameZh: '天津', nameEn: 'Tianjin', pinyin: 'tianjin', initials: 'tj', provinceCode: '12', countryCode: 'CN', lat: 39.0842, lng: 117.201, hot: true, tier: 2 },
  // 重庆 (50)
  { code: 'CKG', nameZh: '重庆', nameEn: 'Chongqing', pinyin: 'chongqing', initials: 'cq', provinceCode: '50', countryCode: 'CN', lat: 29.563, lng: 106.5516, hot: true, tier: 2 },
  { code: 'WXN', nameZh: '万州', nameEn: 'Wanzhou', pinyin: 'wanzhou', initials: 'wz', provinceCode: '50', countryCode: 'CN', lat: 30.8079, lng: 108.4089, hot: false, tier: 3 },
  { code: 'JIQ', nameZh: '黔江', nameEn: 'Qianjiang', pinyin: 'qianjiang', initials: 'qj', provinceCode: '50', countryCode: 'CN', lat: 29.533, lng: 108.7709, hot: false, tier: 3 },
  { code: 'CQW', nameZh: '武隆', nameEn: 'Wulong', pinyin: 'wulong', initials: 'wl', provinceCode: '50', countryCode: 'CN', lat: 29.3256, lng: 107.76, hot: false, tier: 3 },
  { code: 'WSK', nameZh: '巫山', nameEn: 'Wushan', pinyin: 'wushan', initials: 'ws', provinceCode: '50', countryCode: 'CN', lat: 31.0747, lng: 109.8789, hot: false, tier: 3 },
  // 河北 (13)
  { code: 'SJW', nameZh: '石家庄', nameEn: 'Shijiazhuang', pinyin: 'shijiazhuang', initials: 'sjz', provinceCode: '13', countryCode: 'CN', lat: 38.0428, lng: 114.5149, hot: false, tier: 2 },
  { code: 'TVS', nameZh: '唐山', nameEn: 'Tangshan', pinyin: 'tangshan', initials: 'ts', provinceCode: '13', countryCode: 'CN', lat: 39.6305, lng: 118.1802, hot: false, tier: 3 },
  { code: 'BPE', nameZh: '秦皇岛', nameEn: 'Qinhuangdao', pinyin: 'qinhuangdao', initials: 'qhd', provinceCode: '13', countryCode: 'CN', lat: 39.9354, lng: 119.6005, hot: false, tier: 3 },
  { code: 'HDG', nameZh: '邯郸', nameEn: 'Handan', pinyin: 'handan', initials: 'hd', provinceCode: '13', countryCode: 'CN', lat: 36.6256, lng: 114.5391, hot: false, tier: 3 },
  { code: 'XNT', nameZh: '邢台', nameEn: 'Xingtai', pinyin: 'xingtai', initials: 'xt', provinceCode: '13', countryCode: 'CN', lat: 37.0706, lng: 114.5044, hot: false, tier: 3 }, // IATA code of Xingtai Dalian Airport (airport not in airports.ts: service/coordinates not confirmed)
  { code: 'BAO', nameZh: '保定', nameEn: 'Baoding', pinyin: 'baoding', initials: 'bd', provinceCode: '13', countryCode: 'CN', lat: 38.874, lng: 115.4646, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ZQZ', nameZh: '张家口', nameEn: 'Zhangjiakou', pinyin: 'zhangjiakou', initials: 'zjk', provinceCode: '13', countryCode: 'CN', lat: 40.8244, lng: 114.8875, hot: false, tier: 3 },
  { code: 'CDE', nameZh: '承德', nameEn: 'Chengde', pinyin: 'chengde', initials: 'cd', provinceCode: '13', countryCode: 'CN', lat: 40.9515, lng: 117.9634, hot: false, tier: 3 },
  { code: 'CGU', nameZh: '沧州', nameEn: 'Cangzhou', pinyin: 'cangzhou', initials: 'cz', provinceCode: '13', countryCode: 'CN', lat: 38.3044, lng: 116.8388, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LFG', nameZh: '廊坊', nameEn: 'Langfang', pinyin: 'langfang', initials: 'lf', provinceCode: '13', countryCode: 'CN', lat: 39.538, lng: 116.6838, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HEG', nameZh: '衡水', nameEn: 'Hengshui', pinyin: 'hengshui', initials: 'hs', provinceCode: '13', countryCode: 'CN', lat: 37.739, lng: 115.6706, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 山西 (14)
  { code: 'TYN', nameZh: '太原', nameEn: 'Taiyuan', pinyin: 'taiyuan', initials: 'ty', provinceCode: '14', countryCode: 'CN', lat: 37.8706, lng: 112.5489, hot: false, tier: 2 },
  { code: 'DAT', nameZh: '大同', nameEn: 'Datong', pinyin: 'datong', initials: 'dt', provinceCode: '14', countryCode: 'CN', lat: 40.0768, lng: 113.3001, hot: false, tier: 3 },
  { code: 'YNQ', nameZh: '阳泉', nameEn: 'Yangquan', pinyin: 'yangquan', initials: 'yq', provinceCode: '14', countryCode: 'CN', lat: 37.8569, lng: 113.5805, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'CIH', nameZh: '长治', nameEn: 'Changzhi', pinyin: 'changzhi', initials: 'cz', provinceCode: '14', countryCode: 'CN', lat: 36.1954, lng: 113.1163, hot: false, tier: 3 },
  { code: 'JCG', nameZh: '晋城', nameEn: 'Jincheng', pinyin: 'jincheng', initials: 'jc', provinceCode: '14', countryCode: 'CN', lat: 35.4907, lng: 112.8513, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SZO', nameZh: '朔州', nameEn: 'Shuozhou', pinyin: 'shuozhou', initials: 'sz', provinceCode: '14', countryCode: 'CN', lat: 39.3316, lng: 112.4329, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JZG', nameZh: '晋中', nameEn: 'Jinzhong', pinyin: 'jinzhong', initials: 'jz', provinceCode: '14', countryCode: 'CN', lat: 37.687, lng: 112.7528, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YCU', nameZh: '运城', nameEn: 'Yuncheng', pinyin: 'yuncheng', initials: 'yc', provinceCode: '14', countryCode: 'CN', lat: 35.0264, lng: 111.007, hot: false, tier: 3 },
  { code: 'WUT', nameZh: '忻州', nameEn: 'Xinzhou', pinyin: 'xinzhou', initials: 'xz', provinceCode: '14', countryCode: 'CN', lat: 38.4167, lng: 112.7342, hot: false, tier: 3 },
  { code: 'LFQ', nameZh: '临汾', nameEn: 'Linfen', pinyin: 'linfen', initials: 'lf', provinceCode: '14', countryCode: 'CN', lat: 36.088, lng: 111.519, hot: false, tier: 3 },
  { code: 'LLV', nameZh: '吕梁', nameEn: 'Lüliang', pinyin: 'lvliang', initials: 'll', provinceCode: '14', countryCode: 'CN', lat: 37.5189, lng: 111.1446, hot: false, tier: 3 },
  // 内蒙古 (15)
  { code: 'HET', nameZh: '呼和浩特', nameEn: 'Hohhot', pinyin: 'huhehaote', initials: 'hhht', provinceCode: '15', countryCode: 'CN', lat: 40.8426, lng: 111.7492, hot: false, tier: 2 },
  { code: 'BAV', nameZh: '包头', nameEn: 'Baotou', pinyin: 'baotou', initials: 'bt', provinceCode: '15', countryCode: 'CN', lat: 40.6574, lng: 109.8403, hot: false, tier: 3 },
  { code: 'WUA', nameZh: '乌海', nameEn: 'Wuhai', pinyin: 'wuhai', initials: 'wh', provinceCode: '15', countryCode: 'CN', lat: 39.655, lng: 106.7945, hot: false, tier: 3 },
  { code: 'CIF', nameZh: '赤峰', nameEn: 'Chifeng', pinyin: 'chifeng', initials: 'cf', provinceCode: '15', countryCode: 'CN', lat: 42.2578, lng: 118.8869, hot: false, tier: 3 },
  { code: 'TGO', nameZh: '通辽', nameEn: 'Tongliao', pinyin: 'tongliao', initials: 'tl', provinceCode: '15', countryCode: 'CN', lat: 43.6525, lng: 122.2434, hot: false, tier: 3 },
  { code: 'DSN', nameZh: '鄂尔多斯', nameEn: 'Ordos', pinyin: 'eerduosi', initials: 'eeds', provinceCode: '15', countryCode: 'CN', lat: 39.6086, lng: 109.7813, hot: false, tier: 3 },
  { code: 'HLD', nameZh: '呼伦贝尔', nameEn: 'Hulunbuir', pinyin: 'hulunbeier', initials: 'hlbe', provinceCode: '15', countryCode: 'CN', lat: 49.2116, lng: 119.7657, hot: false, tier: 3 },
  { code: 'RLK', nameZh: '巴彦淖尔', nameEn: 'Bayannur', pinyin: 'bayannaoer', initials: 'byne', provinceCode: '15', countryCode: 'CN', lat: 40.7433, lng: 107.3878, hot: false, tier: 3 },
  { code: 'UCB', nameZh: '乌兰察布', nameEn: 'Ulanqab', pinyin: 'wulanchabu', initials: 'wlcb', provinceCode: '15', countryCode: 'CN', lat: 41.0341, lng: 113.1328, hot: false, tier: 3 },
  { code: 'HLH', nameZh: '乌兰浩特', nameEn: 'Ulanhot', pinyin: 'wulanhaote', initials: 'wlht', provinceCode: '15', countryCode: 'CN', lat: 46.0727, lng: 122.0682, hot: false, tier: 3 },
  { code: 'XIL', nameZh: '锡林浩特', nameEn: 'Xilinhot', pinyin: 'xilinhaote', initials: 'xlht', provinceCode: '15', countryCode: 'CN', lat: 43.9333, lng: 116.0861, hot: false, tier: 3 },
  { code: 'AXF', nameZh: '阿拉善左旗', nameEn: 'Alxa Left Banner', pinyin: 'alashanzuoqi', initials: 'alszq', provinceCode: '15', countryCode: 'CN', lat: 38.8331, lng: 105.6718, hot: false, tier: 3 },
  { code: 'NZH', nameZh: '满洲里', nameEn: 'Manzhouli', pinyin: 'manzhouli', initials: 'mzl', provinceCode: '15', countryCode: 'CN', lat: 49.5978, lng: 117.3787, hot: false, tier: 3 },
  { code: 'ERL', nameZh: '二连浩特', nameEn: 'Erenhot', pinyin: 'erlianhaote', initials: 'elht', provinceCode: '15', countryCode: 'CN', lat: 43.6529, lng: 111.977, hot: false, tier: 3 },
  { code: 'YIE', nameZh: '阿尔山', nameEn: 'Arxan', pinyin: 'aershan', initials: 'aes', provinceCode: '15', countryCode: 'CN', lat: 47.1773, lng: 119.9438, hot: false, tier: 3 },
  { code: 'NZL', nameZh: '扎兰屯', nameEn: 'Zhalantun', pinyin: 'zhalantun', initials: 'zlt', provinceCode: '15', countryCode: 'CN', lat: 48.0138, lng: 122.7376, hot: false, tier: 3 },
  { code: 'HUO', nameZh: '霍林郭勒', nameEn: 'Holingol', pinyin: 'huolinguole', initials: 'hlgl', provinceCode: '15', countryCode: 'CN', lat: 45.5328, lng: 119.6578, hot: false, tier: 3 },
  { code: 'EJN', nameZh: '额济纳旗', nameEn: 'Ejin Banner', pinyin: 'ejinaqi', initials: 'ejnq', provinceCode: '15', countryCode: 'CN', lat: 41.954, lng: 101.069, hot: false, tier: 3 },
  // 辽宁 (21)
  { code: 'SHE', nameZh: '沈阳', nameEn: 'Shenyang', pinyin: 'shenyang', initials: 'sy', provinceCode: '21', countryCode: 'CN', lat: 41.8057, lng: 123.4315, hot: false, tier: 2 },
  { code: 'DLC', nameZh: '大连', nameEn: 'Dalian', pinyin: 'dalian', initials: 'dl', provinceCode: '21', countryCode: 'CN', lat: 38.914, lng: 121.6147, hot: false, tier: 2 },
  { code: 'AOG', nameZh: '鞍山', nameEn: 'Anshan', pinyin: 'anshan', initials: 'as', provinceCode: '21', countryCode: 'CN', lat: 41.1087, lng: 122.9946, hot: false, tier: 3 },
  { code: 'FSN', nameZh: '抚顺', nameEn: 'Fushun', pinyin: 'fushun', initials: 'fs', provinceCode: '21', countryCode: 'CN', lat: 41.8808, lng: 123.9572, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BNJ', nameZh: '本溪', nameEn: 'Benxi', pinyin: 'benxi', initials: 'bx', provinceCode: '21', countryCode: 'CN', lat: 41.294, lng: 123.766, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DDG', nameZh: '丹东', nameEn: 'Dandong', pinyin: 'dandong', initials: 'dd', provinceCode: '21', countryCode: 'CN', lat: 40.0005, lng: 124.354, hot: false, tier: 3 },
  { code: 'JNZ', nameZh: '锦州', nameEn: 'Jinzhou', pinyin: 'jinzhou', initials: 'jz', provinceCode: '21', countryCode: 'CN', lat: 41.0951, lng: 121.127, hot: false, tier: 3 },
  { code: 'YKH', nameZh: '营口', nameEn: 'Yingkou', pinyin: 'yingkou', initials: 'yk', provinceCode: '21', countryCode: 'CN', lat: 40.667, lng: 122.235, hot: false, tier: 3 },
  { code: 'FXN', nameZh: '阜新', nameEn: 'Fuxin', pinyin: 'fuxin', initials: 'fx', provinceCode: '21', countryCode: 'CN', lat: 42.0215, lng: 121.67, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LOG', nameZh: '辽阳', nameEn: 'Liaoyang', pinyin: 'liaoyang', initials: 'ly', provinceCode: '21', countryCode: 'CN', lat: 41.268, lng: 123.2368, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'PJN', nameZh: '盘锦', nameEn: 'Panjin', pinyin: 'panjin', initials: 'pj', provinceCode: '21', countryCode: 'CN', lat: 41.1199, lng: 122.0708, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'TEJ', nameZh: '铁岭', nameEn: 'Tieling', pinyin: 'tieling', initials: 'tl', provinceCode: '21', countryCode: 'CN', lat: 42.2861, lng: 123.842, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'CHG', nameZh: '朝阳', nameEn: 'Chaoyang', pinyin: 'chaoyang', initials: 'cy', provinceCode: '21', countryCode: 'CN', lat: 41.5737, lng: 120.4505, hot: false, tier: 3 },
  { code: 'HLO', nameZh: '葫芦岛', nameEn: 'Huludao', pinyin: 'huludao', initials: 'hld', provinceCode: '21', countryCode: 'CN', lat: 40.711, lng: 120.837, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 吉林 (22)
  { code: 'CGQ', nameZh: '长春', nameEn: 'Changchun', pinyin: 'changchun', initials: 'cc', provinceCode: '22', countryCode: 'CN', lat: 43.8171, lng: 125.3235, hot: false, tier: 2 },
  { code: 'JIL', nameZh: '吉林', nameEn: 'Jilin', pinyin: 'jilin', initials: 'jl', provinceCode: '22', countryCode: 'CN', lat: 43.8378, lng: 126.5496, hot: false, tier: 3 }, // IATA code of Jilin Ertaizi Airport (airport not in airports.ts: service/coordinates not confirmed)
  { code: 'SPQ', nameZh: '四平', nameEn: 'Siping', pinyin: 'siping', initials: 'sp', provinceCode: '22', countryCode: 'CN', lat: 43.1664, lng: 124.3504, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LAV', nameZh: '辽源', nameEn: 'Liaoyuan', pinyin: 'liaoyuan', initials: 'ly', provinceCode: '22', countryCode: 'CN', lat: 42.888, lng: 125.1437, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'TNH', nameZh: '通化', nameEn: 'Tonghua', pinyin: 'tonghua', initials: 'th', provinceCode: '22', countryCode: 'CN', lat: 41.7283, lng: 125.9399, hot: false, tier: 3 },
  { code: 'NBS', nameZh: '白山', nameEn: 'Baishan', pinyin: 'baishan', initials: 'bs', provinceCode: '22', countryCode: 'CN', lat: 41.9425, lng: 126.4141, hot: false, tier: 3 },
  { code: 'YSQ', nameZh: '松原', nameEn: 'Songyuan', pinyin: 'songyuan', initials: 'sy', provinceCode: '22', countryCode: 'CN', lat: 45.1411, lng: 124.8251, hot: false, tier: 3 },
  { code: 'DBC', nameZh: '白城', nameEn: 'Baicheng', pinyin: 'baicheng', initials: 'bc', provinceCode: '22', countryCode: 'CN', lat: 45.6196, lng: 122.8388, hot: false, tier: 3 },
  { code: 'YNJ', nameZh: '延吉', nameEn: 'Yanji', pinyin: 'yanji', initials: 'yj', provinceCode: '22', countryCode: 'CN', lat: 42.8912, lng: 129.508, hot: false, tier: 3 },
  // 黑龙江 (23)
  { code: 'HRB', nameZh: '哈尔滨', nameEn: 'Harbin', pinyin: 'haerbin', initials: 'heb', provinceCode: '23', countryCode: 'CN', lat: 45.8038, lng: 126.535, hot: false, tier: 2 },
  { code: 'NDG', nameZh: '齐齐哈尔', nameEn: 'Qiqihar', pinyin: 'qiqihaer', initials: 'qqhe', provinceCode: '23', countryCode: 'CN', lat: 47.3543, lng: 123.9182, hot: false, tier: 3 },
  { code: 'JXA', nameZh: '鸡西', nameEn: 'Jixi', pinyin: 'jixi', initials: 'jx', provinceCode: '23', countryCode: 'CN', lat: 45.2952, lng: 130.9698, hot: false, tier: 3 },
  { code: 'HGG', nameZh: '鹤岗', nameEn: 'Hegang', pinyin: 'hegang', initials: 'hg', provinceCode: '23', countryCode: 'CN', lat: 47.3499, lng: 130.2979, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SDA', nameZh: '双鸭山', nameEn: 'Shuangyashan', pinyin: 'shuangyashan', initials: 'sys', provinceCode: '23', countryCode: 'CN', lat: 46.6434, lng: 131.1591, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DQA', nameZh: '大庆', nameEn: 'Daqing', pinyin: 'daqing', initials: 'dq', provinceCode: '23', countryCode: 'CN', lat: 46.5877, lng: 125.1031, hot: false, tier: 3 },
  { code: 'LDS', nameZh: '伊春', nameEn: 'Yichun', pinyin: 'yichun', initials: 'yc', provinceCode: '23', countryCode: 'CN', lat: 47.7278, lng: 128.841, hot: false, tier: 3 },
  { code: 'JMU', nameZh: '佳木斯', nameEn: 'Jiamusi', pinyin: 'jiamusi', initials: 'jms', provinceCode: '23', countryCode: 'CN', lat: 46.7996, lng: 130.3187, hot: false, tier: 3 },
  { code: 'QHE', nameZh: '七台河', nameEn: 'Qitaihe', pinyin: 'qitaihe', initials: 'qth', provinceCode: '23', countryCode: 'CN', lat: 45.771, lng: 131.003, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'MDG', nameZh: '牡丹江', nameEn: 'Mudanjiang', pinyin: 'mudanjiang', initials: 'mdj', provinceCode: '23', countryCode: 'CN', lat: 44.5517, lng: 129.6332, hot: false, tier: 3 },
  { code: 'HEK', nameZh: '黑河', nameEn: 'Heihe', pinyin: 'heihe', initials: 'hh', provinceCode: '23', countryCode: 'CN', lat: 50.2453, lng: 127.5285, hot: false, tier: 3 },
  { code: 'SEJ', nameZh: '绥化', nameEn: 'Suihua', pinyin: 'suihua', initials: 'sh', provinceCode: '23', countryCode: 'CN', lat: 46.6374, lng: 126.9689, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JGD', nameZh: '加格达奇', nameEn: 'Jiagedaqi', pinyin: 'jiagedaqi', initials: 'jgdq', provinceCode: '23', countryCode: 'CN', lat: 50.4241, lng: 124.1173, hot: false, tier: 3 },
  { code: 'OHE', nameZh: '漠河', nameEn: 'Mohe', pinyin: 'mohe', initials: 'mh', provinceCode: '23', countryCode: 'CN', lat: 52.9724, lng: 122.5386, hot: false, tier: 3 },
  { code: 'FYJ', nameZh: '抚远', nameEn: 'Fuyuan', pinyin: 'fuyuan', initials: 'fy', provinceCode: '23', countryCode: 'CN', lat: 48.3645, lng: 134.3076, hot: false, tier: 3 },
  { code: 'JSJ', nameZh: '建三江', nameEn: 'Jiansanjiang', pinyin: 'jiansanjiang', initials: 'jsj', provinceCode: '23', countryCode: 'CN', lat: 47.25, lng: 132.59, hot: false, tier: 3 },
  { code: 'DTU', nameZh: '五大连池', nameEn: 'Wudalianchi', pinyin: 'wudalianchi', initials: 'wdlc', provinceCode: '23', countryCode: 'CN', lat: 48.5167, lng: 126.2053, hot: false, tier: 3 },
  // 江苏 (32)
  { code: 'NKG', nameZh: '南京', nameEn: 'Nanjing', pinyin: 'nanjing', initials: 'nj', provinceCode: '32', countryCode: 'CN', lat: 32.0603, lng: 118.7969, hot: true, tier: 2 },
  { code: 'WUX', nameZh: '无锡', nameEn: 'Wuxi', pinyin: 'wuxi', initials: 'wx', provinceCode: '32', countryCode: 'CN', lat: 31.4912, lng: 120.3119, hot: false, tier: 2 },
  { code: 'XUZ', nameZh: '徐州', nameEn: 'Xuzhou', pinyin: 'xuzhou', initials: 'xz', provinceCode: '32', countryCode: 'CN', lat: 34.2044, lng: 117.2858, hot: false, tier: 3 },
  { code: 'CZX', nameZh: '常州', nameEn: 'Changzhou', pinyin: 'changzhou', initials: 'cz', provinceCode: '32', countryCode: 'CN', lat: 31.8107, lng: 119.9741, hot: false, tier: 3 },
  { code: 'SZV', nameZh: '苏州', nameEn: 'Suzhou', pinyin: 'suzhou', initials: 'sz', provinceCode: '32', countryCode: 'CN', lat: 31.299, lng: 120.5853, hot: false, tier: 2 }, // IATA code of Suzhou Guangfu Airport (no scheduled passenger service)
  { code: 'NTG', nameZh: '南通', nameEn: 'Nantong', pinyin: 'nantong', initials: 'nt', provinceCode: '32', countryCode: 'CN', lat: 31.9802, lng: 120.8943, hot: false, tier: 3 },
  { code: 'LYG', nameZh: '连云港', nameEn: 'Lianyungang', pinyin: 'lianyungang', initials: 'lyg', provinceCode: '32', countryCode: 'CN', lat: 34.5967, lng: 119.2216, hot: false, tier: 3 },
  { code: 'HIA', nameZh: '淮安', nameEn: "Huai'an", pinyin: 'huaian', initials: 'ha', provinceCode: '32', countryCode: 'CN', lat: 33.6104, lng: 119.0153, hot: false, tier: 3 },
  { code: 'YNZ', nameZh: '盐城', nameEn: 'Yancheng', pinyin: 'yancheng', initials: 'yc', provinceCode: '32', countryCode: 'CN', lat: 33.3477, lng: 120.1633, hot: false, tier: 3 },
  { code: 'YTY', nameZh: '扬州', nameEn: 'Yangzhou', pinyin: 'yangzhou', initials: 'yz', provinceCode: '32', countryCode: 'CN', lat: 32.3942, lng: 119.4129, hot: false, tier: 3 },
  { code: 'ZHJ', nameZh: '镇江', nameEn: 'Zhenjiang', pinyin: 'zhenjiang', initials: 'zj', provinceCode: '32', countryCode: 'CN', lat: 32.1878, lng: 119.425, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'TZU', nameZh: '泰州', nameEn: 'Taizhou', pinyin: 'taizhou', initials: 'tz', provinceCode: '32', countryCode: 'CN', lat: 32.4555, lng: 119.9229, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SFP', nameZh: '宿迁', nameEn: 'Suqian', pinyin: 'suqian', initials: 'sq', provinceCode: '32', countryCode: 'CN', lat: 33.963, lng: 118.2752, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 浙江 (33)
  { code: 'HGH', nameZh: '杭州', nameEn: 'Hangzhou', pinyin: 'hangzhou', initials: 'hz', provinceCode: '33', countryCode: 'CN', lat: 30.2741, lng: 120.1551, hot: true, tier: 2 },
  { code: 'NGB', nameZh: '宁波', nameEn: 'Ningbo', pinyin: 'ningbo', initials: 'nb', provinceCode: '33', countryCode: 'CN', lat: 29.8683, lng: 121.544, hot: false, tier: 2 },
  { code: 'WNZ', nameZh: '温州', nameEn: 'Wenzhou', pinyin: 'wenzhou', initials: 'wz', provinceCode: '33', countryCode: 'CN', lat: 27.9938, lng: 120.6994, hot: false, tier: 3 },
  { code: 'JXG', nameZh: '嘉兴', nameEn: 'Jiaxing', pinyin: 'jiaxing', initials: 'jx', provinceCode: '33', countryCode: 'CN', lat: 30.7461, lng: 120.7555, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HZO', nameZh: '湖州', nameEn: 'Huzhou', pinyin: 'huzhou', initials: 'hz', provinceCode: '33', countryCode: 'CN', lat: 30.893, lng: 120.0868, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SPL', nameZh: '绍兴', nameEn: 'Shaoxing', pinyin: 'shaoxing', initials: 'sx', provinceCode: '33', countryCode: 'CN', lat: 29.9958, lng: 120.5861, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JHA', nameZh: '金华', nameEn: 'Jinhua', pinyin: 'jinhua', initials: 'jh', provinceCode: '33', countryCode: 'CN', lat: 29.0791, lng: 119.6474, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JUZ', nameZh: '衢州', nameEn: 'Quzhou', pinyin: 'quzhou', initials: 'qz', provinceCode: '33', countryCode: 'CN', lat: 28.9701, lng: 118.8593, hot: false, tier: 3 },
  { code: 'HSN', nameZh: '舟山', nameEn: 'Zhoushan', pinyin: 'zhoushan', initials: 'zs', provinceCode: '33', countryCode: 'CN', lat: 29.9853, lng: 122.2072, hot: false, tier: 3 },
  { code: 'HYN', nameZh: '台州', nameEn: 'Taizhou', pinyin: 'taizhou', initials: 'tz', provinceCode: '33', countryCode: 'CN', lat: 28.6564, lng: 121.4208, hot: false, tier: 3 },
  { code: 'LHZ', nameZh: '丽水', nameEn: 'Lishui', pinyin: 'lishui', initials: 'ls', provinceCode: '33', countryCode: 'CN', lat: 28.4676, lng: 119.9229, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YIW', nameZh: '义乌', nameEn: 'Yiwu', pinyin: 'yiwu', initials: 'yw', provinceCode: '33', countryCode: 'CN', lat: 29.3069, lng: 120.075, hot: false, tier: 3 },
  // 安徽 (34)
  { code: 'HFE', nameZh: '合肥', nameEn: 'Hefei', pinyin: 'hefei', initials: 'hf', provinceCode: '34', countryCode: 'CN', lat: 31.8206, lng: 117.2272, hot: false, tier: 2 },
  { code: 'WHA', nameZh: '芜湖', nameEn: 'Wuhu', pinyin: 'wuhu', initials: 'wh', provinceCode: '34', countryCode: 'CN', lat: 31.3526, lng: 118.4331, hot: false, tier: 3 },
  { code: 'BFU', nameZh: '蚌埠', nameEn: 'Bengbu', pinyin: 'bengbu', initials: 'bb', provinceCode: '34', countryCode: 'CN', lat: 32.9163, lng: 117.3889, hot: false, tier: 3 }, // IATA code of Bengbu airport (airport not in airports.ts: service/coordinates not confirmed)
  { code: 'HIZ', nameZh: '淮南', nameEn: 'Huainan', pinyin: 'huainan', initials: 'hn', provinceCode: '34', countryCode: 'CN', lat: 32.6255, lng: 116.9998, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'MFT', nameZh: '马鞍山', nameEn: "Ma'anshan", pinyin: 'maanshan', initials: 'mas', provinceCode: '34', countryCode: 'CN', lat: 31.6705, lng: 118.5065, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HAE', nameZh: '淮北', nameEn: 'Huaibei', pinyin: 'huaibei', initials: 'hb', provinceCode: '34', countryCode: 'CN', lat: 33.955, lng: 116.7983, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'TNY', nameZh: '铜陵', nameEn: 'Tongling', pinyin: 'tongling', initials: 'tl', provinceCode: '34', countryCode: 'CN', lat: 30.945, lng: 117.8122, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'AQG', nameZh: '安庆', nameEn: 'Anqing', pinyin: 'anqing', initials: 'aq', provinceCode: '34', countryCode: 'CN', lat: 30.543, lng: 117.0635, hot: false, tier: 3 },
  { code: 'TXN', nameZh: '黄山', nameEn: 'Huangshan', pinyin: 'huangshan', initials: 'hs', provinceCode: '34', countryCode: 'CN', lat: 29.7147, lng: 118.3375, hot: false, tier: 3 },
  { code: 'CHW', nameZh: '滁州', nameEn: 'Chuzhou', pinyin: 'chuzhou', initials: 'cz', provinceCode: '34', countryCode: 'CN', lat: 32.3016, lng: 118.317, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'FUG', nameZh: '阜阳', nameEn: 'Fuyang', pinyin: 'fuyang', initials: 'fy', provinceCode: '34', countryCode: 'CN', lat: 32.89, lng: 115.8142, hot: false, tier: 3 },
  { code: 'SPO', nameZh: '宿州', nameEn: 'Suzhou', pinyin: 'suzhou', initials: 'sz', provinceCode: '34', countryCode: 'CN', lat: 33.6464, lng: 116.9641, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LUY', nameZh: '六安', nameEn: "Lu'an", pinyin: 'luan', initials: 'la', provinceCode: '34', countryCode: 'CN', lat: 31.735, lng: 116.5078, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BZQ', nameZh: '亳州', nameEn: 'Bozhou', pinyin: 'bozhou', initials: 'bz', provinceCode: '34', countryCode: 'CN', lat: 33.8448, lng: 115.7785, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JUH', nameZh: '池州', nameEn: 'Chizhou', pinyin: 'chizhou', initials: 'cz', provinceCode: '34', countryCode: 'CN', lat: 30.6648, lng: 117.4914, hot: false, tier: 3 },
  { code: 'XCG', nameZh: '宣城', nameEn: 'Xuancheng', pinyin: 'xuancheng', initials: 'xc', provinceCode: '34', countryCode: 'CN', lat: 30.94, lng: 118.7589, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 福建 (35)
  { code: 'FOC', nameZh: '福州', nameEn: 'Fuzhou', pinyin: 'fuzhou', initials: 'fz', provinceCode: '35', countryCode: 'CN', lat: 26.0745, lng: 119.2965, hot: false, tier: 2 },
  { code: 'XMN', nameZh: '厦门', nameEn: 'Xiamen', pinyin: 'xiamen', initials: 'xm', provinceCode: '35', countryCode: 'CN', lat: 24.4798, lng: 118.0894, hot: true, tier: 2 },
  { code: 'PIJ', nameZh: '莆田', nameEn: 'Putian', pinyin: 'putian', initials: 'pt', provinceCode: '35', countryCode: 'CN', lat: 25.4541, lng: 119.0077, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SQJ', nameZh: '三明', nameEn: 'Sanming', pinyin: 'sanming', initials: 'sm', provinceCode: '35', countryCode: 'CN', lat: 26.2634, lng: 117.6389, hot: false, tier: 3 },
  { code: 'JJN', nameZh: '泉州', nameEn: 'Quanzhou', pinyin: 'quanzhou', initials: 'qz', provinceCode: '35', countryCode: 'CN', lat: 24.8741, lng: 118.6759, hot: false, tier: 3 },
  { code: 'ZHZ', nameZh: '漳州', nameEn: 'Zhangzhou', pinyin: 'zhangzhou', initials: 'zz', provinceCode: '35', countryCode: 'CN', lat: 24.513, lng: 117.6472, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NPI', nameZh: '南平', nameEn: 'Nanping', pinyin: 'nanping', initials: 'np', provinceCode: '35', countryCode: 'CN', lat: 26.6418, lng: 118.1784, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WUS', nameZh: '武夷山', nameEn: 'Wuyishan', pinyin: 'wuyishan', initials: 'wys', provinceCode: '35', countryCode: 'CN', lat: 27.7567, lng: 118.0356, hot: false, tier: 3 },
  { code: 'LCX', nameZh: '龙岩', nameEn: 'Longyan', pinyin: 'longyan', initials: 'ly', provinceCode: '35', countryCode: 'CN', lat: 25.0751, lng: 117.0174, hot: false, tier: 3 },
  { code: 'NNE', nameZh: '宁德', nameEn: 'Ningde', pinyin: 'ningde', initials: 'nd', provinceCode: '35', countryCode: 'CN', lat: 26.6657, lng: 119.5479, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 江西 (36)
  { code: 'KHN', nameZh: '南昌', nameEn: 'Nanchang', pinyin: 'nanchang', initials: 'nc', provinceCode: '36', countryCode: 'CN', lat: 28.682, lng: 115.8579, hot: false, tier: 2 },
  { code: 'JDZ', nameZh: '景德镇', nameEn: 'Jingdezhen', pinyin: 'jingdezhen', initials: 'jdz', provinceCode: '36', countryCode: 'CN', lat: 29.269, lng: 117.1784, hot: false, tier: 3 },
  { code: 'PXG', nameZh: '萍乡', nameEn: 'Pingxiang', pinyin: 'pingxiang', initials: 'px', provinceCode: '36', countryCode: 'CN', lat: 27.6229, lng: 113.8543, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JIU', nameZh: '九江', nameEn: 'Jiujiang', pinyin: 'jiujiang', initials: 'jj', provinceCode: '36', countryCode: 'CN', lat: 29.7052, lng: 116.0019, hot: false, tier: 3 }, // IATA code of Jiujiang Lushan Airport (airport not in airports.ts: service/coordinates not confirmed)
  { code: 'XYU', nameZh: '新余', nameEn: 'Xinyu', pinyin: 'xinyu', initials: 'xy', provinceCode: '36', countryCode: 'CN', lat: 27.8179, lng: 114.9172, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YIT', nameZh: '鹰潭', nameEn: 'Yingtan', pinyin: 'yingtan', initials: 'yt', provinceCode: '36', countryCode: 'CN', lat: 28.2602, lng: 117.0692, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'KOW', nameZh: '赣州', nameEn: 'Ganzhou', pinyin: 'ganzhou', initials: 'gz', provinceCode: '36', countryCode: 'CN', lat: 25.8311, lng: 114.9335, hot: false, tier: 3 },
  { code: 'JGS', nameZh: '吉安', nameEn: "Ji'an", pinyin: 'jian', initials: 'ja', provinceCode: '36', countryCode: 'CN', lat: 27.1138, lng: 114.9928, hot: false, tier: 3 },
  { code: 'YIC', nameZh: '宜春', nameEn: 'Yichun', pinyin: 'yichun', initials: 'yc', provinceCode: '36', countryCode: 'CN', lat: 27.8158, lng: 114.4167, hot: false, tier: 3 },
  { code: 'FZU', nameZh: '抚州', nameEn: 'Fuzhou', pinyin: 'fuzhou', initials: 'fz', provinceCode: '36', countryCode: 'CN', lat: 27.9492, lng: 116.3583, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SQD', nameZh: '上饶', nameEn: 'Shangrao', pinyin: 'shangrao', initials: 'sr', provinceCode: '36', countryCode: 'CN', lat: 28.455, lng: 117.9433, hot: false, tier: 3 },
  // 山东 (37)
  { code: 'TNA', nameZh: '济南', nameEn: 'Jinan', pinyin: 'jinan', initials: 'jn', provinceCode: '37', countryCode: 'CN', lat: 36.6512, lng: 117.1201, hot: false, tier: 2 },
  { code: 'TAO', nameZh: '青岛', nameEn: 'Qingdao', pinyin: 'qingdao', initials: 'qd', provinceCode: '37', countryCode: 'CN', lat: 36.0671, lng: 120.3826, hot: true, tier: 2 },
  { code: 'ZIB', nameZh: '淄博', nameEn: 'Zibo', pinyin: 'zibo', initials: 'zb', provinceCode: '37', countryCode: 'CN', lat: 36.8131, lng: 118.0548, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ZZG', nameZh: '枣庄', nameEn: 'Zaozhuang', pinyin: 'zaozhuang', initials: 'zz', provinceCode: '37', countryCode: 'CN', lat: 34.8107, lng: 117.3237, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DOY', nameZh: '东营', nameEn: 'Dongying', pinyin: 'dongying', initials: 'dy', provinceCode: '37', countryCode: 'CN', lat: 37.4342, lng: 118.6748, hot: false, tier: 3 },
  { code: 'YNT', nameZh: '烟台', nameEn: 'Yantai', pinyin: 'yantai', initials: 'yt', provinceCode: '37', countryCode: 'CN', lat: 37.4638, lng: 121.4479, hot: false, tier: 3 },
  { code: 'WEF', nameZh: '潍坊', nameEn: 'Weifang', pinyin: 'weifang', initials: 'wf', provinceCode: '37', countryCode: 'CN', lat: 36.7069, lng: 119.1619, hot: false, tier: 3 },
  { code: 'JNG', nameZh: '济宁', nameEn: 'Jining', pinyin: 'jining', initials: 'jn', provinceCode: '37', countryCode: 'CN', lat: 35.4149, lng: 116.5872, hot: false, tier: 3 },
  { code: 'TDC', nameZh: '泰安', nameEn: "Tai'an", pinyin: 'taian', initials: 'ta', provinceCode: '37', countryCode: 'CN', lat: 36.2, lng: 117.0875, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WEH', nameZh: '威海', nameEn: 'Weihai', pinyin: 'weihai', initials: 'wh', provinceCode: '37', countryCode: 'CN', lat: 37.5131, lng: 122.1204, hot: false, tier: 3 },
  { code: 'RIZ', nameZh: '日照', nameEn: 'Rizhao', pinyin: 'rizhao', initials: 'rz', provinceCode: '37', countryCode: 'CN', lat: 35.4164, lng: 119.5269, hot: false, tier: 3 },
  { code: 'LYI', nameZh: '临沂', nameEn: 'Linyi', pinyin: 'linyi', initials: 'ly', provinceCode: '37', countryCode: 'CN', lat: 35.1041, lng: 118.3564, hot: false, tier: 3 },
  { code: 'DHU', nameZh: '德州', nameEn: 'Dezhou', pinyin: 'dezhou', initials: 'dz', provinceCode: '37', countryCode: 'CN', lat: 37.4356, lng: 116.3594, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LOJ', nameZh: '聊城', nameEn: 'Liaocheng', pinyin: 'liaocheng', initials: 'lc', provinceCode: '37', countryCode: 'CN', lat: 36.457, lng: 115.9854, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BZJ', nameZh: '滨州', nameEn: 'Binzhou', pinyin: 'binzhou', initials: 'bz', provinceCode: '37', countryCode: 'CN', lat: 37.3819, lng: 117.9706, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HZA', nameZh: '菏泽', nameEn: 'Heze', pinyin: 'heze', initials: 'hz', provinceCode: '37', countryCode: 'CN', lat: 35.2333, lng: 115.4806, hot: false, tier: 3 },
  // 河南 (41)
  { code: 'CGO', nameZh: '郑州', nameEn: 'Zhengzhou', pinyin: 'zhengzhou', initials: 'zz', provinceCode: '41', countryCode: 'CN', lat: 34.7466, lng: 113.6254, hot: false, tier: 2 },
  { code: 'KFN', nameZh: '开封', nameEn: 'Kaifeng', pinyin: 'kaifeng', initials: 'kf', provinceCode: '41', countryCode: 'CN', lat: 34.7971, lng: 114.3075, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LYA', nameZh: '洛阳', nameEn: 'Luoyang', pinyin: 'luoyang', initials: 'ly', provinceCode: '41', countryCode: 'CN', lat: 34.6197, lng: 112.454, hot: false, tier: 3 },
  { code: 'PDH', nameZh: '平顶山', nameEn: 'Pingdingshan', pinyin: 'pingdingshan', initials: 'pds', provinceCode: '41', countryCode: 'CN', lat: 33.7662, lng: 113.1927, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'AYV', nameZh: '安阳', nameEn: 'Anyang', pinyin: 'anyang', initials: 'ay', provinceCode: '41', countryCode: 'CN', lat: 36.0976, lng: 114.3929, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HEQ', nameZh: '鹤壁', nameEn: 'Hebi', pinyin: 'hebi', initials: 'hb', provinceCode: '41', countryCode: 'CN', lat: 35.7481, lng: 114.2974, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XXG', nameZh: '新乡', nameEn: 'Xinxiang', pinyin: 'xinxiang', initials: 'xx', provinceCode: '41', countryCode: 'CN', lat: 35.303, lng: 113.9268, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JZO', nameZh: '焦作', nameEn: 'Jiaozuo', pinyin: 'jiaozuo', initials: 'jz', provinceCode: '41', countryCode: 'CN', lat: 35.2159, lng: 113.242, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'PYZ', nameZh: '濮阳', nameEn: 'Puyang', pinyin: 'puyang', initials: 'py', provinceCode: '41', countryCode: 'CN', lat: 35.7618, lng: 115.0292, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XUC', nameZh: '许昌', nameEn: 'Xuchang', pinyin: 'xuchang', initials: 'xc', provinceCode: '41', countryCode: 'CN', lat: 34.0357, lng: 113.8523, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LHQ', nameZh: '漯河', nameEn: 'Luohe', pinyin: 'luohe', initials: 'lh', provinceCode: '41', countryCode: 'CN', lat: 33.5815, lng: 114.0165, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SQP', nameZh: '三门峡', nameEn: 'Sanmenxia', pinyin: 'sanmenxia', initials: 'smx', provinceCode: '41', countryCode: 'CN', lat: 34.7727, lng: 111.2002, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NNY', nameZh: '南阳', nameEn: 'Nanyang', pinyin: 'nanyang', initials: 'ny', provinceCode: '41', countryCode: 'CN', lat: 32.9908, lng: 112.5283, hot: false, tier: 3 },
  { code: 'SSU', nameZh: '商丘', nameEn: 'Shangqiu', pinyin: 'shangqiu', initials: 'sq', provinceCode: '41', countryCode: 'CN', lat: 34.4143, lng: 115.6564, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XAI', nameZh: '信阳', nameEn: 'Xinyang', pinyin: 'xinyang', initials: 'xy', provinceCode: '41', countryCode: 'CN', lat: 32.147, lng: 114.0913, hot: false, tier: 3 },
  { code: 'ZKU', nameZh: '周口', nameEn: 'Zhoukou', pinyin: 'zhoukou', initials: 'zk', provinceCode: '41', countryCode: 'CN', lat: 33.6258, lng: 114.6969, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ZMA', nameZh: '驻马店', nameEn: 'Zhumadian', pinyin: 'zhumadian', initials: 'zmd', provinceCode: '41', countryCode: 'CN', lat: 32.9802, lng: 114.022, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 湖北 (42)
  { code: 'WUH', nameZh: '武汉', nameEn: 'Wuhan', pinyin: 'wuhan', initials: 'wh', provinceCode: '42', countryCode: 'CN', lat: 30.5928, lng: 114.3055, hot: true, tier: 2 },
  { code: 'HAG', nameZh: '黄石', nameEn: 'Huangshi', pinyin: 'huangshi', initials: 'hs', provinceCode: '42', countryCode: 'CN', lat: 30.1999, lng: 115.0389, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WDS', nameZh: '十堰', nameEn: 'Shiyan', pinyin: 'shiyan', initials: 'sy', provinceCode: '42', countryCode: 'CN', lat: 32.6292, lng: 110.798, hot: false, tier: 3 },
  { code: 'YIH', nameZh: '宜昌', nameEn: 'Yichang', pinyin: 'yichang', initials: 'yc', provinceCode: '42', countryCode: 'CN', lat: 30.6919, lng: 111.2865, hot: false, tier: 3 },
  { code: 'XFN', nameZh: '襄阳', nameEn: 'Xiangyang', pinyin: 'xiangyang', initials: 'xy', provinceCode: '42', countryCode: 'CN', lat: 32.009, lng: 112.1224, hot: false, tier: 3 },
  { code: 'EHU', nameZh: '鄂州', nameEn: 'Ezhou', pinyin: 'ezhou', initials: 'ez', provinceCode: '42', countryCode: 'CN', lat: 30.3912, lng: 114.895, hot: false, tier: 3 },
  { code: 'JME', nameZh: '荆门', nameEn: 'Jingmen', pinyin: 'jingmen', initials: 'jm', provinceCode: '42', countryCode: 'CN', lat: 31.0354, lng: 112.1994, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XIA', nameZh: '孝感', nameEn: 'Xiaogan', pinyin: 'xiaogan', initials: 'xg', provinceCode: '42', countryCode: 'CN', lat: 30.9246, lng: 113.9169, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SHS', nameZh: '荆州', nameEn: 'Jingzhou', pinyin: 'jingzhou', initials: 'jz', provinceCode: '42', countryCode: 'CN', lat: 30.3348, lng: 112.2407, hot: false, tier: 3 },
  { code: 'HNQ', nameZh: '黄冈', nameEn: 'Huanggang', pinyin: 'huanggang', initials: 'hg', provinceCode: '42', countryCode: 'CN', lat: 30.4461, lng: 114.8724, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XNI', nameZh: '咸宁', nameEn: 'Xianning', pinyin: 'xianning', initials: 'xn', provinceCode: '42', countryCode: 'CN', lat: 29.8413, lng: 114.3225, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'SWI', nameZh: '随州', nameEn: 'Suizhou', pinyin: 'suizhou', initials: 'sz', provinceCode: '42', countryCode: 'CN', lat: 31.6901, lng: 113.3826, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ENH', nameZh: '恩施', nameEn: 'Enshi', pinyin: 'enshi', initials: 'es', provinceCode: '42', countryCode: 'CN', lat: 30.2722, lng: 109.4882, hot: false, tier: 3 },
  { code: 'HPG', nameZh: '神农架', nameEn: 'Shennongjia', pinyin: 'shennongjia', initials: 'snj', provinceCode: '42', countryCode: 'CN', lat: 31.7444, lng: 110.6759, hot: false, tier: 3 },
  // 湖南 (43)
  { code: 'CSX', nameZh: '长沙', nameEn: 'Changsha', pinyin: 'changsha', initials: 'cs', provinceCode: '43', countryCode: 'CN', lat: 28.2282, lng: 112.9388, hot: true, tier: 2 },
  { code: 'ZZH', nameZh: '株洲', nameEn: 'Zhuzhou', pinyin: 'zhuzhou', initials: 'zz', provinceCode: '43', countryCode: 'CN', lat: 27.8274, lng: 113.134, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XTN', nameZh: '湘潭', nameEn: 'Xiangtan', pinyin: 'xiangtan', initials: 'xt', provinceCode: '43', countryCode: 'CN', lat: 27.8297, lng: 112.9442, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HNY', nameZh: '衡阳', nameEn: 'Hengyang', pinyin: 'hengyang', initials: 'hy', provinceCode: '43', countryCode: 'CN', lat: 26.8931, lng: 112.572, hot: false, tier: 3 },
  { code: 'WGN', nameZh: '邵阳', nameEn: 'Shaoyang', pinyin: 'shaoyang', initials: 'sy', provinceCode: '43', countryCode: 'CN', lat: 27.2389, lng: 111.4677, hot: false, tier: 3 },
  { code: 'YYA', nameZh: '岳阳', nameEn: 'Yueyang', pinyin: 'yueyang', initials: 'yy', provinceCode: '43', countryCode: 'CN', lat: 29.357, lng: 113.1289, hot: false, tier: 3 },
  { code: 'CGD', nameZh: '常德', nameEn: 'Changde', pinyin: 'changde', initials: 'cd', provinceCode: '43', countryCode: 'CN', lat: 29.0316, lng: 111.6985, hot: false, tier: 3 },
  { code: 'DYG', nameZh: '张家界', nameEn: 'Zhangjiajie', pinyin: 'zhangjiajie', initials: 'zjj', provinceCode: '43', countryCode: 'CN', lat: 29.117, lng: 110.4792, hot: false, tier: 3 },
  { code: 'YIY', nameZh: '益阳', nameEn: 'Yiyang', pinyin: 'yiyang', initials: 'yy', provinceCode: '43', countryCode: 'CN', lat: 28.5539, lng: 112.3552, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HCZ', nameZh: '郴州', nameEn: 'Chenzhou', pinyin: 'chenzhou', initials: 'cz', provinceCode: '43', countryCode: 'CN', lat: 25.7706, lng: 113.0149, hot: false, tier: 3 },
  { code: 'LLF', nameZh: '永州', nameEn: 'Yongzhou', pinyin: 'yongzhou', initials: 'yz', provinceCode: '43', countryCode: 'CN', lat: 26.4204, lng: 111.6132, hot: false, tier: 3 },
  { code: 'HJJ', nameZh: '怀化', nameEn: 'Huaihua', pinyin: 'huaihua', initials: 'hh', provinceCode: '43', countryCode: 'CN', lat: 27.5694, lng: 110.0016, hot: false, tier: 3 },
  { code: 'LDQ', nameZh: '娄底', nameEn: 'Loudi', pinyin: 'loudi', initials: 'ld', provinceCode: '43', countryCode: 'CN', lat: 27.6971, lng: 111.9943, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DXJ', nameZh: '吉首', nameEn: 'Jishou', pinyin: 'jishou', initials: 'js', provinceCode: '43', countryCode: 'CN', lat: 28.3113, lng: 109.7384, hot: false, tier: 3 },
  // 广东 (44)
  { code: 'CAN', nameZh: '广州', nameEn: 'Guangzhou', pinyin: 'guangzhou', initials: 'gz', provinceCode: '44', countryCode: 'CN', lat: 23.1291, lng: 113.2644, hot: true, tier: 1 },
  { code: 'HSC', nameZh: '韶关', nameEn: 'Shaoguan', pinyin: 'shaoguan', initials: 'sg', provinceCode: '44', countryCode: 'CN', lat: 24.8104, lng: 113.5972, hot: false, tier: 3 },
  { code: 'SZX', nameZh: '深圳', nameEn: 'Shenzhen', pinyin: 'shenzhen', initials: 'sz', provinceCode: '44', countryCode: 'CN', lat: 22.5431, lng: 114.0579, hot: true, tier: 1 },
  { code: 'ZUH', nameZh: '珠海', nameEn: 'Zhuhai', pinyin: 'zhuhai', initials: 'zh', provinceCode: '44', countryCode: 'CN', lat: 22.271, lng: 113.5767, hot: false, tier: 2 },
  { code: 'SWA', nameZh: '汕头', nameEn: 'Shantou', pinyin: 'shantou', initials: 'st', provinceCode: '44', countryCode: 'CN', lat: 23.3541, lng: 116.682, hot: false, tier: 3 },
  { code: 'FUO', nameZh: '佛山', nameEn: 'Foshan', pinyin: 'foshan', initials: 'fs', provinceCode: '44', countryCode: 'CN', lat: 23.0215, lng: 113.1214, hot: false, tier: 2 },
  { code: 'JIG', nameZh: '江门', nameEn: 'Jiangmen', pinyin: 'jiangmen', initials: 'jm', provinceCode: '44', countryCode: 'CN', lat: 22.5787, lng: 113.0819, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ZHA', nameZh: '湛江', nameEn: 'Zhanjiang', pinyin: 'zhanjiang', initials: 'zj', provinceCode: '44', countryCode: 'CN', lat: 21.2707, lng: 110.3594, hot: false, tier: 3 },
  { code: 'MJG', nameZh: '茂名', nameEn: 'Maoming', pinyin: 'maoming', initials: 'mm', provinceCode: '44', countryCode: 'CN', lat: 21.663, lng: 110.9255, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ZQG', nameZh: '肇庆', nameEn: 'Zhaoqing', pinyin: 'zhaoqing', initials: 'zq', provinceCode: '44', countryCode: 'CN', lat: 23.0472, lng: 112.4651, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HUZ', nameZh: '惠州', nameEn: 'Huizhou', pinyin: 'huizhou', initials: 'hz', provinceCode: '44', countryCode: 'CN', lat: 23.1115, lng: 114.4152, hot: false, tier: 3 },
  { code: 'MXZ', nameZh: '梅州', nameEn: 'Meizhou', pinyin: 'meizhou', initials: 'mz', provinceCode: '44', countryCode: 'CN', lat: 24.2886, lng: 116.1225, hot: false, tier: 3 },
  { code: 'SWK', nameZh: '汕尾', nameEn: 'Shanwei', pinyin: 'shanwei', initials: 'sw', provinceCode: '44', countryCode: 'CN', lat: 22.7862, lng: 115.3751, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HYU', nameZh: '河源', nameEn: 'Heyuan', pinyin: 'heyuan', initials: 'hy', provinceCode: '44', countryCode: 'CN', lat: 23.743, lng: 114.7004, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YJG', nameZh: '阳江', nameEn: 'Yangjiang', pinyin: 'yangjiang', initials: 'yj', provinceCode: '44', countryCode: 'CN', lat: 21.8592, lng: 111.9822, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'QGN', nameZh: '清远', nameEn: 'Qingyuan', pinyin: 'qingyuan', initials: 'qy', provinceCode: '44', countryCode: 'CN', lat: 23.6818, lng: 113.056, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DUN', nameZh: '东莞', nameEn: 'Dongguan', pinyin: 'dongguan', initials: 'dg', provinceCode: '44', countryCode: 'CN', lat: 23.0207, lng: 113.7518, hot: false, tier: 2 }, // made-up code (no IATA code)
  { code: 'ZHS', nameZh: '中山', nameEn: 'Zhongshan', pinyin: 'zhongshan', initials: 'zs', provinceCode: '44', countryCode: 'CN', lat: 22.517, lng: 113.3926, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'CZZ', nameZh: '潮州', nameEn: 'Chaozhou', pinyin: 'chaozhou', initials: 'cz', provinceCode: '44', countryCode: 'CN', lat: 23.6567, lng: 116.6226, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JYG', nameZh: '揭阳', nameEn: 'Jieyang', pinyin: 'jieyang', initials: 'jy', provinceCode: '44', countryCode: 'CN', lat: 23.5497, lng: 116.3728, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YFU', nameZh: '云浮', nameEn: 'Yunfu', pinyin: 'yunfu', initials: 'yf', provinceCode: '44', countryCode: 'CN', lat: 22.9151, lng: 112.0445, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 广西 (45)
  { code: 'NNG', nameZh: '南宁', nameEn: 'Nanning', pinyin: 'nanning', initials: 'nn', provinceCode: '45', countryCode: 'CN', lat: 22.817, lng: 108.3669, hot: false, tier: 2 },
  { code: 'LZH', nameZh: '柳州', nameEn: 'Liuzhou', pinyin: 'liuzhou', initials: 'lz', provinceCode: '45', countryCode: 'CN', lat: 24.3264, lng: 109.4281, hot: false, tier: 3 },
  { code: 'KWL', nameZh: '桂林', nameEn: 'Guilin', pinyin: 'guilin', initials: 'gl', provinceCode: '45', countryCode: 'CN', lat: 25.2742, lng: 110.299, hot: false, tier: 3 },
  { code: 'WUZ', nameZh: '梧州', nameEn: 'Wuzhou', pinyin: 'wuzhou', initials: 'wz', provinceCode: '45', countryCode: 'CN', lat: 23.477, lng: 111.2791, hot: false, tier: 3 },
  { code: 'BHY', nameZh: '北海', nameEn: 'Beihai', pinyin: 'beihai', initials: 'bh', provinceCode: '45', countryCode: 'CN', lat: 21.4811, lng: 109.1202, hot: false, tier: 3 },
  { code: 'FCG', nameZh: '防城港', nameEn: 'Fangchenggang', pinyin: 'fangchenggang', initials: 'fcg', provinceCode: '45', countryCode: 'CN', lat: 21.6146, lng: 108.3547, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'QZU', nameZh: '钦州', nameEn: 'Qinzhou', pinyin: 'qinzhou', initials: 'qz', provinceCode: '45', countryCode: 'CN', lat: 21.9797, lng: 108.6543, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'GGA', nameZh: '贵港', nameEn: 'Guigang', pinyin: 'guigang', initials: 'gg', provinceCode: '45', countryCode: 'CN', lat: 23.1115, lng: 109.5986, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YLX', nameZh: '玉林', nameEn: 'Yulin', pinyin: 'yulin', initials: 'yl', provinceCode: '45', countryCode: 'CN', lat: 22.654, lng: 110.181, hot: false, tier: 3 },
  { code: 'AEB', nameZh: '百色', nameEn: 'Baise', pinyin: 'baise', initials: 'bs', provinceCode: '45', countryCode: 'CN', lat: 23.9022, lng: 106.618, hot: false, tier: 3 },
  { code: 'HEU', nameZh: '贺州', nameEn: 'Hezhou', pinyin: 'hezhou', initials: 'hz', provinceCode: '45', countryCode: 'CN', lat: 24.4035, lng: 111.5666, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'HCJ', nameZh: '河池', nameEn: 'Hechi', pinyin: 'hechi', initials: 'hc', provinceCode: '45', countryCode: 'CN', lat: 24.6929, lng: 108.0854, hot: false, tier: 3 },
  { code: 'LNW', nameZh: '来宾', nameEn: 'Laibin', pinyin: 'laibin', initials: 'lb', provinceCode: '45', countryCode: 'CN', lat: 23.7521, lng: 109.2212, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'CGW', nameZh: '崇左', nameEn: 'Chongzuo', pinyin: 'chongzuo', initials: 'cz', provinceCode: '45', countryCode: 'CN', lat: 22.3769, lng: 107.365, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 海南 (46)
  { code: 'HAK', nameZh: '海口', nameEn: 'Haikou', pinyin: 'haikou', initials: 'hk', provinceCode: '46', countryCode: 'CN', lat: 20.044, lng: 110.1999, hot: false, tier: 2 },
  { code: 'SYX', nameZh: '三亚', nameEn: 'Sanya', pinyin: 'sanya', initials: 'sy', provinceCode: '46', countryCode: 'CN', lat: 18.2528, lng: 109.5119, hot: true, tier: 2 },
  { code: 'DAQ', nameZh: '儋州', nameEn: 'Danzhou', pinyin: 'danzhou', initials: 'dz', provinceCode: '46', countryCode: 'CN', lat: 19.5209, lng: 109.5808, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BAR', nameZh: '琼海', nameEn: 'Qionghai', pinyin: 'qionghai', initials: 'qh', provinceCode: '46', countryCode: 'CN', lat: 19.2585, lng: 110.4746, hot: false, tier: 3 },
  // 四川 (51)
  { code: 'CTU', nameZh: '成都', nameEn: 'Chengdu', pinyin: 'chengdu', initials: 'cd', provinceCode: '51', countryCode: 'CN', lat: 30.5728, lng: 104.0668, hot: true, tier: 2 },
  { code: 'ZGG', nameZh: '自贡', nameEn: 'Zigong', pinyin: 'zigong', initials: 'zg', provinceCode: '51', countryCode: 'CN', lat: 29.3392, lng: 104.7784, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'PZI', nameZh: '攀枝花', nameEn: 'Panzhihua', pinyin: 'panzhihua', initials: 'pzh', provinceCode: '51', countryCode: 'CN', lat: 26.5823, lng: 101.7186, hot: false, tier: 3 },
  { code: 'LZO', nameZh: '泸州', nameEn: 'Luzhou', pinyin: 'luzhou', initials: 'lz', provinceCode: '51', countryCode: 'CN', lat: 28.8718, lng: 105.4423, hot: false, tier: 3 },
  { code: 'DEY', nameZh: '德阳', nameEn: 'Deyang', pinyin: 'deyang', initials: 'dy', provinceCode: '51', countryCode: 'CN', lat: 31.127, lng: 104.3979, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'MIG', nameZh: '绵阳', nameEn: 'Mianyang', pinyin: 'mianyang', initials: 'my', provinceCode: '51', countryCode: 'CN', lat: 31.468, lng: 104.6794, hot: false, tier: 3 },
  { code: 'GYS', nameZh: '广元', nameEn: 'Guangyuan', pinyin: 'guangyuan', initials: 'gy', provinceCode: '51', countryCode: 'CN', lat: 32.4355, lng: 105.8436, hot: false, tier: 3 },
  { code: 'SZC', nameZh: '遂宁', nameEn: 'Suining', pinyin: 'suining', initials: 'sn', provinceCode: '51', countryCode: 'CN', lat: 30.5328, lng: 105.5929, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NJG', nameZh: '内江', nameEn: 'Neijiang', pinyin: 'neijiang', initials: 'nj', provinceCode: '51', countryCode: 'CN', lat: 29.5802, lng: 105.0584, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LHJ', nameZh: '乐山', nameEn: 'Leshan', pinyin: 'leshan', initials: 'ls', provinceCode: '51', countryCode: 'CN', lat: 29.5521, lng: 103.766, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NAO', nameZh: '南充', nameEn: 'Nanchong', pinyin: 'nanchong', initials: 'nc', provinceCode: '51', countryCode: 'CN', lat: 30.8373, lng: 106.1107, hot: false, tier: 3 },
  { code: 'MJH', nameZh: '眉山', nameEn: 'Meishan', pinyin: 'meishan', initials: 'ms', provinceCode: '51', countryCode: 'CN', lat: 30.0757, lng: 103.8485, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YBP', nameZh: '宜宾', nameEn: 'Yibin', pinyin: 'yibin', initials: 'yb', provinceCode: '51', countryCode: 'CN', lat: 28.7513, lng: 104.6417, hot: false, tier: 3 },
  { code: 'GUN', nameZh: '广安', nameEn: "Guang'an", pinyin: 'guangan', initials: 'ga', provinceCode: '51', countryCode: 'CN', lat: 30.4564, lng: 106.6333, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DZH', nameZh: '达州', nameEn: 'Dazhou', pinyin: 'dazhou', initials: 'dz', provinceCode: '51', countryCode: 'CN', lat: 31.209, lng: 107.468, hot: false, tier: 3 },
  { code: 'YNW', nameZh: '雅安', nameEn: "Ya'an", pinyin: 'yaan', initials: 'ya', provinceCode: '51', countryCode: 'CN', lat: 29.9805, lng: 103.0133, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BZX', nameZh: '巴中', nameEn: 'Bazhong', pinyin: 'bazhong', initials: 'bz', provinceCode: '51', countryCode: 'CN', lat: 31.8679, lng: 106.7478, hot: false, tier: 3 },
  { code: 'ZYG', nameZh: '资阳', nameEn: 'Ziyang', pinyin: 'ziyang', initials: 'zy', provinceCode: '51', countryCode: 'CN', lat: 30.1289, lng: 104.6276, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XIC', nameZh: '西昌', nameEn: 'Xichang', pinyin: 'xichang', initials: 'xc', provinceCode: '51', countryCode: 'CN', lat: 27.8944, lng: 102.2645, hot: false, tier: 3 },
  { code: 'KGT', nameZh: '康定', nameEn: 'Kangding', pinyin: 'kangding', initials: 'kd', provinceCode: '51', countryCode: 'CN', lat: 30.0493, lng: 101.964, hot: false, tier: 3 },
  { code: 'JZH', nameZh: '九寨沟', nameEn: 'Jiuzhaigou', pinyin: 'jiuzhaigou', initials: 'jzg', provinceCode: '51', countryCode: 'CN', lat: 33.262, lng: 104.236, hot: false, tier: 3 },
  { code: 'DCY', nameZh: '稻城', nameEn: 'Daocheng', pinyin: 'daocheng', initials: 'dc', provinceCode: '51', countryCode: 'CN', lat: 29.0379, lng: 100.298, hot: false, tier: 3 },
  { code: 'GZG', nameZh: '甘孜', nameEn: 'Garzê', pinyin: 'ganzi', initials: 'gz', provinceCode: '51', countryCode: 'CN', lat: 31.622, lng: 99.992, hot: false, tier: 3 },
  { code: 'LZG', nameZh: '阆中', nameEn: 'Langzhong', pinyin: 'langzhong', initials: 'lz', provinceCode: '51', countryCode: 'CN', lat: 31.5583, lng: 105.9975, hot: false, tier: 3 },
  // 贵州 (52)
  { code: 'KWE', nameZh: '贵阳', nameEn: 'Guiyang', pinyin: 'guiyang', initials: 'gy', provinceCode: '52', countryCode: 'CN', lat: 26.647, lng: 106.6302, hot: false, tier: 2 },
  { code: 'LPF', nameZh: '六盘水', nameEn: 'Liupanshui', pinyin: 'liupanshui', initials: 'lps', provinceCode: '52', countryCode: 'CN', lat: 26.5927, lng: 104.8303, hot: false, tier: 3 },
  { code: 'ZYI', nameZh: '遵义', nameEn: 'Zunyi', pinyin: 'zunyi', initials: 'zy', provinceCode: '52', countryCode: 'CN', lat: 27.7254, lng: 106.9274, hot: false, tier: 3 },
  { code: 'AVA', nameZh: '安顺', nameEn: 'Anshun', pinyin: 'anshun', initials: 'as', provinceCode: '52', countryCode: 'CN', lat: 26.2531, lng: 105.9476, hot: false, tier: 3 },
  { code: 'BFJ', nameZh: '毕节', nameEn: 'Bijie', pinyin: 'bijie', initials: 'bj', provinceCode: '52', countryCode: 'CN', lat: 27.2838, lng: 105.2915, hot: false, tier: 3 },
  { code: 'TEN', nameZh: '铜仁', nameEn: 'Tongren', pinyin: 'tongren', initials: 'tr', provinceCode: '52', countryCode: 'CN', lat: 27.7316, lng: 109.1896, hot: false, tier: 3 },
  { code: 'ACX', nameZh: '兴义', nameEn: 'Xingyi', pinyin: 'xingyi', initials: 'xy', provinceCode: '52', countryCode: 'CN', lat: 25.0921, lng: 104.8955, hot: false, tier: 3 },
  { code: 'KJH', nameZh: '凯里', nameEn: 'Kaili', pinyin: 'kaili', initials: 'kl', provinceCode: '52', countryCode: 'CN', lat: 26.584, lng: 107.9812, hot: false, tier: 3 },
  { code: 'DYN', nameZh: '都匀', nameEn: 'Duyun', pinyin: 'duyun', initials: 'dy', provinceCode: '52', countryCode: 'CN', lat: 26.2595, lng: 107.5187, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LLB', nameZh: '荔波', nameEn: 'Libo', pinyin: 'libo', initials: 'lb', provinceCode: '52', countryCode: 'CN', lat: 25.4122, lng: 107.8838, hot: false, tier: 3 },
  { code: 'HZH', nameZh: '黎平', nameEn: 'Liping', pinyin: 'liping', initials: 'lp', provinceCode: '52', countryCode: 'CN', lat: 26.2304, lng: 109.1366, hot: false, tier: 3 },
  // 云南 (53)
  { code: 'KMG', nameZh: '昆明', nameEn: 'Kunming', pinyin: 'kunming', initials: 'km', provinceCode: '53', countryCode: 'CN', lat: 25.0389, lng: 102.7183, hot: true, tier: 2 },
  { code: 'QUJ', nameZh: '曲靖', nameEn: 'Qujing', pinyin: 'qujing', initials: 'qj', provinceCode: '53', countryCode: 'CN', lat: 25.49, lng: 103.7961, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YXI', nameZh: '玉溪', nameEn: 'Yuxi', pinyin: 'yuxi', initials: 'yx', provinceCode: '53', countryCode: 'CN', lat: 24.3518, lng: 102.5437, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BSD', nameZh: '保山', nameEn: 'Baoshan', pinyin: 'baoshan', initials: 'bs', provinceCode: '53', countryCode: 'CN', lat: 25.112, lng: 99.1618, hot: false, tier: 3 },
  { code: 'ZAT', nameZh: '昭通', nameEn: 'Zhaotong', pinyin: 'zhaotong', initials: 'zt', provinceCode: '53', countryCode: 'CN', lat: 27.338, lng: 103.7173, hot: false, tier: 3 },
  { code: 'LJG', nameZh: '丽江', nameEn: 'Lijiang', pinyin: 'lijiang', initials: 'lj', provinceCode: '53', countryCode: 'CN', lat: 26.8721, lng: 100.2299, hot: false, tier: 3 },
  { code: 'SYM', nameZh: '普洱', nameEn: "Pu'er", pinyin: 'puer', initials: 'pe', provinceCode: '53', countryCode: 'CN', lat: 22.8252, lng: 100.966, hot: false, tier: 3 },
  { code: 'LNJ', nameZh: '临沧', nameEn: 'Lincang', pinyin: 'lincang', initials: 'lc', provinceCode: '53', countryCode: 'CN', lat: 23.8864, lng: 100.0927, hot: false, tier: 3 },
  { code: 'CXG', nameZh: '楚雄', nameEn: 'Chuxiong', pinyin: 'chuxiong', initials: 'cx', provinceCode: '53', countryCode: 'CN', lat: 25.033, lng: 101.546, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'MKD', nameZh: '蒙自', nameEn: 'Mengzi', pinyin: 'mengzi', initials: 'mz', provinceCode: '53', countryCode: 'CN', lat: 23.3963, lng: 103.3756, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WNH', nameZh: '文山', nameEn: 'Wenshan', pinyin: 'wenshan', initials: 'ws', provinceCode: '53', countryCode: 'CN', lat: 23.369, lng: 104.2164, hot: false, tier: 3 },
  { code: 'JHG', nameZh: '西双版纳', nameEn: 'Xishuangbanna', pinyin: 'xishuangbanna', initials: 'xsbn', provinceCode: '53', countryCode: 'CN', lat: 22.0017, lng: 100.7975, hot: false, tier: 3 },
  { code: 'DLU', nameZh: '大理', nameEn: 'Dali', pinyin: 'dali', initials: 'dl', provinceCode: '53', countryCode: 'CN', lat: 25.6065, lng: 100.2676, hot: false, tier: 3 },
  { code: 'LUM', nameZh: '芒市', nameEn: 'Mangshi', pinyin: 'mangshi', initials: 'ms', provinceCode: '53', countryCode: 'CN', lat: 24.4338, lng: 98.5856, hot: false, tier: 3 },
  { code: 'DIG', nameZh: '香格里拉', nameEn: 'Shangri-La', pinyin: 'xianggelila', initials: 'xgll', provinceCode: '53', countryCode: 'CN', lat: 27.8297, lng: 99.7065, hot: false, tier: 3 },
  { code: 'TCZ', nameZh: '腾冲', nameEn: 'Tengchong', pinyin: 'tengchong', initials: 'tc', provinceCode: '53', countryCode: 'CN', lat: 25.0206, lng: 98.4904, hot: false, tier: 3 },
  { code: 'JMJ', nameZh: '澜沧', nameEn: 'Lancang', pinyin: 'lancang', initials: 'lc', provinceCode: '53', countryCode: 'CN', lat: 22.5561, lng: 99.9316, hot: false, tier: 3 },
  { code: 'CWJ', nameZh: '沧源', nameEn: 'Cangyuan', pinyin: 'cangyuan', initials: 'cy', provinceCode: '53', countryCode: 'CN', lat: 23.1464, lng: 99.2466, hot: false, tier: 3 },
  { code: 'NLH', nameZh: '宁蒗', nameEn: 'Ninglang', pinyin: 'ninglang', initials: 'nl', provinceCode: '53', countryCode: 'CN', lat: 27.2822, lng: 100.8527, hot: false, tier: 3 },
  // 西藏 (54)
  { code: 'LXA', nameZh: '拉萨', nameEn: 'Lhasa', pinyin: 'lasa', initials: 'ls', provinceCode: '54', countryCode: 'CN', lat: 29.65, lng: 91.1322, hot: false, tier: 2 },
  { code: 'RKZ', nameZh: '日喀则', nameEn: 'Shigatse', pinyin: 'rikaze', initials: 'rkz', provinceCode: '54', countryCode: 'CN', lat: 29.269, lng: 88.8811, hot: false, tier: 3 },
  { code: 'BPX', nameZh: '昌都', nameEn: 'Qamdo', pinyin: 'changdu', initials: 'cd', provinceCode: '54', countryCode: 'CN', lat: 31.1406, lng: 97.1725, hot: false, tier: 3 },
  { code: 'LZY', nameZh: '林芝', nameEn: 'Nyingchi', pinyin: 'linzhi', initials: 'lz', provinceCode: '54', countryCode: 'CN', lat: 29.649, lng: 94.3614, hot: false, tier: 3 },
  { code: 'SZD', nameZh: '山南', nameEn: 'Shannan', pinyin: 'shannan', initials: 'sn', provinceCode: '54', countryCode: 'CN', lat: 29.237, lng: 91.773, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NAX', nameZh: '那曲', nameEn: 'Nagqu', pinyin: 'naqu', initials: 'nq', provinceCode: '54', countryCode: 'CN', lat: 31.4766, lng: 92.0512, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'NGQ', nameZh: '阿里', nameEn: 'Ngari', pinyin: 'ali', initials: 'al', provinceCode: '54', countryCode: 'CN', lat: 32.503, lng: 80.1055, hot: false, tier: 3 },
  // 陕西 (61)
  { code: 'XIY', nameZh: '西安', nameEn: "Xi'an", pinyin: 'xian', initials: 'xa', provinceCode: '61', countryCode: 'CN', lat: 34.3416, lng: 108.9398, hot: true, tier: 2 },
  { code: 'TGW', nameZh: '铜川', nameEn: 'Tongchuan', pinyin: 'tongchuan', initials: 'tc', provinceCode: '61', countryCode: 'CN', lat: 34.8967, lng: 108.9451, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BBE', nameZh: '宝鸡', nameEn: 'Baoji', pinyin: 'baoji', initials: 'bj', provinceCode: '61', countryCode: 'CN', lat: 34.3619, lng: 107.2372, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'XYG', nameZh: '咸阳', nameEn: 'Xianyang', pinyin: 'xianyang', initials: 'xy', provinceCode: '61', countryCode: 'CN', lat: 34.3296, lng: 108.7093, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WEN', nameZh: '渭南', nameEn: 'Weinan', pinyin: 'weinan', initials: 'wn', provinceCode: '61', countryCode: 'CN', lat: 34.4998, lng: 109.51, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'ENY', nameZh: '延安', nameEn: "Yan'an", pinyin: 'yanan', initials: 'ya', provinceCode: '61', countryCode: 'CN', lat: 36.5853, lng: 109.4897, hot: false, tier: 3 },
  { code: 'HZG', nameZh: '汉中', nameEn: 'Hanzhong', pinyin: 'hanzhong', initials: 'hz', provinceCode: '61', countryCode: 'CN', lat: 33.0676, lng: 107.0239, hot: false, tier: 3 },
  { code: 'UYN', nameZh: '榆林', nameEn: 'Yulin', pinyin: 'yulin', initials: 'yl', provinceCode: '61', countryCode: 'CN', lat: 38.2852, lng: 109.7347, hot: false, tier: 3 },
  { code: 'AKA', nameZh: '安康', nameEn: 'Ankang', pinyin: 'ankang', initials: 'ak', provinceCode: '61', countryCode: 'CN', lat: 32.6903, lng: 109.0293, hot: false, tier: 3 },
  { code: 'LAT', nameZh: '商洛', nameEn: 'Shangluo', pinyin: 'shangluo', initials: 'sl', provinceCode: '61', countryCode: 'CN', lat: 33.8704, lng: 109.9404, hot: false, tier: 3 }, // made-up code (no IATA code)
  // 甘肃 (62)
  { code: 'LHW', nameZh: '兰州', nameEn: 'Lanzhou', pinyin: 'lanzhou', initials: 'lz', provinceCode: '62', countryCode: 'CN', lat: 36.0611, lng: 103.8343, hot: false, tier: 2 },
  { code: 'JGN', nameZh: '嘉峪关', nameEn: 'Jiayuguan', pinyin: 'jiayuguan', initials: 'jyg', provinceCode: '62', countryCode: 'CN', lat: 39.7733, lng: 98.2891, hot: false, tier: 3 },
  { code: 'JIC', nameZh: '金昌', nameEn: 'Jinchang', pinyin: 'jinchang', initials: 'jc', provinceCode: '62', countryCode: 'CN', lat: 38.5201, lng: 102.188, hot: false, tier: 3 },
  { code: 'BYZ', nameZh: '白银', nameEn: 'Baiyin', pinyin: 'baiyin', initials: 'by', provinceCode: '62', countryCode: 'CN', lat: 36.5447, lng: 104.1389, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'THQ', nameZh: '天水', nameEn: 'Tianshui', pinyin: 'tianshui', initials: 'ts', provinceCode: '62', countryCode: 'CN', lat: 34.5809, lng: 105.7249, hot: false, tier: 3 },
  { code: 'WUW', nameZh: '武威', nameEn: 'Wuwei', pinyin: 'wuwei', initials: 'ww', provinceCode: '62', countryCode: 'CN', lat: 37.9282, lng: 102.638, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'YZY', nameZh: '张掖', nameEn: 'Zhangye', pinyin: 'zhangye', initials: 'zy', provinceCode: '62', countryCode: 'CN', lat: 38.9259, lng: 100.4498, hot: false, tier: 3 },
  { code: 'PLG', nameZh: '平凉', nameEn: 'Pingliang', pinyin: 'pingliang', initials: 'pl', provinceCode: '62', countryCode: 'CN', lat: 35.5428, lng: 106.6651, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'JQN', nameZh: '酒泉', nameEn: 'Jiuquan', pinyin: 'jiuquan', initials: 'jq', provinceCode: '62', countryCode: 'CN', lat: 39.7324, lng: 98.4946, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'DNH', nameZh: '敦煌', nameEn: 'Dunhuang', pinyin: 'dunhuang', initials: 'dh', provinceCode: '62', countryCode: 'CN', lat: 40.1421, lng: 94.6616, hot: false, tier: 3 },
  { code: 'IQN', nameZh: '庆阳', nameEn: 'Qingyang', pinyin: 'qingyang', initials: 'qy', provinceCode: '62', countryCode: 'CN', lat: 35.709, lng: 107.643, hot: false, tier: 3 },
  { code: 'DXI', nameZh: '定西', nameEn: 'Dingxi', pinyin: 'dingxi', initials: 'dx', provinceCode: '62', countryCode: 'CN', lat: 35.5806, lng: 104.6264, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'LNL', nameZh: '陇南', nameEn: 'Longnan', pinyin: 'longnan', initials: 'ln', provinceCode: '62', countryCode: 'CN', lat: 33.4009, lng: 104.9219, hot: false, tier: 3 },
  { code: 'GXH', nameZh: '甘南', nameEn: 'Gannan', pinyin: 'gannan', initials: 'gn', provinceCode: '62', countryCode: 'CN', lat: 34.9859, lng: 102.911, hot: false, tier: 3 },
  // 青海 (63)
  { code: 'XNN', nameZh: '西宁', nameEn: 'Xining', pinyin: 'xining', initials: 'xn', provinceCode: '63', countryCode: 'CN', lat: 36.6171, lng: 101.7782, hot: false, tier: 2 },
  { code: 'HIQ', nameZh: '海东', nameEn: 'Haidong', pinyin: 'haidong', initials: 'hd', provinceCode: '63', countryCode: 'CN', lat: 36.5029, lng: 102.104, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'GOQ', nameZh: '格尔木', nameEn: 'Golmud', pinyin: 'geermu', initials: 'gem', provinceCode: '63', countryCode: 'CN', lat: 36.4167, lng: 94.9033, hot: false, tier: 3 },
  { code: 'HXD', nameZh: '德令哈', nameEn: 'Delingha', pinyin: 'delingha', initials: 'dlh', provinceCode: '63', countryCode: 'CN', lat: 37.3699, lng: 97.361, hot: false, tier: 3 },
  { code: 'YUS', nameZh: '玉树', nameEn: 'Yushu', pinyin: 'yushu', initials: 'ys', provinceCode: '63', countryCode: 'CN', lat: 33.0044, lng: 97.0085, hot: false, tier: 3 },
  { code: 'GMQ', nameZh: '果洛', nameEn: 'Golog', pinyin: 'guoluo', initials: 'gl', provinceCode: '63', countryCode: 'CN', lat: 34.4714, lng: 100.2441, hot: false, tier: 3 },
  { code: 'HTT', nameZh: '花土沟', nameEn: 'Huatugou', pinyin: 'huatugou', initials: 'htg', provinceCode: '63', countryCode: 'CN', lat: 38.255, lng: 90.858, hot: false, tier: 3 },
  { code: 'HBQ', nameZh: '祁连', nameEn: 'Qilian', pinyin: 'qilian', initials: 'ql', provinceCode: '63', countryCode: 'CN', lat: 38.177, lng: 100.249, hot: false, tier: 3 },
  // 宁夏 (64)
  { code: 'INC', nameZh: '银川', nameEn: 'Yinchuan', pinyin: 'yinchuan', initials: 'yc', provinceCode: '64', countryCode: 'CN', lat: 38.4872, lng: 106.2309, hot: false, tier: 2 },
  { code: 'ZAB', nameZh: '石嘴山', nameEn: 'Shizuishan', pinyin: 'shizuishan', initials: 'szs', provinceCode: '64', countryCode: 'CN', lat: 38.9841, lng: 106.3839, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'WZG', nameZh: '吴忠', nameEn: 'Wuzhong', pinyin: 'wuzhong', initials: 'wz', provinceCode: '64', countryCode: 'CN', lat: 37.9974, lng: 106.1987, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'GYU', nameZh: '固原', nameEn: 'Guyuan', pinyin: 'guyuan', initials: 'gy', provinceCode: '64', countryCode: 'CN', lat: 36.0158, lng: 106.2425, hot: false, tier: 3 },
  { code: 'ZHY', nameZh: '中卫', nameEn: 'Zhongwei', pinyin: 'zhongwei', initials: 'zw', provinceCode: '64', countryCode: 'CN', lat: 37.5003, lng: 105.1968, hot: false, tier: 3 },
  // 新疆 (65)
  { code: 'URC', nameZh: '乌鲁木齐', nameEn: 'Urumqi', pinyin: 'wulumuqi', initials: 'wlmq', provinceCode: '65', countryCode: 'CN', lat: 43.8256, lng: 87.6168, hot: false, tier: 2 },
  { code: 'KRY', nameZh: '克拉玛依', nameEn: 'Karamay', pinyin: 'kelamayi', initials: 'klmy', provinceCode: '65', countryCode: 'CN', lat: 45.5799, lng: 84.8892, hot: false, tier: 3 },
  { code: 'TLQ', nameZh: '吐鲁番', nameEn: 'Turpan', pinyin: 'tulufan', initials: 'tlf', provinceCode: '65', countryCode: 'CN', lat: 42.9513, lng: 89.1896, hot: false, tier: 3 },
  { code: 'HMI', nameZh: '哈密', nameEn: 'Hami', pinyin: 'hami', initials: 'hm', provinceCode: '65', countryCode: 'CN', lat: 42.8185, lng: 93.5153, hot: false, tier: 3 },
  { code: 'CJI', nameZh: '昌吉', nameEn: 'Changji', pinyin: 'changji', initials: 'cj', provinceCode: '65', countryCode: 'CN', lat: 44.0113, lng: 87.3042, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'BPL', nameZh: '博乐', nameEn: 'Bole', pinyin: 'bole', initials: 'bl', provinceCode: '65', countryCode: 'CN', lat: 44.9061, lng: 82.0669, hot: false, tier: 3 },
  { code: 'KRL', nameZh: '库尔勒', nameEn: 'Korla', pinyin: 'kuerle', initials: 'kel', provinceCode: '65', countryCode: 'CN', lat: 41.7259, lng: 86.1746, hot: false, tier: 3 },
  { code: 'AKU', nameZh: '阿克苏', nameEn: 'Aksu', pinyin: 'akesu', initials: 'aks', provinceCode: '65', countryCode: 'CN', lat: 41.1687, lng: 80.2606, hot: false, tier: 3 },
  { code: 'AHX', nameZh: '阿图什', nameEn: 'Artux', pinyin: 'atushi', initials: 'ats', provinceCode: '65', countryCode: 'CN', lat: 39.7139, lng: 76.1684, hot: false, tier: 3 }, // made-up code (no IATA code)
  { code: 'KHG', nameZh: '喀什', nameEn: 'Kashgar', pinyin: 'kashi', initials: 'ks', provinceCode: '65', countryCode: 'CN', lat: 39.4704, lng: 75.9898, hot: false, tier: 3 },
  { code: 'HTN', nameZh: '和田', nameEn: 'Hotan', pinyin: 'hetian', initials: 'ht', provinceCode: '65', countryCode: 'CN', lat: 37.1142, lng: 79.9227, hot: false, tier: 3 },
  { code: 'YIN', nameZh: '伊宁', nameEn: 'Yining', pinyin: 'yining', initials: 'yn', provinceCode: '65', countryCode: 'CN', lat: 43.9098, lng: 81.3303, hot: false, tier: 3 },
  { code: 'TCG', nameZh: '塔城', nameEn: 'Tacheng', pinyin: 'tacheng', initials: 'tc', provinceCode: '65', countryCode: 'CN', lat: 46.7453, lng: 82.98, hot: false, tier: 3 },
  { code: 'AAT', nameZh: '阿勒泰', nameEn: 'Altay', pinyin: 'aletai', initials: 'alt', provinceCode: '65', countryCode: 'CN', lat: 47.8446, lng: 88.1412, hot: false, tier: 3 },
  { code: 'SHF', nameZh: '石河子', nameEn: 'Shihezi', pinyin: 'shihezi', initials: 'shz', provinceCode: '65', countryCode: 'CN', lat: 44.3061, lng: 86.0802, hot: false, tier: 3 },
  { code: 'KCA', nameZh: '库车', nameEn: 'Kuqa', pinyin: 'kuche', initials: 'kc', provinceCode: '65', countryCode: 'CN', lat: 41.7179, lng: 82.962, hot: false, tier: 3 },
  { code: 'IQM', nameZh: '且末', nameEn: 'Qiemo', pinyin: 'qiemo', initials: 'qm', provinceCode: '65', countryCode: 'CN', lat: 38.1458, lng: 85.5296, hot: false, tier: 3 },
  { code: 'RQA', nameZh: '若羌', nameEn: 'Ruoqiang', pinyin: 'ruoqiang', initials: 'rq', provinceCode: '65', countryCode: 'CN', lat: 39.0233, lng: 88.1681, hot: false, tier: 3 },
  { code: 'QSZ', nameZh: '莎车', nameEn: 'Shache', pinyin: 'shache', initials: 'sc', provinceCode: '65', countryCode: 'CN', lat: 38.4143, lng: 77.2458, hot: false, tier: 3 },
  { code: 'FYN', nameZh: '富蕴', nameEn: 'Fuyun', pinyin: 'fuyun', initials: 'fy', provinceCode: '65', countryCode: 'CN', lat: 46.9943, lng: 89.5246, hot: false, tier: 3 },
  { code: 'KJI', nameZh: '布尔津', nameEn: 'Burqin', pinyin: 'buerjin', initials: 'bej', provinceCode: '65', countryCode: 'CN', lat: 47.7013, lng: 86.8747, hot: false, tier: 3 },
  { code: 'NLT', nameZh: '新源', nameEn: 'Xinyuan', pinyin: 'xinyuan', initials: 'xy', provinceCode: '65', countryCode: 'CN', lat: 43.4295, lng: 83.2608, hot: false, tier: 3 },
  { code: 'TWC', nameZh: '图木舒克', nameEn: 'Tumxuk', pinyin: 'tumushuke', initials: 'tmsk', provinceCode: '65', countryCode: 'CN', lat: 39.8649, lng: 79.074, hot: false, tier: 3 },
  { code: 'YTW', nameZh: '于田', nameEn: 'Yutian', pinyin: 'yutian', initials: 'yt', provinceCode: '65', countryCode: 'CN', lat: 36.857, lng: 81.6672, hot: false, tier: 3 },
  { code: 'ACF', nameZh: '阿拉尔', nameEn: 'Aral', pinyin: 'alaer', initials: 'ale', provinceCode: '65', countryCode: 'CN', lat: 40.5477, lng: 81.2809, hot: false, tier: 3 },
  { code: 'ZFL', nameZh: '昭苏', nameEn: 'Zhaosu', pinyin: 'zhaosu', initials: 'zs', provinceCode: '65', countryCode: 'CN', lat: 43.1579, lng: 81.1308, hot: false, tier: 3 },
  { code: 'HQL', nameZh: '塔什库尔干', nameEn: 'Tashkurgan', pinyin: 'tashikuergan', initials: 'tskeg', provinceCode: '65', countryCode: 'CN', lat: 37.7757, lng: 75.2284, hot: false, tier: 3 },
  // 台湾 (71)
  { code: 'TPE', nameZh: '台北', nameEn: 'Taipei', pinyin: 'taibei', initials: 'tb', provinceCode: '71', countryCode: 'TW', lat: 25.033, lng: 121.5654, hot: false, tier: 1 },
  { code: 'KHH', nameZh: '高雄', nameEn: 'Kaohsiung', pinyin: 'gaoxiong', initials: 'gx', provinceCode: '71', countryCode: 'TW', lat: 22.6273, lng: 120.3014, hot: false, tier: 2 },
  // 香港 (81)
  { code: 'HKG', nameZh: '香港', nameEn: 'Hong Kong', pinyin: 'xianggang', initials: 'xg', provinceCode: '81', countryCode: 'HK', lat: 22.3193, lng: 114.1694, hot: true, tier: 1 },
  // 澳门 (82)
  { code: 'MFM', nameZh: '澳门', nameEn: 'Macau', pinyin: 'aomen', initials: 'am', provinceCode: '82', countryCode: 'MO', lat: 22.1987, lng: 113.5439, hot: false, tier: 2 },
  // International hubs
  { code: 'TYO', nameZh: '东京', nameEn: 'Tokyo', pinyin: 'dongjing', initials: 'dj', provinceCode: '', countryCode: 'JP', lat: 35.6762, lng: 139.6503, hot: true, tier: 1 },
  { code: 'OSA', nameZh: '大阪', nameEn: 'Osaka', pinyin: 'daban', initials: 'db', provinceCode: '', countryCode: 'JP', lat: 34.6937, lng: 135.5023, hot: false, tier: 1 },
  { code: 'NGO', nameZh: '名古屋', nameEn: 'Nagoya', pinyin: 'mingguwu', initials: 'mgw', provinceCode: '', countryCode: 'JP', lat: 35.1815, lng: 136.9066, hot: false, tier: 2 },
  { code: 'SPK', nameZh: '札幌', nameEn: 'Sapporo', pinyin: 'zhahuang', initials: 'zh', provinceCode: '', countryCode: 'JP', lat: 43.0618, lng: 141.3545, hot: false, tier: 2 },
  { code: 'FUK', nameZh: '福冈', nameEn: 'Fukuoka', pinyin: 'fugang', initials: 'fg', provinceCode: '', countryCode: 'JP', lat: 33.5904, lng: 130.4017, hot: false, tier: 2 },
  { code: 'SEL', nameZh: '首尔', nameEn: 'Seoul', pinyin: 'shouer', initials: 'se', provinceCode: '', countryCode: 'KR', lat: 37.5665, lng: 126.978, hot: true, tier: 1 },
  { code: 'PUS', nameZh: '釜山', nameEn: 'Busan', pinyin: 'fushan', initials: 'fs', provinceCode: '', countryCode: 'KR', lat: 35.1796, lng: 129.0756, hot: false, tier: 2 },
  { code: 'SIN', nameZh: '新加坡', nameEn: 'Singapore', pinyin: 'xinjiapo', initials: 'xjp', provinceCode: '', countryCode: 'SG', lat: 1.3521, lng: 103.8198, hot: true, tier: 1 },
  { code: 'BKK', nameZh: '曼谷', nameEn: 'Bangkok', pinyin: 'mangu', initials: 'mg', provinceCode: '', countryCode: 'TH', lat: 13.7563, lng: 100.5018, hot: true, tier: 1 },
  { code: 'HKT', nameZh: '普吉', nameEn: 'Phuket', pinyin: 'puji', initials: 'pj', provinceCode: '', countryCode: 'TH', lat: 7.8804, lng: 98.3923, hot: false, tier: 2 },
  { code: 'KUL', nameZh: '吉隆坡', nameEn: 'Kuala Lumpur', pinyin: 'jilongpo', initials: 'jlp', provinceCode: '', countryCode: 'MY', lat: 3.139, lng: 101.6869, hot: false, tier: 1 },
  { code: 'JKT', nameZh: '雅加达', nameEn: 'Jakarta', pinyin: 'yajiada', initials: 'yjd', provinceCode: '', countryCode: 'ID', lat: -6.2088, lng: 106.8456, hot: false, tier: 1 },
  { code: 'DPS', nameZh: '巴厘岛', nameEn: 'Bali', pinyin: 'balidao', initials: 'bld', provinceCode: '', countryCode: 'ID', lat: -8.6705, lng: 115.2126, hot: false, tier: 2 },
  { code: 'MNL', nameZh: '马尼拉', nameEn: 'Manila', pinyin: 'manila', initials: 'mnl', provinceCode: '', countryCode: 'PH', lat: 14.5995, lng: 120.9842, hot: false, tier: 1 },
  { code: 'SGN', nameZh: '胡志明市', nameEn: 'Ho Chi Minh City', pinyin: 'huzhimingshi', initials: 'hzms', provinceCode: '', countryCode: 'VN', lat: 10.8231, lng: 106.6297, hot: false, tier: 1 },
  { code: 'HAN', nameZh: '河内', nameEn: 'Hanoi', pinyin: 'henei', initials: 'hn', provinceCode: '', countryCode: 'VN', lat: 21.0278, lng: 105.8342, hot: false, tier: 1 },
  { code: 'DEL', nameZh: '德里', nameEn: 'Delhi', pinyin: 'deli', initials: 'dl', provinceCode: '', countryCode: 'IN', lat: 28.6139, lng: 77.209, hot: false, tier: 1 },
  { code: 'DXB', nameZh: '迪拜', nameEn: 'Dubai', pinyin: 'dibai', initials: 'db', provinceCode: '', countryCode: 'AE', lat: 25.2048, lng: 55.2708, hot: false, tier: 1 },
  { code: 'AUH', nameZh: '阿布扎比', nameEn: 'Abu Dhabi', pinyin: 'abuzhabi', initials: 'abzb', provinceCode: '', countryCode: 'AE', lat: 24.4539, lng: 54.3773, hot: false, tier: 1 },
  { code: 'DOH', nameZh: '多哈', nameEn: 'Doha', pinyin: 'duoha', initials: 'dh', provinceCode: '', countryCode: 'QA', lat: 25.2854, lng: 51.531, hot: false, tier: 1 },
  { code: 'IST', nameZh: '伊斯坦布尔', nameEn: 'Istanbul', pinyin: 'yisitanbuer', initials: 'ystbe', provinceCode: '', countryCode: 'TR', lat: 41.0082, lng: 28.9784, hot: false, tier: 1 },
  { code: 'MOW', nameZh: '莫斯科', nameEn: 'Moscow', pinyin: 'mosike', initials: 'msk', provinceCode: '', countryCode: 'RU', lat: 55.7558, lng: 37.6173, hot: false, tier: 1 },
  { code: 'LON', nameZh: '伦敦', nameEn: 'London', pinyin: 'lundun', initials: 'ld', provinceCode: '', countryCode: 'GB', lat: 51.5074, lng: -0.1278, hot: false, tier: 1 },
  { code: 'PAR', nameZh: '巴黎', nameEn: 'Paris', pinyin: 'bali', initials: 'bl', provinceCode: '', countryCode: 'FR', lat: 48.8566, lng: 2.3522, hot: false, tier: 1 },
  { code: 'FRA', nameZh: '法兰克福', nameEn: 'Frankfurt', pinyin: 'falankefu', initials: 'flkf', provinceCode: '', countryCode: 'DE', lat: 50.1109, lng: 8.6821, hot: false, tier: 1 },
  { code: 'MUC', nameZh: '慕尼黑', nameEn: 'Munich', pinyin: 'munihei', initials: 'mnh', provinceCode: '', countryCode: 'DE', lat: 48.1351, lng: 11.582, hot: false, tier: 1 },
  { code: 'AMS', nameZh: '阿姆斯特丹', nameEn: 'Amsterdam', pinyin: 'amusitedan', initials: 'amstd', provinceCode: '', countryCode: 'NL', lat: 52.3676, lng: 4.9041, hot: false, tier: 1 },
  { code: 'ZRH', nameZh: '苏黎世', nameEn: 'Zurich', pinyin: 'sulishi', initials: 'sls', provinceCode: '', countryCode: 'CH', lat: 47.3769, lng: 8.5417, hot: false, tier: 1 },
  { code: 'MIL', nameZh: '米兰', nameEn: 'Milan', pinyin: 'milan', initials: 'ml', provinceCode: '', countryCode: 'IT', lat: 45.4642, lng: 9.19, hot: false, tier: 1 },
  { code: 'ROM', nameZh: '罗马', nameEn: 'Rome', pinyin: 'luoma', initials: 'lm', provinceCode: '', countryCode: 'IT', lat: 41.9028, lng: 12.4964, hot: false, tier: 1 },
  { code: 'MAD', nameZh: '马德里', nameEn: 'Madrid', pinyin: 'madeli', initials: 'mdl', provinceCode: '', countryCode: 'ES', lat: 40.4168, lng: -3.7038, hot: false, tier: 1 },
  { code: 'HEL', nameZh: '赫尔辛基', nameEn: 'Helsinki', pinyin: 'heerxinji', initials: 'hexj', provinceCode: '', countryCode: 'FI', lat: 60.1699, lng: 24.9384, hot: false, tier: 1 },
  { code: 'VIE', nameZh: '维也纳', nameEn: 'Vienna', pinyin: 'weiyena', initials: 'wyn', provinceCode: '', countryCode: 'AT', lat: 48.2082, lng: 16.3738, hot: false, tier: 1 },
  { code: 'NYC', nameZh: '纽约', nameEn: 'New York', pinyin: 'niuyue', initials: 'ny', provinceCode: '', countryCode: 'US', lat: 40.7128, lng: -74.006, hot: false, tier: 1 },
  { code: 'LAX', nameZh: '洛杉矶', nameEn: 'Los Angeles', pinyin: 'luoshanji', initials: 'lsj', provinceCode: '', countryCode: 'US', lat: 34.0522, lng: -118.2437, hot: false, tier: 1 },
  { code: 'SFO', nameZh: '旧金山', nameEn: 'San Francisco', pinyin: 'jiujinshan', initials: 'jjs', provinceCode: '', countryCode: 'US', lat: 37.7749, lng: -122.4194, hot: false, tier: 1 },
  { code: 'SEA', nameZh: '西雅图', nameEn: 'Seattle', pinyin: 'xiyatu', initials: 'xyt', provinceCode: '', countryCode: 'US', lat: 47.6062, lng: -122.3321, hot: false, tier: 1 },
  { code: 'CHI', nameZh: '芝加哥', nameEn: 'Chicago', pinyin: 'zhijiage', initials: 'zjg', provinceCode: '', countryCode: 'US', lat: 41.8781, lng: -87.6298, hot: false, tier: 1 },
  { code: 'WAS', nameZh: '华盛顿', nameEn: 'Washington', pinyin: 'huashengdun', initials: 'hsd', provinceCode: '', countryCode: 'US', lat: 38.9072, lng: -77.0369, hot: false, tier: 1 },
  { code: 'YVR', nameZh: '温哥华', nameEn: 'Vancouver', pinyin: 'wengehua', initials: 'wgh', provinceCode: '', countryCode: 'CA', lat: 49.2827, lng: -123.1207, hot: false, tier: 1 },
  { code: 'YTO', nameZh: '多伦多', nameEn: 'Toronto', pinyin: 'duolunduo', initials: 'dld', provinceCode: '', countryCode: 'CA', lat: 43.6532, lng: -79.3832, hot: false, tier: 1 },
  { code: 'SYD', nameZh: '悉尼', nameEn: 'Sydney', pinyin: 'xini', initials: 'xn', provinceCode: '', countryCode: 'AU', lat: -33.8688, lng: 151.2093, hot: false, tier: 1 },
  { code: 'MEL', nameZh: '墨尔本', nameEn: 'Melbourne', pinyin: 'moerben', initials: 'meb', provinceCode: '', countryCode: 'AU', lat: -37.8136, lng: 144.9631, hot: false, tier: 1 },
  { code: 'AKL', nameZh: '奥克兰', nameEn: 'Auckland', pinyin: 'aokelan', initials: 'akl', provinceCode: '', countryCode: 'NZ', lat: -36.8485, lng: 174.7633, hot: false, tier: 1 },
];
