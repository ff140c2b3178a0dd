import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { providerAccessMessages } from '@portal/contracts';
import { useBrand } from '../../api/brand-api';
import { useSettings } from '../../api/settings-api';

const text = providerAccessMessages.publicPage;

/**
 * The Provider Access API explained to members (public, CMS-0057-F): what it is, what providers get, who may ask, and
 * how to opt out or back in, in plain words.
 */
export function ProviderAccessPublicPage() {
  const { planName } = useBrand();
  const settings = useSettings().data;
  const phone = settings?.helpPhone;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{text.title}</Title>
      <Text size="lg">{text.lead(planName)}</Text>

      <Title order={2} size="h3">
        {text.whatTitle}
      </Title>
      <Text>{text.what}</Text>

      <Title order={2} size="h3">
        {text.dataTitle}
      </Title>
      <Text>{text.dataIntro}</Text>
      <List spacing="xs">
        {text.dataItems.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text>{text.dataNotIncluded}</Text>

      <Title order={2} size="h3">
        {text.whoTitle}
      </Title>
      <Text>{text.who}</Text>

      <Title order={2} size="h3">
        {text.optOutTitle}
      </Title>
      <Text>{text.optOut}</Text>
      <Text>{text.contactIntro}</Text>
      {phone && (
        <Text fw={600}>
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{text.contactPhone(phone)}</Anchor>
        </Text>
      )}
      {settings?.supportEmail && (
        <Text>
          <Anchor href={`mailto:${settings.supportEmail}`}>{text.supportEmail(settings.supportEmail)}</Anchor>
        </Text>
      )}
      <Text>{text.contactHours}</Text>

      <Title order={2} size="h3">
        {text.moreTitle}
      </Title>
      <Text>{text.more}</Text>
    </Stack>
  );
}
