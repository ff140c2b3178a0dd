import { Alert, Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  appealMessages,
  authorizationMessages,
  formatDateTime,
  messages,
  type ReviewItemKind,
  parseRowId,
  paths,
  policyEndpoints,
  requestPriorityLabels,
  reviewItemStateLabels,
  reviewMessages,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { callEndpoint } from '../../api/http-client';
import { reviewItemQueryOptions } from '../../api/review-api';
import { useCurrentUser } from '../../session/use-current-user';
import { PageLoader } from '../../ui/page-loader';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { DecidedLinesSection } from './decided-lines-section';
import { ReviewClaimBar } from './review-claim-bar';
import { ReviewDocumentsSection } from './review-documents-section';
import { ReviewHistorySection } from './review-history-section';
import { ReviewRequestSection } from './review-request-section';
import { TitledSection } from '../../ui/titled-section';
import { TimeLeft } from './time-left';
import { PeerToPeerReviewSection } from './peer-to-peer-review-section';
import { WithdrawnNotice } from './withdrawn-notice';

// The reviewer's forms show once the item is claimed: reading an item, or one another reviewer holds, does not load them.
const DecisionForm = lazy(() => import('./decision-form').then((module) => ({ default: module.DecisionForm })));
const QuestionForm = lazy(() => import('./question-form').then((module) => ({ default: module.QuestionForm })));
const ExtensionForm = lazy(() => import('./extension-form').then((module) => ({ default: module.ExtensionForm })));
const HandOffForm = lazy(() => import('./hand-off-form').then((module) => ({ default: module.HandOffForm })));

const denialReasonsQueryOptions = { queryKey: ['review', 'denial-reasons'], queryFn: () => callEndpoint(policyEndpoints.denialReasons), staleTime: 300_000 };

const receivedLabels: Record<ReviewItemKind, string> = { request: 'Request', change: 'Changes asked for', appeal: 'Appeal' };

/**
 * The review screen (issue 18): the request beside its documents and the member's history, and, once claimed, the
 * decision on each line or a question for the provider.
 */
export function ReviewItemPage() {
  const id = parseRowId(useParams().id);
  const user = useCurrentUser();
  const detail = useQuery({ ...reviewItemQueryOptions(id ?? 0), enabled: id !== null });
  const reasons = useQuery(denialReasonsQueryOptions);
  // A decision just saved here opens its letter at once; one decided before shows it on request.
  const [hasJustDecided, setHasJustDecided] = useState(false);
  if (id === null) return <Navigate to={paths.adminReview} replace />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  const { item, authorization, questions } = detail.data;
  const now = new Date(detail.data.now);
  const isMine = item.claimedBy?.accountId === user?.accountId && item.state !== 'decided';
  // A withdrawn request closed the item with nobody's decision: its header and notice say so, and no letter exists.
  const stateLabel = item.withdrawal ? authorizationMessages.withdraw.reviewNotice : reviewItemStateLabels[item.state];
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminReview} size="sm">
        Back to the review queue
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {reviewMessages.reviewTitle} {authorization.authorizationId}
        </Title>
        <StatusBadge kind="authorization" status={authorization.status} />
        <Badge variant="outline" color={item.priority === 'expedited' ? 'red' : 'gray'} style={{ textTransform: 'none' }}>
          {requestPriorityLabels[item.priority]}
        </Badge>
        {item.state !== 'decided' && <TimeLeft dueAt={item.dueAt} now={now} />}
      </Group>
      <Text size="sm">
        {receivedLabels[item.kind]} received {formatDateTime(item.receivedAt)}; decision due {formatDateTime(item.dueAt)}. {stateLabel}.
      </Text>
      {item.appeal && (
        <Alert color={item.appeal.isCallerFirstReviewer ? 'orange' : 'blue'} variant="light" title={appealMessages.review.title}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.appeal.reason}
          </Text>
          {item.appeal.isCallerFirstReviewer && item.state !== 'decided' && (
            <Text size="sm" fw={500} mt="xs">
              {appealMessages.review.sameReviewer}
            </Text>
          )}
        </Alert>
      )}
      {item.withdrawal && <WithdrawnNotice withdrawal={item.withdrawal} />}
      {user && <ReviewClaimBar item={item} reviewerId={user.accountId} />}
      {detail.data.handOffs.length > 0 && (
        <Stack gap={2}>
          {detail.data.handOffs.map((handOff) => (
            <Text key={handOff.handedAt} size="sm">
              Handed from {handOff.fromName} to {handOff.toName} on {formatDateTime(handOff.handedAt)}: {handOff.reason}
            </Text>
          ))}
        </Stack>
      )}
      {item.state === 'decided' && !item.withdrawal && <DecidedLinesSection itemId={item.id} authorization={authorization} isLetterOpen={hasJustDecided} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <div>
          <Stack gap="md">
            <ReviewRequestSection detail={detail.data} />
            {questions.length > 0 && (
              <TitledSection order={2} title="Questions to the provider">
                {questions.map((question) => (
                  <Stack key={question.id} gap={2}>
                    <Text>
                      <Text span fw={500}>
                        {question.askedBy}, {formatDateTime(question.askedAt)}:
                      </Text>{' '}
                      {question.question}
                    </Text>
                    <Text c={question.answer ? undefined : 'dimmed'}>
                      {question.answer
                        ? `Answer from ${question.answeredBy ?? 'the provider'}, ${formatDateTime(question.answeredAt)}: ${question.answer}`
                        : 'Not answered yet.'}
                    </Text>
                  </Stack>
                ))}
              </TitledSection>
            )}
          </Stack>
        </div>
        <div>
          <Stack gap="md">
            {isMine && (
              <Suspense
                fallback={
                  <Center mih={160} role="status" aria-label={messages.shell.loading}>
                    <Loader />
                  </Center>
                }
              >
                <DecisionForm
                  key={`${item.id}-${detail.dataUpdatedAt}`}
                  itemId={item.id}
                  lines={detail.data.lines}
                  denialReasons={reasons.data ?? []}
                  onDecided={() => setHasJustDecided(true)}
                />
                {item.state === 'open' && <QuestionForm itemId={item.id} />}
                {item.isExtendable && <ExtensionForm itemId={item.id} />}
                <HandOffForm itemId={item.id} />
              </Suspense>
            )}
            <PeerToPeerReviewSection reviewItemId={item.id} />
            <ReviewDocumentsSection itemId={item.id} documents={detail.data.documents} />
          </Stack>
        </div>
      </SimpleGrid>
      <ReviewHistorySection detail={detail.data} />
    </Stack>
  );
}
