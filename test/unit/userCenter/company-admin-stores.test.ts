import { setLocale } from '@/core/i18n/index'
import { ApiError } from '@/core/http/envelope'
import type { CorpDetailReply, EmpAdminDetail, EmpAdminRow } from '@/userCenter/api/company-admin-api'
import { companyAdmin } from '@/userCenter/i18n/company-admin'
import { companyMenu } from '@/userCenter/i18n/company-menu'
import { CompanyStore, type CompanyApi } from '@/userCenter/stores/company-store'
import { EmpEditStore, type EmpEditApi } from '@/userCenter/stores/emp-edit-store'
import { EmpListStore, type EmpListApi } from '@/userCenter/stores/emp-list-store'
import { InviteStore } from '@/userCenter/stores/invite-store'
import { inviteText } from '@/account/pages/invitation/invite-text'
import { InviteFormStore, type InviteFormApi } from '@/account/pages/invitation/invite-form-store'

const missing = () => new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false })
const refused = (msg: string) => new ApiError('business', msg, { errCode: 4009, shown: false })

const item = (id: string, name: string, extra: Partial<CorpDetailReply['departments'][number]> = {}) => ({
  id, code: `C${id}`, name, nameZh: name, nameEn: `${name}-en`, status: 1 as const, parentId: '', empCount: 0, ...extra,
})

function corp(): CorpDetailReply {
  return {
    corpId: '1', corpNo: 'HXKJ', fullname: '华信科技', shortName: '华信', emailDomain: 'hx.test', allowRegister: 1, empTotal: 9,
    departments: [item('1', '研发部', { empCount: 3 }), item('2', '旧部门', { status: 0 })],
    costCenters: [item('5', '研发成本中心', { parentId: '1' })],
    projects: [item('8', '项目甲')],
    ranks: ['P1', 'P2', 'P3'],
  }
}

function emp(extra: Partial<EmpAdminDetail> = {}): EmpAdminDetail {
  return {
    empId: '7', empNo: 'HXA0001', loginName: '13900001111', empName: '张三', engName: '', phoneNumber: '13900001111', email: '',
    deptId: '1', deptName: '研发部', empRank: 'P2', ifApprover: 0, ifBooker: 1, isAdmin: 0, bookRange: 2, bookOutside: 0,
    idNumberMasked: '', passportMasked: '', status: 1, mustChangePassword: 1, isSelf: 0, ...extra,
  }
}

beforeEach(() => setLocale('zh-CN'))

