// `npm run load`: 100 concurrent connections on public pages and APIs for 30 s while an admin saves content
// every second. Passes only with 0 errors and 0 non-2xx. LOAD_DATABASE_URL=postgres://… runs it on PostgreSQL.
import autocannon from 'autocannon';
import { ADMIN_PASSWORD, rssMb, startProductionServer } from './lib/server';

const DURATION = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const PATHS = [
  '/',
  '/cars',
  '/hire',
  '/services',
  '/api/cars',
  '/api/cars?status=available&limit=3',
  '/api/hire-cars',
  '/api/service-items',
];

async function main() {
  const databaseUrl = process.env.LOAD_DATABASE_URL;
  const server = await startProductionServer({
    build: process.env.LOAD_BUILD !== 'false',
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const cars = (await (await fetch(`${server.base}/api/cars`)).json()) as { id: number; price: number }[];
    const target = cars[0];
    if (!target) throw new Error('the seeded database has no cars');

    // The admin keeps saving while visitors load pages: each save invalidates every cache.
    let saves = 0;
    let saveFailures = 0;
    const saver = setInterval(async () => {
      const res = await fetch(`${server.base}/api/admin/cars/${target.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ price: target.price + (saves % 2) }),
      }).catch(() => null);
      if (res?.ok) saves++;
      else saveFailures++;
    }, 1000);

    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: PATHS.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, br' } })),
    });
    clearInterval(saver);
    const fiveXx = result['5xx'];
    console.log(
      `\nLoad: ${CONNECTIONS} connections for ${DURATION} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`requests: ${result.requests.total}, ${result.requests.average.toFixed(0)} req/s`);
    console.log(
      `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}, 5xx: ${fiveXx}`,
    );
    console.log(
      `admin saves: ${saves} ok, ${saveFailures} failed; server memory: ${rssMb(server.pid).toFixed(0)} MB RSS`,
    );
    const ok =
      result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && saveFailures === 0 && saves > 0;
    console.log(ok ? 'PASS' : 'FAIL');
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

void main();
