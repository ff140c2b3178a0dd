import { Button, Loader, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactLimits, ContactRequestSchema, contactSubjects, memberAreaMessages } from '@portal/contracts';
import type { ContactRequest, CurrentUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendContactMessage } from '../../api/contact-api';
import { showErrorToast } from '../../ui/toasts';

const text = memberAreaMessages.contact;

/** The fields the user types; name, email and phone come from the signed-in user. */
const ContactFormSchema = ContactRequestSchema.pick({ Subject: true, Message: true, MemberInsuredId: true, AuthorizationId: true });

interface ContactFormValues {
  Subject: string;
  Message: string;
  MemberInsuredId: string;
  AuthorizationId: string;
}

const emptyForm: ContactFormValues = { Subject: '', Message: '', MemberInsuredId: '', AuthorizationId: '' };

/** Spec 2 §2.9, §5: Subject and Message required (Submit disabled otherwise), the two ids optional, at most 50. */
export function ContactForm({ user, onSent }: { user: CurrentUser; onSent: () => void }) {
  const form = useForm<ContactFormValues>({
    initialValues: emptyForm,
    validate: schemaResolver(ContactFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const mutation = useMutation({
    mutationFn: (request: ContactRequest) => sendContactMessage(request),
    onSuccess: onSent,
    // The form keeps everything typed, so the user can send again; the button was disabled while sending.
    onError: () => {
      showErrorToast();
      requestAnimationFrame(() => submitRef.current?.focus());
    },
  });
  const { values } = form;
  const isFilled = values.Subject !== '' && values.Message.trim() !== '';
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const send = (typed: ContactFormValues) =>
    mutation.mutate({
      ...typed,
      Subject: typed.Subject as ContactRequest['Subject'],
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.userName,
      Phone: user.phoneNumber ?? '',
    });

  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={text.from} value={fullName} readOnly variant="filled" />
          <TextInput label={text.email} value={user.userName} readOnly variant="filled" type="email" />
        </SimpleGrid>
        <Select
          label={text.subject}
          placeholder={text.subjectPlaceholder}
          data={[...contactSubjects]}
          required
          allowDeselect={false}
          value={values.Subject || null}
          onChange={(subject) => form.setFieldValue('Subject', subject ?? '')}
          onBlur={() => form.validateField('Subject')}
          error={form.errors.Subject}
        />
        <Textarea
          label={text.message}
          required
          rows={6}
          resize="vertical"
          maxLength={contactLimits.messageMaxLength}
          description={text.characterCount(values.Message.length, contactLimits.messageMaxLength)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // Mantine's dimmed description grey falls below the WCAG AA contrast ratio on white.
          descriptionProps={{ c: 'gray.7' }}
          {...form.getInputProps('Message')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={text.memberInsuredId} maxLength={contactLimits.idMaxLength} {...form.getInputProps('MemberInsuredId')} />
          <TextInput label={text.authorizationId} maxLength={contactLimits.idMaxLength} {...form.getInputProps('AuthorizationId')} />
        </SimpleGrid>
        <Button
          ref={submitRef}
          type="submit"
          disabled={!isFilled || mutation.isPending}
          leftSection={mutation.isPending ? <Loader size={14} color="currentColor" aria-hidden="true" /> : undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          {mutation.isPending ? text.sending : text.submit}
        </Button>
      </Stack>
    </form>
  );
}
