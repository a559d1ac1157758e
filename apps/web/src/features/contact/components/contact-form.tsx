import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CONTACT_REQUIRED, type ContactFormValues, submitContactForm, trackEvent } from '../api';
import { type FieldErrors, type FieldRule, fieldErrors, firstInvalid, invalidProps } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { LEAD_FIELD_LIMITS as LIMITS } from '@verity/contracts/lead-limits';

/** Spec §4: the thank-you state resets after 3 seconds. */
export const THANK_YOU_RESET_MS = 3000;

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', company: '', jobTitle: '', message: '' };

type Phase = 'editing' | 'submitting' | 'thanks';
type Field = keyof ContactFormValues;

/** Each half of the name may use half of the server's limit for "first last". */
const NAME_PART_MAX = Math.floor((LIMITS.contactFullName - 1) / 2);
/** The server's rules for a contact submission (contracts' contactSubmissionSchema), in the form's order. */
const RULES: Record<Field, FieldRule> = {
  firstName: { max: NAME_PART_MAX, required: true },
  lastName: { max: NAME_PART_MAX, required: true },
  email: { max: LIMITS.email, required: true, email: true },
  company: { max: LIMITS.company, required: true },
  jobTitle: { max: LIMITS.jobTitle },
  message: { max: LIMITS.message, required: true },
};
const ORDER = Object.keys(RULES) as Field[];

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [phase, setPhase] = useState<Phase>('editing');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => setPhase('editing'), THANK_YOU_RESET_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field loses its error; the next submit checks it again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(RULES, values);
    const first = firstInvalid(ORDER, found);
    setErrors(found);
    if (first) {
      if (CONTACT_REQUIRED.some((field) => values[field].trim() === '')) {
        toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields' });
      }
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setPhase('submitting');
    const outcome = await submitContactForm(values);
    if (outcome.status === 'rejected') {
      setPhase('editing');
      return;
    }
    void trackEvent('contact_form_submitted', { company: values.company.trim(), jobTitle: values.jobTitle.trim() });
    if (outcome.status === 'stored') {
      toast({ title: 'Message Sent Successfully', description: 'Our team will get back to you within 24 hours.' });
    } else {
      toast({ title: 'Message Received', description: "We'll be in touch within 24 hours" });
    }
    setValues(EMPTY);
    setPhase('thanks');
  }

  if (phase === 'thanks') {
    return (
      <div role="status" className="flex min-h-96 flex-col items-center justify-center gap-3 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="text-2xl font-semibold tracking-tight">Thank you!</h2>
        <p className="max-w-sm text-muted-foreground">Your message is with our team. We will get back to you shortly.</p>
      </div>
    );
  }

  const field = (name: Field) => ({
    id: `contact-${name}`,
    value: values[name],
    onChange: update(name),
    maxLength: RULES[name].max,
    ...invalidProps(`contact-${name}`, errors[name]),
  });
  const errorFor = (name: Field) => errors[name];

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} noValidate aria-label="Enterprise contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-firstName" label="First name" required error={errorFor('firstName')}>
          <Input autoComplete="given-name" required {...field('firstName')} />
        </FormField>
        <FormField id="contact-lastName" label="Last name" required error={errorFor('lastName')}>
          <Input autoComplete="family-name" required {...field('lastName')} />
        </FormField>
      </div>
      <FormField id="contact-email" label="Work email" required error={errorFor('email')}>
        <Input type="email" autoComplete="email" required {...field('email')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-company" label="Company" required error={errorFor('company')}>
          <Input autoComplete="organization" required {...field('company')} />
        </FormField>
        <FormField id="contact-jobTitle" label="Job title" error={errorFor('jobTitle')}>
          <Input autoComplete="organization-title" {...field('jobTitle')} />
        </FormField>
      </div>
      <FormField id="contact-message" label="How can we help?" required error={errorFor('message')}>
        <Textarea rows={5} required {...field('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={phase === 'submitting'}>
        {phase === 'submitting' ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
