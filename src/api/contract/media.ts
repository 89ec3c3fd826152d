import { z } from 'zod';

export const MediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
  name: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;
