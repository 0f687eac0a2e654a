'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { formatMoney } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import styles from '@/features/staff/staff.module.css';
import { PAYOUT_BATCH, payoutFileHref } from './payouts-routes';
import own from './payouts.module.css';

/** One due payout as the table shows it (words and amounts made on the server). */
export interface DueRow {
  id: string;
  seller: string;
  sellerEmail: string;
  ticket: string;
  amount: number;
  amountText: string;
  since: string;
  ibanMasked: string | null;
  /** The open file holding it, if any. */
  batchReference: string | null;
}

/** The refusals staff can act on, each with its words; anything else is "try again". */
const WORDED = ['PAYOUT_UNAVAILABLE', 'PAYOUT_ACCOUNT_MISSING', 'PAYOUT_CURRENCY_NOT_SEPA'] as const;

type Notice = { status: 'success' | 'error'; text: string; download?: { href: string; label: string } };

/** Starts the download of a file the API made, as a click on its link would. */
function download(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The payouts due with a check box each (those already in a file or without bank details cannot
 * be chosen), and "make the transfer file": the API puts the chosen ones in a batch, then its
 * SEPA file downloads and the page shows the batch.
 */
export function PayoutsDueForm(props: { rows: DueRow[]; currency: string; canMakeFiles: boolean }) {
  const t = useTranslations('boPayouts');
  const locale = useLocale();
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const choosable = props.rows.filter((row) => props.canMakeFiles && !row.batchReference && row.ibanMasked);
  const chosen = choosable.filter((row) => selected.has(row.id));
  const total = chosen.reduce((sum, row) => sum + row.amount, 0);
  const allChosen = choosable.length > 0 && chosen.length === choosable.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const make = async () => {
    setBusy(true);
    setNotice(null);
    const answer = await callRoute(PAYOUT_BATCH, { payoutIds: chosen.map((row) => row.id) });
    setBusy(false);
    if (!('network' in answer) && answer.ok) {
      const href = payoutFileHref(answer.data.id);
      setNotice({
        status: 'success',
        text: t('due.made', {
          reference: answer.data.reference,
          count: answer.data.payoutCount,
          total: formatMoney(answer.data.total, locale, props.currency),
        }),
        download: { href, label: t('due.download', { reference: answer.data.reference }) },
      });
      setSelected(new Set());
      download(href);
    } else {
      const code = !('network' in answer) ? (answer.json as { code?: unknown } | null)?.code : undefined;
      const worded = WORDED.find((known) => known === code);
      setNotice({ status: 'error', text: worded ? t(`errors.${worded}`) : t('errors.failed') });
      if (code === 'PAYOUT_UNAVAILABLE') setSelected(new Set());
    }
    router.refresh();
  };
  if (props.rows.length === 0) return <p data-testid="payouts-empty">{t('due.empty')}</p>;
  return (
    <div className={styles.actions}>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="payouts-due">
        <table className={styles.table} data-testid="payouts-due">
          <thead>
            <tr>
              <th scope="col" className={own.check}>
                {props.canMakeFiles && (
                  <input
                    type="checkbox"
                    aria-label={t('due.selectAll')}
                    checked={allChosen}
                    disabled={choosable.length === 0 || busy}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(choosable.map((row) => row.id)) : new Set())
                    }
                  />
                )}
              </th>
              <th scope="col">{t('due.seller')}</th>
              <th scope="col">{t('due.match')}</th>
              <th scope="col" className={styles.num}>
                {t('due.amount')}
              </th>
              <th scope="col">{t('due.since')}</th>
              <th scope="col">{t('due.iban')}</th>
              <th scope="col">{t('due.state')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const canChoose = choosable.includes(row);
              return (
                <tr key={row.id} data-testid="payout-row" data-payout={row.id}>
                  <td className={own.check}>
                    {canChoose && (
                      <input
                        type="checkbox"
                        aria-label={t('due.select', { seller: row.seller, amount: row.amountText })}
                        checked={selected.has(row.id)}
                        disabled={busy}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                    )}
                  </td>
                  <td className={own.seller}>
                    <div>{row.seller}</div>
                    <div className={`${styles.muted} ${own.small}`}>{row.sellerEmail}</div>
                  </td>
                  <td>{row.ticket}</td>
                  <td className={styles.num}>{row.amountText}</td>
                  <td className={own.nowrap}>{row.since}</td>
                  <td className={styles.mono}>{row.ibanMasked ?? t('due.noBank')}</td>
                  <td>
                    {row.batchReference ? (
                      <Badge palette="blue">{t('due.inBatch', { reference: row.batchReference })}</Badge>
                    ) : row.ibanMasked ? (
                      <Badge palette="orange">{t('due.toPay')}</Badge>
                    ) : (
                      <Badge palette="red">{t('due.noBank')}</Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div aria-live="polite" className={styles.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
            {notice.download && (
              <>
                {' '}
                <a href={notice.download.href} download className={own.fileLink}>
                  {notice.download.label}
                </a>
              </>
            )}
          </Alert>
        )}
      </div>
      {props.canMakeFiles && (
        <div className={own.makeRow}>
          <p className={styles.hint} aria-live="polite" data-testid="payouts-selected">
            {t('due.selected', { count: chosen.length, total: formatMoney(total, locale, props.currency) })}
          </p>
          <button
            type="button"
            className={buttonClass({ palette: 'brand' })}
            disabled={busy || chosen.length === 0}
            onClick={make}
          >
            {busy ? t('due.making') : t('due.make')}
          </button>
        </div>
      )}
    </div>
  );
}
