import { type Brand, brandLimits, brandMessages as text } from '@portal/contracts';
import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { brandQueryOptions, removeBrandLogo, uploadBrandLogo } from '../../api/brand-api';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { base64Of } from './file-base64';

/** The logo: its preview, an upload (PNG or SVG, checked by the server) and its removal. Each takes effect at once. */
export function BrandLogo({ brand }: { brand: Brand }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const apply = async (change: () => Promise<Brand>, success: string) => {
    setIsBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(brandQueryOptions.queryKey, await change());
      showSuccessToast(success);
    } catch (caught) {
      const message = formErrorMessage(caught);
      if (message) setError(message);
      else showErrorToast();
    } finally {
      setIsBusy(false);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (!/\.(png|svg)$/i.test(file.name)) return setError(text.logoType);
    if (file.size > brandLimits.logoMaxBytes) return setError(text.logoTooLarge);
    void apply(async () => uploadBrandLogo({ fileName: file.name, contentBase64: await base64Of(file) }), text.logoUploaded);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="brand-logo-title" maw={560}>
      <Stack gap="sm">
        <Text fw={600} id="brand-logo-title">
          {text.logo}
        </Text>
        {brand.logoUrl ? (
          <img src={brand.logoUrl} alt={text.logoAlt(brand.planName)} style={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain', alignSelf: 'flex-start' }} />
        ) : (
          <Text size="sm">{text.noLogo}</Text>
        )}
        <Group align="flex-end">
          <FileInput
            label={text.uploadLogo}
            description={text.logoDescription}
            accept="image/png,image/svg+xml,.png,.svg"
            value={null}
            onChange={upload}
            error={error}
            disabled={isBusy}
            clearable={false}
            style={{ flex: 1 }}
          />
          {brand.logoUrl && (
            <Button variant="default" onClick={() => void apply(removeBrandLogo, text.logoRemoved)} loading={isBusy}>
              {text.removeLogo}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
