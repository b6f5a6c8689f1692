// `npm run bench`: throughput of the production server, each figure as a ratio to a static asset served
// by the same server in the same run (so the numbers mean something on any machine).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function main() {
  if (!existsSync('dist/server/entry-server.js') || process.env.BENCH_BUILD !== 'false') {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {}
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const asset = readdirSync('dist/client/assets').find((f) => f.endsWith('.css'));
    const targets: [string, string][] = [
      ['static asset', `/assets/${asset}`],
      ['GET /api/cars', '/api/cars'],
      ['GET /api/cars?status=available&limit=3', '/api/cars?status=available&limit=3'],
      ['SSR home /', '/'],
      ['SSR /cars', '/cars'],
    ];
    // Warm-up: JIT, caches, lazy route modules.
    for (const [, p] of targets) for (let i = 0; i < 50; i++) await (await fetch(base + p)).arrayBuffer();
    const rss = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];

    const results: { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }[] =
      [];
    for (const [name, p] of targets) {
      const r = await autocannon({
        url: base + p,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      results.push({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
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
        ` ${r.errors + r.non2xx}`,
      );
    }
    console.log(`\nServer memory after warm-up: ${rss ? (Number(rss) / 1024).toFixed(0) : '?'} MB RSS`);
    const failed = results.some((r) => r.errors + r.non2xx > 0);
    if (failed) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
