'use client';

import { Heading, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import type { RequiredField } from '@stadio/tenants/client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountCustomer } from './account-customer';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { LogoutEverywhere } from './logout-everywhere';
import { ProfileInfoForm } from './profile-info-form';
import { PROFILE_TABS, type ProfileTab } from './profile-tab';
import { TextLink } from './text-link';

/** `/profile`: "general information" (tab=infos) and "security and privacy" (password, deletion). */
export function ProfileView(props: {
  tab: ProfileTab;
  customer: AccountCustomer;
  requiredFields: RequiredField[];
  locales: readonly string[];
  clubName: string;
  clubCountry: string;
  /** The club's accounts live at its provider: its account page, for the password (ADR 0027). */
  providerAccountUrl?: string;
  /** After the first sign-in at the provider, with fields missing: where to go once saved. */
  completeThen?: string;
}) {
  const t = useTranslations('account.profile');
  const [tab, setTab] = useState(props.tab);

  const select = (next: ProfileTab) => {
    setTab(next);
    // The address follows the tab (shareable, survives reload) without reloading the page.
    window.history.replaceState(null, '', `/profile?tab=${next}`);
  };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(event) => select(event.value as ProfileTab)}
      variant="line"
      colorPalette="brand"
      lazyMount={false}
    >
      <Tabs.List aria-label={t('tabs')} overflowX="auto">
        {PROFILE_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} data-testid={`profile-tab-${value}`}>
            {value === 'infos' ? t('tabInfos') : t('tabSecurity')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="infos" pt="5">
        <ProfileInfoForm
          customer={props.customer}
          requiredFields={props.requiredFields}
          locales={props.locales}
          clubName={props.clubName}
          clubCountry={props.clubCountry}
          completeThen={props.completeThen}
        />
      </Tabs.Content>
      <Tabs.Content value="security" pt="5">
        <Stack gap="8">
          {props.providerAccountUrl ? (
            <Stack gap="2" data-testid="provider-password">
              <Heading as="h2" size="md">
                {t('changePassword')}
              </Heading>
              <Text color="fg.muted">{t('providerPassword', { club: props.clubName })}</Text>
              <TextLink href={props.providerAccountUrl}>
                {t('providerManage', { club: props.clubName })}
              </TextLink>
            </Stack>
          ) : (
            <ChangePasswordForm customerId={props.customer.id} email={props.customer.email} />
          )}
          <Separator />
          <LogoutEverywhere customerId={props.customer.id} />
          <Separator />
          <DeleteAccount
            customerId={props.customer.id}
            note={props.providerAccountUrl ? t('providerDeletion', { club: props.clubName }) : undefined}
          />
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
