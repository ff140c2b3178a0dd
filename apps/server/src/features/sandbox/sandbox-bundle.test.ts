import { messages, sandboxMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type Json, sandboxBundle, sandboxMember } from '../../test/sandbox-test-support.js';
import { readSandboxBundle, sandboxPlanOptionName } from './sandbox-bundle.js';

const text = sandboxMessages.errors;
const memberType = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MB' }] };

function planOf(bundle: Json) {
  const reading = readSandboxBundle(bundle);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.plan;
}

describe('reading a test kit bundle', () => {
  it('takes the member id from the Coverage (an MB identifier, else subscriberId), else from the Patient (MB or the plan’s system)', () => {
    expect(planOf(sandboxBundle()).members[0]?.memberId).toBe(sandboxMember.memberId);

    const typed = sandboxBundle();
    typed.entry[1].resource.identifier.push({ type: memberType, value: 'MB-77' });
    expect(planOf(typed).members[0]?.memberId).toBe('MB-77');

    const patientOnly = sandboxBundle();
    patientOnly.entry.splice(1, 2);
    patientOnly.entry[0].resource.identifier.push({ system: 'urn:oid:2.16.840.1.113883.3.8901.1', value: 'OWN-5' });
    expect(planOf(patientOnly).members[0]?.memberId).toBe('OWN-5');
  });

  it('keys a patient on its identifiers, or on its member id and birth date when it has none', () => {
    expect(planOf(sandboxBundle()).members[0]?.keys).toEqual(['http://kit.example/mrn|MRN-0001']);
    const bare = sandboxBundle();
    delete bare.entry[0].resource.identifier;
    expect(planOf(bare).members[0]?.keys).toEqual([`member-id|${sandboxMember.memberId}|${sandboxMember.dob}`]);
  });

  it('ends a coverage period the day after Period.end, opens it without one, and keeps a cancelled Coverage as no plan', () => {
    const bundle = sandboxBundle();
    bundle.entry[1].resource.period = { start: '2024-01-01', end: '2024-12-31' };
    expect(planOf(bundle).coverages[0]).toMatchObject({ effectiveDate: '2024-01-01', termDate: '2025-01-01', planOptionName: 'Sandbox Gold' });
    delete bundle.entry[1].resource.period;
    delete bundle.entry[1].resource.class;
    expect(planOf(bundle).coverages[0]).toMatchObject({ effectiveDate: '1900-01-01', termDate: '9999-12-31', planOptionName: sandboxPlanOptionName });
    bundle.entry[1].resource.status = 'cancelled';
    expect(planOf(bundle).coverages[0]?.planOptionName).toBe('No Plan');
  });

  it('resolves a beneficiary by an absolute URL’s Type/id, and leaves out payers (a payor, or typed pay or PR)', () => {
    const bundle = sandboxBundle();
    bundle.entry[1].resource.beneficiary = { reference: 'http://kit.example/fhir/Patient/kit-patient-1' };
    bundle.entry[1].resource.payor = [];
    bundle.entry[2].resource.type = [{ coding: [{ system: 'https://codesystem.x12.org/005010/98', code: 'PR' }] }];
    const plan = planOf(bundle);
    expect(plan.coverages).toHaveLength(1);
    expect(plan.providers.map((provider) => provider.reference)).toEqual(['Organization/kit-clinic', 'Practitioner/kit-doctor']);
    expect(plan.skipped).toEqual([sandboxMessages.skipped.payer('Organization/kit-payer')]);
  });

  it('maps gender to M, F or U', () => {
    const bundle = sandboxBundle();
    bundle.entry[0].resource.gender = 'unknown';
    expect(planOf(bundle).members[0]?.sex).toBe('U');
  });

  it('lists a name, a birth date, a reversed period and a repeated identifier as problems', () => {
    const bundle = sandboxBundle();
    delete bundle.entry[0].resource.birthDate;
    bundle.entry[0].resource.name = [];
    bundle.entry[1].resource.period = { start: '2024-02-01', end: '2024-01-01' };
    bundle.entry.push({ resource: { ...bundle.entry[4].resource, id: 'kit-doctor-2' } });
    const reading = readSandboxBundle(bundle);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems).toEqual({
      'Bundle.entry[0].resource.name': [text.nameMissing],
      'Bundle.entry[0].resource.birthDate': [text.birthDateMissing],
      'Bundle.entry[1].resource.period': [text.periodReversed],
      'Practitioner/kit-doctor-2': [text.duplicateKey(`http://hl7.org/fhir/sid/us-npi|${bundle.entry[4].resource.identifier[0].value}`)],
    });
  });

  it('refuses an identifier too long to be kept', () => {
    const bundle = sandboxBundle();
    bundle.entry[4].resource.identifier.push({ system: 'http://kit.example/long', value: 'x'.repeat(600) });
    bundle.entry[0].resource.identifier[0].value = 'y'.repeat(600);
    const reading = readSandboxBundle(bundle);
    expect(!reading.ok && reading.problems).toEqual({
      'Patient/kit-patient-1.identifier': [text.tooLong(500)],
      'Coverage/kit-coverage-1.identifier': [text.tooLong(500)],
    });
  });

  it('refuses text the database cannot keep (a NUL), as a file read by the CLI may hold', () => {
    const bundle = sandboxBundle();
    bundle.entry[0].resource.name[0].family = 'Qu\u0000ill';
    expect(readSandboxBundle(bundle)).toEqual({ ok: false, problems: { 'Bundle.entry[0].resource.name[0].family': [messages.validation.unsafeText] } });
  });

  it('refuses what is not a bundle, and a bundle too large to be a test kit', () => {
    expect(readSandboxBundle(null)).toEqual({ ok: false, problems: { Bundle: [text.notABundle] } });
    expect(readSandboxBundle([])).toEqual({ ok: false, problems: { Bundle: [text.notABundle] } });
    const huge = { resourceType: 'Bundle', type: 'batch', entry: Array.from({ length: 1001 }, () => ({})) };
    expect(readSandboxBundle(huge)).toEqual({ ok: false, problems: { 'Bundle.entry': [text.tooManyEntries(1000)] } });
  });
});
