// The shape of the house: per app, how many source files, their median and largest sizes in lines,
// and the folders that hold the most files. Test files apart from production ones: a room is crowded
// by what a newcomer must read, and tests stand beside what they test.
// Usage: npx tsx bench/house.ts [--largest N]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const largest = Number(process.argv.find((arg) => arg.startsWith('--largest='))?.slice(10) ?? 10);
const ROOTS = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'e2e', 'bench'];
const tracked = execFileSync('git', ['ls-files', '--', ...ROOTS], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file));

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;
const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : Math.round((at(middle - 1) + at(middle)) / 2);
};

const sized = tracked.map((file) => ({ file, lines: lines(file), test: isTest(file) }));
console.log('root                     files (prod / test)   median lines (prod / test)   largest prod');
for (const root of ROOTS) {
  const inRoot = sized.filter(({ file }) => file.startsWith(`${root}/`));
  const prod = inRoot.filter((f) => !f.test);
  const tests = inRoot.filter((f) => f.test);
  const top = Math.max(0, ...prod.map((f) => f.lines));
  console.log(
    `${root.padEnd(24)} ${`${prod.length} / ${tests.length}`.padEnd(21)} ${`${median(prod.map((f) => f.lines))} / ${median(tests.map((f) => f.lines))}`.padEnd(28)} ${top}`,
  );
}

console.log(`\nthe ${largest} largest files`);
for (const { file, lines: n } of [...sized].sort((a, b) => b.lines - a.lines).slice(0, largest)) {
  console.log(`  ${String(n).padStart(5)}  ${file}`);
}

const byFolder = new Map<string, number>();
for (const { file, test } of sized) {
  if (test) continue;
  const folder = file.slice(0, file.lastIndexOf('/'));
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
}
console.log(`\nthe ${largest} most crowded folders (production files directly inside)`);
for (const [folder, count] of [...byFolder].sort((a, b) => b[1] - a[1]).slice(0, largest)) {
  console.log(`  ${String(count).padStart(5)}  ${folder}`);
}
