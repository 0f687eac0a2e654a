/** The tabs of `/profile` (docs/product.md#pages: `tab=infos` gives the account information). */
export const PROFILE_TABS = ['infos', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a `tab` query asks for; general information when absent or unknown. */
export function profileTab(value: string | string[] | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'infos';
}
