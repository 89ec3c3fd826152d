// Who writes the notice e-mails, in their footer (docs/product.md#notices): the support contact as
// the company's settings give it to the portal (its phone, and its chat link: WhatsApp), and the
// company's postal address, which is its warehouse's: the one address the data holds.
import { asc, eq } from 'drizzle-orm';
import { AppSettingsSchema } from '../../../src/api/contract/site.ts';
import type { Db } from '../../db/open.ts';
import { appSettings, warehouses } from '../../db/schema.ts';

export type CompanyContact = {
  /** E.164, as the settings keep it; empty when the company gave none. */
  supportPhone: string;
  /** The support chat (a wa.me link in the seeded settings); empty when none. */
  supportUrl: string;
  /** The warehouse's address, a line each; its first line is its title. */
  address: string[];
};

// Built once: the settings row may lack fields the company never set.
const ContactSettingsSchema = AppSettingsSchema.pick({ supportPhone: true, supportUrl: true }).partial();

export async function companyContact(db: Db): Promise<CompanyContact> {
  const [settings] = await db.select({ data: appSettings.data }).from(appSettings).where(eq(appSettings.id, 1));
  const [warehouse] = await db.select({ address: warehouses.address }).from(warehouses).orderBy(asc(warehouses.id)).limit(1);
  const contact = ContactSettingsSchema.safeParse(settings?.data ?? {});
  return {
    supportPhone: (contact.success && contact.data.supportPhone?.trim()) || '',
    supportUrl: (contact.success && contact.data.supportUrl?.trim()) || '',
    address: (warehouse?.address ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
  };
}
