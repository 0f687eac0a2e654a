'use client';

import { Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The edited theme as JSON to paste into the tenant file, with the files it refers to. */
export function ExportPanel({
  slug,
  json,
  filesToAdd,
}: {
  slug: string;
  json: string;
  filesToAdd: readonly string[];
}) {
  const t = useTranslations('themePreview.export');
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="3" as="section" aria-labelledby="export-title">
      <Text as="h2" id="export-title" fontWeight="bold">
        {t('title')}
      </Text>
      <Field.Root>
        <Field.Label>{t('label', { file: `tenants/${slug}.json` })}</Field.Label>
        <Textarea
          readOnly
          value={json}
          rows={14}
          fontFamily="mono"
          fontSize="xs"
          data-testid="theme-export"
          onFocus={(e) => e.currentTarget.select()}
        />
      </Field.Root>
      {filesToAdd.length > 0 && (
        <Stack gap="1" fontSize="sm">
          <Text>{t('filesToAdd')}</Text>
          <List.Root ps="5">
            {filesToAdd.map((file) => (
              <List.Item key={file} fontFamily="mono">
                tenants/{file}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(json).then(() => setCopied(true));
        }}
      >
        {copied ? t('copied') : t('copy')}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {t('help')}
      </Text>
    </Stack>
  );
}
