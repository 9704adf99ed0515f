/** Runs `task` over `items` with a fixed number of parallel workers. */
export async function pool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker))
}
