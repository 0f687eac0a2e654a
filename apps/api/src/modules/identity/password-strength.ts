import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Whether a password that passes the shape rules is still too easy to guess (ADR 0022): zxcvbn-ts
 * with its common dictionaries (the most used and breached passwords, diceware words) and
 * keyboard patterns, plus what the fan typed about themselves. Score 0–4; below 3 ("safely
 * unguessable: moderate protection from offline attacks") is refused. Server-side only, so the
 * dictionaries never reach a browser. Tens of milliseconds of CPU per check (Levenshtein matching
 * would make it ten times more and is left out), so callers run it in the hashing gate.
 */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** Builds the matcher once (its dictionaries take a moment to load). */
function strength(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

/** True when the password is a common one or close to one, given the account's own words. */
export function isTooGuessable(
  password: string,
  ownWords: ReadonlyArray<string | null | undefined>,
): boolean {
  const words = ownWords.flatMap((word) =>
    word ? word.split(/[@.\s_-]+/).filter((part) => part.length >= 3) : [],
  );
  return strength().check(password, words).score < MIN_SCORE;
}
