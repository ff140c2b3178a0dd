import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { memberAreaMessages, resourceKeys, routeByName } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user';
import { ResourceBlock } from '../../ui/resource-block';
import { ContactForm } from './contact-form';

const text = memberAreaMessages.contact;

/** Contact (/contact, spec 2 §2.9; limited users too): the header text, the message form and the contact info. */
export function ContactPage() {
  const user = useCurrentUser();
  const [isSent, setIsSent] = useState(false);
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('Contact').title}</Title>
      <ResourceBlock resourceKey={resourceKeys.contactHeaderMessage} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <section aria-labelledby="contact-form-title">
            <Title order={2} size="h3" id="contact-form-title" mb="sm">
              {text.formTitle}
            </Title>
            {isSent ? <ContactThankYou /> : user && <ContactForm user={user} onSent={() => setIsSent(true)} />}
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="section" aria-labelledby="contact-info-title" withBorder p="md">
            <Title order={2} size="h3" id="contact-info-title" mb="sm">
              {text.contactInfoTitle}
            </Title>
            <ResourceBlock resourceKey={resourceKeys.contactInfo} lines={4} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Replaces the form once the message is sent; takes the focus so the confirmation is read out. */
function ContactThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="xs">
      <Title order={3} ref={headingRef} tabIndex={-1}>
        {text.thankYouTitle}
      </Title>
      <Text>{text.thankYou}</Text>
    </Stack>
  );
}
