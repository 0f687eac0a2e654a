import { z } from 'zod';
import { badDashboardInput } from './dashboard-errors';

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });

export const sessionArgs = z.object({ session });
export const dashboardArgs = z.object({
  session,
  eventId: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').nullish(),
});

/** Parses arguments, refusing with every issue and its field (BAD_USER_INPUT, a 400 at the BFF). */
export function parseDashboardArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badDashboardInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
