import { accountStatuses, associationStatuses, claimStatuses, messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';
import { statusLook } from './status-tones';

describe('StatusBadge', () => {
  it('shows the words of the status beside a decorative icon', () => {
    render(<StatusBadge kind="authorization" status="Denied" />);
    const badge = screen.getByText('Denied');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an authorization in the status vocabulary: an old Pended reads Pending, a partial approval stays so', () => {
    render(
      <>
        <StatusBadge kind="authorization" status="Pended" />
        <StatusBadge kind="authorization" status="Partially Approved" />
      </>,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Pended')).not.toBeInTheDocument();
    expect(screen.getByText('Partially Approved')).toBeInTheDocument();
    expect(statusLook('authorization', 'Pended')).toBe(statusLook('authorization', 'Pending'));
    expect(statusLook('authorization', 'Partially Approved').tone).not.toBe(statusLook('authorization', 'Approved').tone);
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
      expect(
        looks.every((look) => look.Icon !== statusLook(kind, 'no such status').Icon),
        kind,
      ).toBe(true);
    }
  });

  it('shows an association status in the words of Your Providers', () => {
    render(<StatusBadge kind="association" status={associationStatuses.requested} />);
    expect(screen.getByText(messages.yourProviders.statuses.requested)).toBeInTheDocument();
  });
});
