import { escapeBrandText } from '@portal/contracts';

/**
 * The message that carries a code: short and plain, with the code, what it is for and how long it lasts,
 * and never a password or a link (a link in such a message is what phishing imitates).
 */
export function verificationCodeText(input: {
  code: string;
  purpose: string;
  channel: 'email' | 'sms';
  lifetimeMinutes: number;
  /** The plan's names: the message says who sends it, as the portal's pages do. */
  brand: { planName: string; productName: string };
}): { subject: string; text: string } {
  const [productName, planName] = [escapeBrandText('plainText', input.brand.productName), escapeBrandText('plainText', input.brand.planName)];
  const subject = `${productName} verification code`;
  const codeLine = `Your ${productName} verification code for ${input.purpose} is ${input.code}.`;
  const expiry = `It expires in ${input.lifetimeMinutes} minutes.`;
  if (input.channel === 'sms') return { subject, text: `${codeLine} ${expiry}` };
  const ignore = 'If you did not ask for this code, you can ignore this message.';
  return { subject, text: `${codeLine}\n\n${expiry}\n\n${ignore}\n\n${planName}` };
}
