import type { RegistrationFlowState } from './registration-flow-store';

/** A stored registration flow at `currentStep` (test code only). */
export const flowAt = (currentStep: RegistrationFlowState['currentStep'], canChooseMethod = true): RegistrationFlowState => ({
  helperId: 'h'.repeat(43),
  currentStep,
  canChooseMethod,
  maskedEmail: 'n********l@example.org',
  maskedMobile: canChooseMethod ? '***-***-0199' : null,
  method: 'email',
  yourInformation: { firstName: 'Nora', lastName: 'Quill', email: 'nora.quill@example.org', emailConfirm: 'nora.quill@example.org', phone: '916-555-0100' },
});
