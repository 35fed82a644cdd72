/**
 * Demo employees. Those with a `password` are the demo logins (listed by demo-logins.ts);
 * colleagues without one exist so bookers and approvers have people to book for and approve.
 * ID numbers are generated from region + birth date with a valid check digit (seed.ts).
 */
import type { ProductCode } from '../../schemas/general'

/** The demo password of every demo login except the must-change one. */
export const DEMO_PASSWORD = 'Demo@2026'
/** The initial password of hx.newhire, who must change it at first login. */
export const NEWHIRE_PASSWORD = 'Welcome1'

/** An employee to seed. */
export interface SeedEmployee {
  corpNo: string
  deptCode: string
  empNo: string
  /** Login name; colleagues without a login use their employee number. */
  loginName: string
  /** Plain demo password; absent: the employee cannot sign in. */
  password?: string
  /** What the demo login is for (printed in the logins table). */
  demoRole?: string
  name: string
  engName: string
  sex: 'M' | 'F'
  born: string
  /** 6-digit region code for the ID number. */
  region: string
  mobile: string
  emailLocal: string
  rank: string
  hasPassport?: boolean
  ifApprover?: 0 | 1
  ifBooker?: 0 | 1
  isdirector?: 0 | 1
  appBook?: 0 | 1
  bookOutside?: 0 | 1
  bookRange?: 1 | 2 | 3 | 4
  isAdmin?: 0 | 1
  mustChangePassword?: 0 | 1
  /** Products this employee may not use although the company has them. */
  deniedProducts?: ProductCode[]
  /**
   * The same person's record in another company of the group (login name of the first record):
   * ID and passport are copied from it rather than drawn, so the other generated numbers stay put.
   */
  samePersonAs?: string
}

