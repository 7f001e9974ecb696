import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's `faketime` package (.ci/run installs it), per architecture.
const LIBFAKETIME = ['x86_64', 'aarch64'].map(
  (arch) => `/usr/lib/${arch}-linux-gnu/faketime/libfaketime.so.1`,
);

/**
 * A server's wall clock that the test sets: libfaketime, preloaded into the server's process, reads the
 * time from a file, so rewriting the file moves the clock of Node and of the embedded PGlite alike
 * (its `now()` asks the same clock). The clock runs on from each time set. Timers run on the monotonic
 * clock, which stays real, so the server's intervals keep their pace.
 */
export const fakeClock = (start: Date) => {
  const lib = LIBFAKETIME.find((path) => existsSync(path));
  if (!lib) throw new Error('libfaketime is missing: `apt-get install faketime` (.ci/run installs it)');
  const file = join(mkdtempSync(join(tmpdir(), 'tz-loan-clock-')), 'now');
  const set = (at: Date) => writeFileSync(file, `@${at.toISOString().slice(0, 19).replace('T', ' ')}\n`);
  set(start);
  return {
    /** The server's environment: its clock reads `file`, again at most a second after a change. */
    env: {
      LD_PRELOAD: lib,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_CACHE_DURATION: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
    },
    set,
  };
};
