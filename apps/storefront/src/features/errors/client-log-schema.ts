import { z } from 'zod';

/** A log entry sent by the browser to `POST /api/log`. */
export const clientLogSchema = z.object({
  message: z.string().trim().min(1, 'message is required').max(2000),
  level: z.enum(['fatal', 'error', 'warn', 'info', 'debug']),
  browserInfo: z
    .object({
      userAgent: z.string().max(512),
      language: z.string().max(35).optional(),
      url: z.string().url().max(2048).optional(),
      viewport: z
        .object({ width: z.number().int().nonnegative(), height: z.number().int().nonnegative() })
        .optional(),
    })
    .strict(),
  stack: z.string().max(8000).optional(),
  digest: z.string().max(200).optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
