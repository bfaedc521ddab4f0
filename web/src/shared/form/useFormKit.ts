import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../api/ApiError';
import type { RequestOptions } from '../../api/http';
import { showSuccess } from '../../app/feedback';
import { useLeaveRegistration } from './leaveGuard';

/** The statuses whose `data.field` names what the user entered: a refusal to show on the form. */
const FIELD_STATUSES: ReadonlySet<unknown> = new Set([400, 403, 409]);

export interface FormKitOptions<R> {
  /** Server field names that show on another field of the form: `{ useStart: 'useWindow' }`. */
  aliases?: Readonly<Record<string, string>>;
  /** The toast after a save (a function of the answer); `false` for none. Default: "Saved". */
  success?: string | ((result: R) => string) | false;
  /** After a successful save and its toast: a dialog closes here. */
  onSaved?: (result: R) => void;
  /** A page form: while dirty, in-app navigation and reloading the browser ask first. */
  page?: boolean;
  /**
   * `false`: a change is never worth keeping (a form that only picks what to download), so
   * the form never counts as dirty and closing it never asks.
   */
  tracksChanges?: boolean;
  /**
   * `'message'`: a refusal of the server is not put under the field it names but kept in
   * `kit.refusal`, for the form to show as a message of its own (an Alert).
   */
  refusals?: 'field' | 'message';
}

export interface FormKit<V, R = unknown> {
  form: FormInstance<V>;
  /** The user changed something since the form was loaded or saved. */
  dirty: boolean;
  /** A save is running: show the button loading; another submit is ignored. */
  saving: boolean;
  /** The last save's refusal with `refusals: 'message'` (null once a save starts again). */
  refusal: string | null;
  /** Spread onto antd's `<Form>`: connects the instance and tracks changes. */
  formProps: { form: FormInstance<V>; onValuesChange: () => void };
  /** For the generated hooks (`request: kit.request`): a failure shown on a field is not toasted. */
  request: RequestOptions;
  /**
   * Runs one save. Success: toast, not dirty, `onSaved`. A refusal naming a field of the form
   * goes under that field (scrolled to); any other failure was toasted by the request layer.
   */
  save(run: () => Promise<R>): Promise<void>;
  /** The form now shows the server's values (`values`, or its initial values): not dirty. */
  reset(values?: Partial<V>): void;
  /** Puts the values last loaded or saved back: not dirty. */
  discard(): void;
  /** Not dirty, values untouched (a dialog about to close). */
  markClean(): void;
  /** Shows a refusal under the field it names; true when the form has that field. */
  showFieldError(error: unknown): boolean;
}

/** `a.b` from a name path, as antd reports registered fields. */
const pathKey = (name: readonly (string | number)[]) => name.join('.');

/**
 * The one way a console form saves: server refusals on their fields, dirty tracking with a
 * question before leaving, and the submit state.
 *
 *   const kit = useFormKit(form, { onSaved: onClose });
 *   const save = useEditX({ request: kit.request, mutation: { onSuccess: invalidate } });
 *   <FormDialog kit={kit} onFinish={(v) => kit.save(() => save.mutateAsync({ data: v }))}>…
 */
export function useFormKit<V, R = unknown>(form: FormInstance<V>, options: FormKitOptions<R> = {}): FormKit<V, R> {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef(false);
  const savedValues = useRef<Partial<V> | undefined>(undefined);
  // Read when an answer arrives, not when the kit was made.
  const latest = useRef(options);
  latest.current = options;

  const fieldOf = useCallback(
    (error: ApiError): (string | number)[] | undefined => {
      const field = (error.data as { field?: unknown } | null)?.field;
      if (typeof field !== 'string' || !field || !FIELD_STATUSES.has(error.code)) return undefined;
      // The registered name paths by their dotted form: `rules.0.firstUnit` is ['rules', 0, 'firstUnit'].
      const known = new Map(form.getFieldsError().map((f) => [pathKey(f.name), f.name] as const));
      // `goodsIds.2` or `meta.title`: the whole path, an alias, then shorter paths. The
      // service names list rows `skus[2].price`: the same as `skus.2.price`.
      const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
      for (let n = parts.length; n > 0; n--) {
        const name = parts.slice(0, n).join('.');
        const target = latest.current.aliases?.[name] ?? name;
        const path = known.get(target);
        if (path) return [...path];
      }
      return undefined;
    },
    [form],
  );

  const showFieldError = useCallback(
    (error: unknown): boolean => {
      const path = isApiError(error) ? fieldOf(error) : undefined;
      if (!path || !isApiError(error)) return false;
      form.setFields([{ name: path as never, errors: [error.msg] }]);
      form.scrollToField(path, { block: 'center', focus: true });
      return true;
    },
    [fieldOf, form],
  );

  const reset = useCallback(
    (values?: Partial<V>) => {
      form.resetFields();
      if (values) form.setFieldsValue(values as never);
      savedValues.current = values;
      setDirty(false);
    },
    [form],
  );

  const discard = useCallback(() => reset(savedValues.current), [reset]);
  const markClean = useCallback(() => setDirty(false), []);

  const save = useCallback(
    async (run: () => Promise<R>) => {
      if (running.current) return;
      running.current = true;
      setSaving(true);
      setRefusal(null);
      try {
        const result = await run();
        const { success, onSaved } = latest.current;
        if (success !== false) {
          const text = typeof success === 'function' ? success(result) : success;
          showSuccess(text ?? t('form.saved'));
        }
        savedValues.current = form.getFieldsValue(true) as Partial<V>;
        setDirty(false);
        onSaved?.(result);
      } catch (error) {
        // A refusal was toasted by the request layer unless it belongs on a field; a bug is not ours to hide.
        if (!isApiError(error)) throw error;
        if (latest.current.refusals === 'message') setRefusal(error.msg);
        else showFieldError(error);
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [form, showFieldError, t],
  );

  useLeaveRegistration(options.page === true && dirty, discard);

  const tracksChanges = options.tracksChanges !== false;
  const messages = options.refusals === 'message';
  return useMemo(
    () => ({
      form,
      dirty,
      saving,
      refusal,
      formProps: { form, onValuesChange: () => setDirty(tracksChanges) },
      // A refusal shown by the form is not toasted as well.
      request: { showsError: (error: ApiError) => messages || fieldOf(error) !== undefined },
      save,
      reset,
      discard,
      markClean,
      showFieldError,
    }),
    [form, dirty, saving, refusal, tracksChanges, messages, save, reset, discard, markClean, showFieldError, fieldOf],
  );
}
