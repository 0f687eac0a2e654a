import { zoneOffsets, type ZoneOffsets } from '@stadio/tenants/zoned-time';

const DAY = 86_400_000;
const tables = new Map<string, ZoneOffsets>();

/**
 * The club's time zone offsets the browser writes dates with (see `ZoneOffsets`): from a year back
 * (purchase dates) to two years ahead (fixtures, instalments); Intl answers outside. Made once a day
 * per zone, about 2 ms.
 */
export function clubZoneOffsets(timeZone: string, now = Date.now()): ZoneOffsets {
  const today = Math.floor(now / DAY) * DAY;
  const key = `${timeZone}|${today}`;
  let table = tables.get(key);
  if (!table) {
    // Yesterday's tables are done with.
    for (const old of tables.keys()) if (!old.endsWith(`|${today}`)) tables.delete(old);
    table = zoneOffsets(timeZone, today - 400 * DAY, today + 800 * DAY);
    tables.set(key, table);
  }
  return table;
}
