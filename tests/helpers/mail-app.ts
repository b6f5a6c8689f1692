import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, startedLater, type TestApp } from './app';
import { type Smtp, startSmtp } from './smtp';

/**
 * A test app that sends its mail to a real SMTP server in this process, both started before the tests of
 * the enclosing `describe` (or file) and closed after them. Each test sees only the mail sent during it.
 */
export function sharedMailTestApp(envOverrides: Record<string, string> = {}) {
  let started: { t: TestApp; smtp: Smtp } | undefined;
  beforeAll(async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...envOverrides });
    started = { t, smtp };
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.smtp.close();
  });
  afterEach(() => {
    if (started) started.smtp.messages.length = 0;
  });
  return {
    t: startedLater(() => started?.t, 'test app'),
    smtp: startedLater(() => started?.smtp, 'SMTP server'),
  };
}

/** Runs `use` with an app whose mail goes to a fresh SMTP server, and closes both whatever happens. */
export async function withMailTestApp(
  envOverrides: Record<string, string>,
  use: (t: TestApp, smtp: Smtp) => Promise<void>,
) {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...envOverrides });
  try {
    await use(t, smtp);
  } finally {
    await t.close();
    await smtp.close();
  }
}
