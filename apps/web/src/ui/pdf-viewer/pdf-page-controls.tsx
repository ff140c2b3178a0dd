import { Button, Group, NumberInput, Text, useMatches } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import { useState } from 'react';

const text = memberAreaMessages.pdfViewer;

interface PdfPageControlsProps {
  pageNumber: number;
  pageCount: number;
  onPageChange: (pageNumber: number) => void;
  onDownload: () => void;
}

/** Page number input (an integer from 1 to the page count, spec 2 §5), Previous / Next, and the download. */
export function PdfPageControls({ pageNumber, pageCount, onPageChange, onDownload }: PdfPageControlsProps) {
  const [typed, setTyped] = useState<{ forPage: number; value: string | number } | null>(null);
  // What the user typed stays in the box (with its error) until the page changes by other means.
  const inputValue = typed && typed.forPage === pageNumber ? typed.value : pageNumber;
  const isInRange = typeof inputValue === 'number' && Number.isInteger(inputValue) && inputValue >= 1 && inputValue <= pageCount;
  // An emptied box is someone about to type a number: no error until they leave it, then the page shown comes back.
  const error = isInRange || inputValue === '' ? null : text.pageRange(pageCount);

  // Buttons as tall as the input beside them, or compact on a phone (centred on the input below its label).
  const buttonSize = useMatches({ base: 'compact-sm', sm: 'sm' });
  const buttonOffset = useMatches({ base: 30, sm: 25 });

  const goTo = (next: number) => {
    setTyped(null);
    onPageChange(next);
  };

  return (
    <Group gap="sm" align="flex-start" justify="space-between" wrap="wrap">
      {/* The page controls stay on one line, compact on a phone; the download goes under them there. */}
      <Group gap={8} align="flex-start" wrap="nowrap">
        <Button size={buttonSize} mt={buttonOffset} variant="default" onClick={() => goTo(pageNumber - 1)} disabled={pageNumber <= 1}>
          {text.previous}
        </Button>
        <NumberInput
          label={text.page}
          value={inputValue}
          min={1}
          max={pageCount}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          w={64}
          error={error}
          onBlur={() => {
            if (inputValue === '') setTyped(null);
          }}
          onChange={(value) => {
            const isValid = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= pageCount;
            // The input keeps its own value only while it differs from the page shown.
            setTyped(isValid ? null : { forPage: pageNumber, value });
            if (isValid && value !== pageNumber) onPageChange(value);
          }}
        />
        <Text mt={32} style={{ whiteSpace: 'nowrap' }}>
          {text.ofPages(pageCount)}
        </Text>
        <Button size={buttonSize} mt={buttonOffset} variant="default" onClick={() => goTo(pageNumber + 1)} disabled={pageNumber >= pageCount}>
          {text.next}
        </Button>
      </Group>
      <Button size={buttonSize} mt={buttonOffset} variant="light" onClick={onDownload}>
        {text.download}
      </Button>
    </Group>
  );
}
