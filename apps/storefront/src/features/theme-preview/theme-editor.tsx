'use client';

import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { ColourField } from './colour-field';
import { ImageField } from './image-field';
import type { ThemeDraft } from './theme-export';

const COLOUR_KEYS = ['primary', 'onPrimary', 'secondary', 'onSecondary', 'background', 'text'] as const;

/** Inputs for the editable part of the theme; every change is applied at once and saved nowhere. */
export function ThemeEditor(props: {
  draft: ThemeDraft;
  onChange: (draft: ThemeDraft) => void;
  onReset: () => void;
}) {
  const t = useTranslations('themePreview.editor');
  const { draft, onChange } = props;
  return (
    <Stack gap="4" as="section" aria-labelledby="editor-title">
      <Text as="h2" id="editor-title" fontWeight="bold">
        {t('title')}
      </Text>
      {COLOUR_KEYS.map((key) => (
        <ColourField
          key={key}
          id={`colour-${key}`}
          label={t(`colours.${key}`)}
          pickerLabel={t('picker', { colour: t(`colours.${key}`) })}
          invalidText={t('invalidColour')}
          value={draft.colors[key]}
          onChange={(hex) => onChange({ ...draft, colors: { ...draft.colors, [key]: hex } })}
        />
      ))}
      <ImageField
        id="logo"
        label={t('logo')}
        fileLabel={t('chooseFile')}
        hint={t('imageHint')}
        value={draft.logo}
        onChange={(logo, logoFileName) => onChange({ ...draft, logo, logoFileName })}
      />
      <ImageField
        id="login-background"
        label={t('loginBackground')}
        fileLabel={t('chooseFile')}
        hint={t('imageHint')}
        value={draft.loginBackground}
        onChange={(loginBackground, loginBackgroundFileName) =>
          onChange({ ...draft, loginBackground, loginBackgroundFileName })
        }
      />
      <Button variant="outline" size="sm" onClick={props.onReset}>
        {t('reset')}
      </Button>
    </Stack>
  );
}
