import type { DevMailboxMessage } from '@portal/contracts';
import { escapeBrandText, escapeHtml } from '@portal/contracts';

// Every piece of content goes through escapeHtml: message text is user input (names, addresses, the plan's names).

// Inline styles only: the CSP allows them (Mantine needs it) but allows no inline script, and this page has none.
const style = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1b1e; }
  .note { color: #5c5f66; }
  form { margin: 1rem 0; display: flex; gap: .5rem; align-items: center; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #dee2e6; padding: .5rem; }
  pre { white-space: pre-wrap; margin: 0; font: inherit; }
`;

function row(message: DevMailboxMessage): string {
  return `<tr>
      <td>${escapeHtml(message.to)}<br><span class="note">${message.channel === 'sms' ? 'Text' : 'E-mail'}</span></td>
      <td>${escapeHtml(message.subject)}</td>
      <td><pre>${escapeHtml(message.text)}</pre></td>
      <td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
    </tr>`;
}

/** The development mailbox: what the portal would have e-mailed or texted, newest first. */
export function renderDevMailboxPage(messages: DevMailboxMessage[], to: string | undefined, brand: { planName: string; productName: string }): string {
  const rows = messages.length
    ? messages.map(row).join('\n')
    : '<tr><td colspan="4">No messages yet. Codes sent by registration, forgot password or unlock appear here.</td></tr>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Development mailbox - ${escapeBrandText('html', `${brand.planName} ${brand.productName}`)}</title>
  <style>${style}</style>
</head>
<body>
  <main>
    <h1>Development mailbox</h1>
    <p class="note">The newest messages the ${escapeBrandText('html', `${brand.planName} ${brand.productName}`)} sent (e-mails and texts), newest first. This page does not exist in production.</p>
    <form method="get" action="/dev/mailbox">
      <label for="to">Recipient</label>
      <input id="to" name="to" type="text" value="${escapeHtml(to ?? '')}" placeholder="e-mail address or mobile number">
      <button type="submit">Show</button>
      <a href="/dev/mailbox">All</a>
    </form>
    <table>
      <thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Message</th><th scope="col">Time</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
  </main>
</body>
</html>`;
}
