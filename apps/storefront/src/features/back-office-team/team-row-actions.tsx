'use client';

import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import type { StaffRole } from '@/gql/graphql';
import styles from './back-office-team.module.css';
import { useTeamNotices } from './team-notice';
import { callTeamRoute } from './team-request';
import { ASSIGNABLE_ROLES } from './team-roles';
import { TEAM_INVITATION, TEAM_MEMBER } from './team-routes';

const roleKey = (role: StaffRole) => role.toLowerCase() as 'admin';

/** The actions of one account's row: role, disable / re-enable, second-factor reset, lifting a lock. */
export function MemberActions(props: {
  staffId: string;
  email: string;
  role: StaffRole;
  state: 'ACTIVE' | 'DISABLED' | 'LOCKED';
}) {
  const t = useTranslations('boTeam');
  const { run, busy } = useTeamNotices();
  const [role, setRole] = useState<StaffRole>(props.role);
  const [confirm, setConfirm] = useState<'disable' | 'reset' | null>(null);
  const { staffId, email } = props;
  const assignable = (ASSIGNABLE_ROLES as readonly StaffRole[]).includes(props.role);

  const act = (action: 'disable' | 'enable' | 'reset-totp' | 'lift-lock', done: string) =>
    run(
      () => callTeamRoute(TEAM_MEMBER, { staffId, action }),
      () => done,
    ).then(() => setConfirm(null));

  return (
    <div className={styles.rowActions}>
      {assignable && (
        <form
          className={styles.roleForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (role === props.role) return;
            void run(
              () =>
                callTeamRoute(TEAM_MEMBER, {
                  staffId,
                  action: 'role',
                  role: role as (typeof ASSIGNABLE_ROLES)[number],
                }),
              () => t('team.done.roleChanged', { email, role: t(`roles.${roleKey(role)}`) }),
            );
          }}
        >
          <NativeSelect
            aria-label={t('team.roleLabel', { email })}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className={styles.roleSelect}
          >
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${roleKey(option)}`)}
              </option>
            ))}
          </NativeSelect>
          <button
            type="submit"
            className={buttonClass({ variant: 'outline', size: 'xs' })}
            disabled={busy || role === props.role}
          >
            {t('team.actions.changeRole')}
          </button>
        </form>
      )}
      {props.state === 'LOCKED' && (
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'xs' })}
          disabled={busy}
          onClick={() => void act('lift-lock', t('team.done.lockLifted', { email }))}
        >
          {t('team.actions.liftLock')}
        </button>
      )}
      {props.state === 'DISABLED' ? (
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'xs' })}
          disabled={busy}
          onClick={() => void act('enable', t('team.done.enabled', { email }))}
        >
          {t('team.actions.enable')}
        </button>
      ) : (
        <>
          <ConfirmDialog
            trigger={
              <Button size="xs" variant="outline" disabled={busy}>
                {t('team.actions.resetTotp')}
              </Button>
            }
            open={confirm === 'reset'}
            onOpenChange={(open) => setConfirm(open ? 'reset' : null)}
            title={t('team.confirm.resetTitle', { email })}
            body={t('team.confirm.resetBody')}
            cancelLabel={t('team.actions.keep')}
            confirmLabel={t('team.actions.resetTotp')}
            busy={busy}
            onConfirm={() => void act('reset-totp', t('team.done.totpReset', { email }))}
          />
          <ConfirmDialog
            trigger={
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy}>
                {t('team.actions.disable')}
              </Button>
            }
            open={confirm === 'disable'}
            onOpenChange={(open) => setConfirm(open ? 'disable' : null)}
            title={t('team.confirm.disableTitle', { email })}
            body={t('team.confirm.disableBody')}
            cancelLabel={t('team.actions.keep')}
            confirmLabel={t('team.actions.disable')}
            busy={busy}
            onConfirm={() => void act('disable', t('team.done.disabled', { email }))}
          />
        </>
      )}
    </div>
  );
}

/** The actions of an open invitation's row: re-send (a new 48 h link) or revoke. */
export function InvitationActions(props: { invitationId: string; email: string }) {
  const t = useTranslations('boTeam');
  const { run, busy } = useTeamNotices();
  const [confirm, setConfirm] = useState(false);
  const { invitationId, email } = props;
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'xs' })}
        disabled={busy}
        onClick={() =>
          void run(
            () => callTeamRoute(TEAM_INVITATION, { invitationId, action: 'resend' }),
            () => t('team.done.resent', { email }),
          )
        }
      >
        {t('team.actions.resend')}
      </button>
      <ConfirmDialog
        trigger={
          <Button size="xs" variant="outline" colorPalette="red" disabled={busy}>
            {t('team.actions.revoke')}
          </Button>
        }
        open={confirm}
        onOpenChange={setConfirm}
        title={t('team.confirm.revokeTitle', { email })}
        body={t('team.confirm.revokeBody')}
        cancelLabel={t('team.actions.keep')}
        confirmLabel={t('team.actions.revoke')}
        busy={busy}
        onConfirm={() =>
          void run(
            () => callTeamRoute(TEAM_INVITATION, { invitationId, action: 'revoke' }),
            () => t('team.done.revoked', { email }),
          ).then(() => setConfirm(false))
        }
      />
    </div>
  );
}
