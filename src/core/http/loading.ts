/**
 * One loading indicator for all calls: shown while the count of pending (non-quiet) calls is above 0
 * (overview §4). A short delay keeps fast calls from flashing it.
 */
export class LoadingCounter {
  private pending = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private visible = false

  constructor(
    private readonly show: () => void,
    private readonly hide: () => void,
    private readonly delayMs = 250,
  ) {}

  get count(): number {
    return this.pending
  }

  start(): void {
    this.pending += 1
    if (this.pending === 1 && !this.visible && this.timer === null) {
      this.timer = setTimeout(() => {
        this.timer = null
        if (this.pending > 0) {
          this.visible = true
          this.show()
        }
      }, this.delayMs)
    }
  }

  end(): void {
    this.pending = Math.max(0, this.pending - 1)
    if (this.pending > 0) return
    if (this.timer !== null) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (this.visible) {
      this.visible = false
      this.hide()
    }
  }
}
