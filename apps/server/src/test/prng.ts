/** mulberry32: a tiny seeded PRNG, so a money run's choices are reproduced from its seed alone. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[int(items.length)];
    },
    /** One key of `weights`, each as likely as its weight. */
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as [K, number][];
      let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
};
export type Random = ReturnType<typeof seededRandom>;

/** The seed of this run: MONEY_RUN_SEED when given (to reproduce a failure), else a fresh one. */
export const moneyRunSeed = (given = process.env.MONEY_RUN_SEED) =>
  given ? Number(given) >>> 0 : Math.floor(Math.random() * 2 ** 32);
