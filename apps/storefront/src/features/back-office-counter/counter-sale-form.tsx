'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import { BlockSeats, type MapSeat } from '@/features/seat-map';
import styles from '@/features/staff/staff.module.css';
import type { CounterCode } from './counter-errors';
import { callCounterRoute } from './counter-request';
import { COUNTER_PAYMENT_TYPES } from './counter-payment-types';
import {
  COUNTER_CUSTOMER,
  COUNTER_SEATS,
  COUNTER_SELL,
  counterInvoicePdfPath,
  counterTicketsPdfPath,
  type CounterSaleOutcome,
  type CounterSeatView,
} from './counter-routes';
import sale from './counter-sale.module.css';

type PaymentType = (typeof COUNTER_PAYMENT_TYPES)[number];

/** One seat chosen for the sale, with its rate and its holder. */
interface Line {
  seat: CounterSeatView;
  productId: string;
  holderFirstName: string;
  holderLastName: string;
}

export interface CounterSaleFormProps {
  eventId: string;
  blocks: Array<{ id: string; name: string; standName: string }>;
  products: Array<{ id: string; name: string }>;
  prices: Array<{ categoryId: string; productId: string; price: number }>;
}

/**
 * The counter's sale of one match (docs/staff-roles.md, COUNTER_SALE): a block, its seats on the
 * shop's seat map, a rate and a holder per seat, the buyer found by e-mail or made new, a payment
 * type, then "Sell": the order is held, confirmed and paid in one call. After it: the order, the
 * tickets to print, the invoice.
 */
