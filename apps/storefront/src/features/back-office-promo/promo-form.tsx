'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { currencySign } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import styles from '@/features/staff/staff.module.css';
import { useTenant } from '@/features/tenancy/tenant-context';
import type {
  BackOfficePromoCodeFieldsFragment,
  BackOfficePromoOptionsFieldsFragment,
  BackOfficePromoScope,
} from '@/gql/graphql';
import { isPromoCode } from './promo-error';
import { PROMO_BATCH, PROMO_CREATE, PROMO_UPDATE, promoBatchCsvHref } from './promo-routes';
import own from './promo.module.css';

type Kind = 'single' | 'batch';
type Restriction = 'matches' | 'packs' | 'categories' | 'products';
const RESTRICTIONS: Restriction[] = ['matches', 'packs', 'categories', 'products'];
const SCOPES: BackOfficePromoScope[] = ['ORDER', 'SEATS', 'OPTIONS'];

/** "7.50" → 750; "" → null; anything else → NaN (the API then names the field). */
const centsOf = (text: string) =>
  text.trim() === '' ? null : Math.round(Number(text.replace(',', '.')) * 100);
const intOf = (text: string) => (text.trim() === '' ? null : Number(text));
const moneyText = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));
/**
 * The label the API makes from a discount when none is given (compilePromoCodes' default): a
 * code whose label is still that one gets an empty field, so changing the discount changes it.
 */
const autoLabel = (code: BackOfficePromoCodeFieldsFragment, currency: string) =>
  code.percent != null
    ? `-${code.percent} %`
    : `-${(code.amount ?? 0) % 100 === 0 ? String((code.amount ?? 0) / 100) : ((code.amount ?? 0) / 100).toFixed(2)} ${currencySign(currency)}`;
/** A datetime-local value and the rules' "YYYY-MM-DD HH:MM" in the club's time zone. */
const toInput = (local: string | null | undefined) => (local ? local.replace(' ', 'T') : '');
const fromInput = (value: string) => (value ? value.replace('T', ' ').slice(0, 16) : null);

/**
 * Creating one code or a batch, or editing a code: every rule of docs/product.md#promo-codes. The
 * API checks the rules (the schema of promo-codes.json) and names each field it refuses, shown
 * under the field.
 */
