import { registrationText } from '@portal/contracts';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { TermsModal } from '../../ui/terms-modal';

/** "By registering you agree to the Terms and Conditions", the link opening the resource in a modal (spec 1 §2.5). */
export function TermsLink() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Text size="sm">
        {registrationText.termsIntro}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setIsOpen(true)}>
          {registrationText.termsLink}
        </Anchor>
        .
      </Text>
      <TermsModal isOpen={isOpen} onClose={() => setIsOpen(false)} title={registrationText.termsLink} />
    </>
  );
}
