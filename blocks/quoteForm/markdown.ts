import { mailtoHref, telHref } from '../../src/ui/contact.ts';
import { address, blocksOf, bullets, heading, link, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import { CONTACT_LABELS, FIELD_LABELS, REQUIRED_NOTE, retentionNote, talkInvitation, TALK_HEADING } from './words.ts';
import type { QuoteFormProps } from './schema.ts';

/**
 * What the form asks for and where to fill it in (a reader away from the site cannot send it
 * from here), then the privacy note and the other ways to talk, as beside the form.
 */
const quoteFormMarkdown: BlockMarkdown<QuoteFormProps> = (form, context) => {
  const { settings, page } = context;
  const { email, phone } = settings.contact;
  const { privacy } = settings.quote;
  const url = address(`${page.route}${form.anchor ? `#${form.anchor}` : ''}`, context);
  const field = (label: string, required: boolean, choices: readonly string[] = []) =>
    // A field's choices are a list nested right under it.
    [text(required ? `${label} *` : label), ...(choices.length > 0 ? [bullets(choices.map(text))] : [])].join('\n');
  return blocksOf(
    sectionHead(form),
    `The quote request form at ${link(url, url, context)} asks for the following. ${text(REQUIRED_NOTE)}`,
    bullets([
      field(FIELD_LABELS.name, true),
      field(FIELD_LABELS.email, true),
      field(FIELD_LABELS.company, false),
      field(FIELD_LABELS.services, true, form.services),
      field(FIELD_LABELS.budget, false, form.budgets),
      field(FIELD_LABELS.message, true),
    ]),
    privacy && text(`${privacy.note} ${retentionNote(privacy.retentionDays)}`),
    heading(3, TALK_HEADING),
    text(talkInvitation(settings.booking.minutes)),
    bullets([
      link(form.scheduleLabel, '@booking', context),
      `${text(CONTACT_LABELS.email)}: ${link(email, mailtoHref(email), context)}`,
      `${text(CONTACT_LABELS.phone)}: ${link(phone, telHref(phone), context)}`,
    ]),
  );
};

export default quoteFormMarkdown;
