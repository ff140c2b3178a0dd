/**
 * Member search and benefit summary benches (issue 5): POST member/search/ under 20 concurrent connections against
 * the p95 target of 25 ms, and the benefit summary PDF requested one after another (generation time). The members
 * come from the demo generator itself, spread over a data set seeded with DEMO_MEMBERS=100000, so every search is
 * for a member that exists there.
 */
import { apiPrefix, benefitEndpoints, isoToUsDate, endpointPath, memberEndpoints, memberSearchActions } from '@portal/contracts';
import { demoGroups } from '../demo/demo-groups.js';
import { demoMembers, qhidOf } from '../demo/demo-member-list.js';
import { buildRandomMember } from '../demo/demo-members.js';
import { createRandom, demoSeed } from '../demo/random.js';
import { benchConnections, figureOf, formatMs, latencyLine, loadWithLatencies, measuredP95, meetsP95, percentile, type RouteFigure } from './latency-load.js';

const targetP95Ms = 25;
const searchedMembers = 2_000;
const summaryMembers = 50;
/** The data set the bench expects: `DEMO_MEMBERS=100000` (or `npm run seed -- --members 100000`). */
export const benchMemberCount = 100_000;

interface BenchMember {
  qhid: number;
  memberId: string;
  dob: string;
  firstName: string;
  lastName: string;
  isSecureGroup: boolean;
}

const secureGroupIds = new Set(demoGroups.filter((group) => group.isSecure).map((group) => group.id));

/** `count` generated members spread evenly over the population, rebuilt exactly as the seed builds them. */
export function benchMembers(count: number, memberCount: number): BenchMember[] {
  const population = createRandom(demoSeed).fork('members');
  const first = demoMembers.length;
  const step = Math.max(1, Math.floor((memberCount - first) / count));
  const nowYear = new Date().getUTCFullYear();
  const chosen: BenchMember[] = [];
  for (let index = first; index < memberCount && chosen.length < count; index += step) {
    const { member } = buildRandomMember(index, qhidOf(index), nowYear, population.fork(`member:${index}`));
    chosen.push({
      qhid: qhidOf(index),
      memberId: member.memberId,
      dob: member.dob,
      firstName: member.firstName,
      lastName: member.lastName,
      isSecureGroup: secureGroupIds.has(member.groupId),
    });
  }
  return chosen;
}

/**
 * POST member/search/ with the member id and date of birth (a quarter with the names, a quarter lower-cased ids),
 * 20 connections; prints the line and the verdict. A found share under 100% means a data set of fewer members.
 */
export async function benchMemberSearch(
  base: string,
  headers: Record<string, string>,
  durationSeconds: number,
  memberCount = benchMemberCount,
): Promise<RouteFigure[]> {
  let answered = 0;
  let found = 0;
  const onResponse = (status: number, body: string) => {
    if (status !== 200) return;
    answered += 1;
    if ((JSON.parse(body) as { qhid: number }).qhid > 0) found += 1;
  };
  const requests = benchMembers(searchedMembers, memberCount).map((member, index) => ({
    method: 'POST' as const,
    path: `${apiPrefix}${endpointPath(memberEndpoints.search)}`,
    body: JSON.stringify({
      action: memberSearchActions.benefits,
      memberid: index % 4 === 1 ? member.memberId.toLowerCase() : member.memberId,
      dob: isoToUsDate(member.dob),
      ...(index % 4 === 2 ? { firstname: member.firstName, lastname: member.lastName } : {}),
    }),
    onResponse,
  }));
  const load = await loadWithLatencies('POST member/search/', base, { ...headers, 'content-type': 'application/json' }, requests, durationSeconds);
  const foundShare = answered === 0 ? 0 : found / answered;
  console.log(latencyLine(load, `   found ${(foundShare * 100).toFixed(0)}%`));
  const isMet = meetsP95(load, targetP95Ms) && foundShare === 1;
  console.log(
    `Target: member search p95 < ${targetP95Ms} ms at ${benchConnections} connections over ${memberCount} members: ${isMet ? 'met' : 'MISSED'} ` +
      `${measuredP95(load)}, found ${(foundShare * 100).toFixed(0)}%`,
  );
  return [figureOf(load, 'read', 'member search')];
}

const memberSearchPath = `${apiPrefix}${endpointPath(memberEndpoints.search)}`;

/**
 * The search a provider makes before opening a member's benefits (member id and date of birth): it is what grants
 * the account access to the member (the member access rule), so without it the PDF is refused. Answers whether
 * the search found the member.
 */
async function findMember(base: string, headers: Record<string, string>, member: BenchMember): Promise<boolean> {
  const response = await fetch(`${base}${memberSearchPath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ action: memberSearchActions.benefits, memberid: member.memberId, dob: isoToUsDate(member.dob) }),
  });
  if (!response.ok) return false;
  return ((await response.json()) as { qhid: number }).qhid === member.qhid;
}

/**
 * Benefit summary PDFs of 50 members (secure groups have none), one request at a time, each after the member search
 * that gives the account access to the member, as a provider makes it: the time to generate one PDF and send it
 * (the search is not timed), with its size. A PDF counts as generated when it answers 200 with a PDF's bytes; the
 * target is all 50 generated. Prints its lines.
 */
export async function benchBenefitSummary(base: string, headers: Record<string, string>, memberCount = benchMemberCount): Promise<void> {
  const chosen = benchMembers(summaryMembers * 2, memberCount)
    .filter((member) => !member.isSecureGroup)
    .slice(0, summaryMembers);
  const times: number[] = [];
  let notFound = 0;
  let refused = 0;
  let totalBytes = 0;
  for (const member of chosen) {
    if (!(await findMember(base, headers, member))) {
      notFound += 1;
      continue;
    }
    const startedAt = performance.now();
    const response = await fetch(`${base}${apiPrefix}${endpointPath(benefitEndpoints.summaryPdf, { qhid: member.qhid })}`, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - startedAt;
    if (!response.ok || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      refused += 1;
      continue;
    }
    times.push(elapsed);
    totalBytes += bytes.byteLength;
  }
  times.sort((a, b) => a - b);
  const generated = times.length;
  const failures = notFound + refused;
  const averageKilobytes = totalBytes / Math.max(1, generated) / 1024;
  console.log(
    `${'GET BenefitsSummary.pdf'.padEnd(34)} ${String(generated).padStart(8)} PDFs    p50 ${formatMs(percentile(times, 0.5))} ms   ` +
      `p95 ${formatMs(percentile(times, 0.95))} ms   max ${formatMs(times.at(-1) ?? Number.NaN)} ms   ${averageKilobytes.toFixed(1)} KB each` +
      `${notFound ? `   (${notFound} members not found)` : ''}${refused ? `   (${refused} PDFs failed)` : ''}`,
  );
  console.log(
    `Target: benefit summary PDFs of ${chosen.length} members found by member id and date of birth, 0 failures: ` +
      `${failures === 0 && generated === chosen.length ? 'met' : 'MISSED'} (${generated} generated, ${failures} failed)`,
  );
}
