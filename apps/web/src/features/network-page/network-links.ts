import { messages } from '@portal/contracts';

/**
 * External sites of the employee-plan network page (spec 1 §2.4). The real addresses belong to the plan's
 * partners; these stand-ins live here once, so replacing them is one edit.
 */
export const networkExternalLinks = [
  { label: messages.networkPage.findProvider, href: 'https://www.example.com/find-a-provider' },
  { label: messages.networkPage.paymentPortal, href: 'https://payments.example.com/' },
  { label: messages.networkPage.planSite, href: 'https://plan.example.com/' },
  { label: messages.networkPage.pharmacyFormulary, href: 'https://www.example.com/pharmacy-formulary' },
] as const;
