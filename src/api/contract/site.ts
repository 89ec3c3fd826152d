import { z } from 'zod';
import { dataOf, InstantSchema } from './envelope.ts';
import { CountrySchema } from './geo.ts';
import { plainDecimal } from './plain-decimal.ts';

export const AppSettingsSchema = z.object({
  dashboardImageUrlWeb: z.string(),
  signUpImageUrlWeb: z.string(),
  signUpImageUrlMobile: z.string(),
  authImageUrlWeb: z.string(),
  authImageUrlMobile: z.string(),
  supportPhone: z.string(),
  supportUrl: z.string(),
  calculatorUrl: z.string(),
  moreServicesUrl: z.string(),
  /** The warehouse's US phone, which stores ask for with the address; empty: no phone line (docs/product.md#locker-address). */
  lockerPhone: z.string(),
  /** The company's switch for consolidation requests (SHIPMENT_CREATION=1, docs/product.md#consolidation-requests). */
  shipmentCreation: z.boolean(),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;
export const AppSettingsResponseSchema = dataOf(AppSettingsSchema);

export const AgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  phone: z.string(),
  address: z.string(),
  country_id: z.number().int(),
});

export const FaqSchema = z.object({ question: z.string(), answer: z.string() });
export const SiteContentSchema = z.object({
  faq: z.array(FaqSchema),
  termsAndConditions: z.string(),
  agents: z.array(AgentSchema),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;
export const SiteContentResponseSchema = dataOf(SiteContentSchema);

export const WarehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  // Lines separated by newlines; the first line is the title.
  address: z.string(),
  schedule: z.string(),
});
export type Warehouse = z.infer<typeof WarehouseSchema>;
export const WarehousesResponseSchema = dataOf(z.array(WarehouseSchema));

export const DepartureSchema = z.object({
  id: z.number().int(),
  departure_at: InstantSchema,
  shipment_type: z.enum(['air', 'ocean']),
  country: CountrySchema,
});
export type Departure = z.infer<typeof DepartureSchema>;
export const DeparturesQuerySchema = z.object({ country_id: plainDecimal(z.number().int().positive()) });
export const DeparturesResponseSchema = dataOf(z.array(DepartureSchema));

export const CourierSchema = z.object({ id: z.number().int(), name: z.string() });
export type Courier = z.infer<typeof CourierSchema>;
export const CouriersResponseSchema = dataOf(z.array(CourierSchema));

const MailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sent_at: InstantSchema,
});
export type Mail = z.infer<typeof MailSchema>;
export const MailboxResponseSchema = dataOf(z.array(MailSchema));
export const ClockRequestSchema = z.object({ advance_minutes: z.number().positive().max(60 * 24 * 365) });
export const ClockResponseSchema = dataOf(z.object({ now: InstantSchema }));
/** Tells the portal whether the server keeps mail in its outbox (demo mode). */
export const ServerInfoResponseSchema = dataOf(z.object({ demo: z.boolean() }));