export const employees: SeedEmployee[] = [
  // 华信科技 HXKJ
  { corpNo: 'HXKJ', deptCode: 'RD', empNo: 'HX0001', loginName: 'hx.traveller', password: DEMO_PASSWORD, demoRole: 'traveller',
    name: '李明轩', engName: 'LI/MINGXUAN', sex: 'M', born: '1990-05-12', region: '110105', mobile: '13810010001', emailLocal: 'li.mingxuan',
    rank: 'P2', hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'MKT', empNo: 'HX0002', loginName: 'hx.booker', password: DEMO_PASSWORD, demoRole: 'booker (department)',
    name: '王静怡', engName: 'WANG/JINGYI', sex: 'F', born: '1988-11-03', region: '310104', mobile: '13910010002', emailLocal: 'wang.jingyi',
    rank: 'P2', ifBooker: 1, bookRange: 2, hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'CEO', empNo: 'HX0003', loginName: 'hx.corpbooker', password: DEMO_PASSWORD, demoRole: 'booker (company + guests)',
    name: '陈晓燕', engName: 'CHEN/XIAOYAN', sex: 'F', born: '1986-02-20', region: '440106', mobile: '18610010003', emailLocal: 'chen.xiaoyan',
    rank: 'P3', ifBooker: 1, bookRange: 3, bookOutside: 1, hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'RD', empNo: 'HX0004', loginName: 'hx.approver', password: DEMO_PASSWORD, demoRole: 'approver (R&D director)',
    name: '张伟', engName: 'ZHANG/WEI', sex: 'M', born: '1979-08-15', region: '110108', mobile: '13710010004', emailLocal: 'zhang.wei',
    rank: 'P4', ifApprover: 1, isdirector: 1, bookRange: 2, hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'FIN', empNo: 'HX0005', loginName: 'hx.admin', password: DEMO_PASSWORD, demoRole: 'administrator',
    name: '刘洋', engName: 'LIU/YANG', sex: 'M', born: '1984-12-01', region: '320102', mobile: '13610010005', emailLocal: 'liu.yang',
    rank: 'P3', isAdmin: 1, ifBooker: 1, bookRange: 3 },
  { corpNo: 'HXKJ', deptCode: 'RD', empNo: 'HX0006', loginName: 'hx.newhire', password: NEWHIRE_PASSWORD, demoRole: 'new hire: must change password; no car',
    name: '赵子涵', engName: 'ZHAO/ZIHAN', sex: 'F', born: '1999-03-28', region: '330106', mobile: '15810010006', emailLocal: 'zhao.zihan',
    rank: 'P1', mustChangePassword: 1, deniedProducts: ['10906'] },
  { corpNo: 'HXKJ', deptCode: 'RD', empNo: 'HX0101', loginName: 'hx0101', name: '孙悦', engName: 'SUN/YUE', sex: 'F', born: '1993-09-21',
    region: '370102', mobile: '13810010101', emailLocal: 'sun.yue', rank: 'P2' },
  { corpNo: 'HXKJ', deptCode: 'MKT', empNo: 'HX0102', loginName: 'hx0102', name: '周杰', engName: 'ZHOU/JIE', sex: 'M', born: '1991-01-17',
    region: '440305', mobile: '13810010102', emailLocal: 'zhou.jie', rank: 'P2', hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'FIN', empNo: 'HX0103', loginName: 'hx0103', name: '吴芳', engName: 'WU/FANG', sex: 'F', born: '1987-06-30',
    region: '320106', mobile: '13810010103', emailLocal: 'wu.fang', rank: 'P2' },
  { corpNo: 'HXKJ', deptCode: 'RD', empNo: 'HX0104', loginName: 'hx0104', name: '郑浩', engName: 'ZHENG/HAO', sex: 'M', born: '1985-03-09',
    region: '420102', mobile: '13810010104', emailLocal: 'zheng.hao', rank: 'P3', hasPassport: true },
  { corpNo: 'HXKJ', deptCode: 'CEO', empNo: 'HX0105', loginName: 'hx0105', name: '冯雪', engName: 'FENG/XUE', sex: 'F', born: '1996-12-12',
    region: '210102', mobile: '13810010105', emailLocal: 'feng.xue', rank: 'P1' },
  { corpNo: 'HXKJ', deptCode: 'MKT', empNo: 'HX0106', loginName: 'hx0106', name: '何磊', engName: 'HE/LEI', sex: 'M', born: '1982-10-05',
    region: '500103', mobile: '13810010106', emailLocal: 'he.lei', rank: 'P3', hasPassport: true },

  // 东方能源集团 DFNY
  { corpNo: 'DFNY', deptCode: 'OPS', empNo: 'DF0001', loginName: 'df.traveller', password: DEMO_PASSWORD, demoRole: 'traveller',
    name: '杨帆', engName: 'YANG/FAN', sex: 'M', born: '1991-07-09', region: '510107', mobile: '13920020001', emailLocal: 'yangfan',
    rank: 'P2', hasPassport: true },
  { corpNo: 'DFNY', deptCode: 'OPS', empNo: 'DF0002', loginName: 'df.booker', password: DEMO_PASSWORD, demoRole: 'booker (department)',
    name: '黄丽', engName: 'HUANG/LI', sex: 'F', born: '1989-04-18', region: '510104', mobile: '18620020002', emailLocal: 'huangli',
    rank: 'P2', ifBooker: 1, bookRange: 2 },
  { corpNo: 'DFNY', deptCode: 'GM', empNo: 'DF0003', loginName: 'df.corpbooker', password: DEMO_PASSWORD, demoRole: 'booker (company + guests)',
    name: '何俊', engName: 'HE/JUN', sex: 'M', born: '1985-10-26', region: '420106', mobile: '13820020003', emailLocal: 'hejun',
    rank: 'P3', ifBooker: 1, bookRange: 3, bookOutside: 1, hasPassport: true },
  { corpNo: 'DFNY', deptCode: 'OPS', empNo: 'DF0004', loginName: 'df.approver1', password: DEMO_PASSWORD, demoRole: 'approver level 1 (department head)',
    name: '林志强', engName: 'LIN/ZHIQIANG', sex: 'M', born: '1976-01-30', region: '350102', mobile: '13720020004', emailLocal: 'linzhiqiang',
    rank: 'P4', ifApprover: 1, isdirector: 1, bookRange: 2, hasPassport: true },
  { corpNo: 'DFNY', deptCode: 'FIN', empNo: 'DF0005', loginName: 'df.approver2', password: DEMO_PASSWORD, demoRole: 'approver level 2 (finance)',
    name: '郭敏', engName: 'GUO/MIN', sex: 'F', born: '1980-06-06', region: '370102', mobile: '13620020005', emailLocal: 'guomin',
    rank: 'P4', ifApprover: 1 },
  { corpNo: 'DFNY', deptCode: 'HR', empNo: 'DF0006', loginName: 'df.admin', password: DEMO_PASSWORD, demoRole: 'administrator',
    name: '马超', engName: 'MA/CHAO', sex: 'M', born: '1987-09-14', region: '610113', mobile: '15920020006', emailLocal: 'machao',
    rank: 'P3', isAdmin: 1, ifBooker: 1, bookRange: 3 },
  { corpNo: 'DFNY', deptCode: 'NE', empNo: 'DF0101', loginName: 'df0101', name: '宋佳', engName: 'SONG/JIA', sex: 'F', born: '1994-02-14',
    region: '620102', mobile: '13920020101', emailLocal: 'songjia', rank: 'P2' },
  { corpNo: 'DFNY', deptCode: 'OPS', empNo: 'DF0102', loginName: 'df0102', name: '唐磊', engName: 'TANG/LEI', sex: 'M', born: '1997-08-08',
    region: '150102', mobile: '13920020102', emailLocal: 'tanglei', rank: 'P1' },
  { corpNo: 'DFNY', deptCode: 'FIN', empNo: 'DF0103', loginName: 'df0103', name: '许静', engName: 'XU/JING', sex: 'F', born: '1990-11-23',
    region: '510108', mobile: '13920020103', emailLocal: 'xujing', rank: 'P2' },
  { corpNo: 'DFNY', deptCode: 'NE', empNo: 'DF0104', loginName: 'df0104', name: '韩冰', engName: 'HAN/BING', sex: 'M', born: '1983-05-02',
    region: '640104', mobile: '13920020104', emailLocal: 'hanbing', rank: 'P3', hasPassport: true },
  { corpNo: 'DFNY', deptCode: 'OPS', empNo: 'DF0105', loginName: 'df0105', name: '曹阳', engName: 'CAO/YANG', sex: 'M', born: '1992-04-27',
    region: '510722', mobile: '13920020105', emailLocal: 'caoyang', rank: 'P2' },

  // 华信科技(深圳) HXSZ, HXKJ's subsidiary: 李明轩 works for both, so he has a record here too.
  { corpNo: 'HXSZ', deptCode: 'SZRD', empNo: 'HX0001', loginName: 'hx.traveller.sz', password: DEMO_PASSWORD,
    demoRole: 'hx.traveller in the Shenzhen subsidiary (switch company)', samePersonAs: 'hx.traveller',
    name: '李明轩', engName: 'LI/MINGXUAN', sex: 'M', born: '1990-05-12', region: '110105', mobile: '13810010001', emailLocal: 'li.mingxuan',
    rank: 'P3', hasPassport: true },
]

