import { schemaResolver, useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

/** A schema of contracts (zod implements Standard Schema, which Mantine's resolver reads). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * A form validated by a contracts schema, so its rules and messages are the server's. Messages show when the form is
 * sent (or validated by a save); from then on each field is checked again as it is edited, so a message follows the
 * typing: it goes once the field is right, or changes to the next rule the field breaks.
 */
// Mantine's own constraint on the values: an interface satisfies Record<string, any>, not Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useSchemaForm<Values extends Record<string, any>, TransformedValues = Values>(
  schema: FormSchema,
  options: Omit<UseFormInput<Values, TransformedValues>, 'validate'>,
): UseFormReturnType<Values, TransformedValues> {
  const [isSent, setIsSent] = useState(false);
  // The option is read on every render: the resolver is new each time, so Mantine takes the handlers of this render.
  const form = useForm<Values, TransformedValues>({
    ...options,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: isSent || (options.validateInputOnChange ?? false),
  });
  return {
    ...form,
    validate: () => {
      setIsSent(true);
      return form.validate();
    },
    onSubmit: (handleSubmit, handleValidationFailure) => {
      const submit = form.onSubmit(handleSubmit, handleValidationFailure);
      return (event) => {
        setIsSent(true);
        submit(event);
      };
    },
    reset: () => {
      setIsSent(false);
      form.reset();
    },
  };
}
