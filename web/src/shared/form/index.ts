/**
 * The form kit: every console form is built from these. A server refusal naming a field shows
 * under that field (not as a toast); closing a dirty dialog, or leaving a dirty page form,
 * asks first; saving shows loading, runs once, then closes the dialog or marks the page clean.
 *
 *   const [form] = Form.useForm<Values>();
 *   const kit = useFormKit(form, { aliases: { useStart: 'useWindow' }, onSaved: onClose });
 *   const save = useEditX({ request: kit.request, mutation: { onSuccess: invalidate } });
 *   <FormDialog kit={kit} title=… onClose={onClose} onFinish={(v) => kit.save(() => save.mutateAsync({ data: v }))}>
 *     <Form.Item name=…>…</Form.Item>
 *   </FormDialog>
 *
 * A page form spreads `kit.formProps` onto its `<Form>` and passes `page: true`; the shell's
 * `LeaveGuard` asks before in-app navigation or a reload drops its changes.
 */
export { useFormKit } from './useFormKit';
export { FormDialog } from './FormDialog';
export { LeaveGuard } from './LeaveGuard';
