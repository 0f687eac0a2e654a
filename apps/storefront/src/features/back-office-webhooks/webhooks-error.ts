import { WEBHOOK_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, type StaffCode } from '@/features/staff/staff-error';

/** The refusals of the webhooks routes: this area's codes and the staff ones. No zod: the browser reads it. */
export const WEBHOOK_CODES = [...WEBHOOK_ERROR_CODES, ...STAFF_CODES] as const;
export type WebhookCode = (typeof WEBHOOK_CODES)[number];

export const WEBHOOK_STATUS = {
  BAD_USER_INPUT: 400,
  WEBHOOK_NOT_FOUND: 404,
} as const satisfies Record<(typeof WEBHOOK_ERROR_CODES)[number], number>;

/** A webhooks route's refusal body. */
export interface WebhookFailureBody {
  error: string;
  code: WebhookCode | StaffCode;
  issues?: Array<{ path: string; message: string }>;
  retryAfterSeconds?: number;
}

export function isWebhookCode(value: unknown): value is WebhookCode {
  return typeof value === 'string' && (WEBHOOK_CODES as readonly string[]).includes(value);
}
