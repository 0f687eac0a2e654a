import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { SeatMapPreview } from '@/features/seat-map/seat-map-preview';
import { toPitchKind } from '@/features/seat-map/types';
import { assetUrl } from '@/features/tenancy/asset-url';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('seatMap');
  return { title: t('previewTitle'), robots: { index: false } };
}

/**
 * The seat map on generated demo data, for browser tests, screenshots and the paint benchmark
 * before real venue data exists. `?pitch=hockey` (or basketball, stage) changes the surface
 * (default: the club's sport), `?block=S14` opens a block, `?empty=1` draws the maps without
 * blocks or seats (the paint benchmark's baseline), `?venue=hall` shows a small hall described by
 * data instead of the generated bowl (its block A has a photo of its view: the club's login
 * background stands in for one). Exists only when STADIO_TEST_ROUTES=1, never in a real deployment.
 */
export default async function SeatMapPreviewPage({ params, searchParams }: Props) {
  await connection();
  if (process.env.STADIO_TEST_ROUTES !== '1') notFound();
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const pitch = toPitchKind(typeof query.pitch === 'string' ? query.pitch : tenant.sport);
  return (
    <SeatMapPreview
      pitch={pitch}
      initialBlockId={typeof query.block === 'string' ? query.block : null}
      empty={query.empty === '1'}
      venue={query.venue === 'hall' ? 'hall' : 'bowl'}
      viewImageUrl={assetUrl(tenant.branding.loginBackground)}
    />
  );
}
