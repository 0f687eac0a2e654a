'use client';

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from './form-values';
import type { FieldMessages } from './use-account-messages';

/** The message shown with a form: a refusal, or a confirmation once it went through. */
export type FormNotice = { status: 'error' | 'success'; text: string } | null;

/**
 * State of an account form: refused fields, the message above it, and whether its request runs.
 * `submit` ignores a second click while a request runs; refusals keep every input as typed and
 * move focus to the first refused field.
 */
export function useAccountForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const refuse = (fields: FieldMessages, text?: string) => {
    flushSync(() => {
      setErrors(fields);
      setNotice(text ? { status: 'error', text } : null);
    });
    focusFirstInvalid(formRef.current);
  };

  const succeed = (text?: string) => {
    setErrors({});
    setNotice(text ? { status: 'success', text } : null);
  };

  const submit =
    (run: (form: HTMLFormElement) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await run(event.currentTarget);
      } finally {
        running.current = false;
        setPending(false);
      }
    };

  return { formRef, errors, notice, pending, refuse, succeed, submit };
}
