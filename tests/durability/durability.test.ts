import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, listBackups } from '../../src/server/db/backup';
import { openDatabase } from '../../src/server/db/client';
import { cars } from '../../src/server/db/schema/index';
import { exited, freePort, login, startProcess, waitReady } from './server-process';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dealer-durability-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const postCar = (url: string, token: string, model: string) =>
  fetch(`${url}/api/admin/cars`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ make: 'Durable', model, price: 1 }),
  });

/**
 * A car POST whose headers are sent at once (`received` resolves when the server has read them and
 * answered 100 Continue) and whose body is sent by `finish`, which resolves with the response.
 */
function startPost(url: string, token: string, model: string, agent: http.Agent) {
  const body = JSON.stringify({ make: 'Durable', model, price: 1 });
  const req = http.request(`${url}/api/admin/cars`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
      expect: '100-continue',
    },
  });
  const failed = new Promise<never>((_, reject) => req.once('error', reject));
  const received = Promise.race([new Promise<void>((resolve) => req.once('continue', resolve)), failed]);
  const response = Promise.race([
    new Promise<{ status: number; body: string }>((resolve) =>
      req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      }),
    ),
    failed,
  ]);
  req.flushHeaders();
  return {
    received,
    finish: () => {
      req.end(body);
      return response;
    },
  };
}

/** A keep-alive connection left idle after one request: `closed` resolves when the server drops it. */
function idleConnectionClosed(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const open = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('data', (chunk) =>
      String(chunk).startsWith('HTTP/1.1 200') ? resolve() : reject(new Error(String(chunk))),
    );
  });
  socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  return { open, closed };
}

describe('durability of the embedded database', () => {
  it('refuses a second server on the same DATA_DIR', async () => {
    const dataDir = tempDir();
    const first = startProcess(dataDir, await freePort());
    await waitReady(first);
    const second = startProcess(dataDir, await freePort());
    expect(await exited(second)).not.toBe(0);
    expect(second.output()).toContain('Another server');
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
    first.child.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('keeps every acknowledged write through 20 kill -9 crashes', async () => {
    const dataDir = tempDir();
    const acknowledged = new Set<string>();
    let token = '';
    for (let round = 0; round < 20; round++) {
      const proc = startProcess(dataDir, await freePort());
      await waitReady(proc);
      token ||= await login(proc.url);
      const present = new Set(
        ((await (await fetch(`${proc.url}/api/cars`)).json()) as { model: string }[]).map((c) => c.model),
      );
      for (const model of acknowledged)
        expect(present.has(model), `${model} lost after crash ${round}`).toBe(true);
      // A stream of writes, cut off by SIGKILL at a random moment.
      let n = 0;
      let stop = false;
      const writer = (async () => {
        while (!stop) {
          const model = `r${round}-w${n++}`;
          try {
            const res = await postCar(proc.url, token, model);
            if (res.status === 201) acknowledged.add(model);
          } catch {
            return; // connection cut by the kill
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 400));
      proc.child.kill('SIGKILL');
      stop = true;
      await exited(proc);
      await writer;
    }
    expect(acknowledged.size).toBeGreaterThan(20);
    const final = startProcess(dataDir, await freePort());
    await waitReady(final);
    const models = ((await (await fetch(`${final.url}/api/cars`)).json()) as { model: string }[]).map(
      (c) => c.model,
    );
    for (const model of acknowledged) expect(models).toContain(model);
    expect(new Set(models).size).toBe(models.length);
    final.child.kill('SIGTERM');
    expect(await exited(final)).toBe(0);
  }, 300_000);

  it('SIGTERM lets in-flight requests finish with 2xx, then closes cleanly', async () => {
    const dataDir = tempDir();
    const proc = startProcess(dataDir, await freePort());
    await waitReady(proc);
    const token = await login(proc.url);
    const agent = new http.Agent({ keepAlive: true });
    // In flight for certain: each request's headers have reached the server (it answered 100 Continue),
    // and its body is held back until the server is shutting down.
    const inflight = Array.from({ length: 10 }, (_, i) => startPost(proc.url, token, `term-${i}`, agent));
    await Promise.all(inflight.map((request) => request.received));
    const closing = idleConnectionClosed(proc.url);
    await closing.open;

    proc.child.kill('SIGTERM');
    // The server closes idle keep-alive connections when it starts closing: it has stopped accepting.
    await closing.closed;
    await expect(fetch(`${proc.url}/api/health`)).rejects.toThrow();

    const responses = await Promise.all(inflight.map((request) => request.finish()));
    expect(
      responses.map((r) => r.status),
      JSON.stringify(responses),
    ).toEqual(Array(10).fill(201));
    // The client keeps its keep-alive connections open: the server must close them as they fall idle,
    // not wait for the 15 s force exit (which ends with code 1).
    expect(await exited(proc)).toBe(0);
    agent.destroy();

    const again = startProcess(dataDir, await freePort());
    await waitReady(again);
    const models = ((await (await fetch(`${again.url}/api/cars`)).json()) as { model: string }[]).map(
      (c) => c.model,
    );
    expect(models.sort()).toEqual(inflight.map((_, i) => `term-${i}`).sort());
    again.child.kill('SIGTERM');
    await exited(again);
  }, 120_000);

  it('backs up, keeps seven, and restores with `npm run restore`', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await database.db.insert(cars).values({ year: 2020, make: 'Before', model: 'Backup' });
    for (let i = 0; i < 8; i++) await backupEmbedded(database, dataDir, 'test');
    expect(listBackups(dataDir)).toHaveLength(7);
    await database.db.insert(cars).values({ year: 2021, make: 'After', model: 'Backup' });
    await database.close();

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Restored');

    const restored = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const makes = (await restored.db.select().from(cars)).map((c) => c.make);
    await restored.close();
    expect(makes).toEqual(['Before']);
  }, 120_000);
});
