import { renderToStaticMarkup } from 'react-dom/server';
import type { Lead } from './leads-store.ts';

/** The fields of a lead as label and value, in the order the form asks for them. */
const fields = (lead: Lead): Array<[string, string]> => [
  ['Name', lead.name],
  ['Email', lead.email],
  ['Company', lead.company ?? '—'],
  ['Services', lead.services.join(', ')],
  ['Budget', lead.budget ?? '—'],
  ['Received', lead.receivedAt],
];

export const emailSubject = (lead: Lead) => `Quote request: ${lead.services.join(', ')} (${lead.name})`;

export function emailText(lead: Lead): string {
  const rows = fields(lead).map(([label, value]) => `${label}: ${value}`);
  return [`New quote request #${lead.id}. Reply to this e-mail to answer ${lead.name}.`, '', ...rows, '', 'Message:', lead.message, ''].join('\n');
}

/** React escapes every value, so nothing a visitor typed can become markup in the agency's inbox. */
function LeadSummary({ lead }: { lead: Lead }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'Arial, sans-serif', color: '#0f172a' }}>
        <p>
          New quote request #{lead.id}. Reply to this e-mail to answer {lead.name}.
        </p>
        <table cellPadding={4} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {fields(lead).map(([label, value]) => (
              <tr key={label}>
                <th align="left">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>Message</strong>
        </p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</p>
      </body>
    </html>
  );
}

export const emailHtml = (lead: Lead) => `<!doctype html>${renderToStaticMarkup(<LeadSummary lead={lead} />)}`;
