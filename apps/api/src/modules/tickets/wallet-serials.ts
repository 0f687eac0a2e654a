import { randomBytes } from 'node:crypto';
import { walletPasses, type Database } from '@stadio/db';
import { and, eq } from 'drizzle-orm';

/** The Apple Wallet serial number of a ticket's pass and its web-service token. */
export interface WalletSerial {
  serialNumber: string;
  authenticationToken: string;
}

/** The ticket's pass serial, made on first use and kept, so a pass added again replaces the old one. */
export async function walletSerialFor(
  db: Database,
  tenantId: string,
  ticketId: string,
  now: Date,
): Promise<WalletSerial> {
  await db
    .insert(walletPasses)
    .values({
      tenantId,
      ticketId,
      serialNumber: `${tenantId}-${randomBytes(12).toString('hex')}`,
      authenticationToken: randomBytes(24).toString('base64url'),
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({
      serialNumber: walletPasses.serialNumber,
      authenticationToken: walletPasses.authenticationToken,
    })
    .from(walletPasses)
    .where(and(eq(walletPasses.tenantId, tenantId), eq(walletPasses.ticketId, ticketId)));
  if (!row) throw new Error(`no wallet serial for ticket ${ticketId}`);
  return row;
}
