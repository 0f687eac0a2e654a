import type { StaticImageData } from 'next/image';
import type { Sport, Tenant } from '@stadio/tenants';
import { assetUrl } from '@/features/tenancy/asset-url';
import court from './hero-art/court.webp';
import field from './hero-art/field.webp';
import ice from './hero-art/ice.webp';

// The default artwork per sport, drawn by scripts/dev/hero-art.ts (docs/adr/0019-club-imagery-and-fonts.md).
const BY_SPORT: Record<Sport, StaticImageData> = {
  football: field,
  rugby: field,
  athletism: field,
  others: field,
  hockey: ice,
  basketball: court,
  handball: court,
  volleyball: court,
  spectacles: court,
};

/** The home hero's artwork: the club's own picture from its tenant file, else its sport's default. */
export function heroImage(tenant: Pick<Tenant, 'sport' | 'home'>): string | StaticImageData {
  return tenant.home.heroImage ? assetUrl(tenant.home.heroImage) : BY_SPORT[tenant.sport];
}
