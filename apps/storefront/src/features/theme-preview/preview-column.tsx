'use client';

import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ThemeColors } from '@stadio/tenants/client';
import type { PublicTenant } from '@/features/tenancy/public-tenant';
import { TenantProvider } from '@/features/tenancy/tenant-context';
import { ComponentGallery } from './component-gallery';
import { useBrandScope } from './use-brand-scope';

/**
 * One club's gallery inside its own brand scope, so two clubs can sit side by side. Brand colours
 * and surfaces are the column's own; Chakra's grey/red palette follows the page's light or dark
 * mode (its dark values live on <html>), so a light club compared on a dark club's page shows
 * those few colours in dark mode.
 */
export function PreviewColumn(props: {
  label: string;
  tenant: PublicTenant;
  colors: ThemeColors;
  homeTitle: string;
  homeDescription: string;
  loginBackgroundUrl: string;
  testId: string;
}) {
  const style = useBrandScope(props.colors);
  const tenant = { ...props.tenant, colors: props.colors };
  return (
    <Stack gap="3" minW="0">
      <Heading as="h2" size="md">
        {props.label}
      </Heading>
      <Box
        style={style}
        className={tenant.theme === 'dark' ? 'dark' : 'light'}
        bg="bg"
        color="fg"
        borderWidth="1px"
        rounded="lg"
        p={{ base: 3, md: 5 }}
        data-testid={props.testId}
        data-tenant={tenant.slug}
      >
        <TenantProvider tenant={tenant}>
          <ComponentGallery
            homeTitle={props.homeTitle}
            homeDescription={props.homeDescription}
            loginBackgroundUrl={props.loginBackgroundUrl}
          />
        </TenantProvider>
      </Box>
    </Stack>
  );
}
