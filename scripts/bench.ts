// `npm run bench`: throughput of the production server, each figure as a ratio to a static asset served
// by the same server in the same run (so the numbers mean something on any machine).
import { readdirSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { rssMb, startProductionServer } from './lib/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const server = await startProductionServer({
    build: process.env.BENCH_BUILD !== 'false',
    env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
  });
  try {
    const asset = readdirSync('dist/client/assets').find((f) => f.endsWith('.css'));
    const targets: [string, string][] = [
      ['static asset', `/assets/${asset}`],
      ['GET /api/cars', '/api/cars'],
      ['GET /api/cars?status=available&limit=3', '/api/cars?status=available&limit=3'],
      ['SSR home /', '/'],
      ['SSR /cars', '/cars'],
    ];
    // Warm-up: JIT, caches, lazy route modules.
    for (const [, p] of targets)
      for (let i = 0; i < 50; i++) await (await fetch(server.base + p)).arrayBuffer();
    const memory = rssMb(server.pid);

    const results = [];
    for (const [name, p] of targets) {
      const r = await autocannon({
        url: server.base + p,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      results.push({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.errors + r.non2xx,
      });
    }
    const staticRps = results[0].rps;
    console.log(
      `\nBenchmark: ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(
      'target'.padEnd(42),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'ratio'.padStart(7),
      ' errors',
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(42),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${((r.rps / staticRps) * 100).toFixed(0)}%`.padStart(7),
        ` ${r.bad}`,
      );
    }
    console.log(`\nServer memory after warm-up: ${memory.toFixed(0)} MB RSS`);
    if (results.some((r) => r.bad > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

void main();
