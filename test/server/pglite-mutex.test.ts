import { Mutex } from '../../server/src/db/pglite-dialect'

describe('PGlite connection mutex', () => {
  it('hands the connection out first come, first served', async () => {
    const m = new Mutex()
    const order: number[] = []
    const r1 = await m.lock()
    const p2 = m.lock().then((r) => {
      order.push(2)
      r()
    })
    const p3 = m.lock().then((r) => {
      order.push(3)
      r()
    })
    order.push(1)
    r1()
    await Promise.all([p2, p3])
    expect(order).toEqual([1, 2, 3])
  })

  it('a waiter that times out fails instead of hanging, and the queue keeps moving', async () => {
    const m = new Mutex()
    const held = await m.lock()
    await expect(m.lock(20)).rejects.toThrow(/busy/)
    const later = m.lock(1000)
    held()
    const release = await later
    release()
    await expect(m.lock(50).then((r) => r())).resolves.toBeUndefined()
  })
})
