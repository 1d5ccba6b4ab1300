import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSettings } from '../../src/ui/site-settings.ts';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, quoteRequestSchema, type QuoteRequest, type QuoteRequestInput } from '../../src/shared/quote-schema.ts';
import { buttonClass } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IconBadge } from '../../src/ui/IconBadge.tsx';
import type { IconName } from '../../src/shared/icon-names.ts';
import { Section } from '../../src/ui/Section.tsx';
import { BookingLink } from '../../src/ui/SiteOrExternalLink.tsx';
import { toast } from '../../src/ui/toast.ts';
import type { QuoteFormProps } from './schema.ts';
import { CONTACT_LABELS, FIELD_LABELS, REQUIRED_NOTE, retentionNote, talkInvitation, TALK_HEADING } from './words.ts';
import { sendQuote } from './send-quote.ts';
import { mailtoHref, telHref } from '../../src/ui/contact.ts';

const EMPTY: QuoteRequestInput = { name: '', email: '', company: '', services: [], budget: '', message: '' };

const labelClass = 'block font-semibold text-navy-900';
const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm focus:border-brand-600 aria-invalid:border-red-700';

/** The visible star; the required state itself reaches assistive technology as aria-required. */
const Star = () => (
  <span aria-hidden="true" className="ml-0.5 text-red-700">
    *
  </span>
);

/** role="alert" announces a message the moment it appears, on submit or while typing. */
function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The value gets the card's full width: an e-mail address is long for a side column. */
function ContactCard({ href, icon, label, value }: { href: string; icon: IconName; label: string; value: string }) {
  return (
    <a href={href} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600">
      <span className="flex items-center gap-3 font-semibold text-navy-900">
        <IconBadge name={icon} />
        {label}
      </span>
      <span className="break-words text-slate-700">{value}</span>
    </a>
  );
}

/**
 * The quote request form. It validates with the same schema as the endpoint (on submit, then on
 * every change), posts JSON to the endpoint from the site settings, and keeps the visitor's text
 * when sending fails. Booking and direct contact sit beside it for those who would rather talk.
 */
export default function QuoteForm({ anchor, heading, intro, services, budgets, submitLabel, scheduleLabel }: QuoteFormProps) {
  const id = useId();
  const settings = useSettings();
  const { privacy } = settings.quote;
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  // When the form became usable: the endpoint treats a request filled in within seconds as a bot's.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  /** id, aria-invalid and aria-describedby (to the message, when there is one) for a field. */
  const a11y = (field: keyof typeof EMPTY) => ({
    id: `${id}-${field}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: keyof typeof EMPTY) => <ErrorText id={`${id}-${field}-error`} message={errors[field]?.message} />;

  const send = async (request: QuoteRequest) => {
    try {
      // The honeypot stays out of validation: a filled one is sent, and the endpoint drops it quietly.
      await sendQuote(settings.quote.endpoint, {
        ...request,
        company: request.company ?? '',
        budget: request.budget ?? '',
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        [FILL_TIME_FIELD]: Date.now() - shownAt.current,
      });
      toast({ title: 'Quote Request Sent!', description: "Thanks for reaching out! We'll review your request and get back to you shortly." });
      reset();
      shownAt.current = Date.now();
    } catch (failure) {
      console.error('The quote request could not be sent:', failure);
      toast({
        title: 'Oh no!',
        description: `Something went wrong. Please try again or email us directly at ${settings.contact.email}.`,
        variant: 'destructive',
        duration: 10_000,
      });
    }
  };

  // One request at a time, whatever triggers the submit (the disabled button covers clicks only).
  // handleSubmit is called here, in the handler, not during render: `send` reads refs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void handleSubmit(send)(event).finally(() => {
      sending.current = false;
    });
  };

  const textField = (name: 'name' | 'email' | 'company', autoComplete: string, required: boolean) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {FIELD_LABELS[name]}
        {required && <Star />}
      </label>
      <input
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...a11y(name)}
        {...register(name)}
        className={inputClass}
      />
      {error(name)}
    </div>
  );

  return (
    <Section anchor={anchor} tone="sand" heading={heading} intro={intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={cardClass('relative gap-6 sm:p-8')}>
          <p className="text-sm text-slate-700">{REQUIRED_NOTE}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            {textField('name', 'name', true)}
            {textField('email', 'email', true)}
          </div>
          {textField('company', 'organization', false)}

          <fieldset aria-describedby={a11y('services')['aria-describedby']}>
            <legend className={labelClass}>
              {FIELD_LABELS.services}
              <Star />
              <span className="sr-only"> (required)</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {services.map((service, index) => (
                <label
                  key={service}
                  htmlFor={`${id}-services-${index}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-sand-50"
                >
                  <input
                    type="checkbox"
                    value={service}
                    {...a11y('services')}
                    id={`${id}-services-${index}`}
                    {...register('services')}
                    className="size-5 shrink-0 accent-brand-600"
                  />
                  {service}
                </label>
              ))}
            </div>
            {error('services')}
          </fieldset>

          <div>
            <label htmlFor={`${id}-budget`} className={labelClass}>
              {FIELD_LABELS.budget}
            </label>
            <select {...a11y('budget')} {...register('budget')} className={inputClass}>
              <option value="">Select a budget range</option>
              {budgets.map((budget) => (
                <option key={budget} value={budget}>
                  {budget}
                </option>
              ))}
            </select>
            {error('budget')}
          </div>

          <div>
            <label htmlFor={`${id}-message`} className={labelClass}>
              {FIELD_LABELS.message}
              <Star />
            </label>
            <textarea rows={6} aria-required="true" {...a11y('message')} {...register('message')} className={`${inputClass} min-h-[150px]`} />
            {error('message')}
          </div>

          {/* Off-screen and hidden from assistive technology: only bots that fill every input fill it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
            <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <div>
            <button type="submit" disabled={isSubmitting} className={`${buttonClass('primary')} disabled:cursor-wait disabled:opacity-75`}>
              {isSubmitting ? 'Sending...' : submitLabel}
            </button>
          </div>
          {privacy && (
            <p className="text-sm text-slate-700">
              {privacy.note} {retentionNote(privacy.retentionDays)}
            </p>
          )}
        </form>

        <div className="flex flex-col gap-6">
          <div className={cardClass('gap-4')}>
            <h3 className="text-xl font-bold text-navy-900">{TALK_HEADING}</h3>
            <p className="text-slate-700">{talkInvitation(settings.booking.minutes)}</p>
            <BookingLink label={scheduleLabel} className={buttonClass('secondary')} />
          </div>
          <ContactCard href={mailtoHref(settings.contact.email)} icon="mail" label={CONTACT_LABELS.email} value={settings.contact.email} />
          <ContactCard href={telHref(settings.contact.phone)} icon="phone" label={CONTACT_LABELS.phone} value={settings.contact.phone} />
        </div>
      </div>
    </Section>
  );
}
