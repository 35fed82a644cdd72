/**
 * Provincial-level administrative divisions of China (34): 23 provinces (incl. Taiwan),
 * 5 autonomous regions, 4 municipalities and 2 special administrative regions.
 * `code` is the 2-digit GB/T 2260 division code prefix (e.g. 110000 -> '11').
 */
export interface Province {
  code: string;
  nameZh: string;
  nameEn: string;
}

export const provinces: Province[] = [
  { code: '11', nameZh: '北京', nameEn: 'Beijing' },
  { code: '12', nameZh: '天津', nameEn: 'Tianjin' },
  { code: '13', nameZh: '河北', nameEn: 'Hebei' },
  { code: '14', nameZh: '山西', nameEn: 'Shanxi' },
  { code: '15', nameZh: '内蒙古', nameEn: 'Inner Mongolia' },
  { code: '21', nameZh: '辽宁', nameEn: 'Liaoning' },
  { code: '22', nameZh: '吉林', nameEn: 'Jilin' },
  { code: '23', nameZh: '黑龙江', nameEn: 'Heilongjiang' },
  { code: '31', nameZh: '上海', nameEn: 'Shanghai' },
  { code: '32', nameZh: '江苏', nameEn: 'Jiangsu' },
  { code: '33', nameZh: '浙江', nameEn: 'Zhejiang' },
  { code: '34', nameZh: '安徽', nameEn: 'Anhui' },
  { code: '35', nameZh: '福建', nameEn: 'Fujian' },
  { code: '36', nameZh: '江西', nameEn: 'Jiangxi' },
  { code: '37', nameZh: '山东', nameEn: 'Shandong' },
  { code: '41', nameZh: '河南', nameEn: 'Henan' },
  { code: '42', nameZh: '湖北', nameEn: 'Hubei' },
  { code: '43', nameZh: '湖南', nameEn: 'Hunan' },
  { code: '44', nameZh: '广东', nameEn: 'Guangdong' },
  { code: '45', nameZh: '广西', nameEn: 'Guangxi' },
  { code: '46', nameZh: '海南', nameEn: 'Hainan' },
  { code: '50', nameZh: '重庆', nameEn: 'Chongqing' },
  { code: '51', nameZh: '四川', nameEn: 'Sichuan' },
  { code: '52', nameZh: '贵州', nameEn: 'Guizhou' },
  { code: '53', nameZh: '云南', nameEn: 'Yunnan' },
  { code: '54', nameZh: '西藏', nameEn: 'Xizang (Tibet)' },
  { code: '61', nameZh: '陕西', nameEn: 'Shaanxi' },
  { code: '62', nameZh: '甘肃', nameEn: 'Gansu' },
  { code: '63', nameZh: '青海', nameEn: 'Qinghai' },
  { code: '64', nameZh: '宁夏', nameEn: 'Ningxia' },
  { code: '65', nameZh: '新疆', nameEn: 'Xinjiang' },
  { code: '71', nameZh: '台湾', nameEn: 'Taiwan' },
  { code: '81', nameZh: '香港', nameEn: 'Hong Kong' },
  { code: '82', nameZh: '澳门', nameEn: 'Macau' },
];
