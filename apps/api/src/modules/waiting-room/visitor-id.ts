import { z } from 'zod';

/** A visitor id as the BFF makes them: random, URL-safe (base64url of 16 bytes or more). */
export const visitorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a visitor id (16 to 64 URL-safe characters)');
