import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InformationPage } from '@/features/checkout/information-page';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.information');
  return { title: t('title'), robots: { index: false } };
}

/** `/event/{id}/submit`: the holders of the order's tickets for this match. */
export default async function EventSubmitPage({ params }: Props) {
  const { tenant, id } = await params;
  return <InformationPage slug={tenant} subject={{ kind: 'event', id }} />;
}
