import { accountStatuses, associationStatuses, claimStatuses, messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';
import { statusLook } from './status-tones';

describe('StatusBadge', () => {
  it('shows the words of the status beside a decorative icon', () => {
    render(<StatusBadge kind="authorization" status="Pended" />);
    const badge = screen.getByText('Pended');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('tells Pending and Pended apart by colour and icon, not only by their words', () => {
    const pending = statusLook('authorization', 'Pending');
    const pended = statusLook('authorization', 'Pended');
    expect(pending.tone).not.toBe(pended.tone);
    expect(pending.Icon).not.toBe(pended.Icon);
  });

  it('reads the core system’s authorization words: partial approvals, approvals, denials, cancellations', () => {
    expect(statusLook('authorization', 'Partially Approved').tone).toBe('partial');
    expect(statusLook('authorization', 'Approve').tone).toBe('positive');
    expect(statusLook('authorization', 'Denied').tone).toBe('negative');
    expect(statusLook('authorization', 'Cancelled').tone).toBe('closed');
  });

  it('gives every account, association and claim status its own look within its kind', () => {
    const kinds = [
      ['account', Object.values(accountStatuses)],
      ['association', Object.values(associationStatuses)],
      ['claim', Object.values(claimStatuses)],
    ] as const;
    for (const [kind, statuses] of kinds) {
      const looks = statuses.map((status) => statusLook(kind, status));
      expect(new Set(looks.map((look) => look.Icon)).size, kind).toBe(statuses.length);
      expect(looks.every((look) => look.Icon !== statusLook(kind, 'no such status').Icon), kind).toBe(true);
    }
  });

  it('shows an association status in the words of Your Providers', () => {
    render(<StatusBadge kind="association" status={associationStatuses.requested} />);
    expect(screen.getByText(messages.yourProviders.statuses.requested)).toBeInTheDocument();
  });
});
