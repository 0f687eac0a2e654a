import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { Tenant } from '@stadio/tenants';

/**
 * Whether a password that passes the shape rules is still too easy to guess (ADR 0022): zxcvbn-ts
 * with its common dictionaries (the most used and breached passwords, diceware words) and
 * keyboard patterns, plus what the fan typed about themselves and the names of the club and the
 * platform (ADR 0041). Score 0–4; below 3 ("safely unguessable: moderate protection from offline
 * attacks") is refused. Server-side only, so the dictionaries never reach a browser. Tens of
 * milliseconds of CPU per check (Levenshtein matching would make it ten times more and is left
 * out), so callers run it in the hashing gate.
 */
const MIN_SCORE = 3;

/** The platform's own name, the first word a guesser tries at any club's shop. */
const PLATFORM_NAME = 'Stadio';

let checker: ZxcvbnFactory | undefined;

/** Builds the matcher once (its dictionaries take a moment to load). */
function strength(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

/**
 * The words of the shop a fan is on: its short and long names, slug and domains, and the
 * platform's name. `Riviera2026!` is a guesser's first try at a Riviera account, however rare it
 * is in breached-password lists (ADR 0041).
 */
export function shopWords(tenant: Pick<Tenant, 'slug' | 'clientShortName' | 'clientLongName' | 'domains'>) {
  return [PLATFORM_NAME, tenant.slug, tenant.clientShortName, tenant.clientLongName, ...tenant.domains];
}

/**
 * True when the password is a common one or close to one, given the account's own words
 * (e-mail, names) and the shop's ({@link shopWords}). Words are split at separators and dots
 * (`billetterie.olympique-riviera.fr` gives `billetterie`, `olympique`, `riviera`), each part of
 * 3+ characters a hint.
 */
export function isTooGuessable(
  password: string,
  hints: {
    tenant: Pick<Tenant, 'slug' | 'clientShortName' | 'clientLongName' | 'domains'>;
    ownWords: ReadonlyArray<string | null | undefined>;
  },
): boolean {
  const words = [...hints.ownWords, ...shopWords(hints.tenant)].flatMap((word) =>
    word ? word.split(/[@.\s_-]+/).filter((part) => part.length >= 3) : [],
  );
  return strength().check(password, [...new Set(words.map((word) => word.toLowerCase()))]).score < MIN_SCORE;
}
