// What main.ts and dev.ts share: configuration, database, seed, mailer and the app.
import { createApp } from './app.ts';
import { setPasswordCost, TEST_PASSWORD_COST } from './auth/password.ts';
import { createClock } from './clock.ts';
import { readConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/open.ts';
import { createOutboxMailer } from './mail/outbox.ts';
import { createSmtpMailer, parseMailUrl } from './mail/smtp.ts';
import { seedIfEmpty } from './seed/seed.ts';

export type Booted = { config: Config; database: Database; app: ReturnType<typeof createApp> };

export async function boot({ staticDir }: { staticDir?: string } = {}): Promise<Booted> {
  const config = readConfig();
  for (const warning of config.warnings) console.warn(`[server] ${warning}`);
  // Parsed before anything else, so a wrong MAIL_URL stops the start with a clear message.
  const smtp = config.mailUrl ? parseMailUrl(config.mailUrl) : null;
  const clock = createClock();
  // The project's own test servers hash cheaply (password.ts); a real deployment never sets the switch.
  if (config.testRoutes) setPasswordCost(TEST_PASSWORD_COST);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, thread: true });
  if (await seedIfEmpty(database.db, { uploadsDir: config.uploadsDir, now: clock.now() })) {
    console.log('[server] demo data seeded (demo@casillero.test / casillero-demo)');
  }
  const mail = smtp ? createSmtpMailer(smtp) : createOutboxMailer(database.db, clock);
  const app = createApp({
    db: database.db,
    uploadsDir: config.uploadsDir,
    clock,
    mail,
    staticDir,
    mediaSecret: config.mediaSecret,
    cspConnectSrc: config.cspConnectSrc,
    pinResendSeconds: config.pinResendSeconds,
    trustedProxies: config.trustedProxies,
    rateLimits: config.rateLimits,
    shipmentCreation: config.shipmentCreation,
    testRoutes: config.testRoutes,
  });
  return { config, database, app };
}

/** Says at start-up what anyone can do to this server beyond the contract. */
export function announceModes(config: Config): void {
  if (!config.mailUrl) {
    console.warn('[server] DEMO MODE: mail is not sent; every code is readable by anyone at /dev/mailbox (set MAIL_URL to send it)');
  }
  if (config.testRoutes) {
    console.warn('[server] TEST ROUTES ON (CASILLERO_TEST_ROUTES=1): anyone can move this server\'s clock and rewrite its content');
  }
}

/** Stops on SIGINT/SIGTERM: no new connections, open ones closed, then the database. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error('[server] shutdown failed', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
