import type { CatalogueRows } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { seatId } from '@stadio/venues';
import type { CatalogueFiles } from '../compile/compile-catalogue';
import { assetPathOf } from '../compile/asset-url';
import { plainId } from '../compile/compile-venue';
import { localOfInstant } from '../compile/local-time';
import { fileText, fileTexts } from '../compile/texts';
import type {
  BlockFile,
  MatchFile,
  PackFile,
  PriceTable,
  PromoCodeFile,
  RowFile,
  SeasonFile,
  StandFile,
} from '../format';

type ExportTenant = Pick<Tenant, 'slug' | 'locales' | 'timeZone' | 'clientShortName'>;

const withoutPrefix = (id: string, prefix: string) =>
  id.startsWith(`${prefix}-`) ? id.slice(prefix.length + 1) : id;
const sortBy = <T>(items: readonly T[], key: (item: T) => number | string) =>
  [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};
/**
 * The catalogue files that compile back to `rows` (what `catalogue:export` writes): compiling
 * them gives the same rows, so an export followed by a plan shows no change. Prices shared by
 * several matches become one price band.
 */
export function filesOfRows(rows: CatalogueRows, tenant: ExportTenant): CatalogueFiles {
  const { locales, timeZone } = tenant;
  const local = (iso: string | Date) => localOfInstant(new Date(iso), timeZone);
  const arena = rows.arenas[0];
  if (!arena) throw new Error(`${tenant.slug} has no venue in the database to export.`);
  const arenaId = arena.id;
  const categoryKey = (id: string) => withoutPrefix(id, arenaId);

  const seatsByBlock = groupBy(rows.seats, (seat) => seat.blockId);
  const blocksByStand = groupBy(
    sortBy(rows.blocks, (b) => b.sort ?? 0),
    (block) => block.standId,
  );
  const stands: StandFile[] = sortBy(rows.stands, (s) => s.sort ?? 0).map((stand) => ({
    key: withoutPrefix(stand.id, arenaId),
    name: fileText(stand.name, stand.nameTranslations ?? {}, locales),
    blocks: (blocksByStand.get(stand.id) ?? []).map((block): BlockFile => {
      const base = {
        name: block.name,
        ...(Object.keys(block.nameTranslations ?? {}).length
          ? { translations: block.nameTranslations as Record<string, string> }
          : {}),
        category: categoryKey(block.categoryId),
        outline: block.contour,
        label: [block.labelX, block.labelY] as [number, number],
        ...(block.isAwaySection ? { away: true } : {}),
        ...(block.viewImageUrl ? { view: assetPathOf(block.viewImageUrl) } : {}),
      };
      if (block.isOpenSeating) return { ...base, standing: { capacity: block.capacity } };
      const seats = sortBy(seatsByBlock.get(block.id) ?? [], (seat) => seat.row * 100_000 + seat.column);
      const rowsOfBlock: RowFile[] = [...groupBy(seats, (seat) => String(seat.row)).values()].map((row) => ({
        name: row[0]?.rowName ?? '',
        seats: row.map((seat) => ({
          number: seat.seatNumber,
          at: [seat.x, seat.y] as [number, number],
          ...(seat.categoryId !== block.categoryId ? { category: categoryKey(seat.categoryId) } : {}),
          ...(seat.isAccessible ? { accessible: true } : {}),
          ...(seat.isRestrictedView ? { restrictedView: true } : {}),
          ...(seat.id !== seatId(block.id, plainId(seat.rowName), plainId(seat.seatNumber))
            ? { guid: seat.id }
            : {}),
        })),
      }));
      return { ...base, rows: rowsOfBlock };
    }),
  }));

  const venue: CatalogueFiles['venue'] = {
    id: arenaId,
    name: fileText(arena.name, arena.nameTranslations ?? {}, locales),
    pitch: arena.pitch,
    size: { width: arena.width, height: arena.height },
    categories: sortBy(rows.categories, (c) => c.sort ?? 0).map((category) => ({
      key: categoryKey(category.id),
      ...fileTexts(category, locales),
      colour: category.colour,
      ...(category.isActive === false ? { active: false } : {}),
    })),
    stands,
  };

  // Identical price tables become one band, named after the first match that uses it.
  const bands: Record<string, PriceTable> = {};
  const bandOf = new Map<string, string>();
  const tableOf = (list: readonly { categoryId: string; productId: string; priceCents: number }[]) => {
    const table: PriceTable = {};
    for (const price of sortBy(list, (p) => `${p.categoryId}\u0000${p.productId}`))
      (table[categoryKey(price.categoryId)] ??= {})[price.productId] = price.priceCents;
    return table;
  };
  const pricesByEvent = groupBy(rows.eventPrices, (p) => p.eventId);
  const channelsByEvent = groupBy(rows.eventChannelConfigurations, (c) => c.eventId);
  const parkingByEvent = groupBy(
    sortBy(rows.parkingProducts, (p) => p.sort ?? 0),
    (p) => p.eventId,
  );
  const teams = new Map(rows.teams.map((team) => [team.id, team]));
  const matches: MatchFile[] = sortBy(rows.events, (e) => `${e.startDatetime}\u0000${e.id}`).map((event) => {
    const table = tableOf(pricesByEvent.get(event.id) ?? []);
    const signature = JSON.stringify(table);
    let band = bandOf.get(signature);
    if (!band && Object.keys(table).length > 0) {
      band = `prices-${event.id}`;
      bandOf.set(signature, band);
      bands[band] = table;
    }
    const opponent = event.opponentId ? teams.get(event.opponentId) : undefined;
    const defaultName = fileText(
      `${tenant.clientShortName} – ${opponent?.displayName ?? ''}`,
      Object.fromEntries(
        Object.entries(opponent?.displayNameTranslations ?? {}).map(([locale, name]) => [
          locale,
          `${tenant.clientShortName} – ${name}`,
        ]),
      ),
      locales,
    );
    const name = fileText(event.name, event.nameTranslations ?? {}, locales);
    return {
      id: event.id,
      opponent: event.opponentId ?? '',
      ...(event.competitionId ? { competition: event.competitionId } : {}),
      kickOff: local(event.startDatetime),
      ...(JSON.stringify(name) === JSON.stringify(defaultName) ? {} : { name }),
      ...(event.description != null
        ? { description: fileText(event.description, event.descriptionTranslations ?? {}, locales) }
        : {}),
      ...(band ? { priceBand: band } : {}),
      sale: Object.fromEntries(
        (channelsByEvent.get(event.id) ?? []).map((c) => [
          c.saleChannelId,
          {
            opens: local(c.openingDatetime),
            closes: local(c.closingDatetime),
            ...(c.earlyBirdOpeningDatetime ? { earlyBird: local(c.earlyBirdOpeningDatetime) } : {}),
            ...(c.maxIndividualSeatTicketsInCart != null
              ? { cartLimit: c.maxIndividualSeatTicketsInCart }
              : {}),
          },
        ]),
      ),
      ...(event.saleStatus === 'closed' ? { status: 'closed' as const } : {}),
      ...(event.isArchived ? { archived: true } : {}),
      ...(event.ticketDownloadDaysBefore != null
        ? { ticketDownloadDaysBefore: event.ticketDownloadDaysBefore }
        : {}),
      ...(parkingByEvent.has(event.id)
        ? {
            parking: (parkingByEvent.get(event.id) ?? []).map((p) => ({
              key: withoutPrefix(p.id, event.id),
              ...fileTexts(p, locales),
              capacity: p.capacity,
              price: p.priceCents,
            })),
          }
        : {}),
    };
  });

  const packEvents = groupBy(rows.campaignPackEvents, (p) => p.packId);
  const packPrices = groupBy(rows.packPrices, (p) => p.packId);
  const packChannels = groupBy(rows.packChannelConfigurations, (p) => p.packId);
  const packs: PackFile[] = sortBy(rows.campaignPacks, (p) => p.sort ?? 0).map((pack) => ({
    key: pack.id,
    type: pack.type,
    ...fileTexts(pack, locales),
    ...(pack.imageUrl ? { image: assetPathOf(pack.imageUrl) } : {}),
    matches: (packEvents.get(pack.id) ?? []).map((p) => p.eventId),
    prices: tableOf(packPrices.get(pack.id) ?? []),
    sale: Object.fromEntries(
      (packChannels.get(pack.id) ?? []).map((c) => [
        c.saleChannelId,
        {
          opens: local(c.openingDatetime),
          closes: local(c.closingDatetime),
          ...(c.maxCampaignPacksInCart != null ? { cartLimit: c.maxCampaignPacksInCart } : {}),
        },
      ]),
    ),
  }));

  const season: SeasonFile = {
    channels: rows.saleChannels.map((c) => ({ key: c.id, name: c.name })),
    products: sortBy(rows.products, (p) => p.sort ?? 0).map((product) => ({
      key: product.id,
      ...fileTexts(product, locales),
      ...(product.isResale ? { resale: true } : {}),
      ...(product.isActive === false ? { active: false } : {}),
    })),
    competitions: rows.competitions.map((competition) => ({
      key: competition.id,
      ...fileTexts(competition, locales),
    })),
    opponents: rows.teams
      .filter((team) => team.id !== tenant.slug)
      .map((team) => ({
        key: team.id,
        name: fileText(team.displayName, team.displayNameTranslations ?? {}, locales),
        ...(team.logoUrl ? { crest: assetPathOf(team.logoUrl) } : {}),
      })),
    priceBands: bands,
    matches,
    packs,
  };

  const codes: PromoCodeFile[] = sortBy(rows.promoCodes, (c) => c.name).map((code) => ({
    ...(code.id !== code.name.toLowerCase() ? { id: code.id } : {}),
    name: code.name,
    ...(code.description != null ? { description: code.description } : {}),
    label: code.label,
    ...(code.discountType === 'percent' ? { percent: code.discountValue } : { amount: code.discountValue }),
    on: code.scope === 'seat_tickets' ? 'seats' : code.scope === 'ancillaries' ? 'options' : 'order',
    ...(code.canBeCumulated === false ? { combinable: false } : {}),
    ...(code.rank ? { rank: code.rank } : {}),
    ...(code.minOrderAmountCents != null ? { minOrderAmount: code.minOrderAmountCents } : {}),
    ...(code.maxOrderAmountCents != null ? { maxOrderAmount: code.maxOrderAmountCents } : {}),
    ...(code.usageLimit != null ? { usageLimit: code.usageLimit } : {}),
    ...(code.perCustomerUsageLimit != null ? { perCustomerLimit: code.perCustomerUsageLimit } : {}),
    ...(code.oneUsePerEventPerCustomer ? { oncePerMatchPerCustomer: true } : {}),
    ...(code.validFrom ? { validFrom: local(code.validFrom) } : {}),
    ...(code.validUntil ? { validUntil: local(code.validUntil) } : {}),
    ...(code.eventIds?.length ? { matches: [...code.eventIds] } : {}),
    ...(code.packIds?.length ? { packs: [...code.packIds] } : {}),
    ...(code.categoryIds?.length ? { categories: code.categoryIds.map(categoryKey) } : {}),
    ...(code.productIds?.length ? { products: [...code.productIds] } : {}),
    ...(code.earlyBirdsOnly ? { earlyBirdsOnly: true } : {}),
    ...(code.isActive === false ? { active: false } : {}),
  }));

  return { venue, season, promoCodes: { codes } };
}