/** A card of a frequent traveller. `number: 'ID'` means "generate a valid ID number". */
export interface SeedCard {
  type: 'NI' | 'PP' | 'HX' | 'TB' | 'GA' | 'GT'
  number: string
  /** Years from today until the card expires. */
  validYears?: number
  issuePlace?: string
}

/** A frequent traveller (常用旅客) of an employee. */
export interface SeedContact {
  ownerLoginName: string
  chName: string
  enName?: string
  sex: 'M' | 'F'
  born: string
  region?: string
  mobile?: string
  email?: string
  relation: 'colleague' | 'family' | 'client' | 'other'
  nationCode: string
  cards: SeedCard[]
}

export const contacts: SeedContact[] = [
  { ownerLoginName: 'hx.traveller', chName: '李建国', enName: 'LI/JIANGUO', sex: 'M', born: '1962-03-18', region: '110105',
    mobile: '13601180318', relation: 'family', nationCode: 'CN', cards: [{ type: 'NI', number: 'ID' }] },
  { ownerLoginName: 'hx.traveller', chName: '陈思远', enName: 'CHEN/SIYUAN', sex: 'M', born: '1983-07-22', region: '310115',
    mobile: '13917220722', email: 'siyuan.chen@yuanfeng-capital.com', relation: 'client', nationCode: 'CN',
    cards: [{ type: 'NI', number: 'ID' }, { type: 'PP', number: 'EJ4821937', validYears: 6, issuePlace: '上海' }] },
  { ownerLoginName: 'hx.corpbooker', chName: '黄志明', enName: 'WONG/CHI MING', sex: 'M', born: '1978-11-02', mobile: '13560781102',
    email: 'cm.wong@harbourlink.hk', relation: 'client', nationCode: 'HK',
    cards: [{ type: 'HX', number: 'H10386245', validYears: 7, issuePlace: '香港' }, { type: 'GA', number: 'GA-HK' }] },
  { ownerLoginName: 'hx.corpbooker', chName: '林美玲', enName: 'LIN/MEILING', sex: 'F', born: '1985-05-16', mobile: '13817050516',
    email: 'meiling.lin@formosa-semi.com.tw', relation: 'client', nationCode: 'TW',
    cards: [{ type: 'TB', number: '08246519', validYears: 4, issuePlace: '台湾' }] },
  { ownerLoginName: 'hx.corpbooker', chName: '王小明', enName: 'WANG/XIAOMING', sex: 'M', born: '1992-09-09', region: '440106',
    mobile: '18620920909', relation: 'colleague', nationCode: 'CN',
    cards: [{ type: 'NI', number: 'ID' }, { type: 'PP', number: 'EK2093715', validYears: 8, issuePlace: '广东' },
      { type: 'GT', number: 'CA3309152', validYears: 5, issuePlace: '广东' }] },
  { ownerLoginName: 'hx.booker', chName: '赵倩', enName: 'ZHAO/QIAN', sex: 'F', born: '1995-01-26', region: '310104',
    mobile: '13761260126', relation: 'colleague', nationCode: 'CN', cards: [{ type: 'NI', number: 'ID' }] },
  { ownerLoginName: 'df.booker', chName: '周子琪', enName: 'CHOW/TSZ KI', sex: 'F', born: '1990-08-19', mobile: '13302190819',
    email: 'tszki.chow@pacificgrid.hk', relation: 'client', nationCode: 'HK',
    cards: [{ type: 'GA', number: 'GA-HK' }, { type: 'HX', number: 'H52718460', validYears: 9, issuePlace: '香港' }] },
  { ownerLoginName: 'df.booker', chName: '张建华', enName: 'ZHANG/JIANHUA', sex: 'M', born: '1975-12-04', region: '510107',
    mobile: '13508121204', relation: 'other', nationCode: 'CN', cards: [{ type: 'NI', number: 'ID' }] },
  { ownerLoginName: 'df.corpbooker', chName: '大卫·米勒', enName: 'MILLER/DAVID', sex: 'M', born: '1971-04-11', mobile: '13911470411',
    email: 'd.miller@windtech-us.com', relation: 'client', nationCode: 'US',
    cards: [{ type: 'PP', number: '548213906', validYears: 5, issuePlace: 'USA' }] },
  { ownerLoginName: 'df.corpbooker', chName: '赵立新', enName: 'ZHAO/LIXIN', sex: 'M', born: '1968-02-28', region: '420106',
    mobile: '13972280228', relation: 'colleague', nationCode: 'CN',
    cards: [{ type: 'NI', number: 'ID' }, { type: 'PP', number: 'EH7742018', validYears: 3, issuePlace: '湖北' }] },
]
