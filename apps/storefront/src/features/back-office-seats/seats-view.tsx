import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/features/primitives/alert';
import { formatStaffDate } from '@/features/staff/staff-format';
import text from '@/features/primitives/text.module.css';
import staff from '@/features/staff/staff.module.css';
import { ClosuresTable } from './closures-table';
import { SeatPicker } from './seat-picker';
import type { BlockSeat, SeatsOverview } from './seats-api';
import styles from './seats.module.css';

/**
 * `/staff/season/{id}/seats`: the match's blocks with free, sold and closed counts (choosing one
 * keeps it in the URL, `?block=`), the chosen block's seats to close, and the closed seats to
 * reopen. Without SEASON_EDIT everything is shown read-only.
 */
export async function SeatsView(props: {
  tenant: Tenant;
  overview: SeatsOverview;
  blockId: string | null;
  seats: BlockSeat[] | null;
  canEdit: boolean;
}) {
  const { overview, blockId, seats } = props;
  const t = await getTranslations('boSeats');
  const locale = await getLocale();
  const event = overview.event;
  const canEdit = props.canEdit && !event.isCancelled;
  const chosen = overview.blocks.find((block) => block.id === blockId) ?? null;
  const base = `/staff/season/${encodeURIComponent(event.id)}`;
  return (
    <>
      <Link href={base} className={staff.back}>
        ← {t('back')}
      </Link>
      <h1 className={staff.heading}>{t('seats.title', { match: event.name })}</h1>
      <p className={staff.hint}>{t('seats.intro')}</p>
      {event.isCancelled && <Alert status="info">{t('cancelledNotice')}</Alert>}
      <div className={styles.layout}>
        <section className={staff.panel} aria-labelledby="blocks-title">
          <h2 id="blocks-title" className={staff.sectionTitle}>
            {t('seats.blocksTitle')}
          </h2>
          {overview.blocks.length === 0 ? (
            <p className={staff.muted}>{t('seats.noBlocks')}</p>
          ) : (
            <div
              className={`${staff.tableWrap} ${styles.blocksWrap}`}
              tabIndex={0}
              role="region"
              aria-labelledby="blocks-title"
            >
              <table className={`${staff.table} ${styles.blocksTable}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('seats.stand')}</th>
                    <th scope="col">{t('seats.block')}</th>
                    <th scope="col" className={staff.num}>
                      {t('seats.free')}
                    </th>
                    <th scope="col" className={staff.num}>
                      {t('seats.sold')}
                    </th>
                    <th scope="col" className={staff.num}>
                      {t('seats.closed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.blocks.map((block) => (
                    <tr key={block.id} data-block={block.id}>
                      <td className={styles.stand}>{block.standName}</td>
                      <td>
                        {block.isStanding ? (
                          <>
                            {block.name}{' '}
                            <span className={staff.hint} title={t('seats.standing')}>
                              ({t('seats.standing').split(':')[0]})
                            </span>
                          </>
                        ) : block.id === blockId ? (
                          <span aria-current="true" className={styles.current}>
                            {block.name}
                            <span className={text.srOnly}> ({t('seats.chosen')})</span>
                          </span>
                        ) : (
                          <Link href={`${base}/seats?block=${encodeURIComponent(block.id)}`}>
                            <span className={text.srOnly}>{t('seats.choose')} </span>
                            {block.name}
                            <span className={text.srOnly}> ({block.standName})</span>
                          </Link>
                        )}
                      </td>
                      <td className={staff.num}>{block.free}</td>
                      <td className={staff.num}>{block.sold}</td>
                      <td className={staff.num}>{block.closed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <div className={staff.form}>
          {chosen?.isStanding && <Alert status="info">{t('seats.standing')}</Alert>}
          {chosen && seats && !chosen.isStanding ? (
            <SeatPicker
              eventId={event.id}
              blockId={chosen.id}
              title={t('seats.blockTitle', { stand: chosen.standName, block: chosen.name })}
              seats={seats}
              canEdit={canEdit}
            />
          ) : (
            !chosen && <Alert status="info">{t('seats.pickBlock')}</Alert>
          )}
        </div>
      </div>
      <ClosuresTable
        eventId={event.id}
        canEdit={canEdit}
        closures={overview.closures.map((closure) => ({
          seatId: closure.seatId,
          blockId: closure.blockId,
          place: `${closure.standName} › ${closure.blockName}`,
          rowName: closure.rowName,
          seatNumber: closure.seatNumber,
          reason: closure.reason,
          note: closure.note ?? null,
          staffEmail: closure.staffEmail ?? null,
          closedAt: formatStaffDate(closure.closedAt, locale, props.tenant.timeZone),
        }))}
      />
    </>
  );
}
