'use client';

import { Image, Link, SimpleGrid } from '@chakra-ui/react';

/** The club's partner banners; a banner with a link opens the partner's site. */
export function PartnerBanners({ banners }: { banners: { src: string; title: string; href?: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" data-testid="partner-banners">
      {banners.map((banner) => {
        const image = (
          <Image
            src={banner.src}
            alt={banner.title}
            w="full"
            h="auto"
            rounded="lg"
            borderWidth="1px"
            bg="bg.panel"
          />
        );
        return banner.href ? (
          <Link key={banner.src} href={banner.href} target="_blank" rel="noopener noreferrer" rounded="lg">
            {image}
          </Link>
        ) : (
          <div key={banner.src}>{image}</div>
        );
      })}
    </SimpleGrid>
  );
}
