import { brandContrast, brandMessages as text, meetsBrandContrast } from '@portal/contracts';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';

/**
 * A filled button and a link in the colour being chosen. A colour that fails the contrast rule is not painted (the
 * page itself must stay readable); the preview keeps the saved colour and the field says why.
 */
export function BrandPreview({ colour, savedColour }: { colour: string; savedColour: string }) {
  const shown = meetsBrandContrast(colour) ? colour : savedColour;
  const contrast = brandContrast(shown);
  return (
    <Paper withBorder p="md" aria-label={text.preview} component="section">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {text.preview}
        </Text>
        <Group gap="lg">
          <Button color={shown} autoContrast={false} tabIndex={-1} type="button">
            {text.previewButton}
          </Button>
          <Anchor href="#brand-preview" c={shown} underline="always" tabIndex={-1} onClick={(event) => event.preventDefault()}>
            {text.previewLink}
          </Anchor>
        </Group>
        <Text size="sm">{text.contrastRatio(contrast.withWhite.toFixed(1), contrast.withPage.toFixed(1))}</Text>
      </Stack>
    </Paper>
  );
}
