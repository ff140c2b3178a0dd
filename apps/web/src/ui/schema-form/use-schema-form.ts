import { type FormErrors, schemaResolver, useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';

/** A schema of contracts (zod implements Standard Schema, which Mantine's resolver reads). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/** A rule of contracts that answers the messages by field (the wizard's rules are written so, without zod). */
export type FormRules<Values> = (values: Values) => FormErrors;

/**
 * A form validated by a contracts schema (or rule), so its rules and messages are the server's. Messages show when
 * the form is sent (or validated by a save); from then on the form is checked again at every edit, so the messages
 * follow the typing: one goes once its field is right, and a rule between two fields (a confirmation) holds whichever
 * of them changes.
 */
// Mantine's own constraint on the values: an interface satisfies Record<string, any>, not Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useSchemaForm<Values extends Record<string, any>, TransformedValues = Values>(
  schema: FormSchema | FormRules<Values>,
  options: Omit<UseFormInput<Values, TransformedValues>, 'validate'>,
): UseFormReturnType<Values, TransformedValues> {
  const isSent = useRef(false);
  const form = useForm<Values, TransformedValues>({
    ...options,
    validate: typeof schema === 'function' ? schema : schemaResolver(schema, { sync: true }),
    onValuesChange: (values, previous) => {
      options.onValuesChange?.(values, previous);
      if (isSent.current) form.validate();
    },
  });
  return {
    ...form,
    validate: () => {
      isSent.current = true;
      return form.validate();
    },
    onSubmit: (handleSubmit, handleValidationFailure) => {
      const submit = form.onSubmit(handleSubmit, handleValidationFailure);
      return (event) => {
        isSent.current = true;
        submit(event);
      };
    },
    reset: () => {
      isSent.current = false;
      form.reset();
    },
  };
}
