import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { DiscardLater } from '../src/lock/line/discard-later.js'

// The requests of a seated crowd join are deleted a while later, or at once when the wait ends.

afterEach(() => {
  jest.useRealTimers()
})

function recorder() {
  const deleted: string[][] = []
  const discard = async (keys: string[]) => {
    deleted.push(keys)
  }
  return { deleted, discard }
}

describe('DiscardLater', () => {
  it('deletes what it was handed once its time has passed, in one batch', async () => {
    jest.useFakeTimers()
    const { deleted, discard } = recorder()
    const later = new DiscardLater(discard, 10_000, 5_000)
    later.add(['a', 'b'])
    later.add(['c'])
    await jest.advanceTimersByTimeAsync(9_999)
    expect(deleted).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    expect(deleted).toEqual([['a', 'b', 'c']])
  })

  it('finish deletes at once, waits for the deletes, and leaves no timer behind', async () => {
    jest.useFakeTimers()
    let release: () => void = () => undefined
    const deleted: string[][] = []
    const later = new DiscardLater(
      async (keys) => {
        await new Promise<void>((resolve) => (release = resolve))
        deleted.push(keys)
      },
      10_000,
      5_000
    )
    later.add(['a'])
    let finished = false
    const finishing = later.finish().then(() => (finished = true))
    await jest.advanceTimersByTimeAsync(0)
    expect(finished).toBe(false)
    release()
    await finishing
    expect(deleted).toEqual([['a']])
    expect(jest.getTimerCount()).toBe(0)
  })

  it('finish waits for deletes its timer started, and a failed delete does not fail it', async () => {
    jest.useFakeTimers()
    const calls: string[][] = []
    const later = new DiscardLater(
      async (keys) => {
        calls.push(keys)
        throw new Error('503')
      },
      100,
      5_000
    )
    later.add(['a'])
    await jest.advanceTimersByTimeAsync(100)
    later.add(['b'])
    await expect(later.finish()).resolves.toBeUndefined()
    expect(calls).toEqual([['a'], ['b']])
  })

  it('each batch of deletes gets a deadline of its own, so a delete never answered ends', async () => {
    let seen: AbortSignal | undefined
    const later = new DiscardLater(
      async (_keys, bound) => {
        seen = bound
        await new Promise<void>((resolve) => bound.addEventListener('abort', () => resolve()))
      },
      10_000,
      30
    )
    later.add(['a'])
    await later.finish()
    expect(seen?.aborted).toBe(true)
  })

  it('nothing handed, nothing deleted and no timer', async () => {
    const { deleted, discard } = recorder()
    const later = new DiscardLater(discard, 10, 5_000)
    later.add([])
    await later.finish()
    expect(deleted).toEqual([])
  })
})
