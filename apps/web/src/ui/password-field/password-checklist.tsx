import { accountMessages, passwordChecklist, type PasswordContext } from '@portal/contracts';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

function RuleIcon({ isMet }: { isMet: boolean }) {
  // Colour alone does not carry the state: the shape differs (check or cross) and the text says met / not met.
  return (
    <ThemeIcon color={isMet ? 'green.8' : 'red.8'} size={18} radius="xl" aria-hidden>
      <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        {isMet ? <path d="M5 12l5 5L20 7" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </ThemeIcon>
  );
}

/** The live checklist of spec 1 §5.1: one item per rule of `passwordChecklist`, each saying whether it is met. */
export function PasswordChecklist({ password, context }: { password: string; context: PasswordContext }) {
  const headingId = useId();
  return (
    <div>
      <Text id={headingId} size="sm" fw={500}>
        {accountMessages.password.checklistLabel}
      </Text>
      <List aria-labelledby={headingId} spacing={4} size="sm" center>
        {passwordChecklist(password, context).map((rule) => (
          <List.Item key={rule.id} icon={<RuleIcon isMet={rule.isMet} />} data-met={rule.isMet}>
            {rule.label}
            <VisuallyHidden>{`: ${rule.isMet ? accountMessages.password.ruleMet : accountMessages.password.ruleNotMet}`}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
