import nodemailer from 'nodemailer';
import { describeError, type Outcome } from './delivery-outcome.ts';
import { emailHtml, emailSubject, emailText } from './lead-email.tsx';
import type { Lead } from './leads-store.ts';

export interface EmailTarget {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the start. */
  smtpUrl: string;
  to: string;
  from: string;
}

/**
 * Sends each lead as a plain-text and HTML e-mail through the SMTP server, with Reply-To set to
 * the prospect so answering the e-mail answers them. A 5xx reply is permanent (the server refused
 * this message or these credentials); anything else is worth another try.
 */
export function createEmailSender(target: EmailTarget, timeoutMs: number) {
  const transport = nodemailer.createTransport({
    url: target.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = target.from.split('@').at(-1)?.replace(/>$/, '') || 'localhost';
  const send = async (lead: Lead): Promise<Outcome> => {
    try {
      await transport.sendMail({
        from: target.from,
        to: target.to,
        replyTo: { name: lead.name, address: lead.email },
        subject: emailSubject(lead),
        text: emailText(lead),
        html: emailHtml(lead),
        // The same id on every attempt, so a mail client can tell a repeat from a new lead.
        messageId: `<lead-${lead.id}-${Date.parse(lead.receivedAt)}@${domain}>`,
      });
      return { ok: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      return { ok: false, permanent: code !== undefined && code >= 500, error: describeError(error) };
    }
  };
  return { send, close: () => transport.close() };
}
