import { brandTokens, resourceKeys } from '@portal/contracts';
import type { resources } from '../db/schema.js';
import { demoGroupIds } from './demo-groups.js';

type ResourceRow = typeof resources.$inferInsert;

// The plan's and the product's names are tokens, filled from the brand when a text is read (fillBrandTokens).
const { planName, productName } = brandTokens;

const termsOfService = `
<h2>Terms of Service</h2>
<p>The ${planName} ${productName} is offered to contracted providers, their staff and ${planName} employees to check member eligibility and benefits, submit and manage prior authorizations and review claims. By creating an account you agree to use the portal only for members you are treating or administering, and only for the purposes of treatment, payment and health care operations.</p>
<p>Your user id and password are for you alone. Do not share them, and tell us at once at 800-555-0142 if you think someone else has used your account. We may suspend an account that is misused or that has not been used for a long time.</p>
<p>Benefit and eligibility information is not a guarantee of payment. Payment depends on the member’s eligibility on the date of service, the terms of the member’s plan and the claim submitted.</p>
<h2>Privacy Policy</h2>
<p>The portal shows protected health information. We record who looks at a member’s information and when, and we keep that record as required by law. We use cookies only to keep you signed in, to remember your user id if you ask us to, and to understand which pages are used so we can improve them.</p>
<p>We never sell personal information. For questions about privacy, write to privacy@example.com.</p>`.trim();

const base: Record<string, string> = {
  [resourceKeys.loginMessage]: `<p>Welcome to the <strong>${planName} ${productName}</strong>. Sign in to check benefits, submit authorizations and view claims.</p>`,
  [resourceKeys.homeWelcomeMessage]:
    '<p>Welcome back. Choose a task below, or open <a href="/resources">Resources</a> for forms, manuals and policy updates.</p>',
  [resourceKeys.homeProviderIcon]:
    '<h3>New: upload clinicals with your request</h3><p>You can now attach clinical notes while submitting an authorization. Requests with clinicals attached are reviewed up to two days sooner.</p>',
  [resourceKeys.sutterSelectHeader]: `<p>Evergreen Select is the network for ${planName}’s own employees and their families. Use the documents below when you care for Evergreen Select members.</p>`,
  [resourceKeys.sutterSelectAnnouncements]:
    '<ul><li>The Prior Certification List was updated on the first of this quarter.</li><li>Modifier 25 claims now need the office note attached.</li></ul>',
  [resourceKeys.registrationSuccess]:
    '<p>Thank you for registering. Your account has <strong>limited access</strong> until our team reviews your request, which takes 1-2 business days. We will e-mail you as soon as it is approved.</p>',
  [resourceKeys.termsAndConditions]: termsOfService,
  [resourceKeys.benefitsLookupMessage]:
    '<p>Benefits shown are a summary of the member’s plan on the date you search. Prior authorization may still be required.</p>',
  [resourceKeys.noCoverage]:
    // No phone number: the modal adds the Care Coordinator number of the member's group (spec 2 §2.2, §8).
    '<p>Check the expected start date of service against the member’s ID card: the coverage may have ended, or not yet begun, on that date.</p>',
  [resourceKeys.resourcesHeaderMessage]: `<p>Forms, manuals, clinical guidelines and policy updates for ${planName} providers.</p>`,
  [resourceKeys.contactInfo]:
    '<p><strong>Care Coordinators</strong><br>Phone: 800-555-0142, Monday to Friday, 8 a.m. to 5 p.m. Pacific<br>Fax for clinicals: 800-555-0199<br>E-mail: care.coordinators@example.com</p>',
  [resourceKeys.contactHeaderMessage]: '<p>Send us a question about a member, an authorization or the portal. We answer within one business day.</p>',
  [resourceKeys.releaseNotes]:
    '<h3>What’s new</h3><ul><li>Claims can be sorted by any column.</li><li>Authorization extensions can be requested from the overview.</li><li>Favorites in Your Providers now appear first in lookups.</li></ul>',
  [resourceKeys.epTermsAndConditions]: termsOfService,
  [resourceKeys.submitAuthLanding]:
    '<p>Choose the kind of request. Not sure an authorization is needed? Check the CPT code below, or see the <a href="/resources">Prior Certification List</a>.</p><p>Urgent request outside business hours? Call a Care Coordinator at 800-555-0142.</p>',
  [resourceKeys.submitAuthSuccess]:
    '<p>Thank you. You can follow this request in <strong>Manage Authorizations</strong>. Determination letters are faxed to the number you gave.</p>',
  [resourceKeys.faxClinicals]:
    '<p>No clinicals needed, or prefer to fax them? Fax clinical notes to 800-555-0199 with the authorization number on the cover sheet.</p>',
};

/** Resource texts (HTML), plus one per-group variant stored as `{key}#group:{groupId}`. */
export function buildDemoResources(): ResourceRow[] {
  const rows = Object.entries(base).map(([key, content]) => ({ key, content }));
  rows.push({
    key: `${resourceKeys.benefitsLookupMessage}#group:${demoGroupIds.infoBox}`,
    content:
      '<p><strong>Sierra Foothills USD members:</strong> vision and hearing benefits are administered by a separate carrier. Call 800-555-1964 for those benefits.</p>',
  });
  return rows;
}
