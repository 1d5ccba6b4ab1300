import type { Channel, Lead } from './leads-store.ts';
import { printableLines } from './printable.ts';

const CHANNELS: Channel[] = ['webhook', 'email'];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula; a leading apostrophe makes it text and is not shown.
 */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.split('"').join('""')}"` : cell);

const deliveryCell = (lead: Lead, channel: Channel) => {
  const delivery = lead.deliveries.find((item) => item.channel === channel);
  if (!delivery) return '';
  return delivery.status === 'failed' ? `failed: ${delivery.lastError ?? ''}` : delivery.status;
};

/** The leads as RFC 4180 CSV (CRLF line ends, a header row), safe to open in a spreadsheet. */
export function leadsCsv(leads: Lead[]): string {
  const header = ['id', 'received_at', 'name', 'email', 'company', 'budget', 'services', 'message', 'spam', ...CHANNELS];
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.receivedAt,
    lead.name,
    lead.email,
    lead.company ?? '',
    lead.budget ?? '',
    lead.services.join('; '),
    lead.message,
    lead.spam ?? '',
    ...CHANNELS.map((channel) => deliveryCell(lead, channel)),
  ]);
  // Line breaks inside a quoted cell are CRLF like the rest of the file.
  const cellText = (cell: string) => printableLines(cell.split(/\r\n?/).join('\n')).split('\n').join('\r\n');
  return [header, ...rows].map((row) => row.map((cell) => quoted(neutralised(cellText(cell)))).join(',')).join('\r\n') + '\r\n';
}
