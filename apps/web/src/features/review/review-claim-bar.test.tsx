import { type ReviewItemDetail, reviewMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { ReviewClaimBar } from './review-claim-bar';

const item: ReviewItemDetail['item'] = {
  id: 11,
  kind: 'change',
  state: 'open',
  priority: 'standard',
  receivedAt: '2026-03-02T15:00:00.000Z',
  dueAt: '2026-03-09T15:00:00.000Z',
  claimedBy: null,
  decidedAt: null,
  decidedBy: null,
  appeal: null,
  isExtendable: false,
  isCallerFiler: false,
  withdrawal: null,
};

describe('the claim bar', () => {
  it('offers an open item to a reviewer who had no hand in it', () => {
    stubApi({});
    renderPage(() => <ReviewClaimBar item={item} reviewerId={5} />);
    expect(screen.getByRole('button', { name: 'Claim to review' })).toBeInTheDocument();
    expect(screen.queryByText(reviewMessages.ownFiling)).not.toBeInTheDocument();
  });

  it('does not offer the claim to a reviewer who filed or changed part of the authorization, and says why', () => {
    stubApi({});
    renderPage(() => <ReviewClaimBar item={{ ...item, isCallerFiler: true }} reviewerId={5} />);
    expect(screen.queryByRole('button', { name: 'Claim to review' })).not.toBeInTheDocument();
    expect(screen.getByText(reviewMessages.ownFiling)).toBeInTheDocument();
  });

  it('offers nothing on an item its provider withdrew, nor calls it decided', () => {
    stubApi({});
    const withdrawal = { reason: 'Sent twice.', by: 'Pat Provider', at: '2026-03-03T15:00:00.000Z' };
    renderPage(() => <ReviewClaimBar item={{ ...item, state: 'decided', decidedAt: withdrawal.at, withdrawal }} reviewerId={5} />);
    expect(screen.queryByRole('button', { name: 'Claim to review' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Decided/)).not.toBeInTheDocument();
  });
});
