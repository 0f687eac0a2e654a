'use client';

import { Container, Field, Grid, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { contrastChecks } from '@stadio/tenants/client';
import { brandStyle } from '@stadio/ui/brand';
import { assetUrl } from '@/features/tenancy/asset-url';
import { ContrastList } from './contrast-list';
import { ExportPanel } from './export-panel';
import { PreviewColumn } from './preview-column';
import type { PreviewTenant } from './preview-tenant';
import { ThemeEditor } from './theme-editor';
import { brandingSnippet, exportBranding, type ThemeDraft } from './theme-export';

const draftOf = (club: PreviewTenant): ThemeDraft => ({
  colors: club.branding.colors,
  logo: club.branding.logo,
  loginBackground: club.branding.loginBackground,
});

/** A typed path or address as an image source: tenant paths go through the assets route. */
const imageSrc = (value: string) => (/^(blob:|https?:\/\/)/.test(value) ? value : assetUrl(value));

/**
 * Paints the page root in the edited colours too, so parts that render outside the gallery
 * (the phone menu drawer, popovers, tooltips, all portalled to <body>) follow the edit; the
 * club's own colours come back when the designer leaves the page.
 */
function usePageColours(colors: ThemeDraft['colors']) {
  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(brandStyle(colors));
    const before = entries.map(([name]) => [name, root.style.getPropertyValue(name)] as const);
    for (const [name, value] of entries) root.style.setProperty(name, value);
    return () => {
      for (const [name, value] of before) root.style.setProperty(name, value);
    };
  }, [colors]);
}

/** The designers' page: edit a club's theme live, check its contrast, export it, compare with another club. */
export function ThemePreview({ club, others }: { club: PreviewTenant; others: readonly PreviewTenant[] }) {
  const t = useTranslations('themePreview');
  const [draft, setDraft] = useState<ThemeDraft>(() => draftOf(club));
  const [compareSlug, setCompareSlug] = useState('');
  const checks = useMemo(() => contrastChecks(draft.colors), [draft]);
  usePageColours(draft.colors);

  const exported = exportBranding(club, draft);
  const compared = others.find((c) => c.slug === compareSlug);
  const editedTenant = { ...club.publicTenant, logoUrl: imageSrc(draft.logo) };

  return (
    <Container maxW="full" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro', { club: club.publicTenant.clientShortName })}</Text>
      </Stack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' }}
        gap="8"
        alignItems="start"
      >
        <Stack gap="8" as="aside" aria-label={t('tools')}>
          <ThemeEditor draft={draft} onChange={setDraft} onReset={() => setDraft(draftOf(club))} />
          <ContrastList checks={checks} />
          <ExportPanel
            slug={club.slug}
            json={brandingSnippet(exported.branding)}
            filesToAdd={exported.filesToAdd}
          />
        </Stack>
        <Stack gap="6" minW="0">
          <Field.Root maxW="sm">
            <Field.Label>{t('compareWith')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={compareSlug}
                onChange={(e) => setCompareSlug(e.currentTarget.value)}
                data-testid="compare-select"
              >
                <option value="">{t('compareNone')}</option>
                {others.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.publicTenant.clientShortName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              xl: compared ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            }}
            gap="6"
          >
            <PreviewColumn
              label={t('editedColumn', { club: club.publicTenant.clientShortName })}
              tenant={editedTenant}
              colors={draft.colors}
              homeTitle={club.homeTitle}
              homeDescription={club.homeDescription}
              loginBackgroundUrl={imageSrc(draft.loginBackground)}
              testId="preview-edited"
            />
            {compared && (
              <PreviewColumn
                label={t('comparedColumn', { club: compared.publicTenant.clientShortName })}
                tenant={compared.publicTenant}
                colors={compared.branding.colors}
                homeTitle={compared.homeTitle}
                homeDescription={compared.homeDescription}
                loginBackgroundUrl={assetUrl(compared.branding.loginBackground)}
                testId="preview-compare"
              />
            )}
          </Grid>
        </Stack>
      </Grid>
    </Container>
  );
}
