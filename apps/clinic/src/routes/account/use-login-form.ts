import { useRef, useState, type FormEvent } from 'react';
import type { LoginRequest } from '@praktik/domain/account/account.schema';

/*
 * The sign-in form's state without react-hook-form, and with the domain's login schema (zod) loaded
 * on the first submit: the two are about a fifth of the sign-in page's JavaScript on a first visit,
 * whose budget is 150 KB (docs/performance.md). It behaves as the other forms' react-hook-form
 * setup does: nothing is checked before the first submit, every change is checked after it, a
 * submit with errors focuses the first wrong field, and the page gets the schema's output (the
 * e-mail trimmed and in lower case).
 */

export type LoginField = 'email' | 'password';
type LoginFormValues = { email: string; password: string; rememberMe: boolean };
/** A field's first validation token (`validation.required|{"field":"fields.email"}`). */
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];
const EMPTY: LoginFormValues = { email: '', password: '', rememberMe: false };

const loadLoginSchema = () =>
  import('@praktik/domain/account/account.schema').then((module) => module.loginSchema);

type CheckResult = { ok: true; values: LoginRequest } | { ok: false; errors: LoginFieldErrors };

async function checkLogin(values: LoginFormValues): Promise<CheckResult> {
  const result = (await loadLoginSchema()).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

export function useLoginForm(onValid: (values: LoginRequest) => Promise<void>) {
  const [values, setValues] = useState(EMPTY);
  // The values as typed so far, for a check started before React has rendered them.
  const latest = useRef(EMPTY);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // Checks run after an import: only the latest one may set the errors.
  const lastCheck = useRef(0);
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  async function check(next: LoginFormValues): Promise<CheckResult | null> {
    const id = ++lastCheck.current;
    const result = await checkLogin(next);
    if (id !== lastCheck.current) return null;
    setErrors(result.ok ? {} : result.errors);
    return result;
  }

  function setValue<K extends keyof LoginFormValues>(name: K, value: LoginFormValues[K]): void {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (submitted.current) void check(latest.current);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await check(latest.current);
      if (!result) return;
      if (result.ok) {
        await onValid(result.values);
        return;
      }
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) inputs[first].current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, isSubmitting, inputs, setValue, submit };
}
