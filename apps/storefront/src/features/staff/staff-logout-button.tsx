'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { callStaffRoute } from './staff-request';
import { STAFF_LOGOUT } from './staff-routes';

/** Signs the staff member out (every session of the account) and back to the sign-in. */
export function StaffLogoutButton() {
  const t = useTranslations('staff.header');
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outline', size: 'sm' })}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await callStaffRoute(STAFF_LOGOUT, undefined);
        window.location.assign('/staff');
      }}
    >
      {t('logout')}
    </button>
  );
}
