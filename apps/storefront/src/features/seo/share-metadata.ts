import type { Metadata } from 'next';
import type { Tenant } from '@stadio/tenants';
import { assetUrl } from '@/features/tenancy/asset-url';

/**
 * Open Graph and Twitter card tags for a page of a club: its title and description, and an image
 * (the club's login background, the widest picture it has, unless the page has its own).
 * Relative image paths are made absolute by the layout's metadataBase.
 */
export function shareMetadata(
  tenant: Tenant,
  page: {
    title: string;
    description?: string | undefined;
    path: string;
    locale: string;
    imageUrl?: string | null;
  },
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = [
    { url: page.imageUrl ?? assetUrl(tenant.branding.loginBackground), alt: page.title },
    { url: assetUrl(tenant.branding.logo), alt: tenant.clientLongName },
  ];
  return {
    openGraph: {
      type: 'website',
      siteName: tenant.clientLongName,
      title: page.title,
      description: page.description,
      url: page.path,
      locale: page.locale,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: images.map((i) => i.url),
    },
  };
}
