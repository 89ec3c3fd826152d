// The demo accounts on a database that runs outside demo mode (docs/product.md#production): a start
// finds them and refuses; `npm run demo:remove` removes them with everything that is theirs.
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { FileStore } from '../storage/store.ts';
import {
  appSettings, clients, invoiceItems, invoices, media, noticeMails, notices, outbox, packageEvents, packages, payments, pinCodes, preAlerts, recipients,
  shipmentEvents, shipmentItems, shipments, tokens, users,
} from '../db/schema.ts';
import { CUSTOMERS } from './customers/accounts.ts';
import { DEMO_LOCKER_PHONE } from './data/app-settings.ts';

/** The e-mail addresses of the seeded accounts, whose passwords the README publishes. */
export const DEMO_EMAILS: readonly string[] = CUSTOMERS.map((customer) => customer.email);

/** The demo accounts the database holds. */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, [...DEMO_EMAILS]));
  return rows.map((row) => row.email).sort();
}

export type RemovedDemoData = {
  accounts: string[];
  /** The files their media rows named, for the caller to delete from the store once the rows are gone. */
  files: string[];
};

/**
 * Deletes the demo accounts and every row that is theirs, children before parents, in one
 * transaction: either all of it goes, or nothing does.
 */
export async function removeDemoData(db: Db): Promise<RemovedDemoData> {
  return db.transaction(async (tx) => {
    const accounts = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...DEMO_EMAILS]));
    if (accounts.length === 0) return { accounts: [], files: [] };
    const userIds = accounts.map((account) => account.id);
    const clientIds = (await tx.select({ id: clients.id }).from(clients).where(inArray(clients.user_id, userIds))).map((row) => row.id);
    let files: string[] = [];
    if (clientIds.length > 0) {
      const theirInvoices = tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.client_id, clientIds));
      const theirShipments = tx.select({ id: shipments.id }).from(shipments).where(inArray(shipments.client_id, clientIds));
      const theirPackages = tx.select({ id: packages.id }).from(packages).where(inArray(packages.client_id, clientIds));
      const removed = await tx.delete(media).where(inArray(media.client_id, clientIds)).returning({ storageName: media.storage_name });
      files = removed.map((row) => row.storageName);
      // Before the records they link to.
      await tx.delete(noticeMails).where(inArray(noticeMails.notice_id, tx.select({ id: notices.id }).from(notices).where(inArray(notices.client_id, clientIds))));
      await tx.delete(notices).where(inArray(notices.client_id, clientIds));
      await tx.delete(payments).where(inArray(payments.invoice_id, theirInvoices));
      await tx.delete(invoiceItems).where(inArray(invoiceItems.invoice_id, theirInvoices));
      await tx.delete(invoices).where(inArray(invoices.client_id, clientIds));
      await tx.delete(shipmentItems).where(or(inArray(shipmentItems.shipment_id, theirShipments), inArray(shipmentItems.package_id, theirPackages)));
      await tx.delete(packageEvents).where(inArray(packageEvents.package_id, theirPackages));
      await tx.delete(packages).where(inArray(packages.client_id, clientIds));
      await tx.delete(shipmentEvents).where(inArray(shipmentEvents.shipment_id, theirShipments));
      await tx.delete(shipments).where(inArray(shipments.client_id, clientIds));
      await tx.delete(preAlerts).where(inArray(preAlerts.client_id, clientIds));
      await tx.delete(recipients).where(inArray(recipients.client_id, clientIds));
      await tx.delete(clients).where(inArray(clients.id, clientIds));
    }
    await tx.delete(tokens).where(inArray(tokens.user_id, userIds));
    await tx.delete(pinCodes).where(inArray(pinCodes.email, [...DEMO_EMAILS]));
    await tx.delete(outbox).where(inArray(outbox.to, [...DEMO_EMAILS]));
    await tx.delete(users).where(inArray(users.id, userIds));
    // The demo's made-up warehouse phone would reach real customers' address: gone with the demo, a company's own kept.
    await tx
      .update(appSettings)
      .set({ data: sql`${appSettings.data} || '{"lockerPhone": ""}'::jsonb` })
      .where(sql`${appSettings.data}->>'lockerPhone' = ${DEMO_LOCKER_PHONE}`);
    return { accounts: accounts.map((account) => account.email).sort(), files };
  });
}

/**
 * Deletes the removed rows' files from the store, after the rows are gone for good (a file deleted
 * before a rolled-back transaction would leave a row naming nothing). Answers those it could not delete.
 */
export async function removeDemoFiles(store: FileStore, files: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const file of files) await store.delete(file).catch(() => failed.push(file));
  return failed;
}