describe('the dictionaries', () => {
  test('have the same keys in both languages, and the English ones no Chinese', () => {
    for (const dict of [companyAdmin, companyMenu, inviteText]) {
      expect(Object.keys(dict['en-US']).sort()).toEqual(Object.keys(dict['zh-CN']).sort())
      for (const text of Object.values(dict['en-US'])) expect(text).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

describe('CompanyStore', () => {
  test('lists the tab, adds an item with its checks, and keeps the draft on a server refusal', async () => {
    const sent: Parameters<CompanyApi['edit']>[0][] = []
    let refuse = true
    const api: CompanyApi = {
      detail: async () => corp(),
      edit: async (body) => {
        sent.push(body)
        if (refuse) throw refused('该编码已被使用')
        return { item: item('9', body.name) }
      },
    }
    const store = new CompanyStore(api)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.items.map((i) => i.name)).toEqual(['研发部', '旧部门'])
    store.setTab('costCenter')
    expect(store.deptName(store.items[0].parentId)).toBe('研发部')

    store.startAdd()
    expect(await store.saveDraft()).toBe(false)
    expect(store.draftErrors).toEqual({ code: '编码不能为空', name: '名称不能为空' })
    expect(sent).toHaveLength(0)
    store.setDraft('code', 'CC9')
    store.setDraft('name', '市场成本中心')
    expect(await store.saveDraft()).toBe(false)
    expect(store.error).toBe('该编码已被使用')
    expect(store.draft?.name).toBe('市场成本中心')
    refuse = false
    expect(await store.saveDraft()).toBe(true)
    expect(store.draft).toBeNull()
    expect(sent[1]).toEqual({ kind: 'costCenter', code: 'CC9', name: '市场成本中心', nameEn: '', parentId: '' })

    expect(await store.toggle(store.items[0])).toBe(true)
    expect(sent[2]).toMatchObject({ kind: 'costCenter', id: '5', status: 0 })
  })

  test('a refusal to read (not an administrator) is not-found, other failures an error', async () => {
    const store = new CompanyStore({ detail: async () => Promise.reject(missing()), edit: async () => Promise.reject(missing()) })
    await store.load()
    expect(store.status).toBe('notFound')
  })
})

describe('EmpListStore', () => {
  const row = (id: string, status: 1 | 2 = 1): EmpAdminRow => ({
    empId: id, empNo: `N${id}`, empName: `员工${id}`, loginName: id, phoneNumber: '139', deptName: '', empRank: 'P1', roleIds: ['traveller'], status, isSelf: 0,
  })

  test('searches with keywords and status, pages, and switches a row off and on', async () => {
    const queries: unknown[] = []
    const api: EmpListApi = {
      list: async (q) => {
        queries.push(q)
        const page = q.pageNum ?? 1
        return { total: 3, list: page === 1 ? [row('1'), row('2')] : [row('3', 2)] }
      },
      disable: async (id) => ({ emp: emp({ empId: id, status: 2 }) }),
      enable: async (id) => ({ emp: emp({ empId: id, status: 1 }) }),
    }
    const store = new EmpListStore(api)
    store.setKeywords(' 张 ')
    await store.search()
    expect(queries[0]).toEqual({ keywords: '张', status: undefined, pageNum: 1, count: 20 })
    await store.paged.loadMore()
    expect(store.paged.items.map((i) => i.empId)).toEqual(['1', '2', '3'])
    expect(store.paged.hasMore).toBe(false)
    await store.setFilter('disabled')
    expect(queries[2]).toMatchObject({ status: 2, pageNum: 1 })

    await store.setFilter('all')
    expect(await store.toggle(store.paged.items[0])).toBe(true)
    expect(store.paged.items[0].status).toBe(2)
  })

  test('a refused switch says why and leaves the row', async () => {
    const store = new EmpListStore({
      list: async () => ({ total: 1, list: [row('1')] }),
      disable: async () => Promise.reject(refused('不能停用自己的账号或取消自己的管理员权限')),
      enable: async () => Promise.reject(missing()),
    })
    await store.search()
    expect(await store.toggle(store.paged.items[0])).toBe(false)
    expect(store.error).toBe('不能停用自己的账号或取消自己的管理员权限')
    expect(store.paged.items[0].status).toBe(1)
  })
})

describe('EmpEditStore', () => {
  function api(detail?: EmpAdminDetail): EmpEditApi & { added: unknown[]; edited: unknown[] } {
    const added: unknown[] = []
    const edited: unknown[] = []
    return {
      added,
      edited,
      corp: async () => corp(),
      detail: async () => {
        if (!detail) throw missing()
        return { emp: detail }
      },
      add: async (body) => {
        added.push(body)
        return { empId: '11', empNo: 'HXA0002', loginName: body.loginName || body.phoneNumber, initialPassword: 'Abcd12345X' }
      },
      edit: async (body) => {
        edited.push(body)
        return { emp: emp({ ...body, deptName: '研发部' } as Partial<EmpAdminDetail>) }
      },
      disable: async () => ({ emp: emp({ status: 2 }) }),
      enable: async () => ({ emp: emp({ status: 1 }) }),
    }
  }

  test('a new employee: checks the fields, sends them, and keeps the initial password to show', async () => {
    const fake = api()
    const store = new EmpEditStore('', fake)
    await store.load()
    expect(store.isNew).toBe(true)
    expect(store.empRank).toBe('P1')
    expect(store.departments.map((d) => d.id)).toEqual(['1'])
    store.set('phoneNumber', '12345')
    store.set('email', 'bad')
    store.set('loginName', '1abc')
    expect(await store.save()).toBe(false)
    expect(store.errors).toEqual({
      empName: '姓名不能为空',
      phoneNumber: '请填写正确手机号码格式',
      email: '请填写正确邮箱格式',
      loginName: '登录名以字母开头，4至30位字母、数字或._-',
    })
    expect(fake.added).toHaveLength(0)
    store.set('empName', ' 李四 ')
    store.set('phoneNumber', '13900002222')
    store.set('email', '')
    store.set('loginName', '')
    store.setDept('1')
    store.toggle('ifBooker')
    store.setBookRange(4)
    expect(await store.save()).toBe(true)
    expect(fake.added[0]).toEqual({
      empName: '李四', engName: '', phoneNumber: '13900002222', email: '', deptId: '1', empRank: 'P1',
      ifApprover: 0, ifBooker: 1, isAdmin: 0, bookRange: 4, bookOutside: 1, loginName: '',
    })
    expect(store.created).toMatchObject({ loginName: '13900002222', initialPassword: 'Abcd12345X' })
  })

  test('an existing employee: filled from the server, edited, disabled; another company id is not found', async () => {
    const fake = api(emp())
    const store = new EmpEditStore('7', fake)
    await store.load()
    expect(store.empName).toBe('张三')
    expect(store.deptName).toBe('研发部')
    store.set('empName', '张三丰')
    expect(await store.save()).toBe(true)
    expect(fake.edited[0]).toMatchObject({ empId: '7', empName: '张三丰', ifBooker: 1, bookRange: 2 })
    expect(await store.toggleStatus()).toBe(true)
    expect(store.current?.status).toBe(2)

    const other = new EmpEditStore('99', api())
    await other.load()
    expect(other.status).toBe('notFound')
  })
})

describe('InviteStore', () => {
  test('makes an absolute link on the origin, and says when it failed', async () => {
    const store = new InviteStore('https://app.example/', {
      invite: async () => ({ token: 'a'.repeat(32), path: `/Invitation?code=${'a'.repeat(32)}`, expiresAt: '2026-03-08T00:00:00.000Z', corpName: '华信科技' }),
    })
    await store.create()
    expect(store.url).toBe(`https://app.example/Invitation?code=${'a'.repeat(32)}`)
    const failing = new InviteStore('', { invite: async () => Promise.reject(new Error('offline')) })
    await failing.create()
    expect(failing.status).toBe('error')
    expect(failing.error).toBe('邀请链接生成失败，请重试')
  })
})

describe('InviteFormStore', () => {
  const tree = { corpNo: 'HXKJ', corpName: '华信科技', inviterName: '刘洋', expiresAt: '2026-03-08T00:00:00.000Z', departments: [{ id: '1', name: '研发部', parentId: '', depth: 0 }] }

  test('an invalid link is told apart; a valid one registers with the department and remembers the login', async () => {
    const bad = new InviteFormStore('x', { tree: async () => Promise.reject(refused('邀请链接无效或已过期')) })
    await bad.load()
    expect(bad.status).toBe('invalid')

    const sent: unknown[] = []
    const remembered: unknown[] = []
    const api: Partial<InviteFormApi> = {
      tree: async () => tree,
      sendCode: async () => ({ sent: true, expiresIn: 300 }),
      register: async (body) => {
        sent.push(body)
        return { empNo: 'HXQ0001', loginName: body.phone }
      },
      remember: (saved) => remembered.push(saved),
    }
    const form = new InviteFormStore('c'.repeat(32), api, () => 1000)
    await form.load()
    expect(form.status).toBe('ready')
    expect(await form.submit()).toBe(false)
    expect(Object.keys(form.fieldErrors).sort()).toEqual(['confirm', 'empName', 'password', 'phone', 'smsCode'])
    form.set('empName', '王五')
    form.set('phone', '139 0000 3333')
    await form.sendCode(form.phone)
    expect(form.codeSentAt).toBe(1000)
    form.set('smsCode', '123456')
    form.set('password', 'Welcome2026')
    form.set('confirm', 'Welcome2026')
    form.setDept('1')
    expect(form.deptName).toBe('研发部')
    expect(await form.submit()).toBe(true)
    expect(sent[0]).toEqual({ code: 'c'.repeat(32), empName: '王五', phone: '13900003333', smsCode: '123456', password: 'Welcome2026', deptId: '1' })
    expect(remembered[0]).toEqual({ loginName: '13900003333', remember: true, corpNo: 'HXKJ' })
    expect(await form.submit()).toBe(false)
  })
})
