// What main.ts and dev.ts share: configuration, log, database, seed, mailer and the app.
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { setPasswordCost, TEST_PASSWORD_COST } from './auth/password.ts';
import { repeat, type Repeating } from './background/every-hour.ts';
import { noticeMailSender, type NoticeMailSender } from './background/notice-mails.ts';
import { webhookSender, type WebhookSender } from './background/webhooks.ts';
import { createClock, type Clock } from './clock.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openDatabase, type Database, type StartupLockEvent } from './db/open.ts';
import type { Deps } from './foundation/deps.ts';
import { addStorageEndingNotices } from './domain/storage-ending.ts';
import { createLogger } from './foundation/log.ts';
import { createOutboxMailer } from './mail/outbox.ts';
import { createSmtpMailer, parseMailUrl } from './mail/smtp.ts';
import { forgetOldAnswers } from './http/idempotency.ts';
import { demoAccountsIn } from './seed/demo-accounts.ts';
import { keepDemoNoticeMails } from './seed/demo-notice-mails.ts';
import { seedIfEmpty, type Seeded, type SeedOptions } from './seed/seed.ts';
import { openStore } from './storage/open-store.ts';

export type Booted = {
  config: Config;
  database: Database;
  app: ReturnType<typeof createApp>;
  log: Logger;
  clock: Clock;
  /** Sends the notice e-mails; started with the background work. */
  noticeMails: NoticeMailSender;
  /** Sends the warehouse's webhooks (docs/product.md#webhooks); started with the background work. */
  webhooks: WebhookSender;
};

export async function boot({ staticDir, env = process.env }: { staticDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Booted> {
  const config = readConfig(env);
  // Every line the process writes is one JSON object, start-up included (docs/operations.md#running-in-production).
  const log = createLogger({ level: config.logLevel });
  for (const warning of config.warnings) log.warn(warning);
  // Parsed before anything else, so a wrong MAIL_URL stops the start with a clear message.
  const smtp = config.mailUrl ? parseMailUrl(config.mailUrl) : null;
  const clock = createClock();
  // The project's own test servers hash cheaply (password.ts); a real deployment never sets the switch.
  if (config.testRoutes) setPasswordCost(TEST_PASSWORD_COST);
  const store = openStore(config.storage);
  // Under the start-up lock with the migrations: servers started together seed once (docs/product.md#production).
  const setUp = async (db: Database['db']) => {
    const seeded = await setUpDatabase(db, { store, now: clock.now(), demo: config.demo });
    if (seeded === 'demo') {
      await keepDemoNoticeMails(db, {
        publicUrl: config.publicUrl,
        mediaSecret: config.mediaSecret,
        freeStorageDays: config.freeStorageDays,
        companyTimeZone: config.companyTimeZone,
        invoiceDueDays: config.invoiceDueDays,
        supportEmail: config.mailSender.replyTo,
      });
      log.info('demo data seeded (demo@casillero.test / casillero-demo)');
    }
    if (seeded === 'catalogue') log.info('the company\'s catalogue seeded; no account');
  };
  // Another server migrating or seeding holds the lock: a start that waits says so (docs/operations.md#running-in-production).
  const onStartupLock = (event: StartupLockEvent) =>
    event.state === 'waiting'
      ? log.info('waiting for the start-up lock: another server is migrating or seeding the database')
      : log.info({ waitedMs: event.waitedMs }, `start-up lock taken after ${event.waitedMs} ms`);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, limits: config.database, thread: true, setUp, onStartupLock });
  const mail = smtp ? createSmtpMailer({ ...smtp, sender: config.mailSender }) : createOutboxMailer(database.db, clock);
  const deps: Deps = {
    db: database.db,
    store,
    clock,
    mail,
    staticDir,
    mediaSecret: config.mediaSecret,
    publicUrl: config.publicUrl,
    cspConnectSrc: config.cspConnectSrc,
    pinResendSeconds: config.pinResendSeconds,
    trustedProxies: config.trustedProxies,
    rateLimits: config.rateLimits,
    shipmentCreation: config.shipmentCreation,
    freeStorageDays: config.freeStorageDays,
    mailSender: config.mailSender,
    companyTimeZone: config.companyTimeZone,
    invoiceDueDays: config.invoiceDueDays,
    warehouseApiKeys: config.warehouseApiKeys,
    warehouseWebhook: config.warehouseWebhook,
    testRoutes: config.testRoutes,
    testOutboxMs: config.testOutboxMs,
    log,
  };
  const noticeMails = noticeMailSender(deps, log);
  deps.sendNoticeMails = noticeMails.kick;
  const webhooks = webhookSender(deps, log);
  deps.sendWebhooks = webhooks.kick;
  const app = createApp(deps);
  return { config, database, app, log, clock, noticeMails, webhooks };
}

/**
 * The server's own work once it serves: the free-storage check and the forgetting of old warehouse
 * answers, at start and every hour on the server's clock, the notice e-mails' sender
 * (docs/product.md#notices) and the webhooks' (docs/product.md#webhooks). Stopped before the database closes.
 */
export function startBackground({ config, database, clock, log, noticeMails, webhooks }: Booted): Repeating {
  const storageCheck = repeat('free-storage check', () => addStorageEndingNotices(database.db, clock.now(), config.freeStorageDays), log);
  const answersKept = repeat('old warehouse answers', async () => void (await forgetOldAnswers(database.db, clock.now())), log);
  noticeMails.start();
  webhooks.start();
  return {
    async stop() {
      await Promise.all([storageCheck.stop(), answersKept.stop(), noticeMails.stop(), webhooks.stop()]);
    },
  };
}

/**
 * A migrated database made ready to serve: seeded when empty (the demo customers in demo mode only)
 * and, outside demo mode, refused while it holds accounts whose passwords the README publishes.
 */
export async function setUpDatabase(db: Database['db'], options: SeedOptions): Promise<Seeded> {
  const seeded = await seedIfEmpty(db, options);
  if (options.demo) return seeded;
  const accounts = await demoAccountsIn(db);
  if (accounts.length === 0) return seeded;
  throw new ConfigError(
    `the database holds the demo accounts (${accounts.join(', ')}) and this server is not in demo mode: run \`npm run demo:remove\` to remove them and their data (or set DEMO=1)`,
  );
}

/** Says at start-up what anyone can do to this server beyond the contract. */
export function announceModes(config: Config, log: Logger): void {
  if (!config.mailUrl) {
    log.warn('DEMO MODE: mail is not sent; every code is readable by anyone at /dev/mailbox (set MAIL_URL to send it)');
  } else if (config.demo) {
    log.warn('DEMO MODE (DEMO=1): the demo accounts, whose password the README publishes, are seeded on an empty database');
  }
  if (config.testRoutes) {
    log.warn('TEST ROUTES ON (CASILLERO_TEST_ROUTES=1): anyone can move this server\'s clock and rewrite its content');
  }
}

/** Stops on SIGINT/SIGTERM: no new connections, open ones closed, then the database. */
export function closeOnSignals(close: () => Promise<void>, log: Logger): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
