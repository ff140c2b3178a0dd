import { randomUUID } from 'node:crypto';
import { crdMessages, escapeBrandText, policyDocumentationLabels, type PolicyDocumentation } from '@portal/contracts';
import type { CrdOrder } from './crd-orders.js';

/** A CDS Hooks card (CDS Hooks 2.0 §Card attributes) as the CRD guide profiles it: a topic from its card types. */
export interface CdsCard {
  uuid: string;
  summary: string;
  detail?: string;
  indicator: 'info' | 'warning' | 'critical';
  source: { label: string; url?: string; topic: { system: string; code: string; display: string } };
  links?: { label: string; url: string; type: 'absolute' }[];
  extension?: { 'davinci-crd.associated-resource': { reference: string }[] };
}

const cardTypes = 'http://terminology.hl7.org/CodeSystem/cdshooks-card-type';
const text = crdMessages.cards;
/** CDS Hooks asks for a summary under 140 characters. */
const summaryMax = 139;

const clip = (value: string) => (value.length > summaryMax ? `${value.slice(0, summaryMax - 1)}…` : value);

export interface CardSource {
  planName: string;
  portalUrl: string;
}

function card(source: CardSource, values: Omit<CdsCard, 'uuid' | 'source'>, topic: 'coverage-info' | 'insurance'): CdsCard {
  return {
    uuid: randomUUID(),
    ...values,
    summary: clip(values.summary),
    source: {
      label: crdMessages.sourceLabel(escapeBrandText('plainText', source.planName)),
      url: source.portalUrl,
      topic: { system: cardTypes, code: topic, display: topic === 'insurance' ? 'Insurance' : 'Coverage Information' },
    },
  };
}

/** The plan's name in a card's detail, which is Markdown: it can neither link nor show an image nor hold HTML. */
const inDetail = (source: CardSource) => escapeBrandText('markdown', source.planName);

const about = (orders: readonly CrdOrder[]) => ({ 'davinci-crd.associated-resource': orders.map((order) => ({ reference: order.reference })) });

export const memberUnknownCard = (source: CardSource) =>
  card(source, { summary: text.memberUnknown.summary, detail: text.memberUnknown.detail(inDetail(source)), indicator: 'warning' }, 'insurance');

/** Drugs without a J-code: the member's pharmacy benefit decides them, not the medical benefit's policy. */
export const pharmacyBenefitCard = (source: CardSource, orders: readonly CrdOrder[]) =>
  card(
    source,
    { summary: text.pharmacyBenefit.summary, detail: text.pharmacyBenefit.detail(inDetail(source)), indicator: 'info', extension: about(orders) },
    'coverage-info',
  );

export const notCoveredCard = (source: CardSource, orders: readonly CrdOrder[]) =>
  card(
    source,
    { summary: text.notCovered.summary, detail: text.notCovered.detail(inDetail(source)), indicator: 'warning', extension: about(orders) },
    'coverage-info',
  );

/** Prior authorization needed: the codes, the documentation the request needs, and a link to submit it in the portal. */
export function priorAuthorizationCard(
  source: CardSource,
  order: CrdOrder,
  codes: readonly string[],
  documentation: readonly PolicyDocumentation[],
  submitUrl: string,
): CdsCard {
  const needed = documentation.map((kind) => policyDocumentationLabels[kind]).join('; ');
  return card(
    source,
    {
      summary: text.priorAuthorizationNeeded.summary(codes.join(', ')),
      detail: text.priorAuthorizationNeeded.detail(needed),
      indicator: 'info',
      links: [{ label: text.priorAuthorizationNeeded.link, url: submitUrl, type: 'absolute' }],
      extension: about([order]),
    },
    'coverage-info',
  );
}

export const orderUnreadableCard = (source: CardSource, orders: readonly CrdOrder[]) =>
  card(source, { summary: text.orderUnreadable.summary, detail: text.orderUnreadable.detail, indicator: 'warning', extension: about(orders) }, 'coverage-info');
