/** Notices: 4 per company, 2 platform-wide, and a login-screen notice per company and for the platform. */

/** A notice; publish time is `daysAgo` days (and `hour` China time) before the seed day. */
export interface SeedNotice {
  corpNo: string | null
  kind: 'notice' | 'login'
  title: string
  titleEn: string
  content: string
  contentEn: string
  publisher: string
  daysAgo: number
  hour: number
}

export const notices: SeedNotice[] = [
  {
    corpNo: 'HXKJ', kind: 'notice', daysAgo: 2, hour: 10, publisher: '华信科技 财务部',
    title: '关于调整国内差旅住宿标准的通知',
    titleEn: 'Revised domestic hotel allowances',
    content: '各位同事：\n根据公司差旅管理制度修订，自本月起一线城市（北京、上海、广州、深圳）住宿标准调整为：P1 450元/晚、P2 550元/晚、P3 700元/晚、P4 1000元/晚；二、三线城市标准同步上调。超标预订需填写原因并经部门负责人审批。\n如有疑问请联系财务部 刘洋。',
    contentEn: 'Dear colleagues,\nUnder the revised travel policy, hotel allowances in tier-1 cities (Beijing, Shanghai, Guangzhou, Shenzhen) are now CNY 450 (P1), 550 (P2), 700 (P3) and 1,000 (P4) per night; tier-2 and tier-3 allowances rise accordingly. Bookings above the allowance need a reason and the department head\'s approval.\nQuestions: Liu Yang, Finance.',
  },
  {
    corpNo: 'HXKJ', kind: 'notice', daysAgo: 9, hour: 15, publisher: '华信科技 总裁办',
    title: '节假日期间差旅服务安排',
    titleEn: 'Travel service during the holidays',
    content: '节假日期间差旅顾问实行轮班，工作时间 09:00-18:00；紧急出行请拨打7×24小时服务热线 400-820-6688。节前一周机票、火车票余票紧张，请尽早预订。',
    contentEn: 'During the holidays our travel consultants work in shifts from 09:00 to 18:00; for urgent trips call the 24/7 line 400-820-6688. Flights and trains sell out in the week before the holidays, so please book early.',
  },
  {
    corpNo: 'HXKJ', kind: 'notice', daysAgo: 20, hour: 9, publisher: '华信科技 行政部',
    title: '华东区协议酒店名单更新',
    titleEn: 'Updated contract hotels in East China',
    content: '新增上海张江、杭州滨江、苏州工业园区共12家协议酒店，协议价含双早，可在酒店列表中按“协议”筛选。原协议酒店“上海浦东星程酒店”已停止合作。',
    contentEn: 'Twelve contract hotels have been added in Shanghai Zhangjiang, Hangzhou Binjiang and Suzhou Industrial Park; the contract rate includes breakfast for two. Filter by "Contract" in the hotel list. Starway Hotel Shanghai Pudong is no longer a contract hotel.',
  },
  {
    corpNo: 'HXKJ', kind: 'notice', daysAgo: 45, hour: 11, publisher: '华信科技 财务部',
    title: '请通过商旅平台统一预订机票',
    titleEn: 'Please book flights through the travel platform',
    content: '自即日起，因公出行机票须通过商旅平台预订，由公司统一结算并开具行程单；个人垫付的机票费用原则上不予报销。',
    contentEn: 'Business flights must now be booked on the travel platform, which settles with the company and issues the itinerary receipts. Flights paid personally will in principle not be reimbursed.',
  },
  {
    corpNo: 'DFNY', kind: 'notice', daysAgo: 1, hour: 16, publisher: '东方能源集团 总经理办公室',
    title: '关于严格执行出差申请审批制度的通知',
    titleEn: 'Business-trip applications must be approved before booking',
    content: '集团各部门：\n所有因公出差须先在商旅平台提交出差申请，经部门负责人（一级）和财务部（二级）审批通过后方可预订机票、酒店和火车票。未经审批的预订系统将不予出票。',
    contentEn: 'To all departments:\nEvery business trip must first be applied for on the travel platform. Flights, hotels and trains can only be booked after the department head (level 1) and Finance (level 2) have approved the application; unapproved bookings will not be ticketed.',
  },
  {
    corpNo: 'DFNY', kind: 'notice', daysAgo: 6, hour: 9, publisher: '东方能源集团 安全环保部',
    title: '安全生产月出差人员安全须知',
    titleEn: 'Safety rules for staff travelling to sites',
    content: '前往风电场、水电站、光伏基地等生产现场出差的人员，须提前完成安全培训并随身携带安全帽、劳保鞋；高原地区出差须提前进行体检。夜间不得驾车前往偏远场站。',
    contentEn: 'Staff travelling to wind farms, hydropower stations or solar bases must complete the safety training beforehand and carry a helmet and safety shoes; trips to high-altitude sites require a medical check. Do not drive to remote sites at night.',
  },
  {
    corpNo: 'DFNY', kind: 'notice', daysAgo: 15, hour: 14, publisher: '东方能源集团 财务部',
    title: '集团协议航空公司调整',
    titleEn: 'Changes to the group\'s contract airlines',
    content: '集团与中国国际航空、四川航空续签大客户协议，协议航线享受经济舱最低8.5折优惠。请在同等条件下优先选择协议航空公司。',
    contentEn: 'The group has renewed its corporate agreements with Air China and Sichuan Airlines; contract routes get economy fares from 15% off. Please prefer contract airlines when fares are comparable.',
  },
  {
    corpNo: 'DFNY', kind: 'notice', daysAgo: 33, hour: 10, publisher: '东方能源集团 财务共享中心',
    title: '差旅报销流程优化说明',
    titleEn: 'Simpler travel expense claims',
    content: '通过商旅平台预订的机票、酒店、火车票费用由平台统一结算，报销时无需再提供纸质行程单和发票，出差补贴按出差申请自动计算。',
    contentEn: 'Flights, hotels and trains booked on the platform are settled centrally, so claims no longer need paper receipts or invoices; travel allowances are calculated from the approved application.',
  },
  {
    corpNo: null, kind: 'notice', daysAgo: 3, hour: 22, publisher: '商旅平台',
    title: '系统升级维护公告',
    titleEn: 'Scheduled maintenance',
    content: '为提升服务质量，平台将于本周六 00:00-04:00 进行系统升级，期间机票、酒店预订和支付功能可能短暂不可用，已出票订单不受影响。',
    contentEn: 'The platform will be upgraded this Saturday from 00:00 to 04:00. Flight and hotel booking and payment may be briefly unavailable; issued tickets are not affected.',
  },
  {
    corpNo: null, kind: 'notice', daysAgo: 12, hour: 10, publisher: '商旅平台',
    title: '警惕冒充航空公司的退改签诈骗',
    titleEn: 'Beware of fake airline refund calls',
    content: '近期有不法分子冒充航空公司以“航班取消需办理退改签”为由实施诈骗。航班变动请以平台通知和航空公司官方客服为准，切勿向陌生人转账或提供验证码。',
    contentEn: 'Fraudsters are calling travellers pretending to be airlines and claiming a cancelled flight must be refunded. Trust only platform notices and the airline\'s official service line; never transfer money or share verification codes.',
  },
  {
    corpNo: 'HXKJ', kind: 'login', daysAgo: 30, hour: 9, publisher: '华信科技',
    title: '欢迎使用华信商旅',
    titleEn: 'Welcome to Huaxin Travel',
    content: '首次登录请修改初始密码。如遇问题请联系差旅顾问 孟婷 021-61208800（工作日 08:30-18:00）。',
    contentEn: 'Please change your initial password when you first sign in. For help contact travel consultant Meng Ting, 021-61208800 (weekdays 08:30-18:00).',
  },
  {
    corpNo: 'DFNY', kind: 'login', daysAgo: 30, hour: 9, publisher: '东方能源集团',
    title: '东方能源集团差旅平台',
    titleEn: 'Dongfang Energy travel platform',
    content: '因公出差须先提交出差申请，审批通过后方可预订。服务热线 400-900-9517。',
    contentEn: 'Apply for a business trip first; booking opens once it is approved. Service line 400-900-9517.',
  },
  {
    corpNo: null, kind: 'login', daysAgo: 60, hour: 9, publisher: '商旅平台',
    title: '欢迎使用商旅平台',
    titleEn: 'Welcome to Shanglv',
    content: '机票、酒店、火车票、用车一站式预订，7×24小时服务热线 400-820-6688。',
    contentEn: 'Flights, hotels, trains and cars in one place. 24/7 service line 400-820-6688.',
  },
]
