'use client';

import { useTranslations } from 'next-intl';
import type { TeamCode } from './team-error';

const WORDED = [
  'TEAM_NOT_FOUND',
  'TEAM_EMAIL_TAKEN',
  'TEAM_LAST_ADMIN',
  'TEAM_ROLE_NOT_ALLOWED',
  'TEAM_NOT_APPLICABLE',
  'TEAM_LINK_INVALID',
  'TEAM_LINK_EXPIRED',
  'TEAM_LINK_USED',
  'TEAM_CODE_INVALID',
  'TEAM_WRONG_PASSWORD',
  'STAFF_FORBIDDEN',
  'STAFF_SESSION_ENDED',
  'BAD_USER_INPUT',
  'THROTTLED',
] as const;
const PROBLEMS = [
  'password_too_short',
  'password_too_long',
  'password_one_kind',
  'password_contains_email',
  'password_too_common',
  'password_unchanged',
] as const;

/** A team route's refusal in the page's words (a weak password lists the rules it breaks). */
export function useTeamErrorText() {
  const t = useTranslations('boTeam');
  return (code: TeamCode | 'NETWORK', problems: readonly string[] = []) => {
    if (code === 'TEAM_WEAK_PASSWORD') {
      const words = problems
        .filter((problem): problem is (typeof PROBLEMS)[number] =>
          (PROBLEMS as readonly string[]).includes(problem),
        )
        .map((problem) => t(`problems.${problem}`));
      return t('errors.TEAM_WEAK_PASSWORD', {
        problems: words.join(', ') || t('problems.password_too_common'),
      });
    }
    return (WORDED as readonly string[]).includes(code)
      ? t(`errors.${code as (typeof WORDED)[number]}`)
      : t('errors.failed');
  };
}