export function CounterSaleForm({ eventId, blocks, products, prices }: CounterSaleFormProps) {
  const t = useTranslations('boCounter');
  const money = useMoney();
  const [blockId, setBlockId] = useState(blocks[0]?.id ?? '');
  // The seats of the block they were read for: another block's read means "loading" (no reset in an effect).
  const [loaded, setLoaded] = useState<{ blockId: string; seats: CounterSeatView[] | 'error' } | null>(null);
  const current = loaded?.blockId === blockId ? loaded.seats : null;
  const seats = current === 'error' ? null : current;
  const seatsError = current === 'error';
  const [lines, setLines] = useState<Line[]>([]);
  const [email, setEmail] = useState('');
  const [buyer, setBuyer] = useState<
    { state: 'unknown' } | { state: 'found'; name: string } | { state: 'new' }
  >({ state: 'unknown' });
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType>('CASH');
  const [sendTickets, setSendTickets] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<CounterSaleOutcome | null>(null);

  const priceOf = useCallback(
    (categoryId: string, productId: string) =>
      prices.find((p) => p.categoryId === categoryId && p.productId === productId)?.price,
    [prices],
  );
  const ratesOf = useCallback(
    (categoryId: string) => products.filter((p) => priceOf(categoryId, p.id) !== undefined),
    [products, priceOf],
  );

  const readSeats = useCallback(async () => {
    const result = await callCounterRoute(COUNTER_SEATS, { eventId, blockId });
    return { blockId, seats: result.ok ? result.data.seats : ('error' as const) };
  }, [eventId, blockId]);
  useEffect(() => {
    let live = true;
    void readSeats().then((read) => {
      if (live) setLoaded(read);
    });
    return () => {
      live = false;
    };
  }, [readSeats]);
  /** After a sale (or a refusal): what is free now. */
  const loadSeats = async () => setLoaded(await readSeats());

  const mapSeats: MapSeat[] = useMemo(
    () =>
      (seats ?? []).map((seat) => {
        const rate = ratesOf(seat.categoryId)[0];
        return {
          ...seat,
          price: rate ? (priceOf(seat.categoryId, rate.id) ?? null) : null,
          available: seat.available && rate !== undefined,
        };
      }),
    [seats, ratesOf, priceOf],
  );

  const toggleSeat = (seatId: string) => {
    setDone(null);
    setLines((current) => {
      if (current.some((line) => line.seat.id === seatId)) return current.filter((l) => l.seat.id !== seatId);
      const seat = seats?.find((s) => s.id === seatId);
      const rate = seat ? ratesOf(seat.categoryId)[0] : undefined;
      if (!seat || !rate) return current;
      const first = current[0];
      return [
        ...current,
        {
          seat,
          productId: rate.id,
          // Names carry over from the ticket before: most counter sales are one family.
          holderFirstName: first?.holderFirstName ?? firstName,
          holderLastName: first?.holderLastName ?? lastName,
        },
      ];
    });
  };
  const setLine = (seatId: string, change: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.seat.id === seatId ? { ...line, ...change } : line)));

  const total =
    paymentType === 'FREE'
      ? 0
      : lines.reduce((sum, line) => sum + (priceOf(line.seat.categoryId, line.productId) ?? 0), 0);

  const findBuyer = async () => {
    setError(null);
    if (!email.includes('@')) return setError(t('errors.email'));
    const result = await callCounterRoute(COUNTER_CUSTOMER, { email });
    if (!result.ok) return setError(failure(result.code));
    const found = result.data.customer;
    if (found) {
      setBuyer({
        state: 'found',
        name: [found.firstName, found.lastName].filter(Boolean).join(' ') || found.email,
      });
    } else setBuyer({ state: 'new' });
  };

  const failure = (code: CounterCode | 'NETWORK') => {
    switch (code) {
      case 'COUNTER_SEATS_UNAVAILABLE':
        return t('errors.seatsTaken');
      case 'COUNTER_NOT_ON_SALE':
        return t('errors.notOnSale');
      case 'COUNTER_BAD_INPUT':
      case 'BAD_USER_INPUT':
        return t('errors.badInput');
      case 'STAFF_FORBIDDEN':
        return t('forbidden');
      case 'STAFF_SESSION_ENDED':
        return t('errors.sessionEnded');
      default:
        return t('errors.failed');
    }
  };

  const sell = async () => {
    setError(null);
    if (lines.length === 0) return setError(t('errors.noSeat'));
    if (buyer.state === 'unknown') return setError(t('errors.findBuyer'));
    if (buyer.state === 'new' && (!firstName.trim() || !lastName.trim()))
      return setError(t('errors.buyerName'));
    if (lines.some((line) => !line.holderFirstName.trim() || !line.holderLastName.trim()))
      return setError(t('errors.holderName'));
    setBusy(true);
    const result = await callCounterRoute(COUNTER_SELL, {
      eventId,
      tickets: lines.map((line) => ({
        blockId: line.seat.blockId,
        seatId: line.seat.id,
        productId: line.productId,
        holderFirstName: line.holderFirstName,
        holderLastName: line.holderLastName,
      })),
      buyer: buyer.state === 'new' ? { email, firstName, lastName } : { email },
      paymentType,
      sendTickets,
    });
    setBusy(false);
    if (result.ok) {
      // The map shows the sold seats taken before the sale is said done.
      await loadSeats();
      setLines([]);
      setDone(result.data);
      return;
    }
    setError(failure(result.code));
    if (result.code === 'COUNTER_SEATS_UNAVAILABLE') {
      const taken = new Set(result.seatIds ?? []);
      setLines((current) => current.filter((line) => !taken.has(line.seat.id)));
    }
    await loadSeats();
  };

  const block = blocks.find((b) => b.id === blockId);
  return (
    <div className={sale.layout}>
      <section className={styles.panel} aria-labelledby="counter-seats-title">
        <h2 id="counter-seats-title" className={styles.sectionTitle}>
          {t('sale.seats')}
        </h2>
        <div className={styles.field}>
          <label htmlFor="counter-block">{t('sale.block')}</label>
          <NativeSelect
            id="counter-block"
            size="md"
            value={blockId}
            onChange={(e) => setBlockId(e.target.value)}
          >
            {blocks.map((b) => (
              <option key={b.id} value={b.id}>
                {t('sale.blockOption', { stand: b.standName, block: b.name })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={sale.map} data-testid="counter-map">
          {seatsError ? (
            <Alert status="error">{t('errors.seats')}</Alert>
          ) : seats === null ? (
            <p className={styles.muted}>{t('sale.loadingSeats')}</p>
          ) : block ? (
            <BlockSeats
              block={block}
              seats={mapSeats}
              selectedSeatIds={lines.map((line) => line.seat.id)}
              heldByCartSeatIds={[]}
              onToggleSeat={toggleSeat}
              formatPrice={money}
            />
          ) : null}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="counter-sale-title">
        <h2 id="counter-sale-title" className={styles.sectionTitle}>
          {t('sale.title')}
        </h2>
        {lines.length === 0 ? (
          <p className={styles.muted}>{t('sale.noSeat')}</p>
        ) : (
          <ol className={styles.list} data-testid="counter-lines">
            {lines.map((line, index) => (
              <li key={line.seat.id}>
                <div className={styles.barTitle}>
                  {t('sale.line', {
                    number: index + 1,
                    seat: `${block?.name ?? line.seat.blockId} · ${line.seat.rowName} · ${line.seat.seatNumber}`,
                  })}
                </div>
                <div className={sale.row}>
                  <div className={styles.field}>
                    <label htmlFor={`rate-${line.seat.id}`}>{t('sale.rate')}</label>
                    <NativeSelect
                      id={`rate-${line.seat.id}`}
                      size="md"
                      value={line.productId}
                      onChange={(e) => setLine(line.seat.id, { productId: e.target.value })}
                    >
                      {ratesOf(line.seat.categoryId).map((rate) => (
                        <option key={rate.id} value={rate.id}>
                          {`${rate.name} — ${money(priceOf(line.seat.categoryId, rate.id) ?? 0)}`}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`first-${line.seat.id}`}>{t('sale.holderFirstName')}</label>
                    <input
                      id={`first-${line.seat.id}`}
                      className={styles.input}
                      value={line.holderFirstName}
                      autoComplete="off"
                      onChange={(e) => setLine(line.seat.id, { holderFirstName: e.target.value })}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`last-${line.seat.id}`}>{t('sale.holderLastName')}</label>
                    <input
                      id={`last-${line.seat.id}`}
                      className={styles.input}
                      value={line.holderLastName}
                      autoComplete="off"
                      onChange={(e) => setLine(line.seat.id, { holderLastName: e.target.value })}
                    />
                  </div>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    onClick={() => toggleSeat(line.seat.id)}
                  >
                    {t('sale.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}

        <h3 className={styles.sectionTitle}>{t('sale.buyer')}</h3>
        <div className={sale.row}>
          <div className={styles.field}>
            <label htmlFor="counter-email">{t('sale.email')}</label>
            <input
              id="counter-email"
              type="email"
              className={styles.input}
              value={email}
              autoComplete="off"
              aria-describedby="counter-email-hint"
              onChange={(e) => {
                setEmail(e.target.value);
                setBuyer({ state: 'unknown' });
              }}
            />
          </div>
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={findBuyer}>
            {t('sale.find')}
          </button>
        </div>
        <p id="counter-email-hint" className={styles.hint} aria-live="polite" data-testid="counter-buyer">
          {buyer.state === 'found'
            ? t('sale.buyerFound', { name: buyer.name })
            : buyer.state === 'new'
              ? t('sale.buyerNew')
              : t('sale.emailHint')}
        </p>
        {buyer.state === 'new' && (
          <div className={sale.row}>
            <div className={styles.field}>
              <label htmlFor="counter-first">{t('sale.firstName')}</label>
              <input
                id="counter-first"
                className={styles.input}
                value={firstName}
                autoComplete="off"
                onChange={(e) => setFirstName(e.target.value)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="counter-last">{t('sale.lastName')}</label>
              <input
                id="counter-last"
                className={styles.input}
                value={lastName}
                autoComplete="off"
                onChange={(e) => setLastName(e.target.value)}
              />
            </div>
          </div>
        )}

        <fieldset className={sale.types}>
          <legend>{t('sale.paymentType')}</legend>
          {COUNTER_PAYMENT_TYPES.map((type) => (
            <label key={type} className={sale.choice}>
              <input
                type="radio"
                name="payment-type"
                value={type}
                checked={paymentType === type}
                onChange={() => setPaymentType(type)}
              />
              {/* A card at the counter is the terminal's. */}
              {type === 'CREDIT_CARD' ? t('sale.cardTerminal') : t(`paymentTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        {paymentType === 'FREE' && <p className={styles.hint}>{t('sale.freeHint')}</p>}
        <label className={sale.choice}>
          <input type="checkbox" checked={sendTickets} onChange={(e) => setSendTickets(e.target.checked)} />
          {t('sale.sendTickets')}
        </label>

        <p className={sale.total} data-testid="counter-total">
          {t('sale.total', { amount: money(total), count: lines.length })}
        </p>
        <div aria-live="polite" className={styles.notice}>
          {error && (
            <Alert status="error" role="alert">
              {error}
            </Alert>
          )}
          {done && (
            <Alert status="success" role="status" data-testid="counter-done">
              <strong>{t('done.title', { orderId: done.orderId })}</strong>
              <div>
                {t('done.paid', {
                  amount: money(done.totalAmount),
                  type: t(`paymentTypes.${done.paymentType as PaymentType}`),
                })}{' '}
                {done.ticketsEmailed
                  ? t('done.emailed', { email: done.customerEmail })
                  : t('done.notEmailed')}
              </div>
              <div className={styles.buttons}>
                <a
                  className={buttonClass({ size: 'sm', palette: 'brand' })}
                  href={counterTicketsPdfPath(done.orderId)}
                >
                  {t('done.print')}
                </a>
                <a
                  className={buttonClass({ size: 'sm', variant: 'outline' })}
                  href={counterInvoicePdfPath(done.orderId)}
                >
                  {t('done.invoice')}
                </a>
                <a
                  className={buttonClass({ size: 'sm', variant: 'outline' })}
                  href={`/staff/orders/${encodeURIComponent(done.orderId)}`}
                >
                  {t('done.order')}
                </a>
              </div>
            </Alert>
          )}
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttonClass({ palette: 'brand', size: 'lg' })}
            disabled={busy}
            onClick={sell}
            data-testid="counter-sell"
          >
            {busy ? t('sale.selling') : t('sale.sell')}
          </button>
        </div>
      </section>
    </div>
  );
}
