import { appealMessages } from './appeal-messages.js';
import { decisionClocks } from './authorization-clock.js';
import type { AuthorizationEventData, AuthorizationEventKind, DecidedLineFact } from './authorization-events.js';
import { authorizationMessages } from './authorization-messages.js';
import { authorizationStatusLabel, normaliseOutcomeStatus, requestPriorityLabels } from './authorization-statuses.js';
import { peerToPeerOutcomeLabels } from './peer-to-peer.js';

/** What the timeline says of one event: a title and the lines under it. */
export interface EventWords {
  title: string;
  details: string[];
}

/** The parts of a stored event its words are made of (the actor is shown apart, as "by …"). */
export type WordedEvent = { [K in AuthorizationEventKind]: { kind: K; status: string; data: AuthorizationEventData[K] } }[AuthorizationEventKind];

const decidedLine = (line: DecidedLineFact) => `${line.subject}: ${normaliseOutcomeStatus(line.status)}${line.reason ? ` (${line.reason})` : ''}`;
const changeLabel = (change: string) => (authorizationMessages.overview.pendingKinds as Readonly<Record<string, string>>)[change] ?? change;
const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** The words of each event kind, in one place: the overview's timeline and any other reader of the events use these. */
export const authorizationEventWords: { [K in AuthorizationEventKind]: (data: AuthorizationEventData[K], status: string) => EventWords } = {
  received: (data) => ({
    title: data.door === 'pas' ? 'Request received from the provider’s system' : 'Request received',
    details: [`Priority: ${requestPriorityLabels[data.priority]}`],
  }),
  'information-requested': (data, status) => ({ title: `More information requested: ${authorizationStatusLabel(status)}`, details: [data.question] }),
  'information-answered': () => ({ title: 'Information sent to the reviewer', details: [] }),
  'document-added': (data) => ({ title: `Document added: ${data.fileName}`, details: [] }),
  extended: (data) => ({ title: `Review extended by ${plural(data.days, 'day')}`, details: [data.reason] }),
  'lines-decided': (data, status) => ({
    title: `${data.isFirstDetermination ? 'Decided' : 'Decision changed'}: ${authorizationStatusLabel(status)}`,
    details: data.lines.map(decidedLine),
  }),
  'appeal-filed': (data) => ({ title: 'Appeal filed', details: data.lines }),
  'appeal-decided': (data, status) => ({
    title: `Appeal decided: ${appealMessages.statusLabels[data.appealStatus]}, ${authorizationStatusLabel(status)}`,
    details: data.lines.map(decidedLine),
  }),
  'change-requested': (data) => ({ title: 'Changes requested', details: data.changes.map(changeLabel) }),
  'change-decided': (data, status) => ({ title: `Changes decided: ${authorizationStatusLabel(status)}`, details: data.lines.map(decidedLine) }),
  'lines-updated': (data) => ({
    title: 'Services updated',
    details: [
      ...data.added.map((line) => `Added: ${line}`),
      ...data.changed.map((line) => `Changed: ${line}`),
      ...data.cancelled.map((line) => `Cancelled: ${line}`),
    ],
  }),
  withdrawn: (data, status) => ({ title: `Request withdrawn: ${authorizationStatusLabel(status)}`, details: data.reason ? [data.reason] : [] }),
  expired: () => ({ title: 'Authorization expired', details: [] }),
  'peer-to-peer-requested': (data) => ({ title: 'Peer-to-peer conversation requested', details: [data.line] }),
  'peer-to-peer-recorded': (data, status) => ({
    title: `Peer-to-peer conversation: ${peerToPeerOutcomeLabels[data.outcome]}${data.lines.length ? `, ${authorizationStatusLabel(status)}` : ''}`,
    details: [...(data.lines.length ? data.lines.map(decidedLine) : [data.line]), data.notes],
  }),
};

export function wordsOfEvent(event: WordedEvent): EventWords {
  // The table is keyed by kind, so the data matches its function; TypeScript cannot follow the pairing.
  const words = authorizationEventWords[event.kind] as (data: unknown, status: string) => EventWords;
  return words(event.data, event.status);
}

/** "by Dana Reviewer": who acted, when a person did. */
export const eventActorWords = (name: string) => `by ${name}`;
/** The extended event's new decision time, as the reader's clock shows it. */
export const newDecisionDueWords = (when: string) => `New decision due: ${when}`;

/** The decision-due marker: which federal clock, and whether it is still running, overdue or past. */
export const decisionDueWords = {
  expeditedClock: `${requestPriorityLabels.expedited}, ${decisionClocks.expeditedHours} hours`,
  standardClock: `${requestPriorityLabels.standard}, ${decisionClocks.standardDays} calendar days`,
  extendedClock: (days: number) => `${requestPriorityLabels.standard}, ${decisionClocks.standardDays} calendar days, extended by ${plural(days, 'day')}`,
  due: (clock: string) => `Decision due (${clock})`,
  overdue: (clock: string) => `Decision due (${clock}), not yet decided`,
  wasDue: (clock: string) => `Decision was due (${clock})`,
};
