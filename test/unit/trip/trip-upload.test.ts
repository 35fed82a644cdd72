/**
 * Attachments travel through the one HTTP client (HttpClient.upload): the same contract headers as
 * every call (no JSON Content-Type: the uploader sets the multipart one), the same envelope and
 * error catalogue.
 */
import { HttpClient, type HttpDeps, type UploadRequest } from '@/core/http/client'
import { ApiError } from '@/core/http/envelope'

function client(reply: (req: UploadRequest) => { statusCode: number; data: unknown } | Promise<never>) {
  const sent: UploadRequest[] = []
  const toasts: string[] = []
  const deps: HttpDeps = {
    transport: async () => ({ statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: null } }),
    baseUrl: 'https://api.example.com',
    platformCode: 10506,
    userAgent: 'jest',
    isLocalHost: true,
    session: () => ({ token: 'tok', empNo: 'DF 0001', corpId: '2', locale: 'en-US' }),
    ui: { toast: (t) => void toasts.push(t), alert: async () => undefined, showLoading: () => undefined, hideLoading: () => undefined },
    endSession: () => undefined,
  }
  const c = new HttpClient()
  c.configure(deps)
  const send = async (req: UploadRequest) => {
    sent.push(req)
    return reply(req)
  }
  return { c, sent, toasts, send }
}

test('an upload carries the contract headers, the field `file` and the file name; the envelope data comes back', async () => {
  const h = client(() => ({ statusCode: 200, data: JSON.stringify({ errCode: 1, status: 1, tips: '', data: { id: '801', name: 'a.png' } }) }))
  const reply = await h.c.upload('/obt/vipCorp/fj/uploadCons', { filePath: 'blob:x', fileName: 'a.png', field: 'file' }, h.send)
  expect(reply).toEqual({ id: '801', name: 'a.png' })
  expect(h.sent[0]).toMatchObject({ url: 'https://api.example.com/obt/vipCorp/fj/uploadCons', filePath: 'blob:x', name: 'file', fileName: 'a.png', timeout: 60000 })
  expect(h.sent[0].header).toEqual({ loginUserNo: 'DF%200001', corpId: '2', token: 'tok', 'y-cli': '10506', 'Accept-Language': 'en' })
  expect(h.c.currentHeaders()).toEqual(h.sent[0].header)
})

test('a refused upload is an ApiError with the server reason (shown by the form, not toasted: inlineErrors)', async () => {
  const h = client(() => ({ statusCode: 200, data: { errCode: 4000, status: 1, tips: 'File type not allowed', data: null } }))
  const err = await h.c.upload('/obt/x', { filePath: 'p', fileName: 'a.exe' }, h.send, { inlineErrors: true }).catch((e: unknown) => e)
  expect(err).toBeInstanceOf(ApiError)
  expect((err as ApiError).message).toBe('File type not allowed')
  expect(h.toasts).toEqual([])
})

test('a network failure becomes the catalogue\'s network error', async () => {
  const h = client(() => Promise.reject({ errMsg: 'uploadFile:fail timeout' }))
  const err = (await h.c.upload('/obt/x', { filePath: 'p' }, h.send).catch((e: unknown) => e)) as ApiError
  expect(err.kind).toBe('timeout')
  expect(h.toasts).toHaveLength(1)
})

test('relative attachment addresses get the API base; absolute ones pass', () => {
  const h = client(() => ({ statusCode: 200, data: null }))
  expect(h.c.absoluteUrl('/obt/vipCorp/fj/queryFj?id=7')).toBe('https://api.example.com/obt/vipCorp/fj/queryFj?id=7')
  expect(h.c.absoluteUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
})