export function PromoForm(props: {
  kind: Kind;
  code?: BackOfficePromoCodeFieldsFragment;
  options: BackOfficePromoOptionsFieldsFragment;
}) {
  const t = useTranslations('boPromo');
  const tenant = useTenant();
  const router = useRouter();
  const code = props.code;
  const [kind, setKind] = useState<Kind>(props.kind);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [batch, setBatch] = useState<{ id: string; size: number } | null>(null);
  const [type, setType] = useState<'percent' | 'amount'>(code?.amount != null ? 'amount' : 'percent');

  const fieldError = (field: string) =>
    issues[field] ? (
      <span id={`promo-${field}-error`} className={own.error}>
        {issues[field]}
      </span>
    ) : null;
  const described = (field: string, hint?: boolean) =>
    [hint ? `promo-${field}-hint` : null, issues[field] ? `promo-${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const value = text('value');
    const rules = {
      description: text('description').trim() || null,
      label: text('label').trim() || null,
      percent: type === 'percent' ? intOf(value) : null,
      amount: type === 'amount' ? centsOf(value) : null,
      on: text('on') as BackOfficePromoScope,
      combinable: form.get('combinable') === 'on',
      rank: intOf(text('rank')),
      minOrderAmount: centsOf(text('minOrderAmount')),
      maxOrderAmount: centsOf(text('maxOrderAmount')),
      usageLimit: kind === 'batch' ? 1 : intOf(text('usageLimit')),
      perCustomerLimit: intOf(text('perCustomerLimit')),
      oncePerMatchPerCustomer: form.get('oncePerMatch') === 'on',
      validFrom: fromInput(text('validFrom')),
      validUntil: fromInput(text('validUntil')),
      earlyBirdsOnly: form.get('earlyBirdsOnly') === 'on',
      ...Object.fromEntries(RESTRICTIONS.map((r) => [r, form.getAll(r).map(String)])),
    };
    // A number field holding something else is named here; the API checks everything else.
    const notNumbers = Object.entries(rules)
      .filter(([, v]) => typeof v === 'number' && !Number.isFinite(v))
      .map(([field]) => (field === 'percent' || field === 'amount' ? 'value' : field));
    if (kind === 'batch' && !code && !Number.isInteger(Number(text('count')))) notNumbers.push('count');
    if (notNumbers.length > 0) {
      setIssues(Object.fromEntries(notNumbers.map((field) => [field, t('form.number')])));
      setNotice({ status: 'error', text: t('form.fix') });
      return;
    }
    const json = rules;
    setBusy(true);
    setNotice(null);
    setIssues({});
    const answer = code
      ? await callRoute(PROMO_UPDATE, { id: code.id, name: text('name'), rules: json })
      : kind === 'batch'
        ? await callRoute(PROMO_BATCH, { prefix: text('prefix'), count: Number(text('count')), rules: json })
        : await callRoute(PROMO_CREATE, { name: text('name'), rules: json });
    setBusy(false);
    if ('network' in answer) return setNotice({ status: 'error', text: t('form.failed') });
    if (answer.ok) {
      const data = answer.data as { id: string; size?: number };
      if (kind === 'batch' && !code && data.size) {
        setBatch({ id: data.id, size: data.size });
        setNotice({ status: 'success', text: t('form.batchCreated', { count: data.size }) });
        return;
      }
      if (code) {
        setNotice({ status: 'success', text: t('form.saved') });
        router.refresh();
        return;
      }
      router.push(`/staff/promo-codes/${encodeURIComponent(data.id)}`);
      return;
    }
    const body = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as {
      code?: unknown;
      issues?: Array<{ path: string; message: string }>;
    };
    const found: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      const field =
        issue.path
          .replace(/^input\./, '')
          .replace(/^rules\./, '')
          .split('.')[0] || 'form';
      const key = field === 'percent' || field === 'amount' ? 'value' : field;
      found[key] = found[key] ? `${found[key]}; ${issue.message}` : issue.message;
    }
    setIssues(found);
    const code_ = isPromoCode(body.code) ? body.code : 'UNKNOWN';
    setNotice({
      status: 'error',
      text:
        code_ === 'PROMO_NAME_TAKEN'
          ? t('form.taken')
          : code_ === 'BAD_USER_INPUT'
            ? t('form.fix')
            : code_ === 'STAFF_FORBIDDEN'
              ? t('form.forbidden')
              : t('form.failed'),
    });
  };

  const input = (
    name: string,
    label: string,
    options: {
      type?: string;
      defaultValue?: string;
      hint?: string;
      inputMode?: 'numeric' | 'decimal';
      required?: boolean;
    } = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`promo-${name}`}>{label}</label>
      <input
        id={`promo-${name}`}
        name={name}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        defaultValue={options.defaultValue}
        required={options.required}
        className={styles.input}
        aria-invalid={issues[name] ? true : undefined}
        aria-describedby={described(name, Boolean(options.hint))}
        autoComplete="off"
      />
      {options.hint && (
        <span id={`promo-${name}-hint`} className={styles.hint}>
          {options.hint}
        </span>
      )}
      {fieldError(name)}
    </div>
  );
  const check = (name: string, label: string, defaultChecked: boolean) => (
    <label className={own.check}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="promo-form">
      {!code && (
        <fieldset className={own.fieldset}>
          <legend>{t('form.kind')}</legend>
          <div className={styles.buttons}>
            {(['single', 'batch'] as const).map((k) => (
              <label key={k} className={own.check}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(`form.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={own.fieldset}>
        <legend>{kind === 'batch' && !code ? t('form.batch') : t('form.name')}</legend>
        <div className={own.grid}>
          {kind === 'batch' && !code ? (
            <>
              {input('prefix', t('form.prefix'), { hint: t('form.prefixHint'), required: true })}
              {input('count', t('form.count'), {
                type: 'number',
                inputMode: 'numeric',
                hint: t('form.countHint'),
                required: true,
              })}
            </>
          ) : (
            input('name', t('form.name'), {
              defaultValue: code?.name,
              hint: t('form.nameHint'),
              required: true,
            })
          )}
          {input('label', t('form.label'), {
            defaultValue: code && code.label !== autoLabel(code, tenant.currency) ? code.label : '',
            hint: t('form.labelHint'),
          })}
          {input('description', t('form.description'), { defaultValue: code?.description ?? '' })}
        </div>
      </fieldset>
      <fieldset className={own.fieldset}>
        <legend>{t('form.discount')}</legend>
        <div className={own.grid}>
          <div className={styles.field}>
            <label htmlFor="promo-type">{t('form.discountType')}</label>
            <select
              id="promo-type"
              className={styles.input}
              value={type}
              onChange={(event) => setType(event.target.value as 'percent' | 'amount')}
            >
              <option value="percent">{t('form.percent')}</option>
              <option value="amount">{t('form.amount')}</option>
            </select>
          </div>
          {input('value', t('form.value'), {
            inputMode: 'decimal',
            defaultValue: code ? (code.percent != null ? String(code.percent) : moneyText(code.amount)) : '',
            hint: type === 'percent' ? t('form.valueHintPercent') : t('form.valueHintAmount'),
            required: true,
          })}
          <div className={styles.field}>
            <label htmlFor="promo-on">{t('form.on')}</label>
            <select id="promo-on" name="on" className={styles.input} defaultValue={code?.on ?? 'ORDER'}>
              {SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`words.${scope}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <fieldset className={own.fieldset}>
        <legend>{t('form.validity')}</legend>
        <div className={own.grid}>
          {input('validFrom', t('form.validFrom'), {
            type: 'datetime-local',
            defaultValue: toInput(code?.validFrom),
          })}
          {input('validUntil', t('form.validUntil'), {
            type: 'datetime-local',
            defaultValue: toInput(code?.validUntil),
            hint: t('form.validityHint'),
          })}
        </div>
      </fieldset>
      <fieldset className={own.fieldset}>
        <legend>{t('form.limits')}</legend>
        <div className={own.grid}>
          {kind !== 'batch' &&
            input('usageLimit', t('form.usageLimit'), {
              inputMode: 'numeric',
              defaultValue: code?.usageLimit != null ? String(code.usageLimit) : '',
              hint: t('form.limitHint'),
            })}
          {input('perCustomerLimit', t('form.perCustomerLimit'), {
            inputMode: 'numeric',
            defaultValue: code?.perCustomerLimit != null ? String(code.perCustomerLimit) : '',
          })}
          {input('minOrderAmount', t('form.minOrderAmount'), {
            inputMode: 'decimal',
            defaultValue: moneyText(code?.minOrderAmount),
          })}
          {input('maxOrderAmount', t('form.maxOrderAmount'), {
            inputMode: 'decimal',
            defaultValue: moneyText(code?.maxOrderAmount),
          })}
          {input('rank', t('form.rank'), {
            inputMode: 'numeric',
            defaultValue: String(code?.rank ?? 0),
            hint: t('form.rankHint'),
          })}
        </div>
        <div className={own.checks}>
          {check('combinable', t('form.combinable'), code?.combinable ?? true)}
          {check('oncePerMatch', t('form.oncePerMatch'), code?.oncePerMatchPerCustomer ?? false)}
          {check('earlyBirdsOnly', t('form.earlyBirdsOnly'), code?.earlyBirdsOnly ?? false)}
        </div>
      </fieldset>
      <fieldset className={own.fieldset}>
        <legend>{t('form.restrictions')}</legend>
        <p className={styles.hint}>{t('form.restrictionsHint')}</p>
        {RESTRICTIONS.map((restriction) => (
          <fieldset key={restriction} className={own.fieldset} aria-describedby={described(restriction)}>
            <legend>{t(`form.${restriction}`)}</legend>
            {props.options[restriction].length === 0 ? (
              <p className={styles.hint}>{t('form.none')}</p>
            ) : (
              <div className={own.checks}>
                {props.options[restriction].map((option) => (
                  <label key={option.id} className={own.check}>
                    <input
                      type="checkbox"
                      name={restriction}
                      value={option.id}
                      defaultChecked={code?.[restriction].includes(option.id) ?? false}
                    />
                    {option.id === 'plastic-card' ? t('words.plasticCard') : option.name}
                  </label>
                ))}
              </div>
            )}
            {fieldError(restriction)}
          </fieldset>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <div aria-live="polite" className={styles.notice}>
          {notice && (
            <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
              {notice.text}
              {batch && (
                <>
                  {' '}
                  <a href={promoBatchCsvHref(batch.id)} download data-testid="promo-batch-csv">
                    {t('form.downloadNow')}
                  </a>
                </>
              )}
            </Alert>
          )}
        </div>
        <div className={styles.buttons}>
          <a href="/staff/promo-codes" className={buttonClass({ variant: 'ghost' })}>
            {t('form.cancel')}
          </a>
          <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
            {busy
              ? t('form.saving')
              : code
                ? t('form.save')
                : kind === 'batch'
                  ? t('form.createBatch')
                  : t('form.create')}
          </button>
        </div>
      </div>
    </form>
  );
}
