import { Alert, Button, FileButton, Stack } from '@mantine/core';
import { policyLimits, policyMessages as text } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { importPolicyCsv } from '../../api/policy-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

/**
 * Import CSV: the browser reads the file and sends its text; the server refuses a file with a bad row whole and says
 * which line, shown here until the next try.
 */
export function PolicyImport({ onImported }: { onImported: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isImporting, setIsImporting] = useState(false);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    if (file.size > policyLimits.csvMaxBytes) {
      setRefusal(text.errors.csvTooLarge);
      return;
    }
    setIsImporting(true);
    try {
      const counts = await importPolicyCsv(await file.text());
      showSuccessToast(text.imported(counts.created, counts.updated, counts.unchanged));
      onImported();
    } catch (error) {
      const message = formErrorMessage(error);
      if (message) setRefusal(message);
      else showErrorToast();
    } finally {
      setIsImporting(false);
    }
  };

  return (
    <Stack gap={4}>
      <FileButton onChange={(file) => void importFile(file)} accept=".csv,text/csv">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} loading={isImporting}>
            {text.importCsv}
          </Button>
        )}
      </FileButton>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
