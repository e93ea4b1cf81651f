// Issue 14's local ticket reader, timed in a process of its own (run by lib/scan.mjs with tsx):
// every photo of the ticket folder one at a time (seconds per image: median and p95), then rounds of
// four scans at once (no error allowed), sampling the process's RSS (the tesseract.js workers are
// threads of this process) to report its peak. Prints one JSON object on stdout.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLocalTicketReader } from '@tally/scanner/local-ocr';

const folder = process.argv[2];
const rounds = Number(process.env.BENCH_SCAN_ROUNDS ?? 3);
const photos = readdirSync(folder)
  .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
  .sort()
  .map((f) => readFileSync(path.join(folder, f)));
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};

const t0 = performance.now();
const reader = await createLocalTicketReader({ queueLimit: 8 });
const startupSeconds = (performance.now() - t0) / 1000;
// One unmeasured read warms the workers (the first recognition loads the model's tables).
await reader.readImage(photos[0]);

const seconds: number[] = [];
const cpuBefore = process.cpuUsage();
for (const photo of photos) {
  const started = performance.now();
  await reader.readImage(photo);
  seconds.push((performance.now() - started) / 1000);
}
const cpu = process.cpuUsage(cpuBefore);

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 25);
let errors = 0;
const concurrentSeconds: number[] = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => reader.readImage(photos[(round * 4 + i) % photos.length])));
  concurrentSeconds.push((performance.now() - started) / 1000);
  errors += results.filter((r) => r.status === 'rejected').length;
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
await reader.close();

process.stdout.write(
  `${JSON.stringify({
    images: photos.length,
    startupSeconds,
    medianSeconds: quantile(seconds, 0.5),
    p95Seconds: quantile(seconds, 0.95),
    maxSeconds: Math.max(...seconds),
    cpuSecondsPerImage: (cpu.user + cpu.system) / 1e6 / photos.length,
    concurrent: { rounds, scans: rounds * 4, errors, medianRoundSeconds: quantile(concurrentSeconds, 0.5) },
    peakRssBytes: peakRss,
  })}\n`,
);
