'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SeasonRefusal } from './season-error';
import type { SeasonResult } from './season-call';

/** What a season form shows after a call: saved, or why not (the catalogue's refusals verbatim). */
export type SeasonNotice =
  { status: 'success'; text: string } | { status: 'error'; text: string; refusals?: SeasonRefusal[] };

/**
 * Runs one season call from a form: one at a time, the outcome as a notice, and the page rendered
 * again from the API after a change, so what it shows is what was saved.
 */
export function useSeasonSubmit() {
  const t = useTranslations('boSeason');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SeasonNotice | null>(null);

  const failure = <T>(result: Extract<SeasonResult<T>, { ok: false }>): SeasonNotice => {
    switch (result.code) {
      case 'SEASON_EDIT_REFUSED':
        return { status: 'error', text: t('errors.refused'), refusals: result.refusals ?? [] };
      case 'SEASON_BAD_INPUT':
      case 'BAD_USER_INPUT':
        return {
          status: 'error',
          text: t('errors.badInput', {
            detail: (result.message ?? '').replace(/^Invalid (input|arguments): /, ''),
          }),
        };
      case 'SEASON_MATCH_NOT_FOUND':
      case 'SEASON_PACK_NOT_FOUND':
        return { status: 'error', text: t('errors.notFound') };
      case 'STAFF_FORBIDDEN':
        return { status: 'error', text: t('errors.forbidden') };
      case 'STAFF_SESSION_ENDED':
        return { status: 'error', text: t('errors.sessionEnded') };
      case 'NETWORK':
        return { status: 'error', text: t('errors.network') };
      default:
        return { status: 'error', text: t('errors.failed') };
    }
  };

  async function submit<T>(call: () => Promise<SeasonResult<T>>, onDone?: (data: T) => void): Promise<void> {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      setNotice({ status: 'success', text: t('saved') });
      if (onDone) onDone(result.data);
      else router.refresh();
    } else setNotice(failure(result));
  }

  return { busy, notice, setNotice, submit };
}
