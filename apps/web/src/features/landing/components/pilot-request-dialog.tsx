import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PILOT_OFFER as PILOT } from '../pilot-offer';
import { paths } from '@/app/paths';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { startPilot } from '../api';
import { type FieldErrors, type FieldRule, fieldErrors, firstInvalid, invalidProps } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { formatNumber } from '@verity/contracts/format';
import { LEAD_FIELD_LIMITS as LIMITS } from '@verity/contracts/lead-limits';

/** Spec §8: after a queued pilot request, go to onboarding after 1.5 s. */
export const PILOT_REDIRECT_DELAY_MS = 1500;

const EMPTY = { company: '', contactName: '', email: '', phoneNumber: '', useCase: '', dataVolume: '' };
const REQUIRED = ['company', 'contactName', 'email', 'useCase'] as const;
type Field = keyof typeof EMPTY;
/** The server's rules for the pilot request (contracts' pilotRequestSchema), in the form's order. */
const RULES: Record<Field, FieldRule> = {
  company: { max: LIMITS.company, required: true },
  contactName: { max: LIMITS.contactName, required: true },
  email: { max: LIMITS.email, required: true, email: true },
  phoneNumber: { max: LIMITS.phoneNumber },
  useCase: { max: LIMITS.useCase, required: true },
  dataVolume: { max: LIMITS.dataVolume },
};
const ORDER = Object.keys(RULES) as Field[];
const IDS: Record<Field, string> = {
  company: 'pilot-company',
  contactName: 'pilot-contact-name',
  email: 'pilot-email',
  phoneNumber: 'pilot-phone',
  useCase: 'pilot-use-case',
  dataVolume: 'pilot-data-volume',
};

interface PilotRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PilotRequestDialog({ open, onOpenChange }: PilotRequestDialogProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const canSubmit = REQUIRED.every((field) => form[field].trim() !== '') && !submitting;

  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const control = (field: Field) => ({
    id: IDS[field],
    value: form[field],
    onChange: update(field),
    maxLength: RULES[field].max,
    ...invalidProps(IDS[field], errors[field]),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const found = fieldErrors(RULES, form);
    const first = firstInvalid(ORDER, found);
    setErrors(found);
    if (first) {
      document.getElementById(IDS[first])?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await startPilot(form);
    if (outcome.status === 'rejected') {
      setSubmitting(false);
      return;
    }
    setForm(EMPTY);
    setErrors({});
    onOpenChange(false);
    if (outcome.status === 'stored') {
      toast({ title: 'Pilot Program Initiated', description: 'Check your email for onboarding instructions' });
      navigate(paths.onboarding);
    } else {
      toast({ title: 'Pilot Request Received', description: 'Redirecting to onboarding' });
      redirectTimer.current = setTimeout(() => navigate(paths.onboarding), PILOT_REDIRECT_DELAY_MS);
    }
    setSubmitting(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start Enterprise Pilot Program</DialogTitle>
          <DialogDescription>
            {PILOT.days} days and {formatNumber(PILOT.verifiedDatapoints)} verified datapoints on your own use
            case.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="pilot-company" label="Company" required error={errors.company}>
              <Input autoComplete="organization" {...control('company')} required />
            </FormField>
            <FormField id="pilot-contact-name" label="Contact name" required error={errors.contactName}>
              <Input autoComplete="name" {...control('contactName')} required />
            </FormField>
            <FormField id="pilot-email" label="Work email" required error={errors.email}>
              <Input type="email" autoComplete="email" {...control('email')} required />
            </FormField>
            <FormField id="pilot-phone" label="Phone number" error={errors.phoneNumber}>
              <Input type="tel" autoComplete="tel" {...control('phoneNumber')} />
            </FormField>
          </div>
          <FormField id="pilot-use-case" label="Use case" required error={errors.useCase}>
            <Textarea rows={3} placeholder="Which claims or hypotheses do you want to verify?" {...control('useCase')} required />
          </FormField>
          <FormField id="pilot-data-volume" label="Expected data volume" error={errors.dataVolume}>
            <Input placeholder="e.g. 50,000 rows a month" {...control('dataVolume')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {submitting ? 'Starting…' : 'Start Pilot'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
